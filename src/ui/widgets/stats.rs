//! Live figures of a run, each with its plain value in `data-value` for automation.

use crate::model::ensemble::Ensemble;
use crate::model::figures::Figure;
use crate::model::problem::Problem;
use yew::prelude::*;

/// Props of [`Stats`].
#[derive(Properties, PartialEq)]
pub struct StatsProps {
    /// The figures, in display order.
    pub figures: Vec<Figure>,
}

/// The live figures.
#[component]
pub fn Stats(props: &StatsProps) -> Html {
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

/// What a count card shows under its buttons: the count's failure, if any, and its figures once
/// it has started (`figures` should end with the count's timing figures).
pub fn count_outcome<P: Problem>(counting: &Ensemble<P>, figures: Vec<Figure>) -> Html {
    html! { <>
        if let Some(message) = counting.failure() {
            <div class="error" role="alert"><p>{ message }</p></div>
        }
        if counting.state() != crate::model::driver::RunState::Idle {
            <Stats {figures} />
        }
    </> }
}
