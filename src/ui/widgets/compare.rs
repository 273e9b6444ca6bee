//! Compare, the same on every search page: two searches of the same instance side by side,
//! driven by one player, each side with its own state, status, figures and board
//! ([`CompareSide`]), switched on by a check box ([`compare_check`]).

use crate::model::driver::RunState;
use crate::model::figures::Figure;
use crate::ui::widgets::figures::Figures;
use crate::ui::widgets::player_card::run_badge;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`CompareSide`].
#[derive(Properties, PartialEq)]
pub struct CompareSideProps {
    /// The search's name in URLs (`data-algo`).
    pub algo: &'static str,
    /// Its name on the page.
    pub name: &'static str,
    /// Where its run is.
    pub state: RunState,
    /// Its one-line status.
    pub status: String,
    /// Its figures.
    pub figures: Vec<Figure>,
    /// Its board.
    pub children: Html,
}

/// One side of a comparison.
#[component]
pub fn CompareSide(props: &CompareSideProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    html! {
        <section class="card compare-side" data-testid="compare-side" data-algo={props.algo} aria-label={props.name}>
            <div class="card-head">
                <h2>{ props.name }</h2>
                { run_badge(props.state) }
            </div>
            <p class="side-status" aria-live="polite">{ props.status.clone() }</p>
            { props.children.clone() }
            <Figures figures={props.figures.clone()} />
        </section>
    }
}

/// The check box labelled `label` that runs the page's search beside the one it is compared
/// with (`compare`); `on_change` gets whether it is ticked.
pub fn compare_check(label: &str, checked: bool, on_change: Callback<bool>) -> Html {
    let onchange =
        on_change.reform(|e: Event| e.target_unchecked_into::<HtmlInputElement>().checked());
    html! {
        <label class="check wide"><input type="checkbox" data-testid="compare" {checked} {onchange} />
            { label.to_string() }</label>
    }
}
