//! The count card, the same on every search page: its title with the count's state while the
//! page reports the count, what the problem offers to count, and the count's failure or figures.

use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::Figure;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::t;
use crate::model::page::{Activity, SearchAction, SearchPage, SearchProblem};
use crate::model::problem::Problem;
use crate::ui::widgets::figures::Figures;
use yew::prelude::*;

/// The card titled `title` of `page`'s count; `body` is the problem's hint and buttons.
pub fn count_card<P: SearchProblem>(page: &SearchPage<P>, title: &'static str, body: Html) -> Html {
    let state = page.run_state();
    html! {
        <section class="card">
            <div class="card-head">
                <h2>{ title }</h2>
                if page.activity() == Activity::Count {
                    <span class={classes!("run-state", state.name())}>{ state.label() }</span>
                }
            </div>
            { body }
            { count_outcome(page.count(), page.count_figures()) }
        </section>
    }
}

/// What a count card shows under its buttons: the count's failure, if any, and its figures once
/// it has started (`figures` should end with the count's timing figures).
pub fn count_outcome<P: Problem>(counting: &Ensemble<P>, figures: Vec<Figure>) -> Html {
    html! { <>
        if let Some(message) = counting.failure() {
            <div class="error" role="alert"><p>{ message }</p></div>
        }
        if counting.state() != RunState::Idle {
            <Figures {figures} />
        }
    </> }
}

/// The problem's buttons that start a count (`start`), or Stop while `page`'s count runs.
pub fn count_buttons<P: SearchProblem>(
    page: &SearchPage<P>,
    act: &Callback<SearchAction<P>>,
    start: Html,
) -> Html {
    if page.count().state() != RunState::Running {
        return start;
    }
    html! {
        <button type="button" data-testid="count-stop" onclick={act.reform(|_| SearchAction::StopCount)}>
            { t(CommonText::StopCounting) }</button>
    }
}
