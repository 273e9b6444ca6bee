//! Every path the architecture document and the docs name exists: a backticked path under one of
//! the repository's own folders (`src/`, `tests/`, `scripts/`, …), with `<p>` and `<slug>` read
//! as any problem's folder and slug.

use super::scanner::{problems, MANIFEST};
use std::fs;
use std::path::Path;

/// The repository's folders whose paths the documents name.
const FOLDERS: [&str; 10] = [
    "src/",
    "programs/",
    "tests/",
    "scripts/",
    "docs/",
    "benches/",
    "examples/",
    "style/",
    "assets/",
    ".ci/",
];

/// The backticked paths of `text` under one of [`FOLDERS`], up to the first character that cannot
/// be in a path (so `programs/src/bin/<slug>.rs` stays whole and `tests/x.rs:12` loses `:12`).
fn named_paths(text: &str) -> Vec<String> {
    let quoted = text.split('`').skip(1).step_by(2);
    let path = |q: &str| {
        let end = q.find(|c: char| c.is_whitespace() || matches!(c, ':' | ',' | '(' | '*' | '{'));
        q[..end.unwrap_or(q.len())].trim_end_matches('.').to_string()
    };
    let ours = |q: &String| FOLDERS.iter().any(|f| q.starts_with(f));
    quoted.map(path).filter(ours).collect()
}

/// Whether `path` exists, for some problem where it names `<p>` or `<slug>`, or is made by a run
/// (under one of the folders `made`, which `.gitignore` names: the browser suite's artifacts).
fn exists(path: &str, made: &[&str]) -> bool {
    let root = Path::new(MANIFEST);
    if made.iter().any(|folder| path.starts_with(folder)) {
        return true;
    }
    if !path.contains("<p>") && !path.contains("<slug>") {
        return root.join(path).exists();
    }
    let each = problems().into_iter();
    let mut named = each.map(|p| path.replace("<p>", &p.folder).replace("<slug>", &p.slug));
    named.any(|path| root.join(path).exists())
}

#[test]
fn every_path_the_documents_name_exists() {
    let root = Path::new(MANIFEST);
    let mut documents = vec![root.join("ARCHITECTURE.md"), root.join("README.md")];
    let docs = fs::read_dir(root.join("docs")).unwrap().map(|e| e.unwrap().path());
    documents.extend(docs.filter(|p| p.extension().is_some_and(|e| e == "md")));
    let ignored = fs::read_to_string(root.join(".gitignore")).unwrap_or_default();
    let made: Vec<&str> = ignored.lines().filter_map(|l| l.strip_prefix('/')).collect();
    let mut gone = Vec::new();
    for document in &documents {
        let text = fs::read_to_string(document).unwrap();
        for path in named_paths(&text).into_iter().filter(|p| !exists(p, &made)) {
            gone.push(format!("{}: `{path}`", document.display()));
        }
    }
    assert!(gone.is_empty(), "paths named but not in the repository:\n  {}", gone.join("\n  "));
}

#[test]
fn a_named_path_is_read_whole_and_only_under_the_repositorys_folders() {
    let text =
        "see `programs/src/bin/<slug>.rs`, `tests/x.rs:12`, `dist/a.js`, `scripts/a.sh --b`.";
    assert_eq!(named_paths(text), ["programs/src/bin/<slug>.rs", "tests/x.rs", "scripts/a.sh"]);
}
