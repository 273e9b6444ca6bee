//! The maze search in Test yourself and on the teacher's sheet: a small labyrinth made from a
//! seed, and a path written as its cells, (row, column) from (1, 1), or as the directions it
//! takes from the start (`E E S S` or `EESS`, or in Indonesian `T T S S` or `TTSS`).

use super::settings::{LabyrinthSettings, Tool};
use super::Labyrinth;
use crate::core::grid::{Board, Direction, Square};
use crate::core::search::Mode;
use crate::model::i18n::Text;
use crate::model::quiz::forms::{read_squares, square_added, squares_text};
use crate::model::quiz::read::read_words;
use crate::model::quiz::{QuizWords, Quizzed};
use crate::problems::labyrinth::core::{random_walls, Order};
use oorandom::Rand32;

/// The direction of a letter or word: English E S W N, Indonesian T(imur) S(elatan) B(arat)
/// U(tara), or the whole word.
fn direction(word: &str) -> Option<Direction> {
    match word {
        "e" | "east" | "t" | "timur" => Some(Direction::East),
        "s" | "south" | "selatan" => Some(Direction::South),
        "w" | "west" | "b" | "barat" => Some(Direction::West),
        "n" | "north" | "u" | "utara" => Some(Direction::North),
        _ => None,
    }
}

/// The directions of `words`: each a direction's letter or word, or a run of letters written
/// together (`EESS`, `TTSS`).
fn directions(words: &[String]) -> Option<Vec<Direction>> {
    let mut dirs = Vec::new();
    for word in words {
        match direction(word) {
            Some(dir) => dirs.push(dir),
            None => {
                for letter in word.chars() {
                    dirs.push(direction(letter.encode_utf8(&mut [0; 4]))?);
                }
            }
        }
    }
    Some(dirs)
}

impl Quizzed for Labyrinth {
    const WORDS: QuizWords = QuizWords {
        solution: Text {
            en: "the path from the start to the goal, cell by cell",
            id: "lintasan dari awal ke tujuan, sel demi sel",
        },
        partial: Text {
            en: "the path from the start, cell by cell, the node's own cell last",
            id: "lintasan dari awal, sel demi sel, sel simpul itu sendiri paling akhir",
        },
        form: Text {
            en: "Write the cells as (row, column) from (1, 1), e.g. (1,1) (1,2) (2,2), or the directions from the start, e.g. E S (or ES).",
            id: "Tulis sel-selnya sebagai (baris, kolom) mulai dari (1, 1), mis. (1,1) (1,2) (2,2), atau arah-arahnya dari awal, mis. T S (atau TS).",
        },
    };

    /// A 3 × 3 to 4 × 4 grid with walls at 30 %, from the top-left corner to the bottom-right
    /// one, with the default priority of directions or another drawn from the seed.
    fn instance(seed: u64) -> LabyrinthSettings {
        let mut rng = Rand32::new(seed);
        let rows = 3 + rng.rand_range(0..2) as u16;
        let cols = 3 + rng.rand_range(0..2) as u16;
        let (start, goal) = (Square::new(0, 0), Square::new(rows - 1, cols - 1));
        let orders = ["ESWN", "SENW", "NESW", "ESNW"];
        let order = Order::parse(orders[rng.rand_range(0..4) as usize]).unwrap_or_default();
        let density = 30;
        let board = Board::new(rows, cols).expect("3 × 3 to 4 × 4 is a grid");
        let walls = random_walls(board, seed, density, start, goal);
        let (mode, compare, tool) = (Mode::First, false, Tool::Wall);
        LabyrinthSettings {
            rows,
            cols,
            walls,
            start,
            goal,
            order,
            mode,
            compare,
            seed,
            density,
            tool,
        }
    }

    fn searched(settings: &LabyrinthSettings) -> LabyrinthSettings {
        LabyrinthSettings { mode: Mode::All, compare: false, ..settings.clone() }
    }

    /// `(1,1) (1,2) (2,2)`: the cells from the start.
    fn write_vector(_settings: &LabyrinthSettings, decisions: &[Square], _whole: bool) -> String {
        squares_text(decisions)
    }

    /// Cells from (1, 1), with or without the start; or directions from the start.
    fn read_vector(settings: &LabyrinthSettings, text: &str) -> Option<Vec<Square>> {
        let start = settings.start;
        if let Some(words) = read_words(text) {
            let (mut path, board) = (vec![start], settings.board());
            for dir in directions(&words)? {
                match dir.neighbour(&board, *path.last()?) {
                    Some(next) => path.push(next),
                    // A step off the grid: a path understood, and not the search's.
                    None => {
                        path.push(Square::new(u16::MAX, u16::MAX));
                        break;
                    }
                }
            }
            return Some(path);
        }
        let mut cells = read_squares(text)?;
        if cells.first() != Some(&start) {
            cells.insert(0, start);
        }
        Some(cells)
    }

    fn describe(settings: &LabyrinthSettings) -> String {
        let one = |s: Square| format!("({},{})", s.row + 1, s.col + 1);
        let walls = if settings.walls.is_empty() {
            "—".to_string()
        } else {
            squares_text(&settings.walls)
        };
        format!(
            "{} × {}; {} → {}; {}; {}",
            settings.rows,
            settings.cols,
            one(settings.start),
            one(settings.goal),
            settings.order.letters(),
            walls
        )
    }

    /// A click on a cell adds it to the path written.
    fn clicked(_settings: &LabyrinthSettings, field: &str, square: Square) -> Option<String> {
        Some(square_added(field, square))
    }
}
