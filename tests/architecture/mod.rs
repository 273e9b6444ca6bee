//! Guards for the architecture described in `ARCHITECTURE.md`: the file-level import graph has no
//! cycle and neither has the folder-level one, the layers import only downwards (core → model →
//! the list of problems → ui/worker), inside each problem's folder as outside, no problem's
//! folder imports another's and shared code imports none, only a problem's own files (and the
//! list) name it, no file grows past 400 lines unless the document names it, no function past
//! 120, modules use one style, every problem provides the same parts, and what is built from
//! the list (the page programs) follows it.

mod adding_a_problem;
mod named_paths;
mod names;
mod scanner;

use scanner::*;
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

#[test]
fn no_file_imports_a_file_that_imports_it_back() {
    let graph = Crate::load(&src()).graph();
    let mut text = String::new();
    for cycle in cycles(&graph) {
        text += "\n  cycle:";
        for (a, b) in cycle.iter().zip(cycle.iter().cycle().skip(1)) {
            text += &format!("\n    src/{a} → src/{b} (via `{}`)", graph[a][b]);
        }
    }
    assert!(text.is_empty(), "the file import graph has cycles:{text}");
}

#[test]
fn layers_import_only_downwards() {
    let krate = Crate::load(&src());
    let problems = problems();
    let owner = |file: &str| problems.iter().find(|p| file.starts_with(&p.root())).cloned();
    let mut wrong = Vec::new();
    for (from, edges) in &krate.graph() {
        for (to, via) in edges {
            let edge = format!("src/{from} → src/{to} (via `{via}`)");
            if let (Some(a), Some(b)) = (layer(from), layer(to)) {
                if b > a {
                    wrong.push(format!("{edge}: it imports from a layer to its right"));
                }
            }
            match (owner(from), owner(to)) {
                (Some(a), Some(b)) if a.folder != b.folder => {
                    wrong.push(format!("{edge}: a problem imports another problem's folder"));
                }
                (None, Some(_)) if from != "problems.rs" => {
                    wrong.push(format!("{edge}: shared code imports a problem's folder"));
                }
                _ => {}
            }
        }
        let pure = layer(from).is_some_and(|layer| layer < 2);
        for web in ["web_sys", "js_sys", "wasm_bindgen", "yew"].into_iter().filter(|_| pure) {
            if krate.files[from].tokens.iter().any(|t| t == web) {
                wrong.push(format!("src/{from} uses `{web}`: core and model have no web APIs"));
            }
        }
    }
    assert!(wrong.is_empty(), "imports against the layering:\n  {}", wrong.join("\n  "));
}

#[test]
fn no_source_file_is_over_400_lines_unless_the_architecture_document_names_it() {
    let read = |file: &String| fs::read_to_string(Path::new(MANIFEST).join(file)).unwrap();
    let files = rs_files(&src(), &src()).into_iter().map(|rel| format!("src/{rel}"));
    let long: BTreeSet<_> = files.filter(|file| read(file).lines().count() > 400).collect();
    let heading = "## Files over 400 lines";
    let section = doc_section(heading).unwrap_or_else(|e| panic!("{e}"));
    let named = section.iter().filter_map(|l| l.strip_prefix("- `")?.split('`').next());
    let named: BTreeSet<_> = named.map(String::from).collect();
    let unnamed: Vec<_> = long.difference(&named).collect();
    let stale: Vec<_> = named.difference(&long).collect();
    let lists = format!("not named {unnamed:?}; named but gone or not over 400 lines {stale:?}");
    assert!(unnamed.is_empty() && stale.is_empty(), "`{heading}` is out of date: {lists}");
}

/// A map a newcomer reads in ten minutes (issue 44): at most 1,200 words, counted as `wc -w`
/// counts them.
#[test]
fn the_architecture_document_is_at_most_1200_words() {
    let document = fs::read_to_string(Path::new(MANIFEST).join("ARCHITECTURE.md")).unwrap();
    let words = document.split_whitespace().count();
    assert!(words <= 1_200, "ARCHITECTURE.md is {words} words: keep it a map, not a catalogue");
}

#[test]
fn only_a_problems_own_files_and_the_list_name_it() {
    let wrong = names::strangers();
    assert!(wrong.is_empty(), "files that name a problem not theirs:\n  {}", wrong.join("\n  "));
}

