//! The app shell: header, problem navigation, and the page the URL asks for.
//!
//! Each problem's page is its own wasm program (`programs/src/bin/<slug>.rs`), so a visit downloads
//! only the code of the page it shows: the loader (`scripts/start.js`) picks the program from the
//! URL's `p=` (the first problem of the list when it names none), and the program hands the shell
//! its page. The tabs are the list of problems (`crate::problems`).

use crate::model::classroom;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{lang, set_lang, t, Lang, Text};
use crate::model::shell::page_address;
use crate::problems::{group_slugs, tabs, Group};
use crate::ui::dom;
use crate::ui::widgets::fullscreen::FullscreenButton;
use yew::prelude::*;

/// Where the chosen language is kept.
pub const LANG_KEY: &str = "runut-lang";

/// The language switch: a `<select>` of the languages, each named in itself.
fn language_switch(current: Lang, on_change: Callback<Lang>) -> Html {
    let onchange = on_change.reform(|e: Event| {
        let code = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
        Lang::from_code(&code).unwrap_or_default()
    });
    html! {
        <select class="lang" data-testid="lang" aria-label={t(CommonText::Language)} {onchange}>
            <option value="en" lang="en" selected={current == Lang::En}>{ "English" }</option>
            <option value="id" lang="id" selected={current == Lang::Id}>{ "Bahasa Indonesia" }</option>
        </select>
    }
}

/// The document's title of the page called `name` (in the language in use): `Runut — name`, as
/// the build's own page for its address says (`scripts/pages.py`).
fn page_title(name: &str) -> String {
    format!("Runut — {name}")
}

/// A problem's page for the URL's query pairs, with the shell's notices about them.
pub type Page = fn(&[(String, String)], Vec<String>) -> Html;

/// Props of [`App`].
#[derive(Properties)]
pub struct AppProps {
    /// The page this program shows.
    pub page: Page,
    /// Its problem's slug (the tab shown as current).
    pub slug: &'static str,
    /// Its problem's description (the document's).
    pub description: Text,
    /// The link's query, as it came (before the shell rewrote it).
    pub pairs: Vec<(String, String)>,
    /// The shell's notices about it.
    pub notices: Vec<String>,
    /// Whether the page is embedded.
    pub embedded: bool,
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
    let (pairs, embedded) = (&props.pairs, props.embedded);
    let tabs = tabs();
    let current = use_state(lang);
    // Every message written below is written in the language chosen.
    set_lang(*current);
    let description = props.description;
    // The document's title names the page, as its own address's title does (`Runut — Name`).
    let name = tabs.iter().find(|(slug, _)| *slug == props.slug).map(|(_, name)| name.get());
    let title = name.map_or_else(|| t(CommonText::Title).to_string(), page_title);
    use_effect_with((*current, title), move |(chosen, title)| {
        dom::set_document_language(chosen.code(), title, description.get())
    });
    let on_lang = {
        let (current, pairs) = (current.clone(), pairs.clone());
        Callback::from(move |chosen: Lang| {
            set_lang(chosen);
            dom::store(LANG_KEY, chosen.code());
            let pane = classroom::pane(&pairs, &mut Vec::new());
            dom::keep_params(classroom::kept_params(embedded, pane, chosen));
            current.set(chosen);
        })
    };
    // The page comes in a task after the shell's: on a phone-class CPU each task compiles the
    // wasm functions it calls first, and the shell and the page together were one long task
    // (issue 25).
    let page_due = use_state(|| false);
    {
        let page_due = page_due.clone();
        use_effect_with((), move |_| dom::in_next_task(move || page_due.set(true)));
    }
    let page = html! {
        <ContextProvider<Lang> context={*current}>
            if *page_due { { (props.page)(pairs, props.notices.clone()) } }
        </ContextProvider<Lang>>
    };
    // On a phone the pages' groups fold under one button.
    let menu_open = use_state(|| false);
    let fullscreen = html! { <FullscreenButton /> };
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
                        })}>{ t(CommonText::OpenInRunut) }</a>
                </div>
            </>
        };
    }
    let tab = |(slug, name): (&'static str, Text)| {
        let href = page_address(&format!("?p={slug}{}", dom::kept_params()));
        let current = (slug == props.slug).then_some("page");
        html! { <a class="tab" aria-current={current} {href}>{ name.get() }</a> }
    };
    let group = |(group, slugs): (Group, Vec<&'static str>)| {
        let id = format!("nav-{}", group_slug(group));
        let pages = tabs.iter().filter(|(slug, _)| slugs.contains(slug)).copied();
        html! {
            <div class="nav-group" role="group" aria-labelledby={id.clone()}>
                <span class="nav-label" {id}>{ group_name(group) }</span>
                { for pages.map(tab) }
            </div>
        }
    };
    let toggle = {
        let menu_open = menu_open.clone();
        Callback::from(move |_: MouseEvent| menu_open.set(!*menu_open))
    };
    // The page has a <base>, so "#main" would leave it: the skip link moves the focus itself.
    let skip = Callback::from(|e: MouseEvent| {
        e.prevent_default();
        dom::focus_by_id("main");
    });
    html! {
        <>
            <a class="skip-link" href="#main" onclick={skip}>{ t(CommonText::SkipToPage) }</a>
            <header class="top">
                <a class="brand" href={format!("./?{}", dom::kept_params().trim_start_matches('&'))}>
                    <span class="logo" aria-hidden="true">{ "♞" }</span>
                    <span class="name">{ "Runut" }</span>
                </a>
                <span class="tagline">{ t(CommonText::Tagline) }</span>
                <nav aria-label={t(CommonText::NavProblems)} class={classes!((*menu_open).then_some("open"))}>
                    <button type="button" class="nav-toggle" data-testid="nav-toggle" aria-controls="nav-pages"
                        aria-expanded={menu_open.to_string()} onclick={toggle}>
                        { t(CommonText::NavAllPages) }<span aria-hidden="true">{ if *menu_open { " ▴" } else { " ▾" } }</span>
                    </button>
                    <div class="nav-pages" id="nav-pages">
                        { for group_slugs().into_iter().map(group) }
                    </div>
                </nav>
                { language_switch(*current, on_lang) }
                { fullscreen }
            </header>
            { page }
            <footer class="foot">{ t(CommonText::Footer) }</footer>
        </>
    }
}

/// A group's name in the navigation.
fn group_name(group: Group) -> &'static str {
    t(match group {
        Group::Backtracking => CommonText::NavBacktracking,
        Group::BranchAndBound => CommonText::NavBranchAndBound,
        Group::Yours => CommonText::NavYours,
        Group::Games => CommonText::NavGames,
    })
}

/// A group's name in the navigation's ids.
fn group_slug(group: Group) -> &'static str {
    match group {
        Group::Backtracking => "backtracking",
        Group::BranchAndBound => "branch-and-bound",
        Group::Yours => "yours",
        Group::Games => "games",
    }
}
