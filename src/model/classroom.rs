//! The classroom views of every page: embedded in another site's frame (`embed=1`: the board,
//! the player and the code panel only), with the links that go with it.

use crate::model::i18n::Lang;
use crate::model::query::flag;

/// The query parameter that asks for the embedded view.
const EMBED: &str = "embed=1";

/// Whether the URL asks for the embedded view (a malformed value gets a notice).
pub fn embedded(pairs: &[(String, String)], notices: &mut Vec<String>) -> bool {
    flag(pairs, "embed", notices)
}

/// What every link the page writes keeps of the way it is shown: `&embed=1` when embedded, and
/// the language.
pub fn kept_params(embedded: bool, lang: Lang) -> String {
    let embed = if embedded { "&embed=1" } else { "" };
    format!("{embed}&lang={}", lang.code())
}

/// `url` without its `embed` parameter: the same view, whole (the "Open in Runut" link).
///
/// ```
/// use runut::model::classroom::whole_page;
/// assert_eq!(whole_page("https://x.org/runut/?p=maze&embed=1&seed=4"), "https://x.org/runut/?p=maze&seed=4");
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

/// The `<iframe>` that embeds the view at `url` (embedded, 800 × 600), titled `title` (what a
/// screen reader announces for the frame).
///
/// ```
/// use runut::model::classroom::embed_code;
/// let code = embed_code("https://x.org/runut/?p=queens&n=6", "N-queens");
/// assert!(code.starts_with(r#"<iframe src="https://x.org/runut/?p=queens&amp;n=6&amp;embed=1""#));
/// ```
pub fn embed_code(url: &str, title: &str) -> String {
    let page = whole_page(url);
    let joined =
        if page.contains('?') { format!("{page}&{EMBED}") } else { format!("{page}?{EMBED}") };
    let escape =
        |text: &str| text.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;");
    format!(
        r#"<iframe src="{}" title="{}" width="800" height="600" style="border:0" loading="lazy" allow="fullscreen; clipboard-write"></iframe>"#,
        escape(&joined),
        escape(title)
    )
}
