//! The classroom views of every page: embedded in another site's frame (`embed=1`: the board,
//! the player and one pane beside them, the tree or the code, chosen by `pane=`), with the links
//! that go with it.

use crate::core::slug::Slugged;
use crate::model::html::escaped;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{say, Lang};
use crate::model::query::{echo, flag, value};

/// The query parameter that asks for the embedded view.
const EMBED: &str = "embed=1";

/// Whether the URL asks for the embedded view (a malformed value gets a notice).
pub fn embedded(pairs: &[(String, String)], notices: &mut Vec<String>) -> bool {
    flag(pairs, "embed", notices)
}

crate::core::slug::slugged! {
    /// What an embedded search page shows beside its board and player.
    ///
    /// Each pane's name in URLs (`pane=`), the default first.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub enum Pane {
        /// The state-space tree (the code, on a page that draws no tree).
        #[default]
        Tree = "tree",
        /// The code panel, its variables and its call stack.
        Code = "code",
    }
}

/// The pane an embedded page shows (`pane=tree|code`); any other value gets a notice.
pub fn pane(pairs: &[(String, String)], notices: &mut Vec<String>) -> Pane {
    let Some(given) = value(pairs, "pane") else { return Pane::default() };
    match Pane::from_slug(given) {
        Some(pane) => pane,
        None => {
            notices.push(say(CommonText::NoticePane, &[("value", &echo("pane", given))]));
            Pane::default()
        }
    }
}

/// The frame sizes the embed code offers, in pixels, the default first.
pub const EMBED_SIZES: [(u32, u32); 4] = [(800, 600), (640, 480), (1024, 768), (1280, 720)];

/// What every link the page writes keeps of the way it is shown: `&embed=1` (and a pane that is
/// not the default) when embedded, and the language.
pub fn kept_params(embedded: bool, pane: Pane, lang: Lang) -> String {
    let embed = match (embedded, pane) {
        (false, _) => String::new(),
        (true, Pane::Tree) => "&embed=1".to_string(),
        (true, pane) => format!("&embed=1&pane={}", pane.slug()),
    };
    format!("{embed}&lang={}", lang.code())
}

/// `url` without its `embed` parameter: the same view, whole (the "Open in Runut" link).
///
/// ```
/// use runut::model::classroom::whole_page;
/// assert_eq!(whole_page("https://x.org/runut/?p=math_maze&embed=1&seed=4"), "https://x.org/runut/?p=math_maze&seed=4");
/// assert_eq!(whole_page("https://x.org/runut/?embed=1"), "https://x.org/runut/");
/// assert_eq!(whole_page("https://x.org/runut/?p=queens&embed"), "https://x.org/runut/?p=queens");
/// ```
pub fn whole_page(url: &str) -> String {
    let (base, query) = url.split_once('?').unwrap_or((url, ""));
    let embed = |p: &str| p == "embed" || p.starts_with("embed=");
    let kept: Vec<&str> = query.split('&').filter(|p| !p.is_empty() && !embed(p)).collect();
    if kept.is_empty() {
        base.to_string()
    } else {
        format!("{base}?{}", kept.join("&"))
    }
}

/// The `<iframe>` that embeds the view at `url` (embedded, showing `pane`) in a frame of `size`
/// pixels, titled `title` (what a screen reader announces for the frame).
///
/// ```
/// use runut::model::classroom::{embed_code, Pane};
/// let code = embed_code("https://x.org/runut/?p=queens&n=6", "N-queens", (800, 600), Pane::Tree);
/// assert!(code.starts_with(r#"<iframe src="https://x.org/runut/?p=queens&amp;n=6&amp;embed=1""#));
/// ```
pub fn embed_code(url: &str, title: &str, size: (u32, u32), pane: Pane) -> String {
    let page = whole_page(url);
    let page: String =
        page.split('&').filter(|p| !p.starts_with("pane=")).collect::<Vec<_>>().join("&");
    let mut joined =
        if page.contains('?') { format!("{page}&{EMBED}") } else { format!("{page}?{EMBED}") };
    if pane != Pane::default() {
        joined.push_str(&format!("&pane={}", pane.slug()));
    }
    format!(
        r#"<iframe src="{}" title="{}" width="{}" height="{}" style="border:0" loading="lazy" allow="fullscreen; clipboard-write"></iframe>"#,
        escaped(&joined),
        escaped(title),
        size.0,
        size.1
    )
}
