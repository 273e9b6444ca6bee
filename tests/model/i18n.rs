//! The catalogues (the shared ones and every problem's): both languages have every message (the type system sees to the keys), with
//! the same placeholders, none left empty, and the Indonesian one free of the English UI words.

use runut::model::branch::optimum::text::OptimumText;
use runut::model::branch::text::BranchText;
use runut::model::graph::text::GraphText;
use runut::model::i18n::{common, fill, placeholders, Lang, Message};
use runut::model::page::{SearchProblem, SearchProblems, SearchVisit};
use runut::model::problem::{Problem, Problems, Visit};
use runut::model::quiz::text::QuizText;
use runut::problems::{All, SearchPages};

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
    check::<runut::model::i18n::backtracking::BacktrackingText>();
    check::<runut::model::i18n::grid::GridText>();
    check::<BranchText>();
    check::<OptimumText>();
    check::<GraphText>();
    check::<QuizText>();
    let mut each = CheckEach(0);
    All::visit(&mut each);
    assert_eq!(each.0, runut::problems::tabs().len(), "every problem of the list");
}

/// English nouns that follow a count, with their singular.
const COUNTED: [(&str, &str); 14] = [
    ("nodes", "node"),
    ("circuits", "circuit"),
    ("sequences", "sequence"),
    ("colourings", "colouring"),
    ("solutions", "solution"),
    ("squares", "square"),
    ("vertices", "vertex"),
    ("edges", "edge"),
    ("workers", "worker"),
    ("colours", "colour"),
    ("weights", "weight"),
    ("paths", "path"),
    ("cells", "cell"),
    ("tours", "tour"),
];

/// The search pages' English messages where a number is followed by a plural noun: each must
/// say "1 circuit", not "1 circuits".
fn check_plurals<M: Message>(wrong: &mut Vec<String>) {
    for &key in M::ALL {
        let en = key.text_in(Lang::En);
        for name in placeholders(en) {
            let filled = fill(en, &[(name, "1")]);
            for (many, one) in COUNTED {
                let plural = format!("1 {many}");
                // A count of one, not the end of a sum ("2^(n + 1) − 1 nodes").
                let counted = filled.match_indices(&plural).any(|(at, _)| {
                    let before = &filled[..at];
                    let word = before.is_empty() || before.ends_with(' ');
                    word && !before.trim_end().ends_with(['−', '+'])
                });
                if counted {
                    wrong.push(format!("{key:?}: “{filled}” (1 {one})"));
                }
            }
        }
    }
}

/// Checks the plurals of every search page's catalogue.
struct Plurals(Vec<String>);

impl SearchVisit for Plurals {
    fn visit<P: SearchProblem>(&mut self) {
        check_plurals::<P::Messages>(&mut self.0);
    }
}

#[test]
fn english_says_one_circuit_and_two_circuits() {
    assert_eq!(fill("{n} {n|circuit|circuits}", &[("n", "1")]), "1 circuit");
    assert_eq!(fill("{n} {n|circuit|circuits}", &[("n", "2")]), "2 circuits");
    assert_eq!(placeholders("{n} {n|circuit|circuits} in {m}"), ["n", "m"]);
    let mut plurals = Plurals(Vec::new());
    check_plurals::<common::CommonText>(&mut plurals.0);
    SearchPages::visit_search(&mut plurals);
    assert!(plurals.0.is_empty(), "plurals after 1:\n{}", plurals.0.join("\n"));
}

#[test]
fn elapsed_time_follows_the_language_a_decimal_comma_and_dtk_in_indonesian() {
    use runut::model::i18n::set_lang;
    use runut::model::status::seconds;
    set_lang(Lang::En);
    assert_eq!(seconds(0.0, 1), "0.0 s");
    assert_eq!(seconds(1_234.0, 2), "1.23 s");
    set_lang(Lang::Id);
    assert_eq!(seconds(0.0, 1), "0,0 dtk");
    assert_eq!(seconds(1_234.0, 2), "1,23 dtk");
    set_lang(Lang::En);
}
