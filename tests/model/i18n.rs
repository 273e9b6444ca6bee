//! The catalogues: both languages have every message (the type system sees to the keys), with
//! the same placeholders, none left empty, and the Indonesian one free of the English UI words.

use runut::model::i18n::{common, placeholders, Lang, Message};
use runut::model::problem::{Problem, Problems, Visit};
use runut::problems::All;

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

/// Checks the catalogue of every problem of the list.
struct CheckEach(usize);

impl Visit for CheckEach {
    fn visit<P: Problem>(&mut self) {
        check::<P::Messages>();
        for lang in Lang::ALL {
            assert!(!P::NAME.text_in(lang).is_empty() && !P::DESCRIPTION.text_in(lang).is_empty());
        }
        for word in ENGLISH {
            assert!(!P::NAME.id.contains(word) && !P::DESCRIPTION.id.contains(word), "{}", P::SLUG);
        }
        self.0 += 1;
    }
}

#[test]
fn every_catalogue_has_the_same_placeholders_in_both_languages_and_no_english_in_indonesian() {
    check::<common::CommonText>();
    let mut each = CheckEach(0);
    All::visit(&mut each);
    assert_eq!(each.0, runut::problems::tabs().len(), "every problem of the list");
}
