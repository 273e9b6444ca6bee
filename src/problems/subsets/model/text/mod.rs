//! The messages of the sum-of-subsets page: the page, its board, settings and presets, status
//! line, tree, code, practice and count.

mod en;
mod id;

crate::model::i18n::catalogue! { SubsetsText: page;
    // The page and its board.
    Intro, StageLabel, Orders, WeightsSorted, WeightLabel, BarLabel, Remaining, Subset,
    LegendTaken, LegendLeft, LegendTrying, LegendDead, LegendUndecided, // Settings, presets and notices.
    PresetField, PresetOwn, PresetCourse, PresetSix, PresetNone, PresetForty, WeightsField,
    CompareBrute, NoticeWeightNotNumber, NoticeWeightRange,
    NoticeTooMany, NoticeNoWeights,     // Comparison, figures, count and explanation.
    ComparingStatus, CountTitle,
    CountHint, CountFor, ExplainOrder, ExplainPromising, EverySubset, WholeTree,
    // The status line and the tree.
    Take, Leave, BoundReach, BoundOvershoot, BoundNoNext, BoundMisses, StatusIdle,
    StatusFirstSolution, StatusNoSolution, StatusAllFound,
    StatusFlatOut, StatusRoot, StatusTry, StatusAdvance, StatusRetreat,
    StatusSolution, TreeNode,
    // The code panel.
    ProgramName, PlainMain, PlainSort, CodeRoot, PlainRoot, PlainCallFirst, CodeReport, PlainSubsets, PlainFor, CodeTry, PlainTry, CodeReject, PlainReject, CodeAdvance, PlainAdvance,
    PlainSolutionFirst, PlainSolutionAll, PlainNext, PlainRetreat, PlainPromising,
    PlainReach, PlainNextFits, PromisingFalse, PlainValid,
    // Practice.
    DrillNext, DrillPromising, NextPrompt, ChoiceTake, ChoiceLeave, ChoiceBack,
    PromisingPrompt, ChoicePromising, ChoiceReach, ChoiceOvershoot, WhyPromising, WhyPromisingM,
    WhyTake, WhyLeave, WhyBack, // The pseudo-code.
    CodeSolutionFirst, CodeSort, CodeFor,
    LegendNote,
    // Notices about m.
    NoticeMRange, NoticeMNotNumber,
}
