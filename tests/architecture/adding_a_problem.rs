//! `docs/adding-a-problem.md` walks through a real problem file by file: every excerpt it
//! quotes (a code block after a `<!-- from <path> -->` line) must stand, line for line, in the
//! file it names, so that the walk stays true as the code changes; and its list of the files a
//! search page has is exactly the files every search page's folder has.

use super::scanner::{problems, MANIFEST};
use runut::model::problem::slugs;
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

/// The walk itself.
fn walk() -> String {
    fs::read_to_string(Path::new(MANIFEST).join("docs/adding-a-problem.md")).unwrap()
}

/// The backticked paths that start the list items of the walk's section `heading` (`<p>`
/// standing for a problem's folder, `<slug>` for its slug).
fn listed_files(doc: &str, heading: &str) -> Vec<String> {
    let section = doc.lines().skip_while(|l| *l != heading).skip(1);
    let section = section.take_while(|l| !l.starts_with("## "));
    let items = section.filter_map(|l| l.strip_prefix("- `")?.split('`').next());
    items.map(String::from).collect()
}

/// Every file under `dir`, as a path relative to it.
fn files_under(dir: &Path) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(at) = stack.pop() {
        for entry in fs::read_dir(&at).unwrap().map(Result::unwrap) {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let relative = path.strip_prefix(dir).unwrap().to_string_lossy().replace('\\', "/");
                found.insert(relative);
            }
        }
    }
    found
}

#[test]
fn the_walks_list_of_files_is_exactly_what_every_search_page_has() {
    let listed = listed_files(&walk(), "## The files a search page has");
    assert!(listed.len() >= 15, "the walk lists a search page's files: {listed:?}");
    // The walk is of a course problem's page, which has a quiz (the learner's own has none).
    let searched = slugs::<runut::problems::QuizPages>();
    let pages: Vec<_> = problems().into_iter().filter(|p| searched.contains(&&*p.slug)).collect();
    let folder = Path::new(MANIFEST).join("src/problems");
    let common = pages
        .iter()
        .map(|p| files_under(&folder.join(&p.folder)))
        .reduce(|a, b| a.intersection(&b).cloned().collect())
        .expect("there are search pages");
    let inside: BTreeSet<String> = listed
        .iter()
        .filter_map(|path| path.strip_prefix("src/problems/<p>/"))
        .map(String::from)
        .collect();
    assert_eq!(inside, common, "the walk's list against the files every search page has");
    let mut missing = Vec::new();
    for p in &pages {
        for path in &listed {
            let path = path.replace("<p>", &p.folder).replace("<slug>", &p.slug);
            if !Path::new(MANIFEST).join(&path).exists() {
                missing.push(format!("{}: {path} does not exist", p.slug));
            }
        }
    }
    assert!(missing.is_empty(), "missing parts:\n  {}", missing.join("\n  "));
}

/// Each excerpt of the walk: the file it names and its lines.
fn excerpts(doc: &str) -> Vec<(String, Vec<String>)> {
    let mut found = Vec::new();
    let mut lines = doc.lines();
    while let Some(line) = lines.next() {
        let Some(path) = line.strip_prefix("<!-- from ").and_then(|l| l.strip_suffix(" -->"))
        else {
            continue;
        };
        let fence = lines.next().unwrap_or_default();
        assert!(fence.starts_with("```"), "an excerpt of {path} is a code block");
        let block = lines.by_ref().take_while(|l| !l.starts_with("```")).map(String::from);
        found.push((path.to_string(), block.collect()));
    }
    found
}

/// Whether `lines` stand in `text` one after the other (blank lines aside).
fn stands_in(text: &str, lines: &[String]) -> bool {
    let file: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let wanted: Vec<&str> =
        lines.iter().map(String::as_str).filter(|l| !l.trim().is_empty()).collect();
    !wanted.is_empty() && file.windows(wanted.len()).any(|window| window == wanted.as_slice())
}

#[test]
fn every_excerpt_of_the_walk_through_stands_in_its_file() {
    let excerpts = excerpts(&walk());
    assert!(excerpts.len() >= 10, "the walk quotes its files");
    let mut wrong = Vec::new();
    for (path, lines) in excerpts {
        match fs::read_to_string(Path::new(MANIFEST).join(&path)) {
            Ok(text) if stands_in(&text, &lines) => {}
            Ok(_) => wrong.push(format!("{path} no longer holds:\n{}", lines.join("\n"))),
            Err(e) => wrong.push(format!("{path}: {e}")),
        }
    }
    assert!(wrong.is_empty(), "docs/adding-a-problem.md is out of date:\n{}", wrong.join("\n\n"));
}

#[test]
fn an_excerpt_is_found_only_whole_and_in_order() {
    let text = "a\n\n  b\nc\n";
    assert!(stands_in(text, &["a".into(), "  b".into()]));
    assert!(!stands_in(text, &["  b".into(), "a".into()]));
    assert!(!stands_in(text, &["b".into()]), "indentation counts");
}
