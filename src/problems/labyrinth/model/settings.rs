//! The labyrinth page's settings: the grid, its walls, start and goal, the priority of the
//! directions, first path or all, the comparison, the random labyrinth's seed and density, and
//! what a click on a cell does; what its URL can say, and the link that says it (the walls are
//! always written, so a link reproduces the labyrinth); and what its fields and a click on a
//! cell change. Bad input never fails: each value that cannot be used is left out, clamped or
//! replaced by a default, with a notice.

use super::presets::PRESETS;
use super::text::LabyrinthText;
use super::Labyrinth;
use crate::core::grid::{Board, Square};
use crate::core::search::Mode;
use crate::core::slug::Slugged;
use crate::model::i18n::{say, t};
use crate::model::page::common::{compared_with, mode};
use crate::model::page::Link;
use crate::model::query::{echo, parse_bounded, seed, value};
use crate::problems::labyrinth::core::{random_walls, Order, Plan, MAX_SIDE};

/// The name of breadth-first search in URLs (`compare=bfs`).
pub const BFS: &str = "bfs";
/// The wall density of a random labyrinth when the URL does not say (a percentage).
pub const DEFAULT_DENSITY: u8 = 30;
/// The densest random labyrinth (a percentage).
pub const MAX_DENSITY: u8 = 60;

/// What a click on a cell does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tool {
    /// Builds a wall, or takes one down.
    #[default]
    Wall,
    /// Puts the start there.
    Start,
    /// Puts the goal there.
    Goal,
}

/// Everything the labyrinth page can be told by its URL.
#[derive(Clone, Debug, PartialEq)]
pub struct LabyrinthSettings {
    /// Rows, 2 to 20.
    pub rows: u16,
    /// Columns, 2 to 20.
    pub cols: u16,
    /// The walls, row by row (never on the start or the goal).
    pub walls: Vec<Square>,
    /// Where the search starts.
    pub start: Square,
    /// Where it goes (never the start).
    pub goal: Square,
    /// The priority of the four directions.
    pub order: Order,
    /// First path or all.
    pub mode: Mode,
    /// Whether backtracking runs beside breadth-first search.
    pub compare: bool,
    /// The seed of the last random labyrinth.
    pub seed: u64,
    /// The wall density of a random labyrinth (a percentage).
    pub density: u8,
    /// What a click on a cell does (not in links).
    pub tool: Tool,
}

impl LabyrinthSettings {
    /// Its grid.
    pub fn board(&self) -> Board {
        Board::new(self.rows, self.cols).expect("sides are clamped into range")
    }

    /// The labyrinth searched.
    pub fn plan(&self) -> Plan {
        Plan::new(self.board(), &self.walls, self.start, self.goal)
    }

