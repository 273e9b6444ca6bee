//! The English messages the optimising pages of branch and bound share.

use super::OptimumText;

impl OptimumText {
    /// The message in English.
    pub(super) fn en(self) -> &'static str {
        match self {
            OptimumText::SideBrute => "Brute force",
            OptimumText::SideDepth => "Depth first, same bound",
            OptimumText::CompareBrute => "LC beside the brute force (every solution)",
            OptimumText::CompareDepth => "LC beside depth first with the same bound",
            OptimumText::ComparingStatus => "Two searches of the same instance under one player: compare how many nodes each generates before its answer, and how many solutions the brute force meets.",
            OptimumText::NoticeCompare => "“{value}” should be brute-force or depth-first; not comparing.",
            OptimumText::RandomButton => "Random",
            OptimumText::RandomTitle => "A new random instance of this size",
            OptimumText::Apply => "Use these",
            OptimumText::EntryNotWhole => "{what}, “{entry}”, is not a whole number",
            OptimumText::EntryNegative => "{what} is below 0",
            OptimumText::EntryTooLarge => "{what} is over {max}",
            OptimumText::EntryMissing => "{what} is missing",
            OptimumText::MatrixSize => "it has {rows} rows, not {min} to {max}",
            OptimumText::MatrixNotSquare => "row {row} has {entries} entries, not {expected}",
            OptimumText::BestSoFar => "Best so far",
            OptimumText::BestNone => "No solution yet.",
            OptimumText::PlainMain => "Search the tree from its root t, keeping the best solution found so far.",
            OptimumText::PlainMainDepth => "Search the tree depth first from its root t, with the same bound, keeping the best solution found so far.",
            OptimumText::PlainMainBrute => "Try every solution, with no bound: only a node that cannot be a solution at all dies.",
            OptimumText::PlainStart => "The root is the first E-node; no solution is known and no node is live yet.",
            OptimumText::PlainLoop => "Repeat until no live node can beat the best.",
            OptimumText::PlainOutput => "No live node can beat the best: it is the answer.",
            OptimumText::PlainLeast => "The live node of least bound, ties to the older, becomes the E-node; one whose bound cannot beat the best is killed instead.",
            OptimumText::PlainMost => "The live node of greatest bound, ties to the older, becomes the E-node; one whose bound cannot beat the best is killed instead.",
            OptimumText::PlainCallDepth => "No solution is known yet; expand the root.",
            OptimumText::PlainOutputDepth => "Every subtree is done: the best solution is the answer.",
            OptimumText::PlainExpand => "The node becomes the E-node: its children are generated one at a time.",
            OptimumText::PlainBack => "Otherwise expand the child at once; when its subtree is done, the node is the E-node again.",
            OptimumText::CodeLeast => "E ← the live node of least bound, ties to the older",
            OptimumText::CodeMost => "E ← the live node of greatest bound, ties to the older",
            OptimumText::CodeOutput => "if no live node can beat best then output best; return",
            OptimumText::CodeBack => "else EXPAND(x); E is the E-node again",
            OptimumText::SummaryRoot => "Node {node}, the root:",
            OptimumText::SummaryChild => "Node {node}, {decision}:",
            OptimumText::TextbookButton => "Levitin's example",
        }
    }
}
