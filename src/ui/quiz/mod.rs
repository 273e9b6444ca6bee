//! Test yourself and the teacher's sheet, on every search page: a page's quiz program hands the
//! shell [`page`], which shows the quiz a link's `quiz=` asks for (`1`: [`QuizTest`], `sheet`:
//! [`QuizSheet`], `print`: [`QuizPrint`], one question of a sheet).

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
use crate::ui::dom;
use crate::ui::page::SearchView;
use yew::prelude::*;

/// Problem `P`'s quiz program for the URL's query `pairs` (with the shell's `notices`): the
/// quiz its `quiz=` asks for. `scripts/start.js` loads this program only for a link that asks
/// for one; asked for none, it loads the link again without `quiz=`, where the page's own
/// program shows it (the page's code is not in this program, so that the quiz's download
/// holds only the quiz).
pub fn page<P: SearchView + Quizzed>(pairs: &[(String, String)], notices: Vec<String>) -> Html {
    let view = quiz_view(pairs, &mut Vec::new());
    let pairs = pairs.to_vec();
    match view {
        None => {
            let page: Vec<_> = pairs.into_iter().filter(|(key, _)| key != "quiz").collect();
            dom::load_instead(&page);
            Html::default()
        }
        Some(QuizView::Test) => html! { <QuizTest<P> {pairs} {notices} /> },
        Some(QuizView::Sheet) => html! { <QuizSheet {pairs} {notices} slug={P::SLUG} /> },
        Some(QuizView::Print { .. }) => html! { <QuizPrint<P> {pairs} /> },
    }
}
