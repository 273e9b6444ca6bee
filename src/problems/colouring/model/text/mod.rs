//! The messages of the graph-colouring page: the page, its board, settings and built-in graphs,
//! status line, tree, code, practice, count and chromatic number.

mod en;
mod id;

crate::model::i18n::catalogue! { ColouringText: page;
    // The page and its board.
    Intro, StageLabel, GraphLabel, VertexLabel, VertexUncoloured, EdgeClash, LegendColoured,
    LegendDead, LegendUncoloured, VertexList, Neighbours, NoNeighbours,
    SolutionsFound, // Settings, built-in graphs and notices.
    MField, FirstSolution, AllSolutions, CompareBrute,     NoticeUnknown,
    // Comparison, figures, count, chromatic number and explanation.
    ComparingStatus, CountTitle,
    CountHint, CountFor, ChromaticNumber, ChromaticFor, ChromaticHint, ChromaticFailed,
    ChromaticFound, ExplainOrder, ExplainDead, EveryColouring, // The status line and the tree.
    Decision, ClashNeighbour, ClashImproper, StatusIdle, StatusStopped,
    StatusFirstSolution, StatusNoSolution, StatusAllFound, StatusFlatOut, StatusRoot,
    StatusTry, StatusAdvance, StatusRetreat, StatusSolution,
    // The code panel.
    ProgramName, PlainMain, CodeRoot, PlainRoot, PlainCallFirst, CodeReport, PlainColour, PlainFor, CodeTry, PlainTry, CodeReject, PlainReject, CodeAdvance, PlainAdvance,
    PlainSolutionFirst, PlainSolutionAll, PlainNext, PlainRetreat, ClashVariable, PlainValid,
    // Practice.
    ColourPrompt, ColourAgainPrompt, ChoiceColour, ChoiceBack, WhyFirst, WhyFree, WhyBack,
    // The pseudo-code.
    CodeSolutionFirst,
    VarClash,
}
