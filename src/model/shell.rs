//! What the shell reads from a link before the page does: whether the page is embedded, which
//! language it speaks, and a notice for every shell parameter it could not honour (an unknown
//! problem, an `embed` that is no flag, an unknown language) and for every parameter given more
//! than once (the last one counts).

use crate::model::classroom::{embedded, pane};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{say, Lang, Text};
use crate::model::query::{check_problem, echo, query_pairs, value};

/// The language of a link: its `lang=`, else the one the user chose before (`stored`), else the
/// first of the browser's `languages` Runut speaks.
///
/// ```
/// use runut::model::i18n::Lang;
/// use runut::model::query::query_pairs;
/// use runut::model::shell::language;
/// assert_eq!(language(&query_pairs("?lang=id"), Some("en"), &["en"]), Lang::Id);
/// assert_eq!(language(&query_pairs("?lang=zz"), Some("id"), &["en"]), Lang::Id);
/// assert_eq!(language(&[], None, &["id-ID"]), Lang::Id);
/// ```
pub fn language<S: AsRef<str>>(
    pairs: &[(String, String)],
    stored: Option<&str>,
    languages: &[S],
) -> Lang {
    let chosen =
        value(pairs, "lang").and_then(Lang::from_code).or_else(|| stored.and_then(Lang::from_code));
    chosen.unwrap_or_else(|| Lang::preferred(languages))
}

/// The values of `quiz=` that ask for a quiz view (`model::quiz::link::quiz_view`); `0` asks
/// for the page itself, and any other value gets a notice ([`notices`]). `scripts/start.js`
/// loads a page's quiz program only for these (a test checks that it names the same ones).
pub const QUIZ_VIEWS: [&str; 3] = ["1", "sheet", "print"];

/// The shell's notices about a link, in the language in use: `known` are the problems' slugs and
/// names (the list's), `lang` the language the page speaks. A `quiz=` that asks for no quiz
/// view (nor `0`, the page) is said here, by the page that shows instead.
///
/// ```
/// use runut::model::i18n::{Lang, Text};
/// use runut::model::query::query_pairs;
/// use runut::model::shell::notices;
/// let known = [("queens", Text { en: "N-queens", id: "N-ratu" })];
/// let pairs = query_pairs("?p=queens&embed=banana&lang=xx&n=5&n=6&n=7");
/// let said = notices(&pairs, &known, Lang::En);
/// assert_eq!(said.len(), 3, "{said:?}");
/// assert!(said[2].contains("“n” is given 3 times"), "{said:?}");
/// let said = |query| notices(&query_pairs(query), &known, Lang::En);
/// assert!(said("?p=queens&quiz=2")[0].contains("is not 1, sheet or print"));
/// assert!(said("?p=queens&quiz=0").is_empty() && said("?p=queens&quiz=sheet").is_empty());
/// ```
pub fn notices(pairs: &[(String, String)], known: &[(&str, Text)], lang: Lang) -> Vec<String> {
    let mut notices = Vec::new();
    check_problem(pairs, known, &mut notices);
    embedded(pairs, &mut notices);
    pane(pairs, &mut notices);
    if let Some(asked) = value(pairs, "quiz").filter(|v| *v != "0" && !QUIZ_VIEWS.contains(v)) {
        notices.push(say(CommonText::NoticeQuiz, &[("value", &echo("quiz", asked))]));
    }
    if let Some(code) = value(pairs, "lang").filter(|c| Lang::from_code(c).is_none()) {
        notices.push(say(
            CommonText::NoticeLang,
            &[("value", &echo("lang", code)), ("used", &lang.code())],
        ));
    }
    let mut seen: Vec<&str> = Vec::new();
    for (key, _) in pairs {
        if seen.contains(&key.as_str()) {
            continue;
        }
        seen.push(key);
        let times = pairs.iter().filter(|(k, _)| k == key).count();
        if times > 1 {
            let last = echo(key, value(pairs, key).unwrap_or(""));
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("key", key), ("times", &times), ("last", &last)];
            notices.push(say(CommonText::NoticeRepeated, &args));
        }
    }
    notices
}

/// Where the page at `query` lives, relative to the app's base: the page's own address
/// (`queens/`, or `id/queens/` in Indonesian, whose HTML carries that page's link-preview tags,
/// written by `scripts/pages.py`), followed by the query, so that a link copied from the address
/// bar previews as the page it opens. A query without a page (or with a name that is no page's)
/// stays at the base.
///
/// ```
/// use runut::model::shell::page_address;
/// assert_eq!(page_address("?p=queens&n=8&lang=en"), "queens/?p=queens&n=8&lang=en");
/// assert_eq!(page_address("?p=queens&lang=id"), "id/queens/?p=queens&lang=id");
/// assert_eq!(page_address("?p=../x&lang=id"), "./?p=../x&lang=id");
/// assert_eq!(page_address("?p=math_maze"), "math_maze/?p=math_maze");
/// assert_eq!(page_address("?lang=en"), "./?lang=en");
/// ```
pub fn page_address(query: &str) -> String {
    let pairs = query_pairs(query);
    let slug = value(&pairs, "p")
        .filter(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'));
    let Some(slug) = slug else { return format!("./{query}") };
    let language = value(&pairs, "lang").and_then(Lang::from_code).filter(|&l| l != Lang::En);
    let prefix = language.map(|l| format!("{}/", l.code())).unwrap_or_default();
    format!("{prefix}{slug}/{query}")
}
