//! The messages of the Sudoku page: the page, its board, status line, code and practice.

mod en;
mod id;

crate::model::i18n::catalogue! { SudokuText: page;
    Intro, StageLabel, ComparingStatus,
    // The fields.
    PuzzleLabel, TypedLabel, OrderLabel, FirstSolution, Uniqueness, CompareOrders,
    NamedEasy, NamedSmall, NamedSeventeen, NamedHardest, NamedAgainstPlain, NamedMade, NamedOwn,
    OrderPlain, OrderFewest, OrderForward, OrderSingles,
    // Notices.
    NoticeLength, NoticeCharacter, NoticeOrder, NoticeClash, NoticeFull,
    // The board and its legend.
    BoardSummary, CellEmpty, CellHolds, Row, Column, Box, ClashText, NoDigitLeftText,
    NoDigitLeftSingles, LegendGiven, LegendPlaced, LegendForced, LegendRejected,
    LegendNext,
    SolutionGrid,
    // The status line.
    StatusIdle, StatusNoSolution, StatusSolved,
    StatusUnique, StatusNotUnique, StatusRoot, StatusTry, StatusReject, StatusAdvance,
    StatusAdvanceSingles,
    StatusRetreat, StatusSolution, StatusOver, StatusFlatOut,
    // The pseudo-code.
    ProgramName, PlainMain, CodeRoot, PlainRoot, PlainCallFirst, CodeReport, PlainSolve, CodeChoosePlain, CodeChooseFewest, PlainChoose, CodeEachLegal, PlainEach,
    CodeTry, PlainTry, CodeReject, PlainReject, PlainAdvance, CodeSolutionFirst,
    CodeSolutionSecond, PlainSolution, PlainNext, CodeRetreat, PlainRetreat, EmptyCells,
    CodeRejectForward, PlainRejectForward, CodeRejectSingles, PlainRejectSingles,
    CodeAdvanceSingles, PlainAdvanceSingles, CodeRetreatSingles,
    // Practice.
    DrillCell, DrillDigit, CellPromptPlain, CellPromptFewest, DigitPrompt,
    DigitPromptAgain, NoDigit, NoQuestion, WhyFirstEmpty, WhyFewest, PickedFilled, PickedOther,
    WhyDigit, WhyNoDigit,
    // The explanation.
    HowBacktracking, ExplainPlain, ExplainFewest, ExplainForward, ExplainSingles, ExplainUnique,
    PlayGame,
}
