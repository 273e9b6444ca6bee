//! Guards for the architecture described in `ARCHITECTURE.md`: the file-level import graph has no
//! cycle, the layers import only downwards (core → model → ui/worker), no file grows past 400
//! lines unless the document names it, and every problem provides the same parts.
//!
//! The scanner is textual (std only): it blanks out comments and literals, tokenises the code,
//! expands `use` trees and collects inline `crate::`/`super::`/`self::` paths (and paths through a
//! module brought in by `use`), then resolves each path to the file that defines the item,
//! following `use` re-exports such as a `mod.rs`'s `pub use search::*`.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Files are named by their path under `src/`, e.g. `core/knight/mod.rs`.
type Graph = BTreeMap<String, BTreeMap<String, String>>; // file → (imported file → a path that did it)

/// One `use` leaf: the path written, the name it binds (`*` for a glob) and the module it is in.
struct Use {
    module: Vec<String>,
    path: Vec<String>,
    name: String,
}

/// What the scanner keeps of one file.
struct Parsed {
    module: Vec<String>,
    tokens: Vec<String>,
    uses: Vec<Use>,
    inline: Vec<(Vec<String>, Vec<String>)>, // (module it is in, path as written)
    defs: BTreeSet<String>,                  // items defined at the top level
}

/// The scanned crate: its files and which file each module path lives in.
struct Crate {
    files: BTreeMap<String, Parsed>,
    modules: BTreeMap<Vec<String>, String>,
}

/// The manifest directory, the `src` directory and the architecture document's path.
fn manifest() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}
fn src() -> PathBuf {
    manifest().join("src")
}
fn doc_path() -> PathBuf {
    std::env::var_os("RUNUT_ARCHITECTURE_DOC").map_or(manifest().join("ARCHITECTURE.md"), Into::into)
}

/// Every `.rs` file under `dir`, as paths relative to `root` with `/` separators, sorted.
fn rs_files(root: &Path, dir: &Path, out: &mut Vec<String>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("read {}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rs_files(root, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path.strip_prefix(root).unwrap().components();
            out.push(rel.map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/"));
        }
    }
    out.sort();
}

fn is_ident(s: &str) -> bool {
    s.starts_with(|c: char| c.is_alphabetic() || c == '_')
}

