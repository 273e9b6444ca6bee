//! The 15-puzzle page's settings: the start position (typed, shuffled from the goal, or slid by
//! hand), ĝ and the comparison; what its URL can say, and the link that says it. Bad input
//! never fails: each value that cannot be used is left out with a notice.

use super::text::FifteenText;
use super::Fifteen;
use crate::core::grid::Square;
use crate::core::slug::{link_param, Slugged};
use crate::model::branch::text::BranchText;
use crate::model::i18n::{fill, say, t};
use crate::model::page::Link;
use crate::model::query::{echo, seed, slugged, value};
use crate::problems::fifteen::core::{Estimate, Move, Position, Reachability, TilesError};

/// The course's example, the page's default start: three moves from the goal.
pub const COURSE: &str = "1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12";

/// The 8-puzzle's default start: three moves from the goal.
pub const EIGHT: &str = "1,2,3,0,4,6,7,5,8";

/// The most moves a shuffle makes from the goal.
pub const MAX_SHUFFLE: u32 = 200;

crate::core::slug::slugged! {
    /// What the page compares, side by side under one player.
    ///
    /// Each comparison with its name in URLs (`compare=`; nothing is left out of a link).
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub enum Compare {
        /// Nothing: one search.
        #[default]
        Nothing = "",
        /// Least cost beside FIFO (breadth first), with the same ĝ.
        Fifo = "fifo",
        /// Least cost with tiles out of place beside least cost with Manhattan distances.
        Estimates = "estimates",
    }
}

/// Everything the 15-puzzle page can be told by its URL, and the tiles slid by hand.
#[derive(Clone, Debug, PartialEq)]
pub struct FifteenSettings {
    /// Where the search starts.
    pub start: Position,
    /// How ĝ(i) is estimated.
    pub estimate: Estimate,
    /// What is compared.
    pub compare: Compare,
    /// The blank's moves made by hand since the start was set, oldest first (for undo).
    pub played: Vec<Move>,
    /// How many moves the learner's hand took to the goal from this start, once they asked the
    /// search to solve the start they began from: its answer is then compared with theirs.
    pub by_hand: Option<usize>,
}

impl Default for FifteenSettings {
    fn default() -> Self {
        let start = Position::parse(COURSE).expect("the course's example is a position");
        FifteenSettings {
            start,
            estimate: Estimate::Misplaced,
            compare: Compare::Nothing,
            played: Vec::new(),
            by_hand: None,
        }
    }
}

impl FifteenSettings {
    /// The course's reachability test of the start.
    pub fn reachability(&self) -> Reachability {
        Reachability::of(&self.start)
    }
}

/// The word for move `m` of the blank.
pub fn move_word(m: Move) -> &'static str {
    t(match m {
        Move::Up => FifteenText::Up,
        Move::Right => FifteenText::Right,
        Move::Down => FifteenText::Down,
        Move::Left => FifteenText::Left,
    })
}

/// The notice for tiles `text` that are no position.
fn tiles_notice(text: &str, error: &TilesError) -> String {
    let value = echo("tiles", text);
    match error {
        TilesError::NotANumber(_) => say(FifteenText::NoticeNotNumber, &[("value", &value)]),
        TilesError::WrongCount(count) => {
            say(FifteenText::NoticeWrongCount, &[("value", &value), ("count", count)])
        }
        TilesError::OutOfRange { tile, last } => {
            say(FifteenText::NoticeOutOfRange, &[("value", &value), ("tile", tile), ("last", last)])
        }
        TilesError::Repeated { tile, missing } => say(
            FifteenText::NoticeRepeated,
            &[("value", &value), ("tile", tile), ("missing", missing)],
        ),
    }
}

/// The position typed as `text`, or the default of `side` with a notice.
pub fn parse_tiles(text: &str, side: u8, notices: &mut Vec<String>) -> Position {
    Position::parse(text).unwrap_or_else(|error| {
        notices.push(tiles_notice(text, &error));
        default_start(side)
    })
}

/// The default start of a board `side` wide.
pub fn default_start(side: u8) -> Position {
    Position::parse(if side == 3 { EIGHT } else { COURSE }).expect("a default start is a position")
}

