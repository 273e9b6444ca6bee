//! The quiz's shared parts: its catalogue, the kinds' names, the course's answer forms read
//! and nonsense refused, and the teacher's sheet dealt the same from the same link.

use runut::core::slug::Slugged;
use runut::model::i18n::{placeholders, Lang, Message};
use runut::model::problem::slugs;
use runut::model::query::query_pairs;
use runut::model::quiz::read::{read_cost, read_count, read_numbers, read_words};
use runut::model::quiz::sheet::{Sheet, MAX_COUNT};
use runut::model::quiz::text::QuizText;
use runut::model::quiz::Kind;
use runut::problems::QuizPages;
use std::collections::BTreeSet;

#[test]
fn the_quiz_catalogue_has_the_same_placeholders_in_both_languages() {
    for &key in QuizText::ALL {
        let (en, id) = (key.text_in(Lang::En), key.text_in(Lang::Id));
        let (mut a, mut b) = (placeholders(en), placeholders(id));
        a.sort();
        b.sort();
        assert_eq!(a, b, "{key:?}: “{en}” / “{id}”");
        assert!(!en.trim().is_empty() && !id.trim().is_empty(), "{key:?} is empty");
    }
}

#[test]
fn every_kind_has_a_name_in_links_that_reads_back() {
    let names: BTreeSet<&str> = Kind::all().map(|k| k.slug()).collect();
    assert_eq!(names.len(), Kind::SLUGS.len());
    for kind in Kind::all() {
        assert_eq!(Kind::from_slug(kind.slug()), Some(kind));
    }
    assert!(Kind::BRANCH_AND_BOUND.contains(&Kind::NextENode));
    assert!(!Kind::DEPTH_FIRST.contains(&Kind::CostOf));
}

#[test]
fn nonsense_is_never_understood_and_never_panics() {
    let nonsense =
        ["", "abc", "1..2", "—", "١٢", "\u{202e}7", "1e9", "--", "NaN", "x=", "{", "node"];
    for text in nonsense {
        assert_eq!(read_count(text), None, "{text:?}");
        assert_eq!(read_numbers(text), None, "{text:?}");
        assert_eq!(read_cost(text), None, "{text:?}");
    }
    let huge = "9".repeat(100_000);
    assert_eq!(read_count(&huge), None);
    assert_eq!(read_numbers(&huge), None);
    assert_eq!(read_cost(&huge), None);
    assert_eq!(read_words("12 34"), None);
}

#[test]
fn the_course_forms_of_one_vector_read_the_same() {
    let forms = [
        "(1, 0, 1)",
        "1 0 1",
        "[1;0;1]",
        "{1,0,1}",
        "x1=1, x2=0, x3=1",
        "x_1 = 1 x_2 = 0 x_3 = 1",
        "x[1]=1; x[2]=0; x[3]=1",
        "X = (1,0,1)",
        "1-0-1",
        "1 → 0 → 1",
        " (1,0,1) ",
    ];
    for form in forms {
        assert_eq!(read_numbers(form), Some(vec![1, 0, 1]), "{form:?}");
    }
}

#[test]
fn the_same_link_deals_the_same_sheet_over_the_pages_chosen() {
    let pages = slugs::<QuizPages>();
    let link = query_pairs("?quiz=sheet&count=6&seed=424242");
    let (mut a, mut b) = (Vec::new(), Vec::new());
    let first = Sheet::from_link(&link, &pages, 1, &mut a);
    let again = Sheet::from_link(&link, &pages, 2, &mut b);
    assert_eq!(first, again);
    assert_eq!(first.questions(), again.questions());
    assert!(a.is_empty() && b.is_empty());
    let questions = first.questions();
    assert_eq!(questions.len(), 6);
    let seeds: BTreeSet<u64> = questions.iter().map(|q| q.seed).collect();
    assert_eq!(seeds.len(), 6, "each question has a seed of its own");
    let dealt: BTreeSet<&str> = questions.iter().map(|q| q.slug).collect();
    assert_eq!(dealt.len(), 6.min(pages.len()), "round-robin over the pages");
    let other = Sheet::from_link(&query_pairs("?count=6&seed=424243"), &pages, 1, &mut a);
    assert_ne!(other.questions(), questions, "another seed, another sheet");
}

