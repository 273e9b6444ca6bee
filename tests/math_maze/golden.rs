//! Golden puzzles: what a few fixed seeds make (maze, route, clues, given pieces), pinned in
//! `tests/data/math-maze-golden.txt`, so that a shared link keeps making the very same puzzle across
//! versions. With `RUNUT_BLESS=1` the test rewrites the file from what the generator makes now
//! instead of comparing (see the file's header). What the seed drives, and in which order, is
//! listed under "Random draws" in the documentation of `runut::problems::math_maze::core::generate`.

use crate::common;

use runut::core::grid::{Board, Square};
use runut::core::slug::Slugged;
use runut::problems::math_maze::core::deduce::Difficulty;
use runut::problems::math_maze::core::generate::{PuzzleMaker, PuzzleSpec};
use runut::problems::math_maze::core::{sides_letters, Maze};

const FILE: &str = "math-maze-golden.txt";

/// One golden case as its `case` line names it: what a link carries.
struct Case {
    rows: u16,
    cols: u16,
    seed: u64,
    level: Difficulty,
    /// The ends the link names; `None`: drawn from the seed, as the page does.
    start: Option<Square>,
    finish: Option<Square>,
}

fn parse_cell(text: &str) -> Square {
    let (r, c) = text.split_once(',').unwrap_or_else(|| panic!("{FILE}: bad cell {text:?}"));
    Square::new(r.parse().expect("row"), c.parse().expect("column"))
}

fn number<T: std::str::FromStr>(word: &str, value: &str) -> T {
    value.parse().unwrap_or_else(|_| panic!("{FILE}: bad number in {word:?}"))
}

/// Parses the words after `case`: `rows=R cols=C seed=S level=L [start=r,c finish=r,c]`.
fn parse_case(words: &str) -> Case {
    let mut case =
        Case { rows: 0, cols: 0, seed: 0, level: Difficulty::Normal, start: None, finish: None };
    for word in words.split_whitespace() {
        let (key, value) =
            word.split_once('=').unwrap_or_else(|| panic!("{FILE}: bad case word {word:?}"));
        match key {
            "rows" => case.rows = number(word, value),
            "cols" => case.cols = number(word, value),
            "seed" => case.seed = number(word, value),
            "level" => {
                case.level = Difficulty::from_slug(value)
                    .unwrap_or_else(|| panic!("{FILE}: bad level in {word:?}"))
            }
            "start" => case.start = Some(parse_cell(value)),
            "finish" => case.finish = Some(parse_cell(value)),
            _ => panic!("{FILE}: unknown case key in {word:?}"),
        }
    }
    case
}

fn cells(cells: &[Square]) -> String {
    cells.iter().map(Square::to_string).collect::<Vec<_>>().join(" ")
}

fn numbers(numbers: &[u16]) -> String {
    numbers.iter().map(u16::to_string).collect::<Vec<_>>().join(" ")
}

/// What `case` makes now, as the lines that follow its `case` line in the file, and the link
/// that shows it.
fn make(case: &Case) -> (Vec<String>, String) {
    let board = Board::new(case.rows, case.cols).expect("a valid board");
    let (drawn_start, drawn_finish) = PuzzleSpec::random_ends(board, case.seed);
    let start = case.start.unwrap_or(drawn_start);
    let finish = case.finish.unwrap_or(drawn_finish);
    let spec = PuzzleSpec { board, seed: case.seed, start, finish, difficulty: case.level };
    let maze = Maze::carve(board, case.seed);
    let passages: Vec<String> = (0..case.rows)
        .map(|r| {
            (0..case.cols).map(|c| format!("{:x}", maze.passages(Square::new(r, c)))).collect()
        })
        .collect();
    let route = maze.solve(start, finish).route;
    let made = PuzzleMaker::new(spec).finish();
    assert_eq!(made.route, route, "the puzzle's hidden route is the maze's route");
    let givens: Vec<String> = made
        .puzzle
        .givens
        .iter()
        .map(|g| {
            let sides = if g.exits == 0 { "*" } else { sides_letters(g.exits) };
            format!("{}:{sides}", g.at)
        })
        .collect();
    let lines = vec![
        format!("ends {drawn_start} {drawn_finish}"),
        format!("passages {}", passages.join("/")),
        format!("route {}", cells(&route)),
        format!("rows {}", numbers(&made.puzzle.row_clues)),
        format!("cols {}", numbers(&made.puzzle.col_clues)),
        format!("givens {}", if givens.is_empty() { "-".to_string() } else { givens.join(" ") }),
    ];
    let link = format!(
        "?p=math_maze&rows={}&cols={}&seed={}&start={start}&finish={finish}&level={}",
        case.rows,
        case.cols,
        case.seed,
        case.level.slug()
    );
    (lines, link)
}

/// Rewrites the file: comments, blank lines and `case` lines stay as they are; the lines after
/// each `case` line are replaced by what the case makes now.
fn bless() {
    let path = common::data_dir().join(FILE);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut out = String::new();
    for line in text.lines() {
        let trimmed = line.trim();
        if let Some(words) = trimmed.strip_prefix("case ") {
            out.push_str(trimmed);
            out.push('\n');
            for made in make(&parse_case(words)).0 {
                out.push_str(&made);
                out.push('\n');
            }
        } else if trimmed.is_empty() || trimmed.starts_with('#') {
            out.push_str(line);
            out.push('\n');
        }
    }
    std::fs::write(&path, out).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
}

#[test]
fn fixed_seeds_keep_making_the_same_puzzles() {
    if std::env::var("RUNUT_BLESS").is_ok_and(|v| v == "1") {
        bless();
        eprintln!("RUNUT_BLESS=1: rewrote tests/data/{FILE} from what the generator makes now");
        return;
    }
    // The file as (case words, the lines that follow it).
    let mut cases: Vec<(String, Vec<String>)> = Vec::new();
    for line in common::data_lines(FILE) {
        match line.strip_prefix("case ") {
            Some(words) => cases.push((words.to_string(), Vec::new())),
            None => cases
                .last_mut()
                .unwrap_or_else(|| panic!("{FILE}: {line:?} comes before any case line"))
                .1
                .push(line),
        }
    }
    assert!(cases.len() >= 5, "{FILE} holds only {} cases", cases.len());
    let mut failures = Vec::new();
    for (words, pinned) in &cases {
        let case = parse_case(words);
        let (now, link) = make(&case);
        if &now == pinned {
            continue;
        }
        let mut report = format!(
            "the generator changed what seed {} makes ({words}; link {link}): shared links would \
             now show another puzzle; if this is intended, regenerate tests/data/{FILE} with \
             `RUNUT_BLESS=1 cargo test --test native math_maze::golden`",
            case.seed
        );
        for i in 0..pinned.len().max(now.len()) {
            let (was, is) = (pinned.get(i), now.get(i));
            if was != is {
                let show = |l: Option<&String>| l.map_or("(no line)".to_string(), String::clone);
                report.push_str(&format!("\n  file: {}\n  now:  {}", show(was), show(is)));
            }
        }
        failures.push(report);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