/// `size=`: 3 or 4, with a notice for anything else.
fn size(pairs: &[(String, String)], notices: &mut Vec<String>) -> Option<u8> {
    let text = value(pairs, "size")?;
    match text.trim() {
        "3" => Some(3),
        "4" => Some(4),
        _ => {
            notices.push(say(FifteenText::NoticeSize, &[("value", &echo("size", text))]));
            None
        }
    }
}

/// `shuffle=K` with `seed=S`: the position K random moves from the goal.
fn shuffled(
    pairs: &[(String, String)],
    side: u8,
    text: &str,
    notices: &mut Vec<String>,
) -> Position {
    let moves = match text.trim().parse::<u64>() {
        Ok(k) if k <= u64::from(MAX_SHUFFLE) => k as u32,
        parsed => {
            let used = if parsed.is_ok() { MAX_SHUFFLE } else { 20 };
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("value", &echo("shuffle", text)), ("max", &MAX_SHUFFLE), ("used", &used)];
            notices.push(say(FifteenText::NoticeShuffleRange, &args));
            used
        }
    };
    let seed = seed(pairs, BranchText::NoticeSeed, notices).unwrap_or(1);
    Position::shuffled(side, moves, seed)
}

/// A change the 15-puzzle page makes to its settings.
#[derive(Clone, Debug, PartialEq)]
pub enum FifteenChange {
    /// Tiles typed by the user.
    Tiles(String),
    /// The board's size: the default start of that size.
    Size(u8),
    /// A start `moves` random moves from the goal, from `seed`.
    Shuffle {
        /// How many moves.
        moves: u32,
        /// The seed (the page picks one).
        seed: u64,
    },
    /// A click on the board's square: the tile there slides into the blank, if it is next to it.
    Slide(Square),
    /// The blank moves (the arrow keys).
    Move(Move),
    /// Take back the last tile slid by hand.
    Undo,
    /// Tiles slid by hand to the goal: back to where the hand began, for the search to solve
    /// it too ([`FifteenSettings::by_hand`]).
    SearchWhereHandBegan,
    /// ĝ.
    Estimate(Estimate),
    /// What is compared.
    Compare(Compare),
}

impl FifteenSettings {
    /// Slides the blank by `m`, if it can go there, counting the move.
    fn play(&mut self, m: Move) {
        if let Some(after) = self.start.slid(m) {
            self.start = after;
            self.played.push(m);
        }
    }

    /// Whether the tiles were slid by hand to the goal.
    pub fn solved_by_hand(&self) -> bool {
        !self.played.is_empty() && self.start.is_goal()
    }

    /// Back to where the hand began, remembering how many moves it took, if it reached the goal.
    fn hand_began(&mut self) {
        if !self.solved_by_hand() {
            return;
        }
        self.by_hand = Some(self.played.len());
        while self.take_back() {}
    }

    /// Takes back the last move made by hand, if there is one; whether there was.
    fn take_back(&mut self) -> bool {
        let Some(m) = self.played.pop() else { return false };
        self.start = self.start.slid(m.opposite()).unwrap_or(self.start);
        true
    }

    /// The blank's move that slides the tile on `square` into it, if the tile is next to it.
    pub fn move_to(&self, square: Square) -> Option<Move> {
        let side = usize::from(self.start.side());
        let target = usize::from(square.row) * side + usize::from(square.col);
        let blank = self.start.blank();
        Move::ALL.into_iter().find(|m| m.from_square(blank, side) == Some(target))
    }

    /// The notice for a click on a tile that is not next to the blank (none on the blank).
    fn not_next(&self, square: Square) -> Vec<String> {
        let side = usize::from(self.start.side());
        let index = usize::from(square.row) * side + usize::from(square.col);
        match self.start.tiles().get(index) {
            Some(&tile) if tile != 0 => {
                vec![fill(t(FifteenText::NoticeNotNext), &[("tile", &tile.to_string())])]
            }
            _ => Vec::new(),
        }
    }
}

