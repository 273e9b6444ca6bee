//! The app shell: header, problem navigation, and the page the URL asks for.
//!
//! Each problem's page is its own wasm program (`src/bin/{knight,queens,maze}.rs`), so a visit
//! downloads only the code of the page it shows: the loader (`scripts/start.js`) picks the
//! program from the URL's `p=` as [`query::problem`] reads it, and the program hands the shell
//! its page.

use crate::model::classroom;
use crate::model::problems::Problem;
use crate::model::query;
use crate::ui::dom;
use yew::prelude::*;

/// A problem's page for the URL's query pairs, with the shell's notices about them.
pub type Page = fn(&[(String, String)], Vec<String>) -> Html;

/// Props of [`App`].
#[derive(Properties)]
pub struct AppProps {
    /// The page this program shows.
    pub page: Page,
}

/// A program shows one page for good: its props never change.
impl PartialEq for AppProps {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

/// The whole app.
#[component]
pub fn App(props: &AppProps) -> Html {
    let pairs = query::query_pairs(&dom::query());
    let mut notices = Vec::new();
    let problem = query::problem(&pairs, &mut notices);
    let embedded = classroom::embedded(&pairs, &mut notices);
    let page = (props.page)(&pairs, notices);
    let fullscreen = html! {
        <button type="button" class="fullscreen" data-testid="fullscreen" title="Full screen, with larger type, for projecting"
            onclick={Callback::from(|_: MouseEvent| dom::toggle_fullscreen())}>{ "Full screen" }</button>
    };
    if embedded {
        return html! {
            <>
                { page }
                <div class="embed-bar">
                    { fullscreen }
                    <a data-testid="open-in-runut" href={classroom::whole_page(&dom::href())} target="_blank" rel="noopener"
                        onclick={Callback::from(|e: MouseEvent| {
                            // The view may have changed since this was drawn: open it as it is now.
                            e.prevent_default();
                            dom::open_in_new_tab(&classroom::whole_page(&dom::href()));
                        })}>{ "Open in Runut ↗" }</a>
                </div>
            </>
        };
    }
    let current = |p: Problem| (p == problem).then_some("page");
    // The page has a <base>, so "#main" would leave it: the skip link moves the focus itself.
    let skip = Callback::from(|e: MouseEvent| {
        e.prevent_default();
        dom::focus_by_id("main");
    });
    html! {
        <>
            <a class="skip-link" href="#main" onclick={skip}>{ "Skip to the page" }</a>
            <header class="top">
                <a class="brand" href="./">
                    <span class="logo" aria-hidden="true">{ "♞" }</span>
                    <span class="name">{ "Runut" }</span>
                </a>
                <span class="tagline">{ "watch backtracking think" }</span>
                <nav aria-label="Problems">
                    <a class="tab" aria-current={current(Problem::Knight)} href="?p=knight">{ "Knight's tour" }</a>
                    <a class="tab" aria-current={current(Problem::Queens)} href="?p=queens">{ "N-queens" }</a>
                    <a class="tab" aria-current={current(Problem::Maze)} href="?p=maze">{ "Math maze" }</a>
                </nav>
                { fullscreen }
            </header>
            { page }
            <footer class="foot">
                { "Runut — “runut-balik” is Indonesian for backtracking. Everything runs in your browser; nothing is sent anywhere." }
            </footer>
        </>
    }
}