#[test]
fn no_test_outside_a_problems_own_lists_the_problems_by_hand() {
    let wrong = names::hand_lists();
    let why = "tests over every problem walk the list (runut::problems::All, or problems() in \
               tests/e2e/harness.mjs); a test of one problem lives in its own test folder";
    assert!(wrong.is_empty(), "{why}:\n  {}", wrong.join("\n  "));
}

/// A folder of `tests/` with Rust tests is compiled only if the native test program declares it:
/// one left out would pass by never running.
#[test]
fn the_native_test_program_declares_every_test_folder() {
    let root = Path::new(MANIFEST);
    let program = fs::read_to_string(root.join("tests/native.rs")).unwrap();
    let declared: BTreeSet<String> = program
        .lines()
        .filter_map(|l| l.strip_prefix("mod ")?.strip_suffix(';'))
        .map(String::from)
        .collect();
    let folders = folders_in(&root.join("tests"), |folder| folder.join("mod.rs").is_file());
    assert_eq!(declared, folders, "tests/native.rs declares the folders of tests/ with a mod.rs");
}

/// The library's tests live in `tests/`: Cargo builds no unit-test program of it (`test = false`),
/// so a test written in `src/` would never run.
#[test]
fn no_test_is_written_in_src() {
    let wrong: Vec<_> = rs_files(&src(), &src())
        .into_iter()
        .filter(|f| {
            let text = fs::read_to_string(src().join(f)).unwrap();
            text.contains("#[test]") || text.contains("cfg(test)")
        })
        .collect();
    assert!(wrong.is_empty(), "tests in src/ that never run: {wrong:?}");
}

/// The scanner itself, on a tiny crate written to a temporary directory.
#[test]
fn the_scanner_finds_a_cycle_and_follows_re_exports() {
    let root = std::env::temp_dir().join(format!("runut-architecture-{}", std::process::id()));
    for (rel, text) in [
        ("lib.rs", "pub mod a;\npub mod b;\npub mod m;\n"),
        ("a.rs", "use crate::{\n    b::B,\n    m::{self, D as E},\n};\npub struct A(B);\n"),
        ("b.rs", "pub struct B;\npub fn f() -> crate::a::A { todo!(\"crate::m::C\") }\n"),
        ("m/mod.rs", "pub mod c;\npub mod d;\npub use c::*;\npub use d::D;\n"),
        ("m/c.rs", "// use crate::b::B;\npub struct C(crate::m::D);\nconst Q: char = '\"';\n"),
        ("m/d.rs", "pub struct D<'a>(&'a str);\nmod tests {\n    use super::*;\n}\n"),
    ] {
        fs::create_dir_all(root.join(rel).parent().unwrap()).unwrap();
        fs::write(root.join(rel), text).unwrap();
    }
    let graph = Crate::load(&root).graph();
    fs::remove_dir_all(&root).unwrap();
    let edges = |from: &str| graph[from].keys().cloned().collect::<Vec<_>>();
    assert_eq!(edges("a.rs"), ["b.rs", "m/d.rs", "m/mod.rs"], "grouped, `self` and `as`");
    assert_eq!(edges("b.rs"), ["a.rs"], "an inline path; a string is no path");
    assert_eq!(graph["b.rs"]["a.rs"], "crate::a::A", "the path that made the edge");
    assert_eq!(edges("m/mod.rs"), ["m/c.rs", "m/d.rs"], "`pub use` of its children");
    assert_eq!(edges("m/c.rs"), ["m/d.rs"], "through the re-export; a comment is no path");
    assert!(edges("m/d.rs").is_empty(), "`super` in an inline module is this file");
    assert_eq!(cycles(&graph), [vec!["a.rs".to_string(), "b.rs".to_string()]]);
}

/// The folder of a file under `src/`: `model/knight/mod.rs` is in `model/knight`, `lib.rs` in ``.
fn folder(file: &str) -> String {
    file.rsplit_once('/').map_or(String::new(), |(dir, _)| dir.to_string())
}

#[test]
fn no_folder_imports_a_folder_that_imports_it_back() {
    let mut folders = Graph::new();
    for (from, edges) in &Crate::load(&src()).graph() {
        let here = folder(from);
        folders.entry(here.clone()).or_default();
        for (to, via) in edges.iter().filter(|(to, _)| folder(to) != here) {
            folders.entry(folder(to)).or_default();
            let why = format!("src/{from} → src/{to} (via `{via}`)");
            folders.get_mut(&here).unwrap().entry(folder(to)).or_insert(why);
        }
    }
    let mut text = String::new();
    for cycle in cycles(&folders) {
        text += "\n  cycle:";
        for (a, b) in cycle.iter().zip(cycle.iter().cycle().skip(1)) {
            text += &format!("\n    src/{a}/ → src/{b}/: {}", folders[a][b]);
        }
    }
    assert!(text.is_empty(), "the folder import graph has cycles:{text}");
}