/// The code with comments, strings and char literals blanked out (doc comments name paths too).
fn strip(src: &str) -> String {
    let c: Vec<char> = src.chars().collect();
    let at = |i: usize| c.get(i).copied().unwrap_or('\0');
    let (mut out, mut i) = (String::new(), 0);
    while i < c.len() {
        if at(i) == '/' && at(i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if at(i) == '/' && at(i + 1) == '*' {
            let mut depth = 0; // block comments nest
            while i < c.len() {
                if at(i) == '/' && at(i + 1) == '*' {
                    (depth, i) = (depth + 1, i + 2);
                } else if at(i) == '*' && at(i + 1) == '/' {
                    (depth, i) = (depth - 1, i + 2);
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if at(i) == '"' {
            i += 1;
            while i < c.len() && c[i] != '"' {
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            (i, out) = (i + 1, out + "\"\"");
        } else if at(i) == '\'' && (at(i + 1) == '\\' || at(i + 2) == '\'') {
            i += 2; // a char literal; a lone `'` starts a lifetime and is kept
            while i < c.len() && c[i] != '\'' {
                i += 1;
            }
            (i, out) = (i + 1, out + "' '");
        } else if is_ident(&at(i).to_string()) {
            let start = i;
            while at(i).is_alphanumeric() || at(i) == '_' {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            let hashes = c[i..].iter().take_while(|&&h| h == '#').count();
            if (word == "r" || word == "br") && at(i + hashes) == '"' {
                let close: String = std::iter::once('"').chain("#".repeat(hashes).chars()).collect();
                let rest: String = c[i + hashes + 1..].iter().collect();
                let len = rest.find(&close).map_or(rest.len(), |n| n + close.len());
                (i, out) = (i + hashes + 1 + rest[..len].chars().count(), out + "\"\"");
            } else {
                out += &word;
            }
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

/// Identifiers and numbers, `::`, and every other non-blank character on its own.
fn tokenize(code: &str) -> Vec<String> {
    let c: Vec<char> = code.chars().collect();
    let (mut tokens, mut i) = (Vec::new(), 0);
    while i < c.len() {
        let start = i;
        if c[i].is_alphanumeric() || c[i] == '_' {
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
        } else if c[i] == ':' && c.get(i + 1) == Some(&':') {
            i += 2;
        } else {
            i += 1;
        }
        if !c[start].is_whitespace() {
            tokens.push(c[start..i].iter().collect());
        }
    }
    tokens
}

/// Expands the `use` tree starting at `t[*i]` into leaves, leaving `*i` at the `,`, `}` or `;`
/// after it. Handles `a::{b, c::{d as e, self}}` and globs.
fn expand(t: &[String], i: &mut usize, mut path: Vec<String>, module: &[String], out: &mut Vec<Use>) {
    let mut name = None;
    while let Some(tok) = t.get(*i) {
        match tok.as_str() {
            "::" => *i += 1,
            "{" => {
                *i += 1;
                while t.get(*i).is_some_and(|s| s != "}" && s != ";") {
                    let before = *i;
                    expand(t, i, path.clone(), module, out);
                    *i += usize::from(*i == before || t[*i] == ","); // skip `,` (or a stray token)
                }
                *i += 1;
                return;
            }
            "*" => (*i, name) = (*i + 1, Some("*".to_string())),
            "as" => (*i, name) = (*i + 2, t.get(*i + 1).cloned()),
            s if is_ident(s) => (*i, path) = (*i + 1, [path, vec![s.to_string()]].concat()),
            _ => break,
        }
    }
    if path.last().is_some_and(|s| s == "self") {
        path.pop();
    }
    if let Some(name) = name.or_else(|| path.last().cloned()) {
        if name == "*" {
            path.push(name.clone());
        }
        out.push(Use { module: module.to_vec(), path, name });
    }
}

/// Scans one file whose module path is `module`.
fn parse(module: Vec<String>, source: &str) -> Parsed {
    let tokens = tokenize(&strip(source));
    let (mut uses, mut inline, mut defs) = (Vec::new(), Vec::new(), BTreeSet::new());
    let mut scope: Vec<Option<String>> = Vec::new(); // one entry per open `{`: `mod name {` or not
    let kinds = ["fn", "struct", "enum", "trait", "type", "const", "static", "mod", "union"];
    let mut i = 0;
    while i < tokens.len() {
        let here = || [module.clone(), scope.iter().flatten().cloned().collect()].concat();
        let (tok, prev) = (tokens[i].as_str(), if i > 0 { tokens[i - 1].as_str() } else { "" });
        let next = tokens.get(i + 1).map_or("", String::as_str);
        if tok == "{" {
            let named = i >= 2 && tokens[i - 2] == "mod";
            scope.push(named.then(|| prev.to_string()));
        } else if tok == "}" {
            scope.pop();
        } else if tok == "use" && prev != "::" {
            i += 1;
            expand(&tokens, &mut i, Vec::new(), &here(), &mut uses);
            continue;
        } else if scope.is_empty() && kinds.contains(&tok) && is_ident(next) && !kinds.contains(&next) {
            defs.insert(next.to_string());
        } else if is_ident(tok) && prev != "::" && next == "::" {
            let mut path = vec![tok.to_string()];
            while tokens.get(i + 1).is_some_and(|s| s == "::") && tokens.get(i + 2).is_some_and(|s| is_ident(s)) {
                path.push(tokens[i + 2].clone());
                i += 2;
            }
            inline.push((here(), path));
        }
        i += 1;
    }
    Parsed { module, tokens, uses, inline, defs }
}

impl Crate {
    /// Scans every file under `root` (a crate's `src`), leaving out the binaries in `bin/`.
    fn load(root: &Path) -> Crate {
        let (mut files, mut modules, mut names) = (BTreeMap::new(), BTreeMap::new(), Vec::new());
        rs_files(root, root, &mut names);
        for rel in names.into_iter().filter(|r| !r.starts_with("bin/")) {
            let mut module: Vec<String> = rel.trim_end_matches(".rs").split('/').map(String::from).collect();
            if module.last().is_some_and(|m| m == "mod" || m == "lib" || m == "main") {
                module.pop();
            }
            let source = fs::read_to_string(root.join(&rel)).unwrap();
            modules.insert(module.clone(), rel.clone());
            files.insert(rel, parse(module, &source));
        }
        Crate { files, modules }
    }

    /// The absolute module path of `path` written in `module`, or `None` if it leaves the crate.
    fn absolute(&self, module: &[String], path: &[String]) -> Option<Vec<String>> {
        let mut base = module.to_vec();
        let mut rest = path;
        match path.first()?.as_str() {
            "crate" => (base, rest) = (Vec::new(), &path[1..]),
            "self" => rest = &path[1..],
            "super" => {
                while rest.first().is_some_and(|s| s == "super") {
                    base.pop()?;
                    rest = &rest[1..];
                }
            }
            first if !self.modules.contains_key(&[module, &[first.to_string()]].concat()) => return None,
            _ => {} // a child module, written relative to this one
        }
        Some([base, rest.to_vec()].concat())
    }

    /// The file an absolute path leads to: the longest prefix that is a module, then the file
    /// defining the item after it.
    fn resolve(&self, abs: &[String], depth: usize) -> Option<String> {
        let k = (0..=abs.len()).rev().find(|&k| self.modules.contains_key(&abs[..k]))?;
        let file = &self.modules[&abs[..k]];
        match abs.get(k) {
            Some(item) if item != "*" && depth < 16 => {
                Some(self.find_item(file, item, depth).unwrap_or_else(|| file.clone()))
            }
            _ => Some(file.clone()),
        }
    }

    /// The file defining `item` as seen from `file`: there, or where its `use`s bring it from.
    fn find_item(&self, file: &str, item: &str, depth: usize) -> Option<String> {
        let parsed = &self.files[file];
        if parsed.defs.contains(item) {
            return Some(file.to_string());
        }
        for u in parsed.uses.iter().filter(|u| u.module == parsed.module) {
            let Some(abs) = self.absolute(&u.module, &u.path) else { continue };
            if u.name == item {
                return self.resolve(&abs, depth + 1);
            }
            let glob = self.modules.get(&abs[..abs.len() - 1]).filter(|_| u.name == "*");
            if let Some(found) = glob.and_then(|g| self.find_item(g, item, depth + 1)) {
                return Some(found);
            }
        }
        None
    }

    /// The file-level import graph (self-edges left out).
    fn graph(&self) -> Graph {
        let mut graph = Graph::new();
        for (rel, parsed) in &self.files {
            let edges = graph.entry(rel.clone()).or_default();
            let mut aliases = BTreeMap::new(); // `use crate::core::search;` makes `search::` a path
            let mut found = Vec::new();
            for u in &parsed.uses {
                let Some(abs) = self.absolute(&u.module, &u.path) else { continue };
                if self.modules.contains_key(&abs) {
                    aliases.insert(u.name.clone(), abs.clone());
                }
                found.push((abs, u.path.join("::")));
            }
            for (module, path) in &parsed.inline {
                let abs = match aliases.get(&path[0]) {
                    Some(base) => Some([base.clone(), path[1..].to_vec()].concat()),
                    None => self.absolute(module, path),
                };
                found.extend(abs.map(|abs| (abs, path.join("::"))));
            }
            for (abs, written) in found {
                match self.resolve(&abs, 0) {
                    Some(to) if to != *rel => edges.entry(to).or_insert(written),
                    _ => continue,
                };
            }
        }
        graph
    }
}

/// The cycles a depth-first search meets, each as its files in import order.
fn cycles(graph: &Graph) -> Vec<Vec<String>> {
    fn visit(n: &str, g: &Graph, state: &mut BTreeMap<String, bool>, stack: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
        state.insert(n.to_string(), true); // true: on the stack
        stack.push(n.to_string());
        for m in g.get(n).into_iter().flat_map(BTreeMap::keys) {
            match state.get(m) {
                Some(true) => out.push(stack[stack.iter().position(|s| s == m).unwrap()..].to_vec()),
                Some(false) => {}
                None => visit(m, g, state, stack, out),
            }
        }
        stack.pop();
        state.insert(n.to_string(), false);
    }
    let (mut state, mut out) = (BTreeMap::new(), Vec::new());
    for n in graph.keys() {
        if !state.contains_key(n) {
            visit(n, graph, &mut state, &mut Vec::new(), &mut out);
        }
    }
    out
}

/// Each cycle as `src/a.rs → src/b.rs (via crate::b::B) → …`, one a line.
fn describe(graph: &Graph, cycles: &[Vec<String>]) -> String {
    let step = |a: &String, b: &String| format!("src/{a} → src/{b} (via `{}`)", graph[a][b]);
    let line = |c: &Vec<String>| {
        let next = c.iter().cycle().skip(1);
        c.iter().zip(next).map(|(a, b)| step(a, b)).collect::<Vec<_>>().join("\n    ")
    };
    cycles.iter().map(line).collect::<Vec<_>>().join("\n  cycle:\n    ")
}

/// The lines of the section under the heading line `heading`, up to the next `## ` heading.
fn section(doc: &str, heading: &str) -> Option<Vec<String>> {
    let mut lines = doc.lines().skip_while(|l| l.trim_end() != heading).skip(1).peekable();
    lines.peek()?;
    Some(lines.take_while(|l| !l.starts_with("## ")).map(String::from).collect())
}

fn read_doc() -> String {
    let path = doc_path();
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("the architecture document {} ({e}): write it, or point RUNUT_ARCHITECTURE_DOC at it", path.display()))
}

/// The problems: the folders of `src/core` that have a `mod.rs`, except `search`.
fn problems() -> Vec<String> {
    let mut found: Vec<String> = fs::read_dir(src().join("core")).unwrap().map(|e| e.unwrap().path())
        .filter(|p| p.join("mod.rs").is_file() && !p.ends_with("search"))
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned()).collect();
    found.sort();
    found
}

#[test]
fn no_file_imports_a_file_that_imports_it_back() {
    let graph = Crate::load(&src()).graph();
    let found = cycles(&graph);
    assert!(found.is_empty(), "the file import graph has cycles:\n  cycle:\n    {}", describe(&graph, &found));
}

#[test]
fn layers_import_only_downwards() {
    let krate = Crate::load(&src());
    let graph = krate.graph();
    let problems = problems();
    let mut rules: Vec<(String, Vec<String>)> = vec![
        ("core/".into(), vec!["model/".into(), "ui/".into(), "worker/".into()]),
        ("model/".into(), vec!["ui/".into(), "worker/".into()]),
        ("core/search/".into(), problems.iter().map(|p| format!("core/{p}/")).collect()),
    ];
    for p in &problems {
        let others = problems.iter().filter(|q| *q != p).map(|q| format!("core/{q}/")).collect();
        rules.push((format!("core/{p}/"), others));
    }
    let mut wrong = Vec::new();
    for (from, edges) in &graph {
        for (to, via) in edges {
            for (_, banned) in rules.iter().filter(|(layer, _)| from.starts_with(layer.as_str())) {
                if let Some(b) = banned.iter().find(|b| to.starts_with(b.as_str())) {
                    wrong.push(format!("src/{from} imports src/{to} (via `{via}`): nothing under src/{b}"));
                }
            }
        }
        let web = ["web_sys", "js_sys", "wasm_bindgen", "yew"];
        if from.starts_with("core/") || from.starts_with("model/") {
            for name in web.iter().filter(|w| krate.files[from].tokens.iter().any(|t| t == *w)) {
                wrong.push(format!("src/{from} mentions `{name}`: core and model stay free of web APIs"));
            }
        }
    }
    assert!(wrong.is_empty(), "imports against the layering:\n  {}", wrong.join("\n  "));
}

#[test]
fn no_source_file_is_over_400_lines_unless_the_architecture_document_names_it() {
    let mut long = BTreeSet::new();
    let mut names = Vec::new();
    rs_files(&src(), &src(), &mut names);
    for rel in names {
        let lines = fs::read_to_string(src().join(&rel)).unwrap().lines().count();
        if lines > 400 {
            long.insert(format!("src/{rel}"));
        }
    }
    let heading = "## Files over 400 lines";
    let doc = read_doc();
    let listed = section(&doc, heading).unwrap_or_else(|| panic!("{} has no `{heading}` section", doc_path().display()));
    let listed: BTreeSet<String> = listed.iter().filter_map(|l| l.strip_prefix("- `")?.split('`').next()).map(String::from).collect();
    let unnamed: Vec<_> = long.difference(&listed).cloned().collect();
    let stale: Vec<_> = listed.difference(&long).cloned().collect();
    assert!(
        unnamed.is_empty() && stale.is_empty(),
        "files over 400 lines that `{heading}` does not name (split them, or name them with a reason):\n  {}\n\
         files `{heading}` names that are gone or now 400 lines or fewer (take them off the list):\n  {}",
        unnamed.join("\n  "),
        stale.join("\n  ")
    );
}

#[test]
fn every_problem_provides_its_parts() {
    let mut missing = Vec::new();
    let read = |rel: &str| fs::read_to_string(src().join(rel)).unwrap_or_default();
    for p in problems() {
        let parts = ["core/{}/mod.rs", "model/{}/mod.rs", "model/{}/job.rs", "model/{}/run.rs", "model/{}/settings.rs", "model/{}/status.rs", "ui/{}/mod.rs", "ui/{}/page.rs"];
        for part in parts.map(|f| f.replace("{}", &p)) {
            if !src().join(&part).is_file() {
                missing.push(format!("{p}: src/{part} does not exist"));
            }
        }
        if !read("model/problems.rs").contains(&format!("{p}::job::")) {
            missing.push(format!("{p}: src/model/problems.rs does not mention `{p}::job::`"));
        }
        if !read("model/runner.rs").contains(&format!("{p}::run::start")) {
            missing.push(format!("{p}: src/model/runner.rs does not mention `{p}::run::start`"));
        }
    }
    let heading = "## Adding a problem";
    match section(&read_doc(), heading) {
        None => missing.push(format!("{} has no `{heading}` section", doc_path().display())),
        Some(lines) => {
            let text = lines.join("\n");
            for name in ["job.rs", "run.rs", "settings.rs", "status.rs", "page.rs", "problems.rs", "runner.rs"] {
                if !text.contains(name) {
                    missing.push(format!("`{heading}` does not mention `{name}`"));
                }
            }
        }
    }
    assert!(missing.is_empty(), "parts every problem needs are missing:\n  {}", missing.join("\n  "));
}

/// The scanner itself, on a tiny crate written to a temporary directory.
#[test]
fn the_scanner_finds_a_cycle_and_follows_re_exports() {
    let root = std::env::temp_dir().join(format!("runut-architecture-{}", std::process::id()));
    let write = |rel: &str, text: &str| {
        let path = root.join(rel);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    };
    write("lib.rs", "pub mod a;\npub mod b;\npub mod m;\n");
    write("a.rs", "// use crate::m::C;\nuse crate::{\n    b::B,\n    m::{self, D as E},\n};\npub struct A(B);\n");
    write("b.rs", "pub struct B;\npub fn f() -> crate::a::A { todo!(\"crate::m::C\") }\n");
    write("m/mod.rs", "pub mod c;\npub mod d;\npub use c::*;\npub use d::D;\n");
    write("m/c.rs", "pub struct C(crate::m::D);\n");
    write("m/d.rs", "pub struct D<'a>(&'a str);\nmod tests {\n    use super::*;\n}\n");
    let graph = Crate::load(&root).graph();
    fs::remove_dir_all(&root).unwrap();
    let edges = |from: &str| graph[from].keys().cloned().collect::<Vec<_>>();
    assert_eq!(edges("a.rs"), ["b.rs", "m/d.rs", "m/mod.rs"]);
    assert_eq!(edges("b.rs"), ["a.rs"], "inline path, not the string");
    assert_eq!(edges("m/mod.rs"), ["m/c.rs", "m/d.rs"]);
    assert_eq!(edges("m/c.rs"), ["m/d.rs"], "through the re-export, not to m/mod.rs");
    assert!(edges("m/d.rs").is_empty(), "`super` in an inline module is this file");
    let found = cycles(&graph);
    assert_eq!(found, [vec!["a.rs".to_string(), "b.rs".to_string()]]);
    assert!(describe(&graph, &found).contains("src/b.rs → src/a.rs (via `crate::a::A`)"));
}
