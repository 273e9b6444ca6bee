//! The logic solver and the generator: every generated puzzle is unique by the reference
//! solver, graded alike by a second grader written apart ([`grader`]), and every step of the
//! logic solver is sound; each technique on a position where it applies.

use super::grader::{self, PAIRS, SINGLES, WINGS};
use super::reference::{count_nodes, count_solutions, Rule};
use runut::core::slug::Slugged;
use runut::problems::sudoku::core::generate::{generate, Generated};
use runut::problems::sudoku::core::logic::{next_step, solve, Candidates, Level, Step, Technique};
use runut::problems::sudoku::core::search::make;
use runut::problems::sudoku::core::Grid;
use std::sync::OnceLock;

/// How many seeds each level is generated from.
const SEEDS: u64 = 25;

/// The puzzles of every level from seeds `0..SEEDS`, made once for all the tests.
fn generated() -> &'static [(Level, u64, Generated)] {
    static MADE: OnceLock<Vec<(Level, u64, Generated)>> = OnceLock::new();
    MADE.get_or_init(|| {
        let seeds = || (0..SEEDS).map(|seed| seed * 7919 + 1);
        Level::all()
            .flat_map(|level| seeds().map(move |seed| (level, seed, generate(level, seed))))
            .collect()
    })
}

/// Whether the step's changes are true of `solution`: no candidate removed is the cell's digit
/// there, and the digit placed is.
fn sound(step: &Step, solution: &Grid) -> bool {
    step.removed.iter().all(|&(cell, digit)| solution.get(cell) != digit)
        && step.placed.is_none_or(|(cell, digit)| solution.get(cell) == digit)
        && (step.placed.is_some() || !step.removed.is_empty())
}

/// Applies a step to a grid and its candidates, as the solver does.
fn apply(step: &Step, grid: &mut Grid, candidates: &mut Candidates) {
    if let Some((cell, digit)) = step.placed {
        *grid = grid.with(cell, digit);
        candidates.place(cell, digit);
    }
    for &(cell, digit) in &step.removed {
        assert!(candidates.remove(cell, digit), "{step:?} removes a candidate that is not there");
    }
}

/// The grid and candidates just before the first step of `technique` in solving `puzzle`, and
/// that step; each step of the way is what `next_step` gives there.
fn before(puzzle: &Grid, technique: Technique) -> Option<(Grid, Candidates, Step)> {
    let (mut grid, mut candidates) = (puzzle.clone(), Candidates::new(puzzle));
    for step in solve(puzzle).steps {
        assert_eq!(next_step(&grid, &candidates).as_ref(), Some(&step));
        if step.technique == technique {
            return Some((grid, candidates, step));
        }
        apply(&step, &mut grid, &mut candidates);
    }
    None
}

/// The cells of house `house` of a 9 × 9 grid.
fn cells_of(house: runut::problems::sudoku::core::House) -> Vec<usize> {
    Grid::empty(9).cells_of(house).collect()
}

/// Whether the step's pattern is what its technique says, on these candidates.
fn pattern_holds(step: &Step, candidates: &Candidates) -> bool {
    let mask = |digits: &[u8]| digits.iter().fold(0u16, |m, d| m | 1 << d);
    let digits = mask(&step.digits);
    let has = |cell: usize, digit: u8| candidates.has(cell, digit);
    let house = |i: usize| cells_of(step.houses[i]);
    let removed_cells = || step.removed.iter().map(|&(c, _)| c);
    match step.technique {
        Technique::NakedSingle => {
            let (cell, digit) = step.placed.expect("a single places");
            candidates.of(cell) == 1 << digit
        }
        Technique::HiddenSingle => {
            let (cell, digit) = step.placed.expect("a single places");
            house(0).into_iter().filter(|&c| has(c, digit)).eq([cell])
        }
        Technique::Pointing | Technique::Claiming => {
            let digit = step.digits[0];
            let (a, b) = (house(0), house(1));
            let holding: Vec<usize> = a.iter().copied().filter(|&c| has(c, digit)).collect();
            holding == step.cells
                && holding.iter().all(|c| b.contains(c))
                && removed_cells().all(|c| b.contains(&c) && !a.contains(&c))
        }
        Technique::NakedPair | Technique::NakedTriple => {
            let k = if step.technique == Technique::NakedPair { 2 } else { 3 };
            let a = house(0);
            let union = step.cells.iter().fold(0, |u, &c| u | candidates.of(c));
            step.cells.len() == k
                && step.digits.len() == k
                && union == digits
                && removed_cells().all(|c| a.contains(&c) && !step.cells.contains(&c))
                && step.removed.iter().all(|&(_, d)| digits & 1 << d != 0)
        }
        Technique::HiddenPair | Technique::HiddenTriple => {
            let k = if step.technique == Technique::HiddenPair { 2 } else { 3 };
            let holding: Vec<usize> =
                house(0).into_iter().filter(|&c| candidates.of(c) & digits != 0).collect();
            step.digits.len() == k
                && holding == step.cells
                && removed_cells().all(|c| step.cells.contains(&c))
                && step.removed.iter().all(|&(_, d)| digits & 1 << d == 0)
        }
        Technique::XWing | Technique::Swordfish => {
            let k = if step.technique == Technique::XWing { 2 } else { 3 };
            let digit = step.digits[0];
            let bases: Vec<usize> = (0..k).flat_map(house).collect();
            let covers: Vec<usize> = (k..2 * k).flat_map(house).collect();
            step.houses.len() == 2 * k
                && bases.iter().filter(|&&c| has(c, digit)).all(|c| covers.contains(c))
                && removed_cells().all(|c| covers.contains(&c) && !bases.contains(&c))
        }
        Technique::XyWing => {
            let [pivot, a, b] = step.cells[..] else { return false };
            let sees = |x: usize, y: usize| {
                let (gx, gy) = (Grid::empty(9).houses(x), Grid::empty(9).houses(y));
                x != y && gx.iter().zip(gy).any(|(p, q)| *p == q)
            };
            let (p, x, y) = (candidates.of(pivot), candidates.of(a), candidates.of(b));
            let z = x & y;
            [p, x, y].iter().all(|m| m.count_ones() == 2)
                && sees(pivot, a)
                && sees(pivot, b)
                && z.count_ones() == 1
                && p & z == 0
                && (p | z) == digits
                && step.removed.iter().all(|&(c, d)| 1 << d == z && sees(c, a) && sees(c, b))
        }
    }
}

