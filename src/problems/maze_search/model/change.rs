//! The labyrinth page's settings reducer: what its fields and a click on a cell change.

use super::presets::PRESETS;
use super::settings::{LabyrinthSettings, Tool, MAX_DENSITY};
use crate::core::grid::Square;
use crate::core::search::Mode;
use crate::model::query::parse_bounded;
use crate::problems::maze_search::core::{Order, MAX_SIDE};

/// A change the labyrinth page makes to its settings.
#[derive(Clone, Debug, PartialEq)]
pub enum LabyrinthChange {
    /// Rows, as typed.
    Rows(String),
    /// Columns, as typed.
    Cols(String),
    /// One of the built-in labyrinths, by its slug.
    Preset(String),
    /// The priority of the directions.
    Order(Order),
    /// First path or all.
    Mode(Mode),
    /// Whether backtracking runs beside breadth-first search.
    Compare(bool),
    /// What a click on a cell does.
    Tool(Tool),
    /// A click on a cell.
    Click(Square),
    /// The random labyrinth's wall density, redrawn from the same seed.
    Density(u8),
    /// A new random labyrinth, from the next seed.
    Random,
    /// Every wall taken down.
    Clear,
}

impl LabyrinthSettings {
    /// These settings after `change` (a link no longer runs on load), with notices about input
    /// that could not be honoured.
    ///
    /// ```
    /// use runut::core::grid::Square;
    /// use runut::problems::maze_search::model::change::LabyrinthChange;
    /// use runut::problems::maze_search::model::settings::labyrinth_settings;
    /// let (settings, _) = labyrinth_settings(&[]);
    /// let (next, _) = settings.changed(LabyrinthChange::Click(Square::new(1, 0)));
    /// assert!(next.walls.contains(&Square::new(1, 0)));
    /// let (back, _) = next.changed(LabyrinthChange::Click(Square::new(1, 0)));
    /// assert_eq!(back.walls, settings.walls);
    /// ```
    pub fn changed(&self, change: LabyrinthChange) -> (LabyrinthSettings, Vec<String>) {
        let mut next = self.clone();
        let mut notices = Vec::new();
        let side = |key, text: &str, now, notices: &mut Vec<String>| {
            parse_bounded(key, text, (2, MAX_SIDE, now), notices)
        };
        match change {
            LabyrinthChange::Rows(text) => next.rows = side("rows", &text, next.rows, &mut notices),
            LabyrinthChange::Cols(text) => next.cols = side("cols", &text, next.cols, &mut notices),
            LabyrinthChange::Preset(slug) => {
                if let Some(preset) = PRESETS.iter().find(|p| p.slug == slug) {
                    let (rows, cols, walls, start, goal) = preset.cells();
                    (next.rows, next.cols, next.walls, next.start, next.goal) =
                        (rows, cols, walls, start, goal);
                }
            }
            LabyrinthChange::Order(order) => next.order = order,
            LabyrinthChange::Mode(mode) => next.mode = mode,
            LabyrinthChange::Compare(compare) => next.compare = compare,
            LabyrinthChange::Tool(tool) => next.tool = tool,
            LabyrinthChange::Click(at) => next.click(at),
            LabyrinthChange::Density(density) => {
                next.density = density.min(MAX_DENSITY);
                next.redraw(next.seed);
            }
            LabyrinthChange::Random => next.redraw(next.seed.wrapping_add(1)),
            LabyrinthChange::Clear => next.walls.clear(),
        }
        (next.fit(&mut notices), notices)
    }

    /// A click on `at` with the settings' tool.
    fn click(&mut self, at: Square) {
        match self.tool {
            Tool::Wall if at != self.start && at != self.goal => {
                match self.walls.iter().position(|&w| w == at) {
                    Some(k) => {
                        self.walls.remove(k);
                    }
                    None => self.walls.push(at),
                }
            }
            Tool::Wall => {}
            Tool::Start if at != self.goal => self.start = at,
            Tool::Goal if at != self.start => self.goal = at,
            Tool::Start | Tool::Goal => {}
        }
        self.walls.retain(|&w| w != at || self.tool == Tool::Wall);
    }
}
