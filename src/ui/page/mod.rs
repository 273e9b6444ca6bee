//! The one search page of every problem that has one: [`SearchView`] is what a problem's UI
//! adds to its model ([`SearchProblem`]) — its texts, its board, its settings fields and its
//! cards — and [`SearchPageView`] is the page around them, the same for every problem: the
//! status, practice, the board or the compare sides, the tree, the player, the code panel, the
//! settings card, the count card, the explanation and the growth chart. The component only
//! renders the pure [`SearchPage`] and feeds it actions.

pub mod drill_field;
pub mod found;
mod layout;
mod problem;

pub use problem::{BoardView, DrawnTree, SearchView};

use crate::model::i18n::Lang;
use crate::model::page::{Browser, SearchAction, SearchPage, SearchProblem};
use crate::ui::dom;
use crate::ui::hooks::first_paint::use_first_paint_done;
use crate::ui::hooks::media::{use_media_query, LECTURE_QUERY, PHONE_QUERY};
use crate::ui::hooks::page_hooks::use_player_shortcuts;
use crate::ui::hooks::use_driver::use_driver;
use std::marker::PhantomData;
use yew::prelude::*;

/// Where the best practice score of problem `P` is kept.
fn best_key<P: SearchProblem>() -> String {
    format!("runut-practice-{}", P::SLUG)
}

/// The callback that makes the page's `change` of what it gets: a field's
/// `on_change(act, QueensChange::N)`.
pub fn on_change<P: SearchProblem, T: 'static>(
    act: &Callback<SearchAction<P>>,
    change: impl Fn(T) -> P::Change + 'static,
) -> Callback<T> {
    act.reform(move |value| SearchAction::Change(change(value)))
}

/// Problem `P`'s page for the URL's query `pairs`, with the shell's `notices`: the function a
/// page program hands the shell.
pub fn page<P: SearchView>(pairs: &[(String, String)], notices: Vec<String>) -> Html {
    let pairs = pairs.to_vec();
    html! { <SearchPageView<P> {pairs} {notices} /> }
}

/// Props of [`SearchPageView`].
#[derive(Properties, PartialEq)]
pub struct SearchPageProps<P: SearchView> {
    /// The URL's query, as key and value pairs.
    pub pairs: Vec<(String, String)>,
    /// Notices about URL values that could not be honoured (the shell's; the page adds its own).
    pub notices: Vec<String>,
    /// The problem.
    #[prop_or_default]
    pub problem: PhantomData<P>,
}

/// The search page of problem `P`.
#[component]
pub fn SearchPageView<P: SearchView>(props: &SearchPageProps<P>) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let (pairs, notices) = (props.pairs.clone(), props.notices.clone());
    let handle = use_driver(move || {
        let (best, best_damaged) = dom::stored_best(&best_key::<P>());
        let browser = Browser {
            reduced_motion: dom::prefers_reduced_motion(),
            cores: dom::worker_count(None),
            best,
            best_damaged,
        };
        SearchPage::<P>::open(&pairs, notices, browser)
    });
    let page: &SearchPage<P> = &handle.state;
    let act = handle.input.clone();
    use_effect_with(page.link(), |link| dom::replace_query(link));
    use_effect_with(page.best(), |best| {
        if let Some(best) = best {
            dom::store(&best_key::<P>(), &best.to_text());
        }
    });
    use_player_shortcuts(act.reform(SearchAction::Control));
    let (phone, lecture) = (use_media_query(PHONE_QUERY), use_media_query(LECTURE_QUERY));
    let width = match (phone, lecture) {
        (true, _) => layout::Width::Phone,
        (false, true) => layout::Width::Lecture,
        (false, false) => layout::Width::Desk,
    };
    let whole = use_first_paint_done();
    layout::page(page, &act, width, whole)
}
