//! Every URL parameter the guide lists for each page (docs/guide.md, "URL parameters and
//! automation hooks"), given a malformed value, either takes effect or gets a notice: nothing a
//! link says is ignored or changed silently (issue 36).
//!
//! The parameters are read from the guide itself: each `?p=<page>&…` template and the
//! parameters written after it (`walls=`, `daily=…`) are that page's; those written before the
//! first template are shared: the shell's (`p`, `embed`, `pane`, `lang`) on every page, and the
//! five every search page reads ([`Common`]). A template of the quiz's (`?quiz=1&…`,
//! `?quiz=sheet&…`, `?quiz=print&…`) and the parameters after it are that view's, read on a
//! search page's link with that `quiz=` (the quiz ignores the search page's player, so only the
//! shell's shared parameters are checked there); so is a page's game (`?p=sudoku&play=1&…`)
//! and the parameters after it.

use runut::model::classroom::{embedded, pane};
use runut::model::i18n::Lang;
use runut::model::page::common::Common;
use runut::model::page::{SearchProblem, SearchProblems, SearchVisit};
use runut::model::problem::slugs;
use runut::model::query::query_pairs;
use runut::model::quiz::sheet::Sheet;
use runut::model::quiz::{QuizBrowser, QuizPage};
use runut::model::shell::{language, notices as shell_notices};
use runut::problems::math_maze::model::settings::maze_settings;
use runut::problems::subsets::Subsets;
use runut::problems::sudoku::model::game::settings::game_settings;
use runut::problems::{tabs, QuizPages, SearchPages};
use std::collections::{BTreeMap, BTreeSet};

/// The parameters the shell reads on every page.
const EVERY_PAGE: [&str; 4] = ["embed", "lang", "p", "pane"];
/// The parameters every search page reads besides its own.
const SEARCH_PAGES: [&str; 6] = ["at", "practice", "run", "speed", "then", "workers"];

/// Values no parameter takes as they are.
const MALFORMED: [&str; 9] =
    ["", "abc", "-1", "99999999999999999999", "1.5", "x,y;z", "1-", "99,99", "\u{202e}01"];

/// Malformed values that are a parameter's own spelling: a bare flag is on, which these are by
/// default.
const VALID: [(&str, &str); 2] = [("lines", ""), ("numbers", "")];

/// The guide's parameters: the shared ones, and each page's own.
fn guide_params() -> (BTreeSet<String>, BTreeMap<String, BTreeSet<String>>) {
    let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/guide.md"))
        .expect("the guide");
    let start = guide.find("## URL parameters and automation hooks").expect("the section");
    let end = guide[start..].find("\n## ").map_or(guide.len(), |e| start + e + 1);
    let end = guide[end..].find("\n## ").map_or(guide.len(), |e| end + e);
    let section = &guide[start..end];
    let (mut shared, mut pages) = (BTreeSet::new(), BTreeMap::<String, BTreeSet<String>>::new());
    let mut page: Option<String> = None;
    // In a table only a row's first cell names parameters (the hooks' tables hold none).
    let text: Vec<&str> = section
        .lines()
        .map(|line| match line.strip_prefix('|') {
            Some(row) => row.split(" | ").next().unwrap_or(""),
            None => line,
        })
        .collect();
    let text = text.join("\n");
    for span in text.split('`').skip(1).step_by(2) {
        if let Some(view) = span.strip_prefix("?quiz=").and_then(|s| s.split('&').next()) {
            page = Some(format!("quiz={view}"));
        }
        let span = span.trim_start_matches('?');
        if let Some((slug, rest)) = span.strip_prefix("p=").and_then(|s| s.split_once('&')) {
            if slug.bytes().all(|b| b.is_ascii_lowercase() || b == b'_') {
                // A page's game (`?p=<slug>&play=1&…`) is a view of its own.
                let game = rest.starts_with("play=1");
                page = Some(if game { format!("{slug}&play=1") } else { slug.to_string() });
            }
        }
        for piece in span.split('&') {
            let Some((key, _)) = piece.split_once('=') else { continue };
            let view = page.as_deref().is_some_and(|p| p.ends_with("&play=1")) && key == "play";
            if key.is_empty() || !key.bytes().all(|b| b.is_ascii_lowercase()) || view {
                continue;
            }
            match &page {
                Some(slug) => pages.entry(slug.clone()).or_default().insert(key.to_string()),
                None => shared.insert(key.to_string()),
            };
        }
    }
    (shared, pages)
}

