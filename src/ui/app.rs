//! The app shell: header, problem navigation, and the page the URL asks for.

use crate::model::knight::settings::knight_settings;
use crate::model::maze::settings::maze_settings;
use crate::model::problems::Problem;
use crate::model::queens::settings::queens_settings;
use crate::model::query;
use crate::ui::dom;
use crate::ui::knight::page::KnightPage;
use crate::ui::maze::page::MazePage;
use crate::ui::queens::page::QueensPage;
use yew::prelude::*;

/// The whole app.
#[component]
pub fn App() -> Html {
    let pairs = query::query_pairs(&dom::query());
    let mut notices = Vec::new();
    let problem = query::problem(&pairs, &mut notices);
    let page = match problem {
        Problem::Knight => {
            let (settings, more) = knight_settings(&pairs);
            notices.extend(more);
            html! { <KnightPage {settings} {notices} /> }
        }
        Problem::Queens => {
            let (settings, more) = queens_settings(&pairs);
            notices.extend(more);
            html! { <QueensPage {settings} {notices} /> }
        }
        Problem::Maze => {
            let (settings, more) = maze_settings(&pairs);
            notices.extend(more);
            html! { <MazePage {settings} {notices} /> }
        }
    };
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
            </header>
            { page }
            <footer class="foot">
                { "Runut — “runut-balik” is Indonesian for backtracking. Everything runs in your browser; nothing is sent anywhere." }
            </footer>
        </>
    }
}
