//! A search page's solutions found, listed under the player ([`found_list`]), and the line over
//! the board while one of them is on show ([`shown_line`]): each page says only how it writes
//! one solution.

use crate::core::grid::Square;
use crate::core::search::Replay;
use crate::model::i18n::fill;
use crate::model::page::{SearchAction, SearchPage, SearchProblem};
use crate::model::status::format_count;
use crate::ui::widgets::solution_list::{solution_list, viewing_line, Listed};
use yew::prelude::*;

/// The solutions `page` has found, each written by `write`, under the title `summary` (a
/// template that says `{count}`); a click on one shows it.
pub fn found_list<P: SearchProblem>(
    page: &SearchPage<P>,
    act: &Callback<SearchAction<P>>,
    summary: &str,
    write: impl Fn(&[Square]) -> Listed,
) -> Html {
    let listed = page.solutions().iter().map(|path| write(path)).collect();
    let solutions = page.trail().stats().solutions;
    let summary = fill(summary, &[("count", &format_count(solutions))]);
    solution_list(summary, listed, solutions, &act.reform(|k| SearchAction::View(Some(k))))
}

/// The line that says which solution is on show, written by `write`, with the way back to the
/// search; `None` while the board shows the search.
pub fn shown_line<P: SearchProblem>(
    page: &SearchPage<P>,
    act: &Callback<SearchAction<P>>,
    write: impl Fn(&[Square]) -> String,
) -> Option<Html> {
    let (k, path) = page.viewing()?;
    Some(viewing_line(k, &write(&path), act.reform(|_| SearchAction::View(None))))
}