/// What Sudoku's game reads from `query` besides the shell.
fn sudoku_game(query: &str) -> Reading {
    let (settings, notices) = game_settings(&query_pairs(query));
    (format!("{settings:?}"), notices)
}

/// What a page makes of a link: everything it reads from it (written out, to compare), and its
/// notices.
type Reading = (String, Vec<String>);

/// What the shell reads from `query` on any page.
fn shell(query: &str) -> Reading {
    let pairs = query_pairs(query);
    let notices = shell_notices(&pairs, &tabs(), Lang::En);
    let shown = runut::model::query::value(&pairs, "p").map(String::from);
    let read = (shown, embedded(&pairs, &mut Vec::new()), pane(&pairs, &mut Vec::new()));
    (format!("{read:?} {:?}", language(&pairs, None, &["en"])), notices)
}

/// What search page `P` reads from `query` besides the shell.
fn search_page<P: SearchProblem>(query: &str) -> Reading {
    let pairs = query_pairs(query);
    let (settings, mut notices) = P::settings(&pairs);
    let common = Common::from_url(&pairs, &mut notices);
    (format!("{settings:?} {common:?}"), notices)
}

/// What the math maze reads from `query` besides the shell.
fn maze(query: &str) -> Reading {
    let (settings, notices) = maze_settings(&query_pairs(query));
    (format!("{settings:?}"), notices)
}

/// What the quiz's view in `query` (Test yourself or a printed question) reads, on the sum of
/// subsets' page (the quiz reads its link the same way on every search page).
fn quiz(query: &str) -> Reading {
    let browser = QuizBrowser { seed: 7, score: None, storage: true, score_damaged: false };
    let (page, _) = QuizPage::<Subsets>::open(&query_pairs(query), Vec::new(), browser);
    (format!("{:?} {} {:?}", page.view(), page.link(), page.number()), page.notices().to_vec())
}

/// What the teacher's sheet reads from `query`.
fn sheet(query: &str) -> Reading {
    let mut notices = Vec::new();
    let sheet = Sheet::from_link(&query_pairs(query), &slugs::<QuizPages>(), 1, &mut notices);
    (format!("{sheet:?}"), notices)
}

/// The link of the page or quiz view `name` without a parameter of its own.
fn plain(name: &str) -> String {
    match name.strip_prefix("quiz=") {
        Some(view) => format!("?p=subsets&quiz={view}"),
        None => format!("?p={name}"),
    }
}

/// The pages and the quiz's views, and how each reads a link.
fn readers() -> BTreeMap<&'static str, fn(&str) -> Reading> {
    struct Collect(BTreeMap<&'static str, fn(&str) -> Reading>);
    impl SearchVisit for Collect {
        fn visit<P: SearchProblem>(&mut self) {
            self.0.insert(P::SLUG, search_page::<P>);
        }
    }
    let mut readers = Collect(BTreeMap::new());
    SearchPages::visit_search(&mut readers);
    readers.0.insert("math_maze", maze);
    readers.0.insert("sudoku&play=1", sudoku_game);
    readers.0.insert("quiz=1", quiz);
    readers.0.insert("quiz=print", quiz);
    readers.0.insert("quiz=sheet", sheet);
    readers.0
}

/// The parameters of `slug` (a page or a quiz view) given `value` whose link the page reads
/// exactly as its plain link, without a notice: ignored or changed silently.
fn silent(slug: &str, keys: &BTreeSet<String>, read: fn(&str) -> Reading) -> Vec<String> {
    let plain = plain(slug);
    let mut silent = Vec::new();
    for key in keys {
        for value in MALFORMED.into_iter().filter(|&v| !VALID.contains(&(key.as_str(), v))) {
            let query = format!("{plain}&{key}={}", encode(value));
            let (own, notices) = read(&query);
            let (shell_read, shell_notices) = shell(&query);
            let took_effect = own != read(&plain).0 || shell_read != shell(&plain).0;
            if !took_effect && notices.is_empty() && shell_notices.is_empty() {
                silent.push(format!("{key}={value:?}"));
            }
        }
    }
    silent
}

