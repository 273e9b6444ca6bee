//! The scanner of the crate's import graph, textual and std-only: it tokenises each file without
//! comments and literals, expands `use` trees, collects inline paths, and resolves each path to
//! the file defining the item, following `use`s such as a `mod.rs`'s `pub use search::*` to
//! where the item lives.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A module or item path, one segment each: `crate::core::grid` is `["crate", "core", "grid"]`.
pub type Segments = Vec<String>;
/// The file (by its path under `src/`, e.g. `core/knight/mod.rs`) of each absolute module path.
pub type Modules = BTreeMap<Segments, String>;
/// The modules a file brings in by `use`, by the name they are bound to.
pub type Aliases = BTreeMap<String, Segments>;
/// File → the files it imports, each with one path that does it (as written).
pub type Graph = BTreeMap<String, BTreeMap<String, String>>;

/// What the scanner keeps of one file.
pub struct Parsed {
    pub tokens: Vec<String>,
    defs: BTreeSet<String>,        // the items defined at its top level
    uses: Vec<(Segments, String)>, // its top-level `use` leaves: absolute path, name bound
    refs: Vec<(Segments, String)>, // every crate path it names: absolute, and as written
}

/// The scanned crate: each file by its path under the root, and the file of each module.
pub struct Crate {
    pub files: BTreeMap<String, Parsed>,
    pub modules: Modules,
}

pub const MANIFEST: &str = env!("CARGO_MANIFEST_DIR");
pub fn src() -> PathBuf {
    Path::new(MANIFEST).join("src")
}

/// The section under the heading line `heading` (up to the next `## `) of the architecture
/// document: `$RUNUT_ARCHITECTURE_DOC` if set, else `ARCHITECTURE.md` next to `Cargo.toml`.
pub fn doc_section(heading: &str) -> Result<Vec<String>, String> {
    let default = Path::new(MANIFEST).join("ARCHITECTURE.md");
    let path = std::env::var_os("RUNUT_ARCHITECTURE_DOC").map_or(default, PathBuf::from);
    let (name, hint) = (path.display(), "write it, or set RUNUT_ARCHITECTURE_DOC");
    let doc = fs::read_to_string(&path).map_err(|e| format!("cannot read {name} ({e}): {hint}"))?;
    let mut lines = doc.lines();
    let found = lines.position(|l| l.trim_end() == heading);
    found.ok_or_else(|| format!("{name} has no `{heading}` heading line"))?;
    Ok(lines.take_while(|l| !l.starts_with("## ")).map(String::from).collect())
}

/// Every `.rs` file under `dir`, as paths relative to `root` with `/` separators, sorted.
pub fn rs_files(root: &Path, dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("read {}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(rs_files(root, &path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/"));
        }
    }
    out.sort();
    out
}

pub fn is_ident(s: &str) -> bool {
    s.starts_with(|c: char| c.is_alphabetic() || c == '_')
}

/// The index just past the first `end` at or after `i` (or the length of `c`).
pub fn past(c: &[char], mut i: usize, end: &[char], escapes: bool) -> usize {
    while i < c.len() && !c[i..].starts_with(end) {
        i += if escapes && c[i] == '\\' { 2 } else { 1 };
    }
    (i + end.len()).min(c.len())
}

/// The tokens of Rust source: identifiers and numbers, `::`, and every other non-blank character
/// alone. Comments are dropped (doc comments name paths they do not import), string literals
/// become `""` and char literals `''` (a `'` not closed two places on starts a lifetime). Raw
/// strings and nested block comments are not handled.
pub fn tokenize(src: &str) -> Vec<String> {
    let c: Vec<char> = src.chars().collect();
    let at = |i: usize| c.get(i).copied().unwrap_or(' ');
    let (mut tokens, mut i) = (Vec::new(), 0);
    while i < c.len() {
        if at(i) == '/' && at(i + 1) == '/' {
            i = past(&c, i, &['\n'], false);
        } else if at(i) == '/' && at(i + 1) == '*' {
            i = past(&c, i + 2, &['*', '/'], false);
        } else if at(i) == '"' || (at(i) == '\'' && (at(i + 1) == '\\' || at(i + 2) == '\'')) {
            let quote = c[i];
            i = past(&c, i + 1, &[quote], true);
            tokens.push(format!("{quote}{quote}"));
        } else {
            let word = c[i..].iter().take_while(|&&ch| ch.is_alphanumeric() || ch == '_').count();
            let len = if at(i) == ':' && at(i + 1) == ':' { 2 } else { word.max(1) };
            tokens.extend((!c[i].is_whitespace()).then(|| c[i..i + len].iter().collect()));
            i += len;
        }
    }
    tokens
}

