//! Live figures of a run, each with its plain value in `data-value` for automation.

use crate::model::figures::Figure;
use yew::prelude::*;

/// Props of [`Figures`].
#[derive(Properties, PartialEq)]
pub struct FiguresProps {
    /// The figures, in display order.
    pub figures: Vec<Figure>,
}

/// The live figures.
#[component]
pub fn Figures(props: &FiguresProps) -> Html {
    html! {
        <dl class="stats">
            { for props.figures.iter().map(|f| html! {
                <div class="stat">
                    <dt>{ f.label }</dt>
                    <dd data-testid={f.testid} data-value={f.value.to_string()}>{ f.text() }</dd>
                </div>
            }) }
        </dl>
    }
}
