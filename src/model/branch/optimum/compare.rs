//! What an optimising page compares its least-cost search with, under one player: the brute
//! force (no bound: every solution met, counted) or depth-first branch and bound with the same
//! bound; and how each side searches ([`Strategy`]).

use super::text::OptimumText;
use crate::core::branch::engine::BranchSearch;
use crate::core::branch::{Branching, Selection};
use crate::core::slug::link_param;
use crate::model::branch::run::MAX_NODES;
use crate::model::branch::text::BranchText;
use crate::model::i18n::t;
use crate::model::page::common::BRUTE_FORCE;
use crate::model::page::Side;
use crate::model::query::slugged;
use serde::{Deserialize, Serialize};

crate::core::slug::slugged! {
    /// What the page compares.
    ///
    /// Every choice with its name in links (`compare=`; nothing is left out of a link), as the page
    /// lists them.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub enum Compare {
        /// Nothing: one search.
        #[default]
        Nothing = "",
        /// Least cost beside the brute force.
        BruteForce = BRUTE_FORCE,
        /// Least cost beside depth first with the same bound.
        DepthFirst = DEPTH_FIRST,
    }
}

impl Compare {
    /// Its name in the page's list.
    pub fn name(self) -> &'static str {
        match self {
            Compare::Nothing => t(BranchText::CompareNone),
            Compare::BruteForce => t(OptimumText::CompareBrute),
            Compare::DepthFirst => t(OptimumText::CompareDepth),
        }
    }

    /// `&compare=…` for a link (empty for nothing).
    pub fn query(self) -> String {
        link_param("compare", self)
    }

    /// The two sides compared, each with how it searches: least cost first (none for nothing).
    pub fn sides(self) -> Vec<(Side, Strategy)> {
        let side = |slug, name| Side { slug, name };
        let lc = (side(LEAST_COST, t(BranchText::SideLc)), Strategy::LEAST_COST);
        match self {
            Compare::Nothing => Vec::new(),
            Compare::BruteForce => {
                vec![lc, (side(BRUTE_FORCE, t(OptimumText::SideBrute)), Strategy::BRUTE_FORCE)]
            }
            Compare::DepthFirst => {
                vec![lc, (side(DEPTH_FIRST, t(OptimumText::SideDepth)), Strategy::DEPTH_FIRST)]
            }
        }
    }

    /// How the search on `side` searches (none: the page's own, least cost).
    pub fn strategy(self, side: Option<Side>) -> Strategy {
        let on = |(s, _): &(Side, Strategy)| Some(*s) == side;
        self.sides().into_iter().find(on).map_or(Strategy::LEAST_COST, |(_, strategy)| strategy)
    }
}

/// The least-cost side's name in links and `data-algo`.
pub const LEAST_COST: &str = "lc";
/// Depth first's name in links and `data-algo`.
pub const DEPTH_FIRST: &str = "depth-first";

/// The comparison a link asks for (`compare=`), with a notice for an unknown one.
///
/// ```
/// use runut::model::branch::optimum::compare::{compare, Compare};
/// use runut::model::query::query_pairs;
/// let mut notices = Vec::new();
/// assert_eq!(compare(&query_pairs("?compare=depth-first"), &mut notices), Compare::DepthFirst);
/// assert_eq!(compare(&query_pairs("?compare=fifo"), &mut notices), Compare::Nothing);
/// assert_eq!(notices.len(), 1);
/// ```
pub fn compare(pairs: &[(String, String)], notices: &mut Vec<String>) -> Compare {
    slugged(pairs, "compare", Compare::Nothing, OptimumText::NoticeCompare, notices)
}

/// How a search picks its E-nodes and whether it kills by the best so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Strategy {
    /// How it picks the E-node.
    pub selection: Selection,
    /// Whether a node whose bound cannot beat the best so far is killed (without: the brute
    /// force).
    pub bounded: bool,
}

impl Strategy {
    /// Least-cost branch and bound: the page's own search.
    pub const LEAST_COST: Strategy = Strategy { selection: Selection::LeastCost, bounded: true };
    /// Depth-first branch and bound with the same bound.
    pub const DEPTH_FIRST: Strategy = Strategy { selection: Selection::DepthFirst, bounded: true };
    /// The brute force: depth first, no bound, every solution met.
    pub const BRUTE_FORCE: Strategy = Strategy { selection: Selection::DepthFirst, bounded: false };

    /// The search of `tree` this way, ending at the page's node limit.
    pub fn search<B: Branching>(self, tree: B) -> BranchSearch<B> {
        BranchSearch::new(tree, self.selection, self.bounded, MAX_NODES)
    }
}