/// The leaves of the `use` tree from `t[*i]` (path, name bound; `*` for a glob), leaving `*i`
/// past its `;`: `a::{b, c::{d as e, self}}` has `a::b`, `a::c::d` as `e`, and `a::c`.
pub fn expand(t: &[String], i: &mut usize) -> Vec<(Segments, String)> {
    let (mut leaves, mut groups, mut path, mut name) = (Vec::new(), vec![0], Vec::new(), None);
    while let Some(tok) = t.get(*i) {
        *i += 1;
        match tok.as_str() {
            "::" => {}
            "{" => groups.push(path.len()),
            "as" => (name, *i) = (t.get(*i).cloned(), *i + 1),
            "," | "}" | ";" => {
                if path.len() > *groups.last().unwrap_or(&0) {
                    path.pop_if(|s: &mut String| s == "self");
                    let bound = name.take().or_else(|| path.last().cloned());
                    leaves.extend(bound.map(|bound| (path.clone(), bound)));
                }
                groups.truncate(groups.len() - usize::from(tok == "}"));
                path.truncate(*groups.last().unwrap_or(&0));
                if tok == ";" || groups.is_empty() {
                    break;
                }
            }
            s if is_ident(s) || s == "*" => path.push(s.to_string()),
            _ => break, // not a `use` tree after all (`impl Trait + use<'a>`)
        }
    }
    leaves
}

/// The absolute form of `path` written in module `here`, where `used` are the modules brought in
/// by `use` (`use crate::core::search;` makes `search::Event`), or `None` if it leaves the crate.
pub fn absolute(
    mods: &Modules,
    used: &Aliases,
    here: &[String],
    path: &[String],
) -> Option<Segments> {
    let (mut base, mut rest) = (here.to_vec(), path.get(1..)?);
    match path[0].as_str() {
        "crate" => base.clear(),
        "self" => {}
        "super" => {
            rest = path;
            while rest.first().is_some_and(|s| s == "super") {
                (_, rest) = (base.pop()?, &rest[1..]);
            }
        }
        first if used.contains_key(first) => base.clone_from(&used[first]),
        first if mods.contains_key(&[here, &[first.to_string()]].concat()) => rest = path,
        _ => return None, // another crate, or a local name
    }
    Some([base, rest.to_vec()].concat())
}

/// Scans one file, whose module path is `module`, of a crate with these `modules`.
pub fn parse(modules: &Modules, module: &[String], source: &str) -> Parsed {
    let tokens = tokenize(source);
    let (mut uses, mut refs, mut defs, mut aliases) =
        (vec![], vec![], BTreeSet::new(), BTreeMap::new());
    let mut scope: Vec<Option<String>> = Vec::new(); // per open `{`: the name of `mod name {`
    let kw = ["fn", "struct", "enum", "trait", "type", "const", "static", "mod", "union"];
    let at = |i: usize| tokens.get(i).map_or("", String::as_str);
    let mut i = 0;
    while i < tokens.len() {
        let here = [module.to_vec(), scope.iter().flatten().cloned().collect()].concat();
        let (tok, prev, next) = (at(i), at(i.wrapping_sub(1)), at(i + 1));
        if tok == "{" {
            scope.push((at(i.wrapping_sub(2)) == "mod").then(|| prev.to_string()));
        } else if tok == "}" {
            scope.pop();
        } else if tok == "use" {
            i += 1;
            for (path, name) in expand(&tokens, &mut i) {
                let Some(abs) = absolute(modules, &aliases, &here, &path) else { continue };
                aliases.extend(modules.contains_key(&abs).then(|| (name.clone(), abs.clone())));
                uses.extend(scope.is_empty().then(|| (abs.clone(), name)));
                refs.push((abs, path.join("::")));
            }
            continue;
        } else if scope.is_empty() && kw.contains(&tok) && is_ident(next) && !kw.contains(&next) {
            defs.insert(next.to_string());
        } else if is_ident(tok) && prev != "::" && next == "::" {
            let mut path = vec![tok.to_string()];
            while at(i + 1) == "::" && is_ident(at(i + 2)) {
                path.push(at(i + 2).to_string());
                i += 2;
            }
            let abs = absolute(modules, &aliases, &here, &path);
            refs.extend(abs.map(|abs| (abs, path.join("::"))));
        }
        i += 1;
    }
    Parsed { tokens, defs, uses, refs }
}

