//! The Yew front end: the app shell, hooks that wire pure models to workers and frames, shared
//! widgets, and one folder per problem with its page and boards.

mod app;
pub mod branch;
pub mod dom;
pub mod graph;
pub mod hooks;
pub mod matrix;
pub mod page;
pub mod quiz;
pub mod widgets;

use crate::core::slug::Slugged;
use crate::model::i18n::set_lang;
use crate::model::problem::Problem;
use crate::model::shell;
pub use app::{App, AppProps, Page};

/// Mounts the app showing problem `P`'s `page`, after installing a panic hook that shows the
/// error in the page (and, embedded, the embedded look and links that stay embedded).
pub fn start<P: Problem>(page: Page) {
    // The link as it came: the shell rewrites it below (keeping only its embed and language).
    let pairs = crate::model::query::query_pairs(&dom::query());
    let embedded = crate::model::classroom::embedded(&pairs, &mut Vec::new());
    let stored = dom::stored(app::LANG_KEY);
    let lang = shell::language(&pairs, stored.as_deref(), &dom::browser_languages());
    set_lang(lang);
    let notices = shell::notices(&pairs, &crate::problems::tabs(), lang);
    let pane = crate::model::classroom::pane(&pairs, &mut Vec::new());
    dom::keep_params(crate::model::classroom::kept_params(embedded, pane, lang));
    if embedded {
        dom::add_root_class("embed");
        dom::add_root_class(&format!("embed-{}", pane.slug()));
    }
    std::panic::set_hook(Box::new(|info| {
        let message = info.to_string();
        web_sys::console::error_1(&format!("Runut panicked: {message}").into());
        dom::show_fatal_error(&message);
    }));
    let props =
        AppProps { page, slug: P::SLUG, description: P::DESCRIPTION, pairs, notices, embedded };
    // The first render in a task of its own, after the one that started the program's wasm: on
    // a phone-class CPU the two together would be one long task (issue 25).
    dom::in_next_task(move || {
        yew::Renderer::<App>::with_props(props).render();
    });
}
