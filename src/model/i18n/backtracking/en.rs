//! The English words the backtracking pages share.

use super::BacktrackingText;

impl BacktrackingText {
    /// The message in English.
    pub(super) fn en(self) -> &'static str {
        match self {
            BacktrackingText::Find => "Find",
            BacktrackingText::DeadNodes => "Dead nodes",
            BacktrackingText::StatusOver => "The search is over.",
            BacktrackingText::StatusStopped => "Stopped after {nodes} {nodes|node|nodes} and {solutions} {solutions|solution|solutions}.",
            BacktrackingText::SolutionsFound => "Solutions found ({count})",
            BacktrackingText::Right => "Right: {why}.",
            BacktrackingText::HowBacktracking => "How backtracking works here",
            BacktrackingText::Decide => "Decide ",
            BacktrackingText::BruteForce => "Brute force",
            BacktrackingText::Backtracking => "Backtracking",
            BacktrackingText::Wrong => "Not quite: {why}.",
            BacktrackingText::Dead => "Dead: {why}.",
            BacktrackingText::NodesGenerated => "nodes this search generated",
            BacktrackingText::UndoChoice => "undo x[k]",
            BacktrackingText::FirstSolution => "First solution",
            BacktrackingText::AllSolutions => "All solutions",
            BacktrackingText::PlainReport => "every branch has been explored: the search is over.",
            BacktrackingText::LegendTrying => "being tried",
        }
    }
}
