//! The messages of the Hamiltonian-circuit page: the page, its board, settings, status line,
//! tree, code, practice and count.

mod en;
mod id;

crate::model::i18n::catalogue! { HamiltonText: page;
    // The page and its board.
    Intro, StageLabel, GraphLabel, VertexOnPath, VertexOff, LegendPath, LegendDead, LegendOff, VertexList, Neighbours, NoNeighbours, Twice,
    // Settings and notices.
    FirstSolution, AllSolutions, CompareBrute,     // Comparison, figures, count and explanation.
    ComparingStatus, Directed, Undirected,
    CountTitle, CountHint, CountFor, ExplainOrder, ExplainDead,
    KnightLink,
    // The status line and the tree.
    Step, Visited, NoWayBack, NoEdge, StatusIdle, StatusStopped, StatusFirstSolution,
    StatusNoSolution, StatusAllFound, StatusFlatOut, StatusRoot, StatusTry,
    StatusAdvance, StatusRetreat, StatusSolution,
    // The code panel.
    ProgramName, PlainMain, CodeRoot, PlainRoot, PlainCallFirst, CodeReport, PlainCircuit, PlainFor, CodeTry, PlainTry, CodeReject, PlainReject, CodeAdvance, PlainAdvance,
    PlainSolutionFirst, PlainSolutionAll, PlainNext, PlainRetreat, DeadVariable, PlainValid, PlainBruteFor,
    // Practice.
    NextPrompt, ChoiceVertex, ChoiceBack, WhyNext, WhyBack, // The pseudo-code.
    CodeSolutionFirst, CodeFor, CodeBruteFor,
    VarDead,
    // The comparison with the brute force.
    Repeated, FairCount,
    CircuitsFound,
}
