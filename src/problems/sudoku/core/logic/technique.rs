//! The techniques of the logic solver, from the easiest, and the levels they are graded in.

use serde::{Deserialize, Serialize};

/// How hard a puzzle is: the hardest tier of techniques its logic solution needs, or a guess.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Level {
    /// Naked and hidden singles.
    Singles,
    /// Pairs and the intersections of a box with a line (pointing, claiming).
    Pairs,
    /// Triples, X-wing, swordfish and XY-wing.
    Wings,
    /// The techniques above get stuck: a guess is needed.
    Guess,
}

impl Level {
    /// The levels, easiest first.
    pub const ALL: [Level; 4] = [Level::Singles, Level::Pairs, Level::Wings, Level::Guess];

    /// The level's name in URLs.
    pub fn slug(self) -> &'static str {
        match self {
            Level::Singles => "singles",
            Level::Pairs => "pairs",
            Level::Wings => "wings",
            Level::Guess => "guess",
        }
    }

    /// The level named `slug`.
    ///
    /// ```
    /// use runut::problems::sudoku::core::logic::Level;
    /// assert_eq!(Level::from_slug("wings"), Some(Level::Wings));
    /// assert_eq!(Level::from_slug("evil"), None);
    /// ```
    pub fn from_slug(slug: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|level| level.slug() == slug)
    }
}

/// A way of reasoning that places a digit or removes candidates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Technique {
    /// A cell with one candidate takes it.
    NakedSingle,
    /// A digit with one place left in a house goes there.
    HiddenSingle,
    /// A digit's candidates in a box lie in one row or column: it leaves the rest of that line.
    Pointing,
    /// A digit's candidates in a row or column lie in one box: it leaves the rest of the box.
    Claiming,
    /// Two cells of a house with the same two candidates: those leave the house's other cells.
    NakedPair,
    /// Two digits with the same two places in a house: those cells lose their other candidates.
    HiddenPair,
    /// Three cells of a house whose candidates are three digits: those leave its other cells.
    NakedTriple,
    /// Three digits confined to three cells of a house: those cells lose their other candidates.
    HiddenTriple,
    /// A digit in two rows confined to the same two columns (or the transpose): it leaves the
    /// rest of those columns.
    XWing,
    /// A cell with candidates `xy` sees cells `xz` and `yz`: `z` leaves the cells that see both.
    XyWing,
    /// An X-wing of three rows and three columns.
    Swordfish,
}

impl Technique {
    /// The techniques in the order the solver tries them, easiest first, tier by tier.
    pub const ALL: [Technique; 11] = [
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::XWing,
        Technique::XyWing,
        Technique::Swordfish,
    ];

    /// The technique's name in URLs and texts' keys.
    pub fn slug(self) -> &'static str {
        match self {
            Technique::NakedSingle => "naked-single",
            Technique::HiddenSingle => "hidden-single",
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::NakedPair => "naked-pair",
            Technique::HiddenPair => "hidden-pair",
            Technique::NakedTriple => "naked-triple",
            Technique::HiddenTriple => "hidden-triple",
            Technique::XWing => "x-wing",
            Technique::XyWing => "xy-wing",
            Technique::Swordfish => "swordfish",
        }
    }

    /// The technique named `slug`.
    ///
    /// ```
    /// use runut::problems::sudoku::core::logic::Technique;
    /// assert_eq!(Technique::from_slug("x-wing"), Some(Technique::XWing));
    /// ```
    pub fn from_slug(slug: &str) -> Option<Technique> {
        Technique::ALL.into_iter().find(|t| t.slug() == slug)
    }

    /// The tier the technique belongs to.
    pub fn level(self) -> Level {
        match self {
            Technique::NakedSingle | Technique::HiddenSingle => Level::Singles,
            Technique::Pointing
            | Technique::Claiming
            | Technique::NakedPair
            | Technique::HiddenPair => Level::Pairs,
            Technique::NakedTriple
            | Technique::HiddenTriple
            | Technique::XWing
            | Technique::XyWing
            | Technique::Swordfish => Level::Wings,
        }
    }
}
