//! Compare, the same on every search page: two searches of the same instance side by side,
//! driven by one player ([`use_comparison`]), each side with its own state, status, figures
//! and board ([`CompareSide`]).

use crate::model::driver::{Control, Input, RunState};
use crate::model::ensemble::{Ensemble, EnsembleAction};
use crate::model::i18n::{t, T};
use crate::model::player::Player;
use crate::model::problem::Problem;
use crate::model::speed::Speed;
use crate::ui::hooks::use_driver::{use_driver, DriverHandle};
use crate::ui::widgets::controls::{run_badge, PlayerCard};
use crate::ui::widgets::stats::{Figure, Stats};
use yew::prelude::*;

/// The two compared searches (`jobs`, none when the page does not compare), loaded into one
/// ensemble of players whenever they change, to be played at `speed`.
#[hook]
pub fn use_comparison<P: Problem>(jobs: Vec<P::Job>, speed: Speed) -> DriverHandle<Ensemble<P>> {
    let comparison = use_driver(|| Ensemble::new(Vec::new()));
    let input = comparison.input.clone();
    use_effect_with(jobs, move |jobs| {
        input.emit(EnsembleAction::Load { jobs: jobs.clone(), speed });
    });
    comparison
}

/// A side's figures: nodes, backtracks and solutions.
pub fn side_figures<P: Problem>(player: &Player<P>) -> Vec<Figure> {
    let stats = player.trail().stats();
    vec![
        Figure::count(t(T::Nodes), "stat-nodes", stats.nodes),
        Figure::count(t(T::Backtracks), "stat-backtracks", stats.backtracks),
        Figure::count(t(T::Solutions), "stat-solutions", stats.solutions),
    ]
}

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
            <Stats figures={props.figures.clone()} />
        </section>
    }
}

/// The one player that drives both sides of `comparison`.
pub fn compare_player<P: Problem>(
    comparison: &DriverHandle<Ensemble<P>>,
    speed: Speed,
    on_speed: Callback<Speed>,
) -> Html {
    let both = &comparison.state;
    let state = both.state();
    html! {
        <PlayerCard page_state={state} {state} {speed}
            can_step_back={both.parts().iter().any(Player::can_step_back)}
            failure={both.failure().map(String::from)}
            on_input={comparison.input.reform(|c| EnsembleAction::All(Input::Control(c)))} {on_speed} figures={Vec::new()} />
    }
}

/// The player's input a page's keys drive: the comparison's while comparing, else `single`.
pub fn driven_input<P: Problem>(
    comparing: bool,
    comparison: &DriverHandle<Ensemble<P>>,
    single: &Callback<Control>,
) -> Callback<Control> {
    if comparing {
        comparison.input.reform(|c| EnsembleAction::All(Input::Control(c)))
    } else {
        single.clone()
    }
}
