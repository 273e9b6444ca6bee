//! Two solvers written apart from the app's, for its tests:
//! - [`count_nodes`]: the course's recursion, written plainly (a digit per cell, the houses
//!   scanned by hand), counting nodes as `shared/bench/sudoku_bt.c` does, in the four orders
//!   the guide describes ([`Rule`]);
//! - [`count_solutions`]: a second solver that fills the *last* empty cell first and knows
//!   nothing of nodes, to check the uniqueness verdicts.

/// What the reference found: nodes, solutions (up to its limit), and the first solution.
#[derive(Debug, PartialEq, Eq)]
pub struct Counted {
    pub nodes: u64,
    pub solutions: u64,
    pub first: Option<Vec<u8>>,
}

fn side_of(cells: &[u8]) -> usize {
    if cells.len() == 16 {
        4
    } else {
        9
    }
}

/// Whether `digit` may go in `cell`: no other cell of its row, column or box holds it.
pub fn fits(cells: &[u8], cell: usize, digit: u8) -> bool {
    let side = side_of(cells);
    let b = if side == 4 { 2 } else { 3 };
    let (row, col) = (cell / side, cell % side);
    let (top, left) = (row / b * b, col / b * b);
    (0..side).all(|i| {
        let box_cell = (top + i / b) * side + left + i % b;
        cells[row * side + i] != digit && cells[i * side + col] != digit && cells[box_cell] != digit
    })
}

fn legal_count(cells: &[u8], cell: usize) -> usize {
    (1..=side_of(cells) as u8).filter(|&d| fits(cells, cell, d)).count()
}

/// The rules of the orders, as the guide states them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// The first empty cell, digits 1 up, a digit its houses hold a dead node.
    Plain,
    /// The cell with the fewest legal digits (the first of them), its legal digits.
    Fewest,
    /// The first empty cell, its legal digits, a digit leaving a cell of its houses with no
    /// legal digit a dead node.
    Forward,
    /// As `Fewest`, each node then filling naked singles until none is left, dead when a cell
    /// is left with no legal digit.
    Singles,
}

/// The cell the next node fills: the first empty one, or (fewest) the first with the fewest
/// legal digits.
fn choose(cells: &[u8], fewest: bool) -> Option<usize> {
    let empty = (0..cells.len()).filter(|&c| cells[c] == 0);
    if fewest {
        // `min_by_key` keeps the first of equal keys.
        empty.min_by_key(|&c| legal_count(cells, c))
    } else {
        empty.into_iter().next()
    }
}

/// Whether `a` and `b` share a row, a column or a box.
pub fn peers(cells: &[u8], a: usize, b: usize) -> bool {
    let side = side_of(cells);
    let bx = if side == 4 { 2 } else { 3 };
    let box_of = |c: usize| (c / side / bx, c % side / bx);
    a / side == b / side || a % side == b % side || box_of(a) == box_of(b)
}

/// Naked singles placed one at a time, each time in the cell with the fewest legal digits,
/// until that cell has more than one; the cells placed are pushed on `placed`. `false` when a
/// cell is left with no legal digit.
pub fn propagate(cells: &mut [u8], placed: &mut Vec<usize>) -> bool {
    while let Some(cell) = choose(cells, true) {
        let legal: Vec<u8> = (1..=side_of(cells) as u8).filter(|&d| fits(cells, cell, d)).collect();
        match legal[..] {
            [] => return false,
            [only] => {
                cells[cell] = only;
                placed.push(cell);
            }
            _ => return true,
        }
    }
    true
}