/// The 15-puzzle page's link.
///
/// ```
/// use runut::model::page::Link;
/// use runut::model::query::query_pairs;
/// use runut::problems::fifteen::Fifteen;
/// let (settings, notices) = Fifteen::settings(&query_pairs("?p=fifteen&tiles=1,2,3&cost=manhattan"));
/// assert_eq!(settings.start.side(), 4);
/// assert_eq!(notices.len(), 1);
/// ```
impl Link for Fifteen {
    type Settings = FifteenSettings;
    type Change = FifteenChange;

    fn settings(pairs: &[(String, String)]) -> (FifteenSettings, Vec<String>) {
        let mut notices = Vec::new();
        let asked = size(pairs, &mut notices);
        let side = asked.unwrap_or(4);
        let tiles = value(pairs, "tiles");
        let start = match (tiles, value(pairs, "shuffle")) {
            (Some(text), shuffle) => {
                if shuffle.is_some() {
                    notices.push(t(FifteenText::NoticeBoth).to_string());
                }
                let start = parse_tiles(text, side, &mut notices);
                if let Some(size) = asked.filter(|&size| size != start.side()) {
                    let args: [(&str, &dyn std::fmt::Display); 2] =
                        [("side", &start.side()), ("value", &echo("size", &size.to_string()))];
                    notices.push(say(FifteenText::NoticeSizeMismatch, &args));
                }
                start
            }
            (None, Some(text)) => shuffled(pairs, side, text, &mut notices),
            (None, None) => default_start(side),
        };
        if let (Some(text), None) = (value(pairs, "seed"), value(pairs, "shuffle")) {
            notices.push(say(FifteenText::NoticeSeedAlone, &[("value", &echo("seed", text))]));
        }
        let estimate =
            slugged(pairs, "cost", Estimate::Misplaced, FifteenText::NoticeCost, &mut notices);
        let compare = slugged(
            pairs,
            "compare",
            Compare::Nothing,
            FifteenText::NoticeCompareValue,
            &mut notices,
        );
        (FifteenSettings { start, estimate, compare, played: Vec::new(), by_hand: None }, notices)
    }

    /// The start's tiles, ĝ, the comparison.
    fn query(settings: &FifteenSettings) -> String {
        let cost = settings.estimate.slug();
        let compare = link_param("compare", settings.compare);
        format!("?p=fifteen&tiles={}&cost={cost}{compare}", settings.start)
    }

    /// Tiles typed by the user replace the page's notices, fine or not; so does a tile clicked
    /// that cannot slide. A new start forgets the hand's moves to the goal from the old one.
    fn changed(
        settings: &FifteenSettings,
        change: FifteenChange,
    ) -> (FifteenSettings, Option<Vec<String>>) {
        let mut next = settings.clone();
        if !matches!(change, FifteenChange::Estimate(_) | FifteenChange::Compare(_)) {
            next.by_hand = None;
        }
        let mut notices = None;
        match change {
            FifteenChange::Tiles(text) => {
                let mut said = Vec::new();
                next.start = parse_tiles(&text, settings.start.side(), &mut said);
                next.played.clear();
                notices = Some(said);
            }
            FifteenChange::Size(side) if side == 3 || side == 4 => {
                next.start = default_start(side);
                next.played.clear();
            }
            FifteenChange::Size(_) => {}
            FifteenChange::Shuffle { moves, seed } => {
                next.start =
                    Position::shuffled(settings.start.side(), moves.min(MAX_SHUFFLE), seed);
                next.played.clear();
            }
            FifteenChange::Slide(square) => match settings.move_to(square) {
                Some(m) => next.play(m),
                None => notices = Some(settings.not_next(square)),
            },
            FifteenChange::Move(m) => next.play(m),
            FifteenChange::Undo => {
                next.take_back();
            }
            FifteenChange::SearchWhereHandBegan => next.hand_began(),
            FifteenChange::Estimate(estimate) => next.estimate = estimate,
            FifteenChange::Compare(compare) => next.compare = compare,
        }
        (next, notices)
    }

    /// A click on a tile slides it into the blank, if it is next to it.
    fn on_square(square: Square) -> Option<FifteenChange> {
        Some(FifteenChange::Slide(square))
    }
}
