//! The classroom views: the embedded view's flag, the parameters every link keeps, the "Open in
//! Runut" link and the `<iframe>` snippet.

use runut::model::classroom::{embed_code, embedded, kept_params, pane, whole_page, Pane};
use runut::model::query::query_pairs;

fn embed_flag(query: &str) -> (bool, usize) {
    let mut notices = Vec::new();
    (embedded(&query_pairs(query), &mut notices), notices.len())
}

#[test]
fn embed_is_a_flag_with_a_notice_for_anything_else() {
    assert_eq!(embed_flag("?p=knight&embed=1"), (true, 0));
    assert_eq!(embed_flag("?p=knight&embed=0"), (false, 0));
    assert_eq!(embed_flag("?p=knight"), (false, 0));
    assert_eq!(embed_flag("?p=knight&embed=yes"), (false, 1));
    let (id, en) = (runut::model::i18n::Lang::Id, runut::model::i18n::Lang::En);
    assert_eq!(
        (kept_params(true, Pane::Tree, id), kept_params(false, Pane::Code, en)),
        ("&embed=1&lang=id".into(), "&lang=en".into())
    );
}

#[test]
fn the_whole_page_drops_only_embed_and_the_snippet_adds_it_once() {
    let url = "https://u.github.io/runut/?p=math_maze&rows=8&embed=1&seed=3";
    assert_eq!(whole_page(url), "https://u.github.io/runut/?p=math_maze&rows=8&seed=3");
    assert_eq!(whole_page("https://u.github.io/runut/"), "https://u.github.io/runut/");
    let code = embed_code(url, "Runut \"maze\"", (800, 600), Pane::Tree);
    assert_eq!(code.matches("embed=1").count(), 1, "{code}");
    assert!(
        code.starts_with(
            r#"<iframe src="https://u.github.io/runut/?p=math_maze&amp;rows=8&amp;seed=3&amp;embed=1""#
        ),
        "{code}"
    );
    assert!(code.contains(r#"title="Runut &quot;maze&quot;""#), "{code}");
    assert!(code.contains(r#"width="800" height="600""#));
    assert!(code.contains("clipboard-write"));
    let bare = embed_code("https://u.github.io/runut/", "Runut", (800, 600), Pane::Tree);
    assert!(bare.contains(r#"src="https://u.github.io/runut/?embed=1""#), "{bare}");
}

#[test]
fn the_pane_is_tree_or_code_and_links_keep_it_once() {
    let read = |query: &str| {
        let mut notices = Vec::new();
        (pane(&query_pairs(query), &mut notices), notices.len())
    };
    assert_eq!(read("?p=queens&embed=1"), (Pane::Tree, 0));
    assert_eq!(read("?p=queens&embed=1&pane=code"), (Pane::Code, 0));
    assert_eq!(read("?p=queens&embed=1&pane=<b>"), (Pane::Tree, 1));
    let en = runut::model::i18n::Lang::En;
    assert_eq!(kept_params(true, Pane::Code, en), "&embed=1&pane=code&lang=en");
    let url = "https://u.github.io/runut/?p=queens&n=6&embed=1&pane=code";
    let code = embed_code(url, "Runut", (1024, 768), Pane::Tree);
    assert!(!code.contains("pane="), "the chosen pane replaces the link's: {code}");
    assert!(code.contains(r#"width="1024" height="768""#), "{code}");
    let code = embed_code(url, "Runut", (640, 480), Pane::Code);
    assert_eq!(code.matches("pane=code").count(), 1, "{code}");
}