/// The length of each function of `source` in lines, from its `fn` line to its closing brace.
fn function_lengths(source: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = source.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let code = line.trim_start();
        let indent = line.len() - code.len();
        let mut rest = code.strip_prefix("pub").map_or(code, |r| {
            r.strip_prefix('(').and_then(|r| r.split_once(')')).map_or(r, |(_, r)| r).trim_start()
        });
        for word in ["const ", "async ", "unsafe "] {
            rest = rest.strip_prefix(word).unwrap_or(rest);
        }
        let Some(signature) = rest.strip_prefix("fn ") else { continue };
        let name: String =
            signature.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        // A declaration without a body (in a trait) ends at its `;` before any `{`.
        let opens = lines[i..].iter().position(|l| l.contains('{') || l.trim_end().ends_with(';'));
        if opens.is_none_or(|k| !lines[i + k].contains('{')) {
            continue;
        }
        let closing = |l: &&str| {
            l.get(indent..).is_some_and(|c| c.starts_with('}')) && l[..indent].trim().is_empty()
        };
        if let Some(end) = lines[i..].iter().position(closing) {
            out.push((name, end + 1));
        }
    }
    out
}

#[test]
fn no_function_is_over_120_lines_but_a_catalogue_table() {
    // Clippy's too_many_lines (100 lines of code, clippy.toml) does not see into Yew's
    // #[component] functions, whose bodies the macro moves; this counts every function as
    // written, blank lines and html! included. A catalogue's en/id method is a table of texts.
    let mut long = Vec::new();
    for file in rs_files(&src(), &src()) {
        let source = fs::read_to_string(src().join(&file)).unwrap();
        let table = file.ends_with("/en.rs") || file.ends_with("/id.rs");
        for (name, lines) in function_lengths(&source) {
            let exempt = table && (name == "en" || name == "id");
            if lines > 120 && !exempt {
                long.push(format!("src/{file}: fn {name} is {lines} lines"));
            }
        }
    }
    assert!(long.is_empty(), "functions over 120 lines:\n  {}", long.join("\n  "));
}

#[test]
fn modules_use_one_style_a_folder_s_mod_rs() {
    // The one exception: the list, src/problems.rs, whose folder holds the problems.
    let files = rs_files(&src(), &src());
    let twins: Vec<_> = files
        .iter()
        .filter_map(|f| f.strip_suffix(".rs"))
        .filter(|stem| src().join(stem).is_dir() && *stem != "problems")
        .map(|stem| format!("src/{stem}.rs beside src/{stem}/ (move it to src/{stem}/mod.rs)"))
        .collect();
    assert!(twins.is_empty(), "{}", twins.join("\n"));
}

/// The names of the folders in `dir` that `keep` keeps.
fn folders_in(dir: &Path, keep: impl Fn(&Path) -> bool) -> BTreeSet<String> {
    fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_dir() && keep(path))
        .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
        .collect()
}

#[test]
fn the_problems_folders_and_page_programs_follow_the_list() {
    let listed = problems();
    let folders = folders_in(&src().join("problems"), |_| true);
    let named: BTreeSet<String> = listed.iter().map(|p| p.folder.clone()).collect();
    assert_eq!(folders, named, "src/problems/ holds one folder for each problem of the list");
    let bins = Path::new(MANIFEST).join("programs/src/bin");
    let programs: BTreeSet<String> = rs_files(&bins, &bins).into_iter().collect();
    let wanted: BTreeSet<String> = listed.iter().map(|p| format!("{}.rs", p.slug)).collect();
    assert_eq!(programs, wanted, "programs/src/bin/ holds one program per problem");
    let manifest = fs::read_to_string(Path::new(MANIFEST).join("Cargo.toml")).unwrap();
    let listed_programs: Vec<_> =
        manifest.split("[[bin]]").skip(1).map(|entry| entry.lines().nth(2).unwrap_or("")).collect();
    assert_eq!(
        listed_programs,
        [r#"path = "scripts/problems.rs""#],
        "Cargo.toml lists no page program (programs/ is their package), only the list's printer"
    );
}