/// `problems=` sets the order of the sheet's questions (issue 47 §3); a sheet over every page
/// starts from the page its seed picks; either sheet's own link gives it back.
#[test]
fn a_sheets_questions_follow_the_order_problems_names() {
    let pages = slugs::<QuizPages>();
    let (last, first) = (pages[pages.len() - 1], pages[0]);
    let text = format!("?count=5&problems={last},{first},{last}&seed=3");
    let named = Sheet::from_link(&query_pairs(&text), &pages, 1, &mut Vec::new());
    let slugs: Vec<_> = named.questions().iter().map(|q| q.slug).collect();
    assert_eq!(slugs, [last, first, last, first, last], "in the order named, from the first");
    for seed in 0..pages.len() as u64 {
        let every =
            Sheet::from_link(&query_pairs(&format!("?seed={seed}")), &pages, 1, &mut Vec::new());
        assert_eq!(every.questions()[0].slug, pages[seed as usize % pages.len()], "seed {seed}");
        assert!(!every.link(first).contains("problems="), "{}", every.link(first));
    }
    for sheet in [named, Sheet::from_link(&query_pairs("?seed=5"), &pages, 1, &mut Vec::new())] {
        let again = Sheet::from_link(&query_pairs(&sheet.link(first)), &pages, 9, &mut Vec::new());
        assert_eq!((again.questions(), &again), (sheet.questions(), &sheet), "its own link");
    }
}

#[test]
fn a_sheet_link_it_cannot_use_gets_a_notice_and_a_sheet() {
    let pages = slugs::<QuizPages>();
    let mut notices = Vec::new();
    let sheet =
        Sheet::from_link(&query_pairs("?count=99&problems=nope&seed=x"), &pages, 5, &mut notices);
    assert_eq!((sheet.count, sheet.seed, sheet.problems.len()), (MAX_COUNT, 5, pages.len()));
    assert_eq!(notices.len(), 3, "{notices:?}");
    let link = sheet.link(pages[0]);
    let again = Sheet::from_link(&query_pairs(&link), &pages, 6, &mut Vec::new());
    assert_eq!(again, sheet, "its own link gives it back");
}

/// A quiz whose kept score could not be read says it was dropped, and one whose browser keeps
/// nothing says so; a quiz opened with a good score keeps it and says nothing.
#[test]
fn a_damaged_or_unkept_score_is_said() {
    use runut::model::practice::Score;
    use runut::model::quiz::{QuizBrowser, QuizPage};
    use runut::problems::tsp::Tsp;
    let open = |browser: QuizBrowser| {
        let (page, _) =
            QuizPage::<Tsp>::open(&query_pairs("?p=tsp&quiz=1&seed=9"), Vec::new(), browser);
        (page.notices().join(" "), page.score())
    };
    let kept = Score { asked: 5, correct: 3, streak: 0, best_streak: 2 };
    assert_eq!(Score::from_text(&kept.to_text()), Some(kept));
    let good = QuizBrowser { seed: 1, score: Some(kept), storage: true, score_damaged: false };
    assert_eq!(open(good), (String::new(), kept));
    let damaged = QuizBrowser { score: None, score_damaged: true, ..good };
    assert!(open(damaged).0.contains(QuizText::NoticeScoreDamaged.text_in(Lang::En)));
    let unkept = QuizBrowser { storage: false, ..good };
    assert!(open(unkept).0.contains(QuizText::NoticeStorage.text_in(Lang::En)));
}

