//! The built-in labyrinths, the small exam-style one first (the page's default).

use super::text::LabyrinthText;
use crate::core::grid::{Board, Square};

/// A built-in labyrinth, drawn as rows of `#` (wall), `.` (open), `S` (start) and `G` (goal).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// Its name in the page's list (`data-value`).
    pub slug: &'static str,
    /// Its name on the page.
    pub name: LabyrinthText,
    /// Its rows.
    pub rows: &'static [&'static str],
}

/// The built-in labyrinths.
pub const PRESETS: [Preset; 4] = [
    Preset {
        slug: "exam",
        name: LabyrinthText::PresetExam,
        rows: &["S#..", ".#.#", "...#", "#..G"],
    },
    Preset {
        slug: "corridors",
        name: LabyrinthText::PresetCorridors,
        rows: &["S.#...", ".##.#.", "...#..", "#.##.#", "..#...", "#...#G"],
    },
    Preset {
        slug: "rooms",
        name: LabyrinthText::PresetRooms,
        rows: &[
            "S...#...", ".##.#.#.", ".#..#.#.", ".#.##.#.", "...#..#.", "##.#.##.", "...#....",
            ".#...#.G",
        ],
    },
    Preset {
        slug: "open",
        name: LabyrinthText::PresetOpen,
        rows: &["S.....", "......", "......", "......", "......", ".....G"],
    },
];

impl Preset {
    /// Its grid, walls, start and goal.
    pub fn cells(&self) -> (Board, Vec<Square>, Square, Square) {
        let (mut walls, mut start, mut goal) = (Vec::new(), Square::new(0, 0), Square::new(0, 0));
        for (r, row) in self.rows.iter().enumerate() {
            for (c, mark) in row.chars().enumerate() {
                let at = Square::new(r as u16, c as u16);
                match mark {
                    '#' => walls.push(at),
                    'S' => start = at,
                    'G' => goal = at,
                    _ => {}
                }
            }
        }
        let board = Board::new(self.rows.len() as u16, self.rows[0].len() as u16);
        (board.expect("a preset is a grid"), walls, start, goal)
    }
}
