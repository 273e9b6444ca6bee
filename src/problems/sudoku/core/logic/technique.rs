//! The techniques of the logic solver, from the easiest, and the levels they are graded in.

use crate::core::slug::Slugged;
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

/// Each level's name in URLs (`level=`), easiest first.
///
/// ```
/// use runut::core::slug::Slugged;
/// use runut::problems::sudoku::core::logic::Level;
/// assert_eq!(Level::from_slug("wings"), Some(Level::Wings));
/// assert_eq!(Level::from_slug("evil"), None);
/// ```
impl Slugged for Level {
    const SLUGS: &'static [(Self, &'static str)] = &[
        (Level::Singles, "singles"),
        (Level::Pairs, "pairs"),
        (Level::Wings, "wings"),
        (Level::Guess, "guess"),
    ];
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

/// Each technique's name in URLs and texts' keys, in the order the solver tries them, easiest
/// first, tier by tier.
///
/// ```
/// use runut::core::slug::Slugged;
/// use runut::problems::sudoku::core::logic::Technique;
/// assert_eq!(Technique::from_slug("x-wing"), Some(Technique::XWing));
/// ```
impl Slugged for Technique {
    const SLUGS: &'static [(Self, &'static str)] = &[
        (Technique::NakedSingle, "naked-single"),
        (Technique::HiddenSingle, "hidden-single"),
        (Technique::Pointing, "pointing"),
        (Technique::Claiming, "claiming"),
        (Technique::NakedPair, "naked-pair"),
        (Technique::HiddenPair, "hidden-pair"),
        (Technique::NakedTriple, "naked-triple"),
        (Technique::HiddenTriple, "hidden-triple"),
        (Technique::XWing, "x-wing"),
        (Technique::XyWing, "xy-wing"),
        (Technique::Swordfish, "swordfish"),
    ];
}

impl Technique {
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
