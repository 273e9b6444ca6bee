//! The messages of the n-queens page: the page, its board, status line, code, practice,
//! count and growth chart.

mod en;
mod id;

crate::model::i18n::catalogue! { QueensText: page;
    Intro, TreeQueen, StageLabel, ComparingStatus, Distinct,
    DrillPlace, DrillSafe,
    LegendQueen, LegendAttacked, LegendRejected,     NQueens, CompareBrute, CountAll, CountHint, CountFor, ExplainStart,
    BoundingFunction, ExplainRejects, ExplainEnd, ExplainPrune, EveryPlacement, OneQueenPerColumn,
    BoardEmpty, BoardQueens, ChartLabel, SeriesNodes, GrowthText,
    GrowthTitle, GrowthStart, StatusIdle, StatusFirstSolution,
    StatusNoSolution, StatusAllFound, StatusRoot, StatusTry, StatusRejectColumn,
    StatusRejectDiagonal, StatusRejectPair, StatusAdvance, StatusRetreatMore,
    StatusRetreat, StatusSolution, StatusFlatOut,     ProgramName, PlainSolutionFirst, PlainSolutionAll, PlainMain, CodeRoot,
    PlainRoot, PlainCallFirst, CodeReport, PlainQueens, PlainFor, CodeTry, PlainTry,
    CodeReject, PlainReject, PlainAdvance, PlainNext, PlainRetreat, PlainPlace, PlainPlaceFor,
    PlainPlaceIf, PlainPlaceTrue, PlaceFalse, PlainValid, PairAttack, PlacePrompt, PlacePromptAgain, NoColumnSafe, Safe,
    AttackedBy, SafePrompt, ThenPlaces, ThenBacktracks, RightFirstSafe, RightAllAttacked, NotYet,
    WrongRow, WrongSharesColumn, WrongSharesDiagonal, WrongLater, WrongTried, NoCandidate,
    QueenInColumn, RightSafe, WrongSafe, RightAttacker, WrongAttackedColumn, WrongAttackedDiagonal,
    // The pseudo-code.
    CodeSolutionFirst, CodeRetreat,
    Columns,
}