#[test]
fn every_generated_puzzle_has_one_solution_the_generator_gives() {
    for (level, seed, made) in generated() {
        let why = format!("{level:?} from seed {seed}: {}", made.puzzle.text());
        assert_eq!(count_nodes(made.puzzle.cells(), Rule::Fewest, 2).solutions, 1, "{why}");
        assert_eq!(made.solution.givens(), 81, "{why}");
        assert!(made.solution.clash().is_none(), "{why}");
        let kept = made.puzzle.cells().iter().zip(made.solution.cells());
        assert!(
            kept.into_iter().all(|(&p, &s)| p == 0 || p == s),
            "{why}: a given is not the solution's"
        );
        let filled = count_nodes(made.puzzle.cells(), Rule::Fewest, 1).first;
        assert_eq!(filled.as_deref(), Some(made.solution.cells()), "{why}");
    }
}

#[test]
fn the_puzzles_of_the_easier_levels_are_unique_for_the_plain_reference_too() {
    // The reference that fills the last cell first is slow on puzzles with fewer givens.
    let singles = generated().iter().filter(|(l, ..)| *l == Level::Singles);
    for (level, seed, made) in singles.take(4) {
        assert_eq!(count_solutions(made.puzzle.cells(), 2), 1, "{level:?} from seed {seed}");
    }
}

#[test]
fn the_same_seed_makes_the_same_puzzle() {
    for (level, seed, made) in generated().iter().step_by(5) {
        assert_eq!(&generate(*level, *seed), made);
    }
}

#[test]
fn every_generated_puzzle_has_the_level_asked_for_by_both_graders() {
    for (level, seed, made) in generated() {
        let why = format!("{level:?} from seed {seed}: {}", made.puzzle.text());
        assert_eq!((made.level, solve(&made.puzzle).level), (*level, *level), "{why}");
        let cells = made.puzzle.cells();
        let by = |rules| grader::solves(cells, rules);
        let expected = match level {
            Level::Singles => [true, true, true],
            Level::Pairs => [false, true, true],
            Level::Wings => [false, false, true],
            Level::Guess => [false, false, false],
        };
        assert_eq!([by(SINGLES), by(PAIRS), by(WINGS)], expected, "{why}");
    }
}

#[test]
fn every_step_on_every_generated_puzzle_is_sound_and_logic_reaches_the_solution() {
    for (level, seed, made) in generated() {
        let solved = solve(&made.puzzle);
        for step in &solved.steps {
            assert!(sound(step, &made.solution), "{level:?} from seed {seed}: {step:?}");
        }
        let full = solved.grid.givens() == 81;
        assert_eq!(full, *level != Level::Guess, "{level:?} from seed {seed}");
        if full {
            assert_eq!(solved.grid, made.solution);
        }
    }
}

#[test]
fn every_step_is_the_pattern_its_technique_names() {
    for (level, seed, made) in generated().iter().filter(|(l, ..)| *l != Level::Singles) {
        let (mut grid, mut candidates) = (made.puzzle.clone(), Candidates::new(&made.puzzle));
        for step in solve(&made.puzzle).steps {
            assert!(pattern_holds(&step, &candidates), "{level:?} from seed {seed}: {step:?}");
            apply(&step, &mut grid, &mut candidates);
        }
    }
}

