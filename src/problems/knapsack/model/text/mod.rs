//! The messages of the knapsack page: the page and its board, the settings and their notices,
//! the status line, the code panel, practice and the explanation.

mod en;
mod id;

crate::model::i18n::catalogue! { KnapsackText: page;
    // The page and its board.
    Intro, StageLabel, ItemsCaption, ColRank, ColItem, ColWeight, ColValue, ColRatio, ColNode,
    Taken, Left, CountedRatio, CountedWhole, CountedPart, CapacityBar, BestText, LegendTaken, LegendLeft, LegendNext, LegendCut, OverCapacity, OverMark,
    // Settings and notices.
    ValuesField, WeightsField, CapacityField, RandomItems, BoundField,
    BoundSimple, BoundFractional, ValueN, WeightN, CountMismatch, NoItems, TooManyItems,
    ZeroWeight, TheCapacity, ZeroCapacity, NoticeCapacity, NoticeBound, NoticeBoth,
    UsingTextbook, KeepingItems,
    // The status line.
    StatusIdle, WithItem, WithoutItem, PackText, OverText, OverPack, RootGenerated,
    ChildGenerated, LeafReached, BestItems,
    // The explanation.
    HowBb, ExplainOrder, ExplainSimple, ExplainFractional, ExplainKill,
    // The code panel.
    PlainRootSimple, PlainRootFractional, PlainChildren, PlainChildSimple, PlainChildFractional,
    PlainKill, PlainKillBrute, PlainSolution,
    CodeRootFractional, CodeChildren, CodeChildSimple, CodeChildFractional, CodeKill,
    CodeKillBrute, CodeSolution,
    // Practice.
    BoundPrompt, BoundRight, BoundWrong, BoundHowSimple, BoundHowFractional,
}
