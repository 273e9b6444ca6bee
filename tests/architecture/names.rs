//! Who names a problem: a file names problem `p` when its text (a Rust file's code without its
//! comments, string literals included; any other file whole) holds `p`'s slug or folder as a
//! word. Only `p`'s own files may: its folder, its page program, its tests, and the list.

use super::scanner::{problems, Listed, MANIFEST};
use std::fs;
use std::path::{Path, PathBuf};

/// The parts of the project whose files may name only their own problem: the code, the page,
/// the styles, the build, and the test machinery shared by every problem.
const GUARDED: [&str; 7] =
    ["src", "index.html", "style", "scripts", "assets", "tests/common", "tests/e2e/harness.mjs"];

/// The tests, benchmarks and studies: each may name a problem or two as its subject, but a
/// file that names more than half of them is a hand-written list. (`scripts/bench.sh` runs
/// each benchmark and its reference program in plain C, so it is one of them.)
const TESTS: [&str; 4] = ["tests", "benches", "examples", "scripts/bench.sh"];

/// Every file under `path` (a file or a folder, from the project's root), as paths from the root.
fn files(path: &str) -> Vec<String> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else {
                out.push(path);
            }
        }
    }
    let root = Path::new(MANIFEST);
    let mut found = Vec::new();
    let full = root.join(path);
    if full.is_dir() {
        walk(&full, &mut found);
    } else if full.exists() {
        found.push(full);
    }
    let relative = |p: PathBuf| p.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
    let mut found: Vec<String> = found.into_iter().map(relative).collect();
    found.sort();
    found
}

/// Rust source without its comments (its string literals kept).
fn without_comments(source: &str) -> String {
    let c: Vec<char> = source.chars().collect();
    let (mut out, mut i) = (String::new(), 0);
    while i < c.len() {
        let next = c.get(i + 1).copied();
        if c[i] == '/' && next == Some('/') {
            i = super::scanner::past(&c, i, &['\n'], false);
            out.push('\n');
        } else if c[i] == '\'' && (next == Some('\\') || c.get(i + 2) == Some(&'\'')) {
            let end = super::scanner::past(&c, i + 1, &['\''], true);
            out.extend(&c[i..end]);
            i = end;
        } else if c[i] == '/' && next == Some('*') {
            i = super::scanner::past(&c, i + 2, &['*', '/'], false);
        } else if c[i] == '"' {
            let end = super::scanner::past(&c, i + 1, &['"'], true);
            out.extend(&c[i..end]);
            i = end;
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

/// The text of `file` that can name a problem (none for a picture).
fn text(file: &str) -> String {
    let Ok(text) = fs::read_to_string(Path::new(MANIFEST).join(file)) else { return String::new() };
    if file.ends_with(".rs") {
        without_comments(&text)
    } else {
        text
    }
}

/// Whether `text` holds `word` as a word (letters, digits and `_` on neither side).
fn has_word(text: &str, word: &str) -> bool {
    let part = |c: char| c.is_ascii_alphanumeric() || c == '_';
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back().is_none_or(|c| !part(c));
        let after = text[at + word.len()..].chars().next().is_none_or(|c| !part(c));
        before && after
    })
}

/// Slugs that are also ordinary English words, which shared prose uses in their plain sense
/// ("its own folder"): such a problem is named only as code names it — quoted, in a link
/// (`p=own`), or as a path (`problems::own`, `own/`).
const ENGLISH_WORDS: [&str; 1] = ["own"];

/// Whether `text` names problem `p`.
fn names(text: &str, p: &Listed) -> bool {
    if ENGLISH_WORDS.contains(&p.slug.as_str()) {
        let slug = &p.slug;
        let forms = [
            format!("\"{slug}\""),
            format!("'{slug}'"),
            format!("p={slug}"),
            format!("{slug}::"),
            format!("::{slug}"),
            format!("/{slug}/"),
            format!("/{slug}."),
        ];
        return forms.iter().any(|form| text.contains(form.as_str()));
    }
    has_word(text, &p.slug) || has_word(text, &p.folder)
}

/// Whether `file` is one of problem `p`'s own (or the list).
fn own(file: &str, p: &Listed) -> bool {
    let mine = [
        format!("src/problems/{}/", p.folder),
        format!("tests/{}/", p.folder),
        format!("tests/e2e/states/{}.mjs", p.slug),
        format!("tests/e2e/{}.test.mjs", p.slug),
        format!("programs/src/bin/{}.rs", p.slug),
        format!("benches/{}.rs", p.slug),
    ];
    LISTS.contains(&file) || mine.iter().any(|m| file.starts_with(m.as_str()))
}

/// The files that name every problem because they are lists: the list of problems, and the native
/// test program's modules (a folder of `tests/` is compiled only if it is declared there).
pub const LISTS: [&str; 2] = ["src/problems.rs", "tests/native.rs"];

/// Words that are a problem's slug but mean something else where they stand.
const HOMONYMS: [(&str, &str, &str); 1] = [(
    "src/core/graph/named.rs",
    "knight",
    "the knight's graph, a built-in graph (`graph=knight`), not the knight's tour page",
)];

/// Each guarded file that is no problem's own and names a problem, with the problem. (A
/// problem's own files may point to another page, as Hamilton's to the knight's tour; its
/// folder imports nothing of another's, which the layering test checks.)
pub fn strangers() -> Vec<String> {
    let problems = problems();
    let mut wrong = Vec::new();
    for file in GUARDED.iter().flat_map(|part| files(part)) {
        if problems.iter().any(|p| own(&file, p)) || TESTS.contains(&file.as_str()) {
            continue;
        }
        let text = text(&file);
        for p in problems.iter().filter(|p| names(&text, p)) {
            if !HOMONYMS.iter().any(|&(f, word, _)| f == file && word == p.slug) {
                wrong.push(format!("{file} names {}", p.slug));
            }
        }
    }
    wrong
}

/// Each test, benchmark or study outside a problem's own that names more than half of them.
pub fn hand_lists() -> Vec<String> {
    let problems = problems();
    let mut wrong = Vec::new();
    for file in TESTS.iter().flat_map(|part| files(part)) {
        let guarded =
            GUARDED.iter().any(|g| file.starts_with(g)) && !TESTS.contains(&file.as_str());
        if guarded || file.starts_with("tests/data/") {
            continue;
        }
        let text = text(&file);
        let named: Vec<&str> = problems
            .iter()
            .filter(|p| !own(&file, p) && names(&text, p))
            .map(|p| p.slug.as_str())
            .collect();
        if named.len() * 2 > problems.len() {
            wrong.push(format!("{file} names {}", named.join(", ")));
        }
    }
    wrong
}

#[test]
fn a_word_is_found_only_whole() {
    assert!(has_word(".zebra-page { }", "zebra"));
    assert!(!has_word("plain_zebra", "zebra") && !has_word("zebras", "zebra"));
    let rust = "a // zebra\n\"// zebra\" /* zebra */ '\"' b";
    assert_eq!(without_comments(rust), "a \n\"// zebra\"  '\"' b");
}