/// The course's search in the order `rule`: `limit` solutions stop it (1 for the first, 2 for
/// uniqueness).
pub fn count_nodes(puzzle: &[u8], rule: Rule, limit: u64) -> Counted {
    fn go(cells: &mut Vec<u8>, rule: Rule, limit: u64, out: &mut Counted) -> bool {
        let fewest = matches!(rule, Rule::Fewest | Rule::Singles);
        let Some(cell) = choose(cells, fewest) else {
            out.solutions += 1;
            if out.first.is_none() {
                out.first = Some(cells.clone());
            }
            return out.solutions >= limit;
        };
        for digit in 1..=side_of(cells) as u8 {
            let legal = fits(cells, cell, digit);
            if rule != Rule::Plain && !legal {
                continue;
            }
            out.nodes += 1;
            if !legal {
                continue;
            }
            cells[cell] = digit;
            let mut placed = Vec::new();
            let alive = match rule {
                Rule::Plain | Rule::Fewest => true,
                Rule::Forward => (0..cells.len())
                    .filter(|&c| cells[c] == 0 && peers(cells, c, cell))
                    .all(|c| legal_count(cells, c) > 0),
                Rule::Singles => propagate(cells, &mut placed),
            };
            if alive && go(cells, rule, limit, out) {
                return true;
            }
            for &c in &placed {
                cells[c] = 0;
            }
            cells[cell] = 0;
        }
        false
    }
    let mut out = Counted { nodes: 1, solutions: 0, first: None };
    go(&mut puzzle.to_vec(), rule, limit, &mut out);
    out
}

/// How many solutions `puzzle` has, counted up to `limit`, by a solver that fills the last empty
/// cell first and tries digits downwards.
pub fn count_solutions(puzzle: &[u8], limit: u64) -> u64 {
    let mut cells = puzzle.to_vec();
    let mut found = 0;
    fn go(cells: &mut Vec<u8>, limit: u64, found: &mut u64) {
        let Some(cell) = (0..cells.len()).rev().find(|&c| cells[c] == 0) else {
            *found += 1;
            return;
        };
        for digit in (1..=side_of(cells) as u8).rev() {
            if *found >= limit {
                return;
            }
            if fits(cells, cell, digit) {
                cells[cell] = digit;
                go(cells, limit, found);
                cells[cell] = 0;
            }
        }
    }
    go(&mut cells, limit, &mut found);
    found
}

/// A full grid made from `seed`: the reference search on an empty grid with its digits relabelled
/// and its rows and columns shuffled within bands and stacks.
pub fn solved_grid(seed: u64, side: usize) -> Vec<u8> {
    let mut rng = oorandom::Rand64::new(u128::from(seed) + 1);
    let base =
        count_nodes(&vec![0; side * side], Rule::Plain, 1).first.expect("an empty grid solves");
    let b = if side == 4 { 2 } else { 3 };
    let mut shuffle = |n: usize| {
        let mut v: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            v.swap(i, rng.rand_range(0..(i as u64 + 1)) as usize);
        }
        v
    };
    let bands = shuffle(b);
    let lines: Vec<usize> =
        bands.iter().flat_map(|&band| shuffle(b).into_iter().map(move |r| band * b + r)).collect();
    let stacks = shuffle(b);
    let cols: Vec<usize> =
        stacks.iter().flat_map(|&s| shuffle(b).into_iter().map(move |c| s * b + c)).collect();
    let digits = shuffle(side);
    (0..side * side)
        .map(|cell| {
            let d = base[lines[cell / side] * side + cols[cell % side]];
            digits[usize::from(d) - 1] as u8 + 1
        })
        .collect()
}

/// `grid` with `holes` cells emptied, chosen from `seed`.
pub fn emptied(grid: &[u8], holes: usize, seed: u64) -> Vec<u8> {
    let mut rng = oorandom::Rand64::new(u128::from(seed) * 7 + 3);
    let mut cells = grid.to_vec();
    let mut order: Vec<usize> = (0..cells.len()).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.rand_range(0..(i as u64 + 1)) as usize);
    }
    for &c in &order[..holes] {
        cells[c] = 0;
    }
    cells
}

/// The grid as the app's text: digits, `.` for empty.
pub fn text(cells: &[u8]) -> String {
    cells.iter().map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) }).collect()
}
