//! The shell's notices: every ignored or overridden shell parameter is said once, bounded.

use runut::model::i18n::{set_lang, Lang, Text};
use runut::model::query::query_pairs;
use runut::model::shell::{language, notices};

const KNOWN: [(&str, Text); 1] = [("queens", Text { en: "N-queens", id: "N-ratu" })];

fn said(query: &str) -> Vec<String> {
    notices(&query_pairs(query), &KNOWN, Lang::En)
}

#[test]
fn a_clean_link_gets_no_notice() {
    assert!(said("?p=queens&embed=1&lang=id&n=6").is_empty());
    assert!(said("?p=queens&embed=0&lang=en").is_empty());
}

#[test]
fn an_embed_that_is_no_flag_is_said() {
    let notes = said("?p=queens&embed=banana");
    assert_eq!(notes.len(), 1, "{notes:?}");
    assert!(notes[0].contains("banana"), "{notes:?}");
}

#[test]
fn an_unknown_language_is_said_with_the_one_used_and_its_value_bounded() {
    let script = format!("<script>{}</script>", "x".repeat(500));
    let notes = said(&format!("?p=queens&lang={script}"));
    assert_eq!(notes.len(), 1, "{notes:?}");
    assert!(notes[0].contains("using en"), "{notes:?}");
    assert!(notes[0].chars().count() < 200, "the echo is bounded: {}", notes[0].len());
    assert_eq!(language(&query_pairs("?lang=<script>"), None, &["en-GB"]), Lang::En);
}

#[test]
fn a_repeated_parameter_is_said_once_with_the_value_that_counts() {
    let notes = said("?p=queens&print=abc&print=2");
    assert_eq!(notes.len(), 1, "{notes:?}");
    assert!(notes[0].contains("“print” is given 2 times"), "{notes:?}");
    assert!(notes[0].contains('2'), "{notes:?}");
    set_lang(Lang::Id);
    let indonesian = notices(&query_pairs("?n=4&n=5"), &KNOWN, Lang::Id);
    set_lang(Lang::En);
    assert!(indonesian[0].contains("diberikan 2 kali"), "{indonesian:?}");
}