/// For each technique, a puzzle whose logic solution uses it: the Wikipedia puzzle for the naked
/// single, generated ones (found by `positions_to_print`) for the others.
const POSITIONS: [(Technique, &str); 11] = [
    (
        Technique::NakedSingle,
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    ),
    (
        Technique::HiddenSingle,
        "....7...5.928.....6....4....6..9.7.1.7.63.9......18....4....1..93....8..5.......6",
    ),
    (
        Technique::Pointing,
        ".........6...5.472..9...3.....314..97982........7...5.3.4.............635...8....",
    ),
    (
        Technique::Claiming,
        "3.........2..5.19.81.46........1.7.9.5.6..4..4.6.87.2.........8....4..1...3..5...",
    ),
    (
        Technique::NakedPair,
        "2.7.51..9.......86...............9.......8..4..1..4.....543.1..1.3.7....8....9.42",
    ),
    (
        Technique::HiddenPair,
        ".6.7..1.....9..5.817.....9...72..94.2.8..6...6...7........4..5.........3..6..378.",
    ),
    (
        Technique::NakedTriple,
        ".....3..4.435......8.21....69..8..4...1....9.........5.....81.2.75.....8..9....6.",
    ),
    (
        Technique::HiddenTriple,
        "...3..24923..7.........6.......85.644.....7...5........7.......9.1..48.....9.361.",
    ),
    (
        Technique::XWing,
        "4..7.2.......1.....7...5..8.15....3......745...4...2...6...9.8.....2.64...3...5.9",
    ),
    (
        Technique::XyWing,
        ".....1..9.12....4.6....48.279.....2...4..9.7.5..4........3.....45..8......8.6...5",
    ),
    (
        Technique::Swordfish,
        "..57.6.....8.9.6...2.4......9.81........4297......9.3..6.....27.57....148.....36.",
    ),
];

#[test]
fn each_technique_applies_rightly_where_it_is_known_to() {
    for (technique, text) in POSITIONS {
        let puzzle = Grid::parse(text).unwrap();
        let solution = count_nodes(puzzle.cells(), Rule::Fewest, 1).first.unwrap();
        let solution = Grid::parse(&super::reference::text(&solution)).unwrap();
        let (_, candidates, step) = before(&puzzle, technique).expect("the technique is used");
        assert!(pattern_holds(&step, &candidates), "{step:?}");
        assert!(sound(&step, &solution), "{step:?}");
    }
}

#[test]
fn the_first_step_of_the_wikipedia_puzzle_is_the_centre_s_naked_five() {
    let puzzle = Grid::parse(POSITIONS[0].1).unwrap();
    let step = next_step(&puzzle, &Candidates::new(&puzzle)).unwrap();
    assert_eq!(
        (step.technique, step.placed, step.cells),
        (Technique::NakedSingle, Some((40, 5)), vec![40])
    );
    assert_eq!(solve(&puzzle).level, Level::Singles);
}

#[test]
fn four_by_four_puzzles_are_solved_by_the_same_techniques() {
    for seed in 0..20 {
        let puzzle = make::small_puzzle(seed, 6);
        let solved = solve(&puzzle);
        let solution = count_nodes(puzzle.cells(), Rule::Fewest, 1).first.unwrap();
        if solved.level != Level::Guess {
            assert_eq!(solved.grid.cells(), solution, "seed {seed}");
        }
        let kept = solved.grid.cells().iter().zip(&solution);
        assert!(kept.into_iter().all(|(&d, &s)| d == 0 || d == s), "seed {seed}");
    }
    let puzzle = make::small_puzzle(1, 6);
    assert_eq!(next_step(&Grid::empty(9), &Candidates::new(&puzzle)), None, "sides differ");
}

#[test]
fn a_puzzle_whose_givens_clash_is_stuck_at_once() {
    let puzzle = Grid::parse(&format!("11{}", ".".repeat(79))).unwrap();
    let solved = solve(&puzzle);
    assert_eq!((solved.steps.len(), solved.level), (0, Level::Guess));
}

#[test]
fn levels_and_techniques_round_trip_their_slugs() {
    for level in Level::all() {
        assert_eq!(Level::from_slug(level.slug()), Some(level));
    }
    for technique in Technique::all() {
        assert_eq!(Technique::from_slug(technique.slug()), Some(technique));
    }
    let tiers: Vec<Level> = Technique::all().map(|t| t.level()).collect();
    assert!(tiers.is_sorted(), "the techniques are tried tier by tier");
}

/// The named puzzles said to be made here are what the generator makes from their seed, at their
/// level.
#[test]
fn the_named_puzzles_made_here_are_what_the_generator_makes() {
    use runut::problems::sudoku::core::named::{named, MADE};
    for (slug, level, seed) in MADE {
        let made = generate(level, seed);
        assert_eq!(made.level, level, "{slug}");
        assert_eq!(named(slug).map(|n| n.grid.to_string()), Some(made.puzzle.text()), "{slug}");
    }
}
