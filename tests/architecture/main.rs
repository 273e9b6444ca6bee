//! Guards for the architecture described in `ARCHITECTURE.md`: the file-level import graph has no
//! cycle and neither has the folder-level one, the layers import only downwards (core → model →
//! the list of problems → ui/worker), only the list reaches into a problem's folders from
//! outside, no file grows past 400 lines unless the document names it, no function past 120,
//! modules use one style, every problem provides the same parts, and the lists outside Rust
//! (`index.html`, the page programs) agree with the list of problems.
#![cfg(not(target_arch = "wasm32"))]

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
    let others = |me: &str| -> String {
        problems.iter().filter(|p| *p != me).map(|p| format!("core/{p}/ ")).collect()
    };
    // Files under the folder may import nothing under the folders listed.
    let mut rules = vec![
        ("core/".to_string(), "model/ ui/ worker/".to_string()),
        ("model/".to_string(), "ui/ worker/".to_string()),
        ("core/search/".to_string(), others("")),
        ("core/graph/".to_string(), others("")),
    ];
    rules.extend(problems.iter().map(|p| (format!("core/{p}/"), others(p))));
    let mut wrong = Vec::new();
    for (from, edges) in &krate.graph() {
        let folders = rules.iter().filter(|(folder, _)| from.starts_with(folder.as_str()));
        let banned: Vec<&str> = folders.flat_map(|(_, banned)| banned.split_whitespace()).collect();
        for (to, via) in edges {
            if let Some(b) = banned.iter().find(|b| to.starts_with(*b)) {
                wrong.push(format!("src/{from} → src/{to} (via `{via}`): no imports from src/{b}"));
            }
        }
        let pure = from.starts_with("core/") || from.starts_with("model/");
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

/// The backticked paths (under `src/` or `tests/`, or an `.html` file) of the `## Adding a
/// problem` lines after the line that starts with `marker`, up to the next line that ends with
/// `:` (`<p>` standing for a problem's slug).
fn listed_paths(marker: &str) -> Vec<String> {
    let section = doc_section("## Adding a problem").unwrap_or_else(|e| panic!("{e}"));
    let start = section.iter().position(|l| l.starts_with(marker));
    let lines = &section[start.unwrap_or_else(|| panic!("no line starting {marker:?}")) + 1..];
    let end = lines.iter().position(|l| l.trim_end().ends_with(':')).unwrap_or(lines.len());
    let quoted = lines[..end].iter().flat_map(|l| l.split('`').skip(1).step_by(2));
    let path = |q: &&str| q.starts_with("src/") || q.starts_with("tests/") || q.ends_with(".html");
    quoted.filter(path).map(String::from).collect()
}

#[test]
fn every_problem_has_the_files_the_architecture_document_says_it_adds() {
    let mut missing = Vec::new();
    for p in problems() {
        for path in listed_paths("The files it adds") {
            let path = path.replace("<p>", &p);
            if !Path::new(MANIFEST).join(&path).exists() {
                missing.push(format!("{p}: {path} does not exist"));
            }
        }
    }
    assert!(missing.is_empty(), "missing parts:\n  {}", missing.join("\n  "));
}

/// Whether `file` (a path from the crate's root) names problem `p`: declares its module, imports
/// from its folders, or (index.html) builds its page program.
fn names(file: &str, p: &str, krate: &Crate, graph: &Graph) -> bool {
    let Some(rel) = file.strip_prefix("src/") else {
        let text = fs::read_to_string(Path::new(MANIFEST).join(file)).unwrap_or_default();
        return text.contains(&format!("data-bin=\"{p}\""));
    };
    let own = [format!("core/{p}/"), format!("model/{p}/"), format!("ui/{p}/")];
    let tokens = &krate.files[rel].tokens;
    let declares = tokens.windows(3).any(|w| w[0] == "mod" && w[1] == p && w[2] == ";");
    declares || graph[rel].keys().any(|to| own.iter().any(|o| to.starts_with(o.as_str())))
}

#[test]
fn a_problem_touches_only_the_files_the_architecture_document_lists() {
    let touched: BTreeSet<String> = listed_paths("The files it touches").into_iter().collect();
    let krate = Crate::load(&src());
    let graph = krate.graph();
    let mut wrong = Vec::new();
    for p in problems() {
        let own = [
            format!("core/{p}/"),
            format!("model/{p}/"),
            format!("ui/{p}/"),
            format!("bin/{p}.rs"),
        ];
        for rel in krate.files.keys().filter(|f| !own.iter().any(|o| f.starts_with(o.as_str()))) {
            let file = format!("src/{rel}");
            if names(&file, p.as_str(), &krate, &graph) && !touched.contains(&file) {
                wrong.push(format!("{file} names {p} but is not in the list"));
            }
        }
        for file in &touched {
            if !names(file, p.as_str(), &krate, &graph) {
                wrong.push(format!("{file} is in the list but does not name {p}"));
            }
        }
    }
    assert!(wrong.is_empty(), "`## Adding a problem` is out of date:\n  {}", wrong.join("\n  "));
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

#[test]
fn only_the_list_of_problems_reaches_into_a_problems_folders_from_outside() {
    let graph = Crate::load(&src()).graph();
    let mut wrong = Vec::new();
    for p in problems() {
        let own = [format!("core/{p}/"), format!("model/{p}/"), format!("ui/{p}/")];
        let inside = |file: &String| own.iter().any(|o| file.starts_with(o.as_str()));
        for (from, edges) in graph.iter().filter(|(from, _)| !inside(from)) {
            for (to, via) in edges.iter().filter(|(to, _)| inside(to)) {
                if from != "problems.rs" {
                    wrong.push(format!("src/{from} → src/{to} (via `{via}`)"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "shared code names a problem:\n  {}", wrong.join("\n  "));
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
    let files = rs_files(&src(), &src());
    let twins: Vec<_> = files
        .iter()
        .filter_map(|f| f.strip_suffix(".rs"))
        .filter(|stem| src().join(stem).is_dir())
        .map(|stem| format!("src/{stem}.rs beside src/{stem}/ (move it to src/{stem}/mod.rs)"))
        .collect();
    assert!(twins.is_empty(), "{}", twins.join("\n"));
}

#[test]
fn index_html_and_the_page_programs_follow_the_list_of_problems() {
    let slugs = runut::model::problem::slugs::<runut::problems::All>();
    let index = fs::read_to_string(Path::new(MANIFEST).join("index.html")).unwrap();
    // Each link: its program, and whether it builds the program as its page's search worker.
    let links: Vec<(&str, bool)> = index
        .split("<link data-trunk rel=\"rust\"")
        .skip(1)
        .map(|link| link.split('>').next().unwrap_or(""))
        .filter_map(|link| {
            let bin = link.split("data-bin=\"").nth(1)?.split('"').next()?;
            Some((bin, link.contains("data-cargo-features=\"worker\"")))
        })
        .collect();
    let mut expected = vec![("boot", false)];
    expected.extend(slugs.iter().flat_map(|&slug| [(slug, false), (slug, true)]));
    assert_eq!(
        links, expected,
        "index.html's programs: boot, then each problem's page and its worker, in the list's order"
    );
    let programs: BTreeSet<String> = rs_files(&src(), &src().join("bin")).into_iter().collect();
    let wanted: BTreeSet<String> = expected.iter().map(|(b, _)| format!("bin/{b}.rs")).collect();
    assert_eq!(programs, wanted, "src/bin/ holds boot and one program per problem");
    let folders: BTreeSet<String> = problems().into_iter().collect();
    let listed: BTreeSet<String> = slugs.iter().map(|s| s.to_string()).collect();
    assert_eq!(folders, listed, "each problem's folders are named after its slug");
    let manifest = fs::read_to_string(Path::new(MANIFEST).join("Cargo.toml")).unwrap();
    assert!(
        !manifest.contains("[[bin]]"),
        "Cargo.toml lists no programs: Cargo finds src/bin/*.rs"
    );
}
