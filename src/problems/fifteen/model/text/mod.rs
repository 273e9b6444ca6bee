//! The messages of the 15-puzzle page: the page and its board, the reachability test, the
//! settings and their notices, the status line, the code panel, practice and play.

mod en;
mod id;

crate::model::i18n::catalogue! { FifteenText: page;
    // The page and its board.
    Intro, StageLabel, BoardLabel, TileLabel, BlankLabel, Up, Right, Down, Left,
    LegendBlank, LegendMoved, LegendGoal,
    // The reachability test.
    ReachTitle, ReachHow, ReachHow3, KurangOf, KurangX, KurangSum, Reachable, Unreachable,
    // Settings and notices.
    SizeField, Size4, Size3, TilesField, TilesApply, ShuffleField, ShuffleButton, CostField,
    Misplaced, Manhattan, CompareFifo, CompareEstimates,
    NoticeNotNumber, NoticeWrongCount, NoticeOutOfRange, NoticeRepeated, NoticeSize,
    NoticeSizeMismatch, NoticeShuffleRange, NoticeSeedAlone, NoticeCost, NoticeCompareValue,
    NoticeBoth, NoticeNotNext,
    // Comparison sides and the status line.
    SideFifo, SideMisplaced, SideManhattan, ComparingStatus, StatusIdle, SolvedByHand,
    HandBegan, HandSame, HandLonger, SearchHandStart, SearchHandStartTitle,
    StatusUnreachable, RootGenerated, ChildGenerated, Reached, ReachedFar, CappedTry, MovesOfAnswer,
    // Play.
    HandMoves, Undo, UndoTitle, FarFromGoal, AnswerMoves, ReplayAnswer, MoveOf, AtStart,
    // The explanation.
    HowLc, ExplainCost, ExplainOrder, ExplainNoRepeat,
    // The code panel.
    ProgramLc, ProgramFifo, PlainMain, PlainRootCost, PlainRootAnswer, PlainStart, PlainLoop,
    PlainFor, PlainChild, PlainAnswer, PlainNoLive, PlainLeast, PlainFirst,
    CodeFirst, CodeLeast, CodeRootAnswer, CodeFor, CodeChild, CodeAnswer, CodeNoLive, VarAnswer,
    // Practice.
    CostPrompt, CostRight, CostWrong,
}
