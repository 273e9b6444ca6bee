//! The catalogues: both languages have every message (the type system sees to the keys), with
//! the same placeholders, none left empty, and the Indonesian one free of the English UI words.

use runut::model::i18n::{common, knight, maze, placeholders, queens, Lang, Message};

/// The English words no Indonesian message may use (issue 11's list).
const ENGLISH: [&str; 16] = [
    "Play",
    "Pause",
    "Step",
    "Stop",
    "Speed",
    "Rows",
    "Columns",
    "New game",
    "Undo",
    "Redo",
    "Restart",
    "Hint",
    "Solutions",
    "Nodes",
    "Copy link",
    "Rejected",
];

fn check<M: Message>() {
    for &key in M::ALL {
        let (en, id) = (key.text_in(Lang::En), key.text_in(Lang::Id));
        let (mut a, mut b) = (placeholders(en), placeholders(id));
        a.sort();
        b.sort();
        assert_eq!(a, b, "{key:?}: “{en}” / “{id}”");
        assert!(!en.trim().is_empty() && !id.trim().is_empty(), "{key:?} is empty");
        for word in ENGLISH {
            assert!(!id.contains(word), "{key:?}: “{id}” says {word}");
        }
    }
}

#[test]
fn every_catalogue_has_the_same_placeholders_in_both_languages_and_no_english_in_indonesian() {
    check::<common::T>();
    check::<knight::K>();
    check::<queens::Q>();
    check::<maze::M>();
}
