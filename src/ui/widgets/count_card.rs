//! The count card, the same on every search page: its title with the count's state while the
//! page reports the count, what the problem offers to count (or, once a count failed, Try
//! again), a notice when a worker was lost and its share restarted, and the count's failure or
//! figures.

use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::Figure;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{say, t, Message};
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

/// The count card of a page with one count (its `Count` is `()`), titled `title`: `hint` (whose
/// `{workers}` is how many workers share the count) above the button labelled `label`.
pub fn one_count_card<P: SearchProblem<Count = ()>, M: Message>(
    page: &SearchPage<P>,
    act: &Callback<SearchAction<P>>,
    title: &'static str,
    hint: M,
    label: String,
) -> Html {
    let hint = say(hint, &[("workers", &page.count_workers())]);
    let start = html! {
        <button type="button" class="primary" data-testid="count" onclick={act.reform(|_| SearchAction::Count(()))}>
            { label }</button>
    };
    let body = html! { <>
        <p class="hint">{ hint }</p>
        { count_buttons(page, act, start) }
    </> };
    count_card(page, title, body)
}

/// What a count card shows under its buttons: a notice when a worker was lost and its share
/// restarted, the count's failure, if any, and its figures once it has started (`figures`
/// should end with the count's timing figures).
pub fn count_outcome<P: Problem>(counting: &Ensemble<P>, figures: Vec<Figure>) -> Html {
    let all = counting.len();
    let restarted = counting.restarted().len();
    let failure = match counting.lost_twice() {
        Some(part) => {
            Some(say(CommonText::CountLostTwice, &[("part", &(part + 1)), ("all", &all)]))
        }
        None => counting.failure().map(String::from),
    };
    html! { <>
        if restarted > 0 {
            <p class="notice" role="status" data-testid="count-restarted" data-value={restarted.to_string()}>
                { say(CommonText::CountRestarted, &[("lost", &restarted), ("all", &all)]) }</p>
        }
        if let Some(message) = failure {
            <div class="error" role="alert"><p>{ message }</p></div>
        }
        if counting.state() != RunState::Idle {
            <Figures {figures} />
        }
    </> }
}

/// The problem's buttons that start a count (`start`), with Try again (the same count, afresh)
/// once the count failed, or Stop while `page`'s count runs.
pub fn count_buttons<P: SearchProblem>(
    page: &SearchPage<P>,
    act: &Callback<SearchAction<P>>,
    start: Html,
) -> Html {
    if page.count().state() != RunState::Running {
        let again = page.counted().filter(|_| page.count().state() == RunState::Failed);
        return html! { <>
            if let Some(count) = again {
                <button type="button" class="primary" data-testid="try-again"
                    onclick={act.reform(move |_| SearchAction::Count(count))}>{ t(CommonText::TryAgain) }</button>
            }
            { start }
        </> };
    }
    html! {
        <button type="button" data-testid="count-stop" onclick={act.reform(|_| SearchAction::StopCount)}>
            { t(CommonText::StopCounting) }</button>
    }
}
