//! The programs the page starts from: the course's problems written as the learner would, each
//! searching node for node as its own page does (tests/own checks it), with a link to that page.

use crate::model::i18n::Text;
use crate::problems::own::core::Method;

/// A program to start from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Example {
    /// Its name in links (`example=`) and hooks.
    pub slug: &'static str,
    /// Its name in the list.
    pub name: Text,
    /// The program.
    pub source: &'static str,
    /// How it is searched (least cost for a program that defines `cost`).
    pub method: Method,
    /// The built-in page whose tree it reproduces, as a link (empty: none does).
    pub page: &'static str,
}

/// The course's n-queens: `x[k]` is the column of the queen in row k + 1.
pub const QUEENS: Example = Example {
    slug: "queens",
    name: Text { en: "8 queens", id: "8 ratu" },
    source: r#"const N = 8;
fn candidates(x) {
    if x.len() == N { return []; }
    let v = [];
    for c in 1..=N { v.push(c); }
    v
}
fn promising(x) {
    let k = x.len() - 1;
    for i in 0..k {
        if x[i] == x[k] { return "same column as row " + (i + 1); }
        if (x[i] - x[k]).abs() == k - i { return "same diagonal as row " + (i + 1); }
    }
    true
}
fn is_solution(x) { x.len() == N }
"#,
    method: Method::Backtracking,
    page: "?p=queens&n=8",
};

/// The course's sum of subsets with its bounding function: `x[k]` is 1 (`w[k]` taken) or 0, the
/// weights ascending.
pub const SUBSETS: Example = Example {
    slug: "subsets",
    name: Text { en: "Sum of subsets", id: "Jumlah himpunan bagian" },
    source: r#"const W = [7, 11, 13, 24];
const M = 31;
fn taken(x) { let s = 0; for i in 0..x.len() { s += x[i] * W[i]; } s }
fn candidates(x) {
    if x.len() == W.len() || taken(x) == M { return []; }
    [1, 0]
}
fn promising(x) {
    let k = x.len();
    let s = taken(x);
    let rest = 0;
    for i in k..W.len() { rest += W[i]; }
    if s + rest < M { return "cannot reach " + M; }
    if s != M && (k == W.len() || s + W[k] > M) { return "overshoots"; }
    true
}
fn is_solution(x) { taken(x) == M }
"#,
    method: Method::Backtracking,
    page: "?p=subsets&w=7,11,13,24&m=31&mode=all",
};

/// The course's graph colouring: `x[k]` is the colour (1..M) of vertex k + 1, the vertices
/// joined by `EDGES` (numbered from 1) to be coloured differently.
pub const COLOURING: Example = Example {
    slug: "colouring",
    name: Text { en: "Graph colouring", id: "Pewarnaan graf" },
    source: r#"const EDGES = [[1, 2], [1, 3], [1, 4], [2, 3], [3, 4]];
const N = 4;
const M = 3;
fn joined(u, v) {
    for e in EDGES {
        if (e[0] == u && e[1] == v) || (e[0] == v && e[1] == u) { return true; }
    }
    false
}
fn candidates(x) {
    if x.len() == N { return []; }
    let v = [];
    for c in 1..=M { v.push(c); }
    v
}
fn promising(x) {
    let k = x.len();
    for i in 1..k {
        if joined(i, k) && x[i - 1] == x[k - 1] { return "same colour as vertex " + i; }
    }
    true
}
fn is_solution(x) { x.len() == N }
"#,
    method: Method::Backtracking,
    page: "?p=colouring&graph=course&m=3",
};

/// The 8-puzzle by least cost with the tiles out of place: `x[k]` is the blank's k-th move
/// (0 up, 1 right, 2 down, 3 left), the move undoing the one before never generated.
pub const EIGHT_PUZZLE: Example = Example {
    slug: "8-puzzle",
    name: Text { en: "8-puzzle (least cost)", id: "Teka-teki-8 (biaya terkecil)" },
    source: r#"const START = [1, 2, 3, 4, 0, 6, 7, 5, 8];
const SIDE = 3;
fn target(blank, m) {
    let r = blank / SIDE;
    let c = blank % SIDE;
    if m == 0 { if r == 0 { return -1; } return blank - SIDE; }
    if m == 1 { if c == SIDE - 1 { return -1; } return blank + 1; }
    if m == 2 { if r == SIDE - 1 { return -1; } return blank + SIDE; }
    if c == 0 { return -1; }
    blank - 1
}
fn board(x) {
    let b = START;
    let blank = b.index_of(0);
    for m in x { let to = target(blank, m); b[blank] = b[to]; b[to] = 0; blank = to; }
    b
}
fn candidates(x) {
    let blank = board(x).index_of(0);
    let v = [];
    for m in 0..4 {
        if x.len() > 0 && m == (x[x.len() - 1] ^ 2) { continue; }
        if target(blank, m) >= 0 { v.push(m); }
    }
    v
}
fn cost(x) {
    let b = board(x);
    let out = 0;
    for i in 0..b.len() { if b[i] != 0 && b[i] != i + 1 { out += 1; } }
    x.len() + out
}
fn is_solution(x) { let b = board(x); b[b.len() - 1] == 0 && cost(x) == x.len() }
"#,
    method: Method::LeastCost,
    page: "?p=fifteen&tiles=1,2,3,4,0,6,7,5,8&cost=misplaced",
};

/// Every permutation of 1..3, with no bounding function: the tree of every arrangement.
pub const PERMUTATIONS: Example = Example {
    slug: "permutations",
    name: Text { en: "Permutations of 1..3", id: "Permutasi 1..3" },
    source: r#"const N = 3;
fn candidates(x) {
    if x.len() == N { return []; }
    let v = [];
    for c in 1..=N { if !x.contains(c) { v.push(c); } }
    v
}
fn is_solution(x) { x.len() == N }
"#,
    method: Method::Backtracking,
    page: "",
};

/// Every example, in the list's order.
pub const EXAMPLES: [Example; 5] = [QUEENS, SUBSETS, COLOURING, PERMUTATIONS, EIGHT_PUZZLE];