/// A printed question's link that cannot be honoured says so: no `q=`, a `q=` that is no number,
/// a junk `answer=`; a whole link says nothing.
#[test]
fn a_printed_question_says_what_its_link_could_not_honour() {
    use runut::model::quiz::{QuizBrowser, QuizPage};
    use runut::problems::tsp::Tsp;
    let notices = |query: &str| {
        let (page, _) =
            QuizPage::<Tsp>::open(&query_pairs(query), Vec::new(), QuizBrowser::default());
        page.notices().to_vec()
    };
    let base = "?p=tsp&quiz=print&seed=3&kind=first-solution";
    assert_eq!(notices(&format!("{base}&q=2")), Vec::<String>::new());
    assert_eq!(notices(&format!("{base}&q=2&answer=1")), Vec::<String>::new());
    assert_eq!(notices(base), vec![QuizText::NoticeNoNumber.text_in(Lang::En).to_string()]);
    for bad in ["q=abc", "q=0", "q=2&answer=maybe"] {
        assert_eq!(notices(&format!("{base}&{bad}")).len(), 1, "{bad}");
    }
}

/// A question's code holds its seed, kind and node, reads back in either case with its
/// dashes and spaces, and refuses every single mistyped letter, every swap of two neighbours
/// and a code of another page.
#[test]
fn a_question_code_reads_back_and_refuses_a_mistyped_one() {
    use runut::model::quiz::code::{question_code, read_question_code, Coded};
    const LETTERS: &str = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    let kinds = std::iter::once(None).chain(Kind::all().map(Some));
    for (i, kind) in kinds.enumerate() {
        for seed in [0u64, 1, 31, 32, 895_686_406, 999_999_999] {
            for k in [None, Some(1), Some(15), Some(16), Some(255), Some(70_000), Some(u32::MAX)] {
                let coded = Coded { seed: seed.saturating_sub(i as u64 % 2), kind, k };
                let code = question_code("tsp", coded).unwrap();
                assert_eq!(read_question_code("tsp", &code), Some(coded), "{code}");
                let loose = format!(" {} ", code.replace('-', " ").to_lowercase());
                assert_eq!(read_question_code("tsp", &loose), Some(coded), "{loose}");
                assert_eq!(read_question_code("knapsack", &code), None, "{code} on another page");
                let letters: Vec<char> = code.chars().filter(|&c| c != '-').collect();
                for at in 0..letters.len() {
                    for other in LETTERS.chars().filter(|&c| c != letters[at]) {
                        let mut typo = letters.clone();
                        typo[at] = other;
                        let typo: String = typo.into_iter().collect();
                        assert_eq!(read_question_code("tsp", &typo), None, "{code} as {typo}");
                    }
                    if at + 1 < letters.len() && letters[at] != letters[at + 1] {
                        let mut swapped = letters.clone();
                        swapped.swap(at, at + 1);
                        let swapped: String = swapped.into_iter().collect();
                        assert_eq!(
                            read_question_code("tsp", &swapped),
                            None,
                            "{code} as {swapped}"
                        );
                    }
                }
            }
        }
    }
    assert_eq!(question_code("tsp", Coded { seed: 1_000_000_000, kind: None, k: None }), None);
    for junk in ["", "-", "4K7", "4K7-M2Q-X9", "ÄÖÜ-ÄÖÜ-ÄÖÜ", "UUU-UUU-UUU", &"9".repeat(5_000)]
    {
        assert_eq!(read_question_code("tsp", junk), None, "{junk:?}");
    }
}

/// A code whose kind letter names no kind is refused whatever its check letters, so that no
/// sealed code reads as a question of no kind (the check is not public: every pair is tried,
/// and one of them is the code's seal).
#[test]
fn a_question_code_naming_no_kind_is_refused_however_it_is_sealed() {
    use runut::model::quiz::code::{question_code, read_question_code, Coded};
    const LETTERS: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    let coded = Coded { seed: 895_686_406, kind: None, k: Some(3) };
    let code: Vec<u8> =
        question_code("tsp", coded).unwrap().bytes().filter(|&b| b != b'-').collect();
    let body = code.len() - 2;
    // Every code with kind letter `kind` (the seventh) that reads, over all 1,024 check pairs.
    let resealed = |kind: u8| -> Vec<Coded> {
        let mut read = Vec::new();
        for (a, b) in LETTERS.iter().flat_map(|&a| LETTERS.iter().map(move |&b| (a, b))) {
            let mut letters = code[..body].to_vec();
            letters[6] = LETTERS[usize::from(kind)];
            letters.extend([a, b]);
            read.extend(read_question_code("tsp", std::str::from_utf8(&letters).unwrap()));
        }
        read
    };
    assert_eq!(resealed(0), vec![coded], "the code as written reads");
    let kinds = Kind::all().count() as u8;
    assert_eq!(resealed(kinds).len(), 1, "a code of the last kind reads");
    for past in kinds + 1..32 {
        assert_eq!(resealed(past), vec![], "kind letter {past}");
    }
}