    /// The built-in labyrinth these settings show, if they show one.
    pub fn preset(&self) -> Option<&'static str> {
        let plan = self.plan();
        let same = |p: &&super::presets::Preset| {
            let (board, walls, start, goal) = p.cells();
            plan == Plan::new(board, &walls, start, goal)
        };
        PRESETS.iter().find(same).map(|p| p.slug)
    }

    /// The same labyrinth with start, goal and walls kept on a grid of `rows` × `cols` (the
    /// start and goal moved into it, the goal off the start), with notices.
    pub(super) fn fit(mut self, notices: &mut Vec<String>) -> Self {
        let (rows, cols) = (self.rows, self.cols);
        let last = Square::new(rows - 1, cols - 1);
        let mut inside = |at: Square, outside: LabyrinthText| {
            let moved = Square::new(at.row.min(last.row), at.col.min(last.col));
            if moved != at {
                let args: [(&str, &dyn std::fmt::Display); 5] = [
                    ("cell", &at),
                    ("rows", &rows),
                    ("cols", &cols),
                    ("last", &last),
                    ("moved", &moved),
                ];
                notices.push(say(outside, &args));
            }
            moved
        };
        self.start = inside(self.start, LabyrinthText::NoticeStartOutside);
        self.goal = inside(self.goal, LabyrinthText::NoticeGoalOutside);
        if self.goal == self.start {
            notices.push(t(LabyrinthText::NoticeSameEnds).to_string());
            self.goal = Square::new(self.rows - 1, self.cols - 1);
            if self.goal == self.start {
                self.goal = Square::new(0, 0);
            }
        }
        let (board, start, goal) = (self.board(), self.start, self.goal);
        let before = self.walls.len();
        self.walls.retain(|&w| board.contains(w) && w != start && w != goal);
        if self.walls.len() < before {
            notices.push(t(LabyrinthText::NoticeWallsDropped).to_string());
        }
        self.walls.sort_by_key(|w| (w.row, w.col));
        self.walls.dedup();
        self
    }

    /// Draws new walls from `seed` at the settings' density.
    pub(super) fn redraw(&mut self, seed: u64) {
        self.seed = seed;
        self.walls = random_walls(self.board(), seed, self.density, self.start, self.goal);
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

/// Cells written as `r,c;r,c…` (from 0): a piece that is no cell is left out with a notice.
fn parse_cells(key: &str, text: &str, notices: &mut Vec<String>) -> Vec<Square> {
    let pieces = text.split(';').map(str::trim).filter(|p| !p.is_empty());
    pieces
        .filter_map(|piece| {
            let cell = piece.parse::<Square>().ok();
            if cell.is_none() {
                notices.push(say(LabyrinthText::NoticeBadCell, &[("value", &echo(key, piece))]));
            }
            cell
        })
        .collect()
}

/// One cell (`start=` or `goal=`), or `fallback` with a notice (`not_one`) when the text names
/// no cell (empty) or several (a piece that is no cell has its own notice).
fn parse_end(
    pairs: &[(String, String)],
    (key, not_one): (&str, LabyrinthText),
    fallback: Square,
    notices: &mut Vec<String>,
) -> Square {
    let Some(text) = value(pairs, key) else { return fallback };
    let said = notices.len();
    match parse_cells(key, text, notices).as_slice() {
        [one] => *one,
        // The pieces that are no cell were each said already.
        [] if notices.len() > said => fallback,
        _ => {
            let args: [(&str, &dyn std::fmt::Display); 2] =
                [("value", &echo(key, text)), ("cell", &fallback)];
            notices.push(say(not_one, &args));
            fallback
        }
    }
}

/// The cells as `r,c;r,c…`.
fn cells_text(cells: &[Square]) -> String {
    cells.iter().map(Square::to_string).collect::<Vec<_>>().join(";")
}

/// The labyrinth page's link.
///
/// ```
/// use runut::core::grid::Square;
/// use runut::model::page::Link;
/// use runut::model::query::query_pairs;
/// use runut::problems::labyrinth::model::settings::LabyrinthChange;
/// use runut::problems::labyrinth::Labyrinth;
/// let (settings, notices) = Labyrinth::settings(&query_pairs(
///     "?rows=3&cols=3&walls=0,1;9,9&start=0,0&goal=0,0&order=EX",
/// ));
/// assert_eq!((settings.rows, settings.walls.len()), (3, 1));
/// assert_eq!(settings.goal.to_string(), "2,2");
/// assert_eq!(notices.len(), 3);
/// let (settings, _) = Labyrinth::settings(&[]);
/// let (next, _) = Labyrinth::changed(&settings, LabyrinthChange::Click(Square::new(1, 0)));
/// assert!(next.walls.contains(&Square::new(1, 0)));
/// let (back, _) = Labyrinth::changed(&next, LabyrinthChange::Click(Square::new(1, 0)));
/// assert_eq!(back.walls, settings.walls);
/// ```
impl Link for Labyrinth {
    type Settings = LabyrinthSettings;
    type Change = LabyrinthChange;

    fn settings(pairs: &[(String, String)]) -> (LabyrinthSettings, Vec<String>) {
        let mut notices = Vec::new();
        let (board, walls, start, goal) = PRESETS[0].cells();
        let (rows, cols) = (board.rows(), board.cols());
        let side = |key, default, notices: &mut Vec<String>| {
            value(pairs, key)
                .map_or(default, |t| parse_bounded(key, t, (2, MAX_SIDE, default), notices))
        };
        let (rows, cols) = (side("rows", rows, &mut notices), side("cols", cols, &mut notices));
        let density = value(pairs, "density").map_or(DEFAULT_DENSITY, |t| {
            let max = u16::from(MAX_DENSITY);
            parse_bounded("density", t, (0, max, DEFAULT_DENSITY.into()), &mut notices) as u8
        });
        let seed = seed(pairs, LabyrinthText::NoticeSeed, &mut notices);
        let order = value(pairs, "order").map_or(Order::default(), |text| {
            Order::parse(text).unwrap_or_else(|| {
                notices.push(say(LabyrinthText::NoticeOrder, &[("value", &echo("order", text))]));
                Order::default()
            })
        });
        let mode = mode(pairs, &mut notices);
        let compare = compared_with(pairs, BFS, &mut notices);
        let start =
            parse_end(pairs, ("start", LabyrinthText::NoticeStartCell), start, &mut notices);
        let goal = parse_end(pairs, ("goal", LabyrinthText::NoticeGoalCell), goal, &mut notices);
        let walls = value(pairs, "walls").map_or(walls, |w| parse_cells("walls", w, &mut notices));
        let tool = Tool::Wall;
        let mut settings = LabyrinthSettings {
            rows,
            cols,
            walls,
            start,
            goal,
            order,
            mode,
            compare,
            seed: seed.unwrap_or(1),
            density,
            tool,
        };
        if let (Some(seed), None) = (seed, value(pairs, "walls")) {
            settings.redraw(seed);
        }
        settings = settings.fit(&mut notices);
        (settings, notices)
    }

    /// The walls are always written, so the link reproduces the labyrinth.
    fn query(s: &LabyrinthSettings) -> String {
        let compare = if s.compare { "&compare=bfs" } else { "" };
        format!(
            "?p=labyrinth&rows={}&cols={}&walls={}&start={}&goal={}&order={}&mode={}&seed={}&density={}{compare}",
            s.rows,
            s.cols,
            cells_text(&s.walls),
            s.start,
            s.goal,
            s.order.letters(),
            s.mode.slug(),
            s.seed,
            s.density,
        )
    }

    /// A link no longer runs on load once changed; a typed size replaces the page's notices
    /// (clearing them when it is fine); every change keeps the start, the goal and the walls on
    /// the grid.
    fn changed(
        s: &LabyrinthSettings,
        change: LabyrinthChange,
    ) -> (LabyrinthSettings, Option<Vec<String>>) {
        let typed = matches!(change, LabyrinthChange::Rows(_) | LabyrinthChange::Cols(_));
        let mut next = s.clone();
        let mut notices = Vec::new();
        let side = |key, text: &str, now, notices: &mut Vec<String>| {
            parse_bounded(key, text, (2, MAX_SIDE, now), notices)
        };
        match change {
            LabyrinthChange::Rows(text) => next.rows = side("rows", &text, next.rows, &mut notices),
            LabyrinthChange::Cols(text) => next.cols = side("cols", &text, next.cols, &mut notices),
            LabyrinthChange::Preset(slug) => {
                if let Some(preset) = PRESETS.iter().find(|p| p.slug == slug) {
                    let (board, walls, start, goal) = preset.cells();
                    (next.rows, next.cols) = (board.rows(), board.cols());
                    (next.walls, next.start, next.goal) = (walls, start, goal);
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
        let next = next.fit(&mut notices);
        (next, typed.then_some(notices))
    }

    /// A click on a cell is the tool's (a wall, the start or the goal).
    fn on_square(square: Square) -> Option<LabyrinthChange> {
        Some(LabyrinthChange::Click(square))
    }
}
