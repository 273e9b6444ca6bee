//! Runut in two languages, English and Bahasa Indonesia: the language ([`Lang`]), typed message
//! catalogues (the shared one, [`common::CommonText`], and one per problem in its folder: each an enum of
//! keys with one exhaustive table per language in `en.rs` and `id.rs`, so that both always have
//! exactly the same keys), `{name}` placeholders filled by [`fill`], and
//! numbers written as the language writes them ([`number`]: 1,234,567 or 1.234.567).
//!
//! The language in use is the page's one setting that every part reads, so it is kept here
//! ([`set_lang`], [`lang`]) rather than threaded through every function that writes a word.

use std::cell::Cell;

/// A language Runut speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Bahasa Indonesia.
    Id,
}

impl Lang {
    /// Both languages.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Id];

    /// Its code in URLs and in `<html lang>`: `en` or `id`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Id => "id",
        }
    }

    /// The language of a code (`en`, `id`), if Runut speaks it.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The first of the browser's languages (`navigator.languages`, best first) that Runut
    /// speaks, by primary subtag (`id-ID` and `in` are Indonesian); English otherwise.
    ///
    /// ```
    /// use runut::model::i18n::Lang;
    /// assert_eq!(Lang::preferred(&["fr-FR", "id-ID", "en"]), Lang::Id);
    /// assert_eq!(Lang::preferred(&["de"]), Lang::En);
    /// ```
    pub fn preferred<S: AsRef<str>>(languages: &[S]) -> Lang {
        languages
            .iter()
            .find_map(|tag| {
                let primary = tag.as_ref().split(['-', '_']).next().unwrap_or("");
                let primary = primary.to_ascii_lowercase();
                match primary.as_str() {
                    "in" => Some(Lang::Id),
                    code => Lang::from_code(code),
                }
            })
            .unwrap_or_default()
    }
}

thread_local! {
    static LANG: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// Makes `lang` the language every message is written in from now on.
pub fn set_lang(lang: Lang) {
    LANG.with(|l| l.set(lang));
}

/// The language messages are written in.
pub fn lang() -> Lang {
    LANG.with(Cell::get)
}

/// A short text in both languages, kept beside what it names rather than in a catalogue: a
/// problem's name and description, which every page's navigation reads (a catalogue's texts
/// are linked whole, so the navigation would bring every problem's catalogue into every page).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Text {
    /// In English.
    pub en: &'static str,
    /// In Bahasa Indonesia.
    pub id: &'static str,
}

impl Text {
    /// The text in `lang`.
    pub fn text_in(self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Id => self.id,
        }
    }

    /// The text in the language in use.
    pub fn get(self) -> &'static str {
        self.text_in(lang())
    }
}

/// A message of one of the catalogues (the [`common`] one, and one per problem in its own
/// folder, e.g. `model::knight::text`): its text in each language.
pub trait Message: Copy + std::fmt::Debug + 'static {
    /// Every message of its catalogue.
    const ALL: &'static [Self];
    /// Its text in `lang`.
    fn text_in(self, lang: Lang) -> &'static str;
}

/// The catalogue of a search page: the messages every such page has, which the page shows
/// itself (its title is the problem's name).
pub trait PageMessages: Message {
    /// One or two sentences on the problem, under the title.
    const INTRO: Self;
    /// The accessible name of the stage (the board and what surrounds it).
    const STAGE_LABEL: Self;
}

/// Declares a catalogue's messages: the key enum, whose texts are one exhaustive `match` per
/// language, in methods `en` and `id` of the enum written beside it (`en.rs`, `id.rs`), so that
/// both languages have every key. Each problem keeps its catalogue in its own folder. A search
/// page's catalogue, declared `catalogue! { Name: page; Intro, StageLabel, … }`, has the keys
/// of [`PageMessages`].
macro_rules! catalogue {
    ($name:ident: page; $($key:ident),* $(,)?) => {
        $crate::model::i18n::catalogue! { $name; $($key),* }

        impl $crate::model::i18n::PageMessages for $name {
            const INTRO: $name = $name::Intro;
            const STAGE_LABEL: $name = $name::StageLabel;
        }
    };
    ($name:ident; $($key:ident),* $(,)?) => {
        /// A message of this catalogue.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $(
                #[allow(missing_docs)]
                $key,
            )*
        }

        impl $crate::model::i18n::Message for $name {
            const ALL: &'static [$name] = &[$($name::$key),*];

            fn text_in(self, lang: $crate::model::i18n::Lang) -> &'static str {
                match lang {
                    $crate::model::i18n::Lang::En => self.en(),
                    $crate::model::i18n::Lang::Id => self.id(),
                }
            }
        }
    };
}

pub(crate) use catalogue;

pub mod backtracking;
pub mod common;
pub mod grid;

/// The message `key` in the language in use.
pub fn t<M: Message>(key: M) -> &'static str {
    key.text_in(lang())
}

/// The message `key` in the language in use, its `{name}` placeholders filled with `args`
/// (anything that displays: numbers, squares, text).
pub fn say<M: Message>(key: M, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    let values: Vec<(&str, String)> = args.iter().map(|(k, v)| (*k, v.to_string())).collect();
    let pairs: Vec<(&str, &str)> = values.iter().map(|(k, v)| (*k, v.as_str())).collect();
    fill(t(key), &pairs)
}

/// `template` with each `{name}` replaced by its value in `args`, and each `{name|one|many}`
/// by `one` when that value is the number 1 and by `many` otherwise: English's plurals
/// ("1 circuit", "2 circuits"; Indonesian nouns do not change with a number).
///
/// ```
/// use runut::model::i18n::fill;
/// assert_eq!(fill("{n} of {m} rows", &[("n", "2"), ("m", "5")]), "2 of 5 rows");
/// let found = "{n} {n|circuit|circuits} found";
/// assert_eq!(fill(found, &[("n", "1")]), "1 circuit found");
/// assert_eq!(fill(found, &[("n", "1,000")]), "1,000 circuits found");
/// ```
pub fn fill(template: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let Some(close) = rest[open..].find('}') else { break };
        let inside = &rest[open + 1..open + close];
        let mut parts = inside.split('|');
        let name = parts.next().unwrap_or_default();
        let forms = (parts.next(), parts.next());
        match (args.iter().find(|(k, _)| *k == name), forms) {
            (Some((_, value)), (Some(one), Some(many))) => {
                out.push_str(if value.trim() == "1" { one } else { many });
            }
            (Some((_, value)), _) => out.push_str(value),
            (None, _) => out.push_str(&rest[open..=open + close]),
        }
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

/// The names of the `{name}` placeholders of `template` (a plural's `{name|one|many}` names
/// `name`), each once, in order.
pub fn placeholders(template: &str) -> Vec<&str> {
    let mut names: Vec<&str> = Vec::new();
    let all = template.split('{').skip(1).filter_map(|part| part.split_once('}'));
    for (inside, _) in all {
        let name = inside.split('|').next().unwrap_or_default();
        if !names.contains(&name) {
            names.push(name);
        }
    }
    names
}

/// `n` written as `lang` writes whole numbers: `1,234,567` in English, `1.234.567` in
/// Indonesian.
///
/// ```
/// use runut::model::i18n::{number, Lang};
/// assert_eq!(number(Lang::En, 1_234_567), "1,234,567");
/// assert_eq!(number(Lang::Id, 1_234_567), "1.234.567");
/// assert_eq!(number(Lang::Id, 999), "999");
/// ```
pub fn number(lang: Lang, n: u64) -> String {
    let separator = match lang {
        Lang::En => ',',
        Lang::Id => '.',
    };
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(digit);
    }
    out
}