/// The code a printed question gives opens the same question on its page's Test yourself (the
/// same instance, kind, node and prompt), with no notice; on another page, or mistyped, it
/// gets a notice and a question is drawn instead.
#[test]
fn a_question_code_opens_the_same_question() {
    use runut::model::quiz::{QuizPage, Quizzed};
    use runut::problems::{knapsack::Knapsack, queens::Queens, sudoku::Sudoku, tsp::Tsp};
    fn same<P: Quizzed>(seeds: std::ops::Range<u64>) {
        for seed in seeds {
            let print = format!("?p={}&quiz=print&seed={seed}&q=3", P::SLUG);
            let printed = crate::common::quiz::quiz::<P>(&print);
            let code = printed.driver.code().expect("a generated question has a code");
            let typed = format!("?p={}&quiz=1&question={}", P::SLUG, code.to_lowercase());
            let opened = crate::common::quiz::quiz::<P>(&typed);
            let (a, b): (&QuizPage<P>, &QuizPage<P>) = (&printed.driver, &opened.driver);
            assert_eq!(b.notices(), &[] as &[String], "{typed}");
            assert_eq!((b.query(), b.prompt()), (a.query(), a.prompt()), "{typed}");
            assert_eq!(b.question().map(|q| (q.kind, q.k)), a.question().map(|q| (q.kind, q.k)));
            assert_eq!(b.test_link(), a.test_link(), "{typed}");
            assert_eq!(b.code().as_deref(), Some(code.as_str()), "{typed}");
        }
    }
    same::<Tsp>(1..6);
    same::<Knapsack>(1..6);
    same::<Queens>(1..6);
    same::<Sudoku>(1..4);
    let code = crate::common::quiz::quiz::<Tsp>("?p=tsp&quiz=1&seed=5").driver.code().unwrap();
    for query in
        [format!("?p=knapsack&quiz=1&question={code}"), "?p=knapsack&quiz=1&question=4K7".into()]
    {
        let opened = crate::common::quiz::quiz::<Knapsack>(&query);
        let notices = opened.driver.notices().join(" ");
        assert!(notices.contains("question="), "{query}: {notices}");
        assert!(opened.driver.question().is_some(), "{query}: a question is drawn instead");
    }
    let own = crate::common::quiz::quiz::<Tsp>("?p=tsp&n=5&seed=3&quiz=1&seed=9");
    assert_eq!(own.driver.code(), None, "the teacher's own instance has no code");
}

/// `scripts/start.js` loads a page's quiz program for exactly the `quiz=` values that ask for a
/// quiz view, so that neither program is asked for what it does not hold (the quiz program
/// has no page, the page program no quiz).
#[test]
fn the_loader_loads_the_quiz_program_for_exactly_the_quiz_views() {
    use runut::model::query::query_pairs;
    use runut::model::quiz::link::quiz_view;
    use runut::model::shell::QUIZ_VIEWS;
    let loader = std::fs::read_to_string("scripts/start.js").unwrap();
    let list = loader.split("const quizViews = [").nth(1).and_then(|rest| rest.split(']').next());
    let named: Vec<&str> = list
        .expect("start.js names its quiz views")
        .split(',')
        .map(|v| v.trim().trim_matches('\''))
        .collect();
    assert_eq!(named, QUIZ_VIEWS);
    for value in ["1", "sheet", "print", "0", "2", "", "Sheet"] {
        let view = quiz_view(&query_pairs(&format!("?p=queens&quiz={value}")), &mut Vec::new());
        assert_eq!(view.is_some(), QUIZ_VIEWS.contains(&value), "quiz={value}");
    }
}
