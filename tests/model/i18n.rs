//! The catalogues: both languages have every message (the type system sees to the keys), with
//! the same placeholders, and none is left empty or untranslated by mistake.

use runut::model::i18n::{placeholders, text_in, Lang, T};

#[test]
fn both_catalogues_have_the_same_placeholders_for_every_message() {
    for &key in T::ALL {
        let (en, id) = (text_in(Lang::En, key), text_in(Lang::Id, key));
        let (mut a, mut b) = (placeholders(en), placeholders(id));
        a.sort();
        b.sort();
        assert_eq!(a, b, "{key:?}: “{en}” / “{id}”");
        assert!(!en.trim().is_empty() && !id.trim().is_empty(), "{key:?} is empty");
    }
}

#[test]
fn the_indonesian_player_uses_none_of_the_english_ui_words() {
    let english = ["Play", "Pause", "Step", "Stop", "Speed", "Restart", "Copy link"];
    for &key in T::ALL {
        let id = text_in(Lang::Id, key);
        for word in english {
            assert!(!id.contains(word), "{key:?}: “{id}” says {word}");
        }
    }
}
