//! The words the backtracking pages say alike (their status, fields, comparison and
//! practice), written once in each language; the branch-and-bound pages have theirs
//! (`model::branch::text`).

mod en;
mod id;

crate::model::i18n::catalogue! { BacktrackingText;
    Find, DeadNodes, StatusOver, StatusStopped, SolutionsFound, Right, HowBacktracking, Decide, BruteForce, Backtracking,
    Wrong, Dead, NodesGenerated, UndoChoice, FirstSolution, AllSolutions, PlainReport, LegendTrying,
}