/// `value` percent-encoded for a query.
fn encode(value: &str) -> String {
    value
        .bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'.' | b',' | b';' | b':' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[test]
fn the_guide_lists_the_shared_parameters_the_pages_read() {
    let (shared, pages) = guide_params();
    let expected: BTreeSet<String> =
        EVERY_PAGE.iter().chain(&SEARCH_PAGES).map(|k| k.to_string()).collect();
    assert_eq!(shared, expected, "the guide's shared parameters");
    let listed: BTreeSet<&str> = pages
        .keys()
        .map(String::as_str)
        .filter(|p| !p.starts_with("quiz=") && !p.ends_with("&play=1"))
        .collect();
    let all: BTreeSet<&str> = tabs().iter().map(|(slug, _)| *slug).collect();
    assert_eq!(listed, all, "the guide gives every page of the list a link of its own");
}

#[test]
fn every_parameter_of_every_page_given_a_malformed_value_takes_effect_or_gets_a_notice() {
    let (_, pages) = guide_params();
    let readers = readers();
    let mut silent_anywhere = Vec::new();
    for (slug, own) in &pages {
        let read = *readers.get(slug.as_str()).unwrap_or_else(|| panic!("no reader for {slug}"));
        let game = slug == "math_maze" || slug.ends_with("&play=1");
        let search = !game && !slug.starts_with("quiz=");
        let shared = EVERY_PAGE.iter().chain(if search { &SEARCH_PAGES[..] } else { &[] });
        let mut keys: BTreeSet<String> = own.clone();
        keys.extend(shared.map(|k| k.to_string()));
        assert!(keys.len() > EVERY_PAGE.len(), "{slug}: the guide lists its parameters");
        let silent = silent(slug, &keys, read);
        silent_anywhere.extend(silent.into_iter().map(|s| format!("{slug}: {s}")));
    }
    assert!(
        silent_anywhere.is_empty(),
        "ignored or changed silently:\n{}",
        silent_anywhere.join("\n")
    );
}

#[test]
fn the_guide_lists_the_quizs_views_and_their_parameters() {
    let (_, pages) = guide_params();
    let views: BTreeSet<&str> =
        pages.keys().map(String::as_str).filter(|p| p.starts_with("quiz=")).collect();
    assert_eq!(views, BTreeSet::from(["quiz=1", "quiz=print", "quiz=sheet"]));
    let sheet = &pages["quiz=sheet"];
    for key in ["count", "problems", "seed"] {
        assert!(sheet.contains(key), "the sheet's {key}=");
    }
    for key in ["seed", "kind", "k"] {
        assert!(pages["quiz=1"].contains(key), "Test yourself's {key}=");
    }
}

/// The values the guide's templates list for a parameter as names (`order=plain|mrv|fc|singles`,
/// not `speed=max|N`): for each page, each key with its values.
fn listed_values() -> Vec<(String, String, Vec<String>)> {
    let named = |v: &str| !v.is_empty() && v.bytes().all(|b| b.is_ascii_lowercase() || b == b'-');
    let mut listed = Vec::new();
    for (page, pairs) in crate::common::guide_templates() {
        for (key, value) in pairs {
            let values: Vec<String> = value.split('|').map(String::from).collect();
            if values.len() > 1 && values.iter().all(|v| named(v)) {
                listed.push((page.clone(), key, values));
            }
        }
    }
    listed
}

#[test]
fn every_value_the_guide_lists_is_one_its_page_reads_and_each_differently() {
    let (listed, readers) = (listed_values(), readers());
    assert!(listed.iter().any(|(page, key, _)| page == "sudoku" && key == "order"), "{listed:?}");
    for (page, key, values) in listed {
        let read = readers[page.as_str()];
        let (mut readings, mut fine) = (BTreeSet::new(), 0);
        for value in &values {
            let (reading, notices) = read(&format!("{}&{key}={value}", plain(&page)));
            // A value the page does not know is echoed in a notice; one it knows may still get a
            // notice of its own (the half-sum bound on the default, one-way roads).
            let echoed = runut::model::query::echo(key.as_str(), value);
            assert!(
                !notices.iter().any(|n| n.contains(&echoed)),
                "?p={page}&{key}={value}: {notices:?}"
            );
            if notices.is_empty() {
                readings.insert(reading);
                fine += 1;
            }
        }
        assert_eq!(readings.len(), fine, "?p={page}&{key}={values:?}: each read differently");
    }
}

#[test]
fn every_page_whose_template_has_a_mode_lists_both_from_its_table() {
    let (_, pages) = guide_params();
    let with_mode: Vec<&String> =
        pages.iter().filter(|(_, keys)| keys.contains("mode")).map(|(p, _)| p).collect();
    assert!(with_mode.len() > 3, "{with_mode:?}");
    for page in with_mode {
        crate::common::check_guide_lists::<runut::core::search::Mode>(page, "mode");
    }
}
