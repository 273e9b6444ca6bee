//! The app shell: header, problem navigation, and the page the URL asks for.

use super::dom;
use super::knight_page::KnightPage;
use crate::params;
use yew::prelude::*;

/// The whole app.
#[component]
pub fn App() -> Html {
    let (settings, notices) = use_memo((), |_| {
        let pairs = params::query_pairs(&dom::query());
        let mut notices = Vec::new();
        params::problem(&pairs, &mut notices);
        let (settings, more) = params::knight_settings(&pairs);
        notices.extend(more);
        (settings, notices)
    })
    .as_ref()
    .clone();
    html! {
        <>
            <header class="top">
                <a class="brand" href="./">
                    <span class="logo" aria-hidden="true">{ "♞" }</span>
                    <span class="name">{ "Runut" }</span>
                </a>
                <span class="tagline">{ "watch backtracking think" }</span>
                <nav aria-label="Problems">
                    <a class="tab" aria-current="page" href="?p=knight">{ "Knight's tour" }</a>
                </nav>
            </header>
            <KnightPage {settings} {notices} />
            <footer class="foot">
                { "Runut — “runut-balik” is Indonesian for backtracking. Everything runs in your browser; nothing is sent anywhere." }
            </footer>
        </>
    }
}
