//! `docs/adding-a-problem.md` walks through a real problem file by file: every excerpt it
//! quotes (a code block after a `<!-- from <path> -->` line) must stand, line for line, in the
//! file it names, so that the walk stays true as the code changes.

use crate::scanner::MANIFEST;
use std::fs;
use std::path::Path;

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
    let doc = fs::read_to_string(Path::new(MANIFEST).join("docs/adding-a-problem.md")).unwrap();
    let excerpts = excerpts(&doc);
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
