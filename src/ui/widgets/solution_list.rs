//! The solutions found, listed under the player, each a button that shows it on the board
//! ([`solution_list`]); and the line over the board while one is on show, with the way back to
//! the search ([`viewing_line`]). Every search page lists its solutions this way.

use crate::model::i18n::common::CommonText;
use crate::model::i18n::{say, t};
use crate::model::status::format_count;
use yew::prelude::*;

/// One solution as the list shows it: its words, and its `data-set` hook (as the page writes
/// the solution in its board's hook: weights, colours, a circuit, cells).
#[derive(Clone, Debug, PartialEq)]
pub struct Listed {
    /// The solution in words.
    pub label: String,
    /// Its `data-set`.
    pub hook: String,
    /// Its `data-x`, on a page whose solutions are the learner's `x` (your own search's).
    pub x: Option<String>,
}

/// The list titled `summary` of the solutions `listed` (the first of `total` found); a click on
/// one calls `on_show` with its index. Nothing while none is found.
pub fn solution_list(
    summary: String,
    listed: Vec<Listed>,
    total: u64,
    on_show: &Callback<usize>,
) -> Html {
    if listed.is_empty() {
        return Html::default();
    }
    let shown = listed.len() as u64;
    let item = |(k, solution): (usize, Listed)| {
        let onclick = on_show.reform(move |_: MouseEvent| k);
        html! {
            <li data-testid="solution" data-set={solution.hook} data-x={solution.x}>
                <button type="button" class="link" {onclick}>{ solution.label }</button>
            </li>
        }
    };
    html! {
        <details class="found" open={true}>
            <summary>{ summary }</summary>
            <ol data-testid="solutions">{ for listed.into_iter().enumerate().map(item) }</ol>
            if total > shown {
                <p class="hint">{ say(CommonText::FirstListed, &[("count", &format_count(shown))]) }</p>
            }
        </details>
    }
}

/// The line over the board while solution `k` (from 0), written `solution`, is on show, with the
/// button back to the search.
pub fn viewing_line(k: usize, solution: &str, on_back: Callback<MouseEvent>) -> Html {
    html! {
        <p class="viewing" data-testid="viewing">
            { say(CommonText::ShowingSolution, &[("k", &(k + 1)), ("solution", &solution)]) }
            <button type="button" data-testid="back-to-search" onclick={on_back}>{ t(CommonText::BackToSearch) }</button>
        </p>
    }
}
