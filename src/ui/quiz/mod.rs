//! Test yourself and the teacher's sheet, on every search page: a page program hands the shell
//! [`page`], which shows the quiz a link's `quiz=` asks for (`1`: [`QuizTest`], `sheet`:
//! [`QuizSheet`], `print`: [`QuizPrint`], one question of a sheet) and the page itself
//! otherwise.

mod card;
mod frames;
mod print;
mod sheet;
mod test;

pub use card::QuizCard;
pub use print::QuizPrint;
pub use sheet::QuizSheet;
pub use test::QuizTest;

use crate::model::quiz::link::{quiz_view, QuizView};
use crate::model::quiz::Quizzed;
use crate::ui::page::SearchView;
use crate::ui::Page;
use yew::prelude::*;

/// Problem `P`'s page for the URL's query `pairs` (with the shell's `notices`): the quiz its
/// `quiz=` asks for, else `page`, the problem's own.
pub fn page<P: SearchView + Quizzed>(
    pairs: &[(String, String)],
    mut notices: Vec<String>,
    page: Page,
) -> Html {
    let mut more = Vec::new();
    let view = quiz_view(pairs, &mut more);
    let pairs = pairs.to_vec();
    match view {
        None => {
            notices.extend(more);
            page(&pairs, notices)
        }
        Some(QuizView::Test) => html! { <QuizTest<P> {pairs} {notices} /> },
        Some(QuizView::Sheet) => html! { <QuizSheet {pairs} {notices} slug={P::SLUG} /> },
        Some(QuizView::Print { .. }) => html! { <QuizPrint<P> {pairs} /> },
    }
}
