//! What the shell reads from a link before the page does: whether the page is embedded, which
//! language it speaks, and a notice for every shell parameter it could not honour (an unknown
//! problem, an `embed` that is no flag, an unknown language) and for every parameter given more
//! than once (the last one counts).

use crate::model::classroom::{embedded, pane};
use crate::model::i18n::common::T;
use crate::model::i18n::{say, Lang, Text};
use crate::model::query::{check_problem, echo, value};

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

/// The shell's notices about a link, in the language in use: `known` are the problems' slugs and
/// names (the list's), `lang` the language the page speaks.
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
/// ```
pub fn notices(pairs: &[(String, String)], known: &[(&str, Text)], lang: Lang) -> Vec<String> {
    let mut notices = Vec::new();
    check_problem(pairs, known, &mut notices);
    embedded(pairs, &mut notices);
    pane(pairs, &mut notices);
    if let Some(code) = value(pairs, "lang").filter(|c| Lang::from_code(c).is_none()) {
        notices.push(say(T::NoticeLang, &[("value", &echo("lang", code)), ("used", &lang.code())]));
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
            notices.push(say(T::NoticeRepeated, &args));
        }
    }
    notices
}
