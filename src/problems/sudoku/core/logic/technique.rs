//! The techniques of the logic solver, from the easiest, and the levels they are graded in.

use serde::{Deserialize, Serialize};

crate::core::slug::slugged! {
    /// How hard a puzzle is: the hardest tier of techniques its logic solution needs, or a guess.
    ///
    /// Each level's name in URLs (`level=`), easiest first.
    ///
    /// ```
    /// use runut::core::slug::Slugged;
    /// use runut::problems::sudoku::core::logic::Level;
    /// assert_eq!(Level::from_slug("wings"), Some(Level::Wings));
    /// assert_eq!(Level::from_slug("evil"), None);
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
    pub enum Level {
        /// Naked and hidden singles.
        Singles = "singles",
        /// Pairs and the intersections of a box with a line (pointing, claiming).
        Pairs = "pairs",
        /// Triples, X-wing, swordfish and XY-wing.
        Wings = "wings",
        /// The techniques above get stuck: a guess is needed.
        Guess = "guess",
    }
}

crate::core::slug::slugged! {
    /// A way of reasoning that places a digit or removes candidates.
    ///
    /// Each technique's name in URLs and texts' keys, in the order the solver tries them, easiest
    /// first, tier by tier.
    ///
    /// ```
    /// use runut::core::slug::Slugged;
    /// use runut::problems::sudoku::core::logic::Technique;
    /// assert_eq!(Technique::from_slug("x-wing"), Some(Technique::XWing));
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    pub enum Technique {
        /// A cell with one candidate takes it.
        NakedSingle = "naked-single",
        /// A digit with one place left in a house goes there.
        HiddenSingle = "hidden-single",
        /// A digit's candidates in a box lie in one row or column: it leaves the rest of that line.
        Pointing = "pointing",
        /// A digit's candidates in a row or column lie in one box: it leaves the rest of the box.
        Claiming = "claiming",
        /// Two cells of a house with the same two candidates: those leave the house's other cells.
        NakedPair = "naked-pair",
        /// Two digits with the same two places in a house: those cells lose their other candidates.
        HiddenPair = "hidden-pair",
        /// Three cells of a house whose candidates are three digits: those leave its other cells.
        NakedTriple = "naked-triple",
        /// Three digits confined to three cells of a house: those cells lose their other candidates.
        HiddenTriple = "hidden-triple",
        /// A digit in two rows confined to the same two columns (or the transpose): it leaves the
        /// rest of those columns.
        XWing = "x-wing",
        /// A cell with candidates `xy` sees cells `xz` and `yz`: `z` leaves the cells that see both.
        XyWing = "xy-wing",
        /// An X-wing of three rows and three columns.
        Swordfish = "swordfish",
    }
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
