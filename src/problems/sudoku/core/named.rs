//! The named puzzles the page offers: a newspaper-like one, one with 17 givens (the fewest a
//! unique Sudoku can have), a famous "hardest", one built against plain backtracking, a 4 × 4
//! one small enough to follow node by node, and one made by Runut's generator at each level.

use super::logic::Level;

/// A named puzzle: its name in URLs (`puzzle=`), and its grid's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Named {
    /// Its name in URLs (`puzzle=easy`).
    pub slug: &'static str,
    /// Its 16 or 81 characters, `.` for an empty cell.
    pub grid: &'static str,
}

/// The named puzzles, the page's default first.
pub const NAMED: [Named; 9] = [
    // The example of Wikipedia's "Sudoku" article: solved by singles alone.
    Named {
        slug: "easy",
        grid: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    },
    Named { slug: "small", grid: "1.3.34.2.1.3..21" },
    // The first of Gordon Royle's collection of puzzles with 17 givens.
    Named {
        slug: "seventeen",
        grid: ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...",
    },
    // Arto Inkala's "world's hardest Sudoku" (2012).
    Named {
        slug: "hardest",
        grid: "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    },
    // The example of Wikipedia's "Sudoku solving algorithms" built against brute force: its
    // first row's solution is 9 8 7 6 5 4 3 2 1, the worst for a search trying digits ascending.
    Named {
        slug: "against-plain",
        grid: "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
    },
    // What the game's generator makes from seed 1 at each level (`MADE`; the tests check that it
    // still does): puzzles of a known grade, unique, to watch the search on.
    Named {
        slug: "made-singles",
        grid: ".........6...5.472..9...3.....314..97982.......37...5.3.4.............635...8....",
    },
    Named {
        slug: "made-pairs",
        grid: ".........6...5.472..9...3.....314..97982........7...5.3.4.............635...8....",
    },
    Named {
        slug: "made-wings",
        grid: ".....1..9.12....4.6....48.279.....2...4..9.7.5..4........3.....45..8......8.6...5",
    },
    Named {
        slug: "made-guess",
        grid: "5.8.....7.....9...69.7....2.2..8.5....6...........269.94...7.........823..13.5...",
    },
];

/// The named puzzles made by the generator: each one's slug, level and seed.
pub const MADE: [(&str, Level, u64); 4] = [
    ("made-singles", Level::Singles, 1),
    ("made-pairs", Level::Pairs, 1),
    ("made-wings", Level::Wings, 1),
    ("made-guess", Level::Guess, 1),
];

/// The named puzzle called `slug`.
pub fn named(slug: &str) -> Option<Named> {
    NAMED.into_iter().find(|n| n.slug == slug)
}