impl Crate {
    /// Scans every file under `root` (a crate's `src`). `core/knight/mod.rs` is module
    /// `core::knight`, `lib.rs` the root.
    pub fn load(root: &Path) -> Crate {
        let names = rs_files(root, root);
        let module_of = |rel: &String| -> Segments {
            let name = rel.strip_suffix("/mod.rs").or(rel.strip_suffix(".rs")).unwrap_or(rel);
            name.split('/').filter(|_| name != "lib").map(String::from).collect()
        };
        let modules: Modules = names.iter().map(|rel| (module_of(rel), rel.clone())).collect();
        let read = |rel: &String| fs::read_to_string(root.join(rel)).unwrap();
        let parsed = |rel: &String| (rel.clone(), parse(&modules, &module_of(rel), &read(rel)));
        Crate { files: names.iter().map(parsed).collect(), modules }
    }

    /// The file an absolute path leads to: its longest prefix that is a module, then the file
    /// defining the item named after that prefix (if any).
    fn resolve(&self, abs: &[String], depth: usize) -> Option<String> {
        let k = (0..=abs.len()).rev().find(|&k| self.modules.contains_key(&abs[..k]))?;
        let file = &self.modules[&abs[..k]];
        let item = abs.get(k).filter(|item| *item != "*");
        Some(item.and_then(|item| self.find_item(file, item, depth)).unwrap_or(file.clone()))
    }

    /// The file defining `item` as seen from `file`: there, or where one of its `use`s brings it
    /// from (by name, or through a glob).
    fn find_item(&self, file: &str, item: &str, depth: usize) -> Option<String> {
        let through = |(abs, name): &(Segments, String)| match name.as_str() {
            "*" => self.find_item(self.modules.get(&abs[..abs.len() - 1])?, item, depth + 1),
            _ => (name == item).then(|| self.resolve(abs, depth + 1)).flatten(),
        };
        let parsed = &self.files[file];
        let here = parsed.defs.contains(item).then(|| file.to_string());
        here.or_else(|| parsed.uses.iter().filter(|_| depth < 16).find_map(through))
    }

    /// The file-level import graph (a file naming itself is no edge).
    pub fn graph(&self) -> Graph {
        let mut graph = Graph::new();
        for (rel, parsed) in &self.files {
            let edges = graph.entry(rel.clone()).or_default();
            for (abs, written) in &parsed.refs {
                if let Some(to) = self.resolve(abs, 0).filter(|to| to != rel) {
                    edges.entry(to).or_insert_with(|| written.clone());
                }
            }
        }
        graph
    }
}

/// How far a depth-first search has got: the files seen, the path to here, the cycles found.
pub type Walk = (BTreeSet<String>, Vec<String>, Vec<Vec<String>>);

/// The cycles a depth-first search meets, each as its files in import order.
pub fn cycles(graph: &Graph) -> Vec<Vec<String>> {
    fn visit(n: &String, graph: &Graph, walk: &mut Walk) {
        walk.0.insert(n.clone());
        walk.1.push(n.clone());
        for m in graph[n].keys() {
            if let Some(at) = walk.1.iter().position(|s| s == m) {
                walk.2.push(walk.1[at..].to_vec());
            } else if !walk.0.contains(m) {
                visit(m, graph, walk);
            }
        }
        walk.1.pop();
    }
    let mut walk = Walk::default();
    for n in graph.keys() {
        if !walk.0.contains(n) {
            visit(n, graph, &mut walk);
        }
    }
    walk.2
}

/// A problem of the list: its slug (URLs, page programs, pages) and its folder under
/// `src/problems/`.
#[derive(Clone, Debug)]
pub struct Listed {
    pub slug: String,
    pub folder: String,
}

impl Listed {
    /// Its folder under `src/`, with a trailing slash.
    pub fn root(&self) -> String {
        format!("problems/{}/", self.folder)
    }
}

/// The problems of the list (`runut::problems::All`), in order.
pub fn problems() -> Vec<Listed> {
    let folders = runut::problems::folders().into_iter();
    folders.map(|(slug, folder)| Listed { slug: slug.into(), folder: folder.into() }).collect()
}

/// The layer of a file under `src/`: 0 core, 1 model, 2 the list (`problems.rs` and each
/// problem's `mod.rs`), 3 ui and worker; `None` for the crate's root.
pub fn layer(file: &str) -> Option<usize> {
    let inside = file.strip_prefix("problems/").and_then(|rest| rest.split_once('/'));
    let rest = inside.map_or(file, |(_, rest)| rest);
    match rest.split('/').next()? {
        "core" => Some(0),
        "model" => Some(1),
        "mod.rs" | "problems.rs" => Some(2),
        "ui" | "worker" => Some(3),
        "program" => Some(4),
        _ => None,
    }
}
