//! [`Kind`]: the kinds of question the quiz asks about a state-space tree, as the course's
//! exams ask them, each with its name in links and hooks (`kind=`, `data-kind`).

use super::text::QuizText;
use crate::model::i18n::t;

crate::core::slug::slugged! {
    /// A kind of question about a search's state-space tree.
    ///
    /// Each kind's name in links and hooks (`kind=`, `data-kind`), in the order the guide lists them.
    ///
    /// ```
    /// use runut::core::slug::Slugged;
    /// use runut::model::quiz::Kind;
    /// assert_eq!(Kind::NextENode.slug(), "next-e-node");
    /// assert_eq!(Kind::from_slug("parent-of"), Some(Kind::ParentOf));
    /// assert_eq!(Kind::from_slug("parent"), None);
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Kind {
        /// Which node is the first solution (its number in generation order)?
        FirstNode = "first-node",
        /// Which solution (vector, path, colouring, circuit, tour, moves) is found first?
        FirstSolution = "first-solution",
        /// How many nodes are generated up to the first solution?
        NodesToFirst = "nodes-to-first",
        /// How many nodes does the whole tree have (every solution searched for)?
        NodesAll = "nodes-all",
        /// What is the partial vector at node k?
        VectorAt = "vector-at",
        /// Which node is node k's parent?
        ParentOf = "parent-of",
        /// Branch and bound: which node is expanded (becomes the E-node) after node k?
        NextENode = "next-e-node",
        /// Branch and bound: what is node k's cost (or bound)?
        CostOf = "cost-of",
    }
}

impl Kind {
    /// The kinds a depth-first search's tree answers.
    pub const DEPTH_FIRST: &'static [Kind] = &[
        Kind::FirstNode,
        Kind::FirstSolution,
        Kind::NodesToFirst,
        Kind::NodesAll,
        Kind::VectorAt,
        Kind::ParentOf,
    ];

    /// The kinds a branch-and-bound search's tree answers.
    pub const BRANCH_AND_BOUND: &'static [Kind] = &[
        Kind::FirstNode,
        Kind::FirstSolution,
        Kind::NodesToFirst,
        Kind::VectorAt,
        Kind::ParentOf,
        Kind::NextENode,
        Kind::CostOf,
    ];

    /// Whether the question names a node k (`data-k`).
    pub fn names_node(self) -> bool {
        matches!(self, Kind::VectorAt | Kind::ParentOf | Kind::NextENode | Kind::CostOf)
    }

    /// Whether its answer is a vector of decisions (else a number).
    pub fn wants_vector(self) -> bool {
        matches!(self, Kind::FirstSolution | Kind::VectorAt)
    }

    /// Its name on the page, in the language in use.
    pub fn label(self) -> &'static str {
        t(match self {
            Kind::FirstNode => QuizText::KindFirstNode,
            Kind::FirstSolution => QuizText::KindFirstSolution,
            Kind::NodesToFirst => QuizText::KindNodesToFirst,
            Kind::NodesAll => QuizText::KindNodesAll,
            Kind::VectorAt => QuizText::KindVectorAt,
            Kind::ParentOf => QuizText::KindParentOf,
            Kind::NextENode => QuizText::KindNextENode,
            Kind::CostOf => QuizText::KindCostOf,
        })
    }
}
