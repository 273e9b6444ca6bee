//! The messages of the labyrinth page: the page, its board, settings and notices, status line,
//! tree, code, comparison and practice.

mod en;
mod id;

crate::model::i18n::catalogue! { LabyrinthText: page;
    // The page and its board.
    Intro, StageLabel, GridLabel, CellOpen, CellWall, CellStart, CellGoal, CellStep,
    LegendStart, LegendGoal, LegendWall, LegendPath, LegendDead, LegendShortest,
    // Settings, presets and notices.
    PresetField, PresetOwn, PresetExam, PresetCorridors, PresetRooms, PresetOpen, OrderField, FirstPath, AllPaths, CompareBfs, ToolField, ToolWall, ToolStart,
    ToolGoal, DensityField, Random, Clear, NoticeBadCell, NoticeSameEnds, NoticeWallsDropped,
    NoticeOrder,
    NoticeStartOutside, NoticeGoalOutside, NoticeStartCell, NoticeGoalCell, NoticeSeed,
    // Comparison, figures and explanation.
    Backtracking, BreadthFirst, ComparingStatus, Expanded, PathLength, HowSearch,
    ExplainSearch, ExplainBfs, NotMathMaze,
    // The status line and the tree.
    DeadWall, DeadOnPath, MarkWall, MarkOnPath, Move, StartAt,
    StatusIdle, StatusStopped, StatusFirst, StatusNone, StatusAll,
    StatusFlatOut, StatusTry, StatusReject, StatusAdvance, StatusRetreat, StatusSolution,
    StatusBfs, StatusBfsNone,
    // The code panel.
    ProgramName, PlainMain, PlainStart, PlainCall, CodeReport, PlainSearch, PlainFor,
    PlainTry, PlainReject, PlainAdvance, PlainSolutionFirst, PlainSolutionAll, PlainNext,
    PlainRetreat, PlainBfsMain, PlainBfsQueue, PlainBfsWhile, PlainBfsTake, PlainBfsGoal, PlainBfsNext, PlainBfsAdd, PlainBfsJoin, PlainBfsFrom, PlainBfsNone,
    // Practice.
    DrillNext, DrillAlive, NextPrompt, ChoiceBack, AlivePrompt, ChoiceLive, ChoiceWall,
    ChoiceOnPath, WhyLive, WhyBack, WhyNext, // The pseudo-code and its variables.
    CodeSolutionFirst, CodeSolutionAll, CodeFor, CodeTry, CodeReject, CodeAdvance, CodeRetreat, CodeBfsWhile, CodeBfsTake, CodeBfsGoal, CodeBfsNext, CodeBfsJoin, CodeBfsNone, VarExpanded, VarSteps,
    PathsFound, PathListed,
}
