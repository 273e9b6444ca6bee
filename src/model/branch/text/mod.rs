//! The messages every branch-and-bound page shares: its figures, the tree's and the status
//! line's sentences about nodes, the live-node list, practice's question about the next
//! E-node and the code panel's lines every program has.

mod en;
mod id;

crate::model::i18n::catalogue! { BranchText;
    // Figures.
    Generated, Expanded, Killed, LiveNow, MostLive, Best, AnswerDepth,
    // A node's state and why it died.
    StateLive, StateExpanded, StateENode, StateDead, StateSolution, StateAnswer,
    DeadBoundLeast, DeadBoundMost, DeadNoBetterLeast, DeadNoBetterMost, CostIs, BoundIs,
    // The live list and the tree.
    KilledNoBound, LiveList, LiveListEmpty, OrderLeast, OrderMost, OrderFifo, OrderDepth, OrderAsked, LiveNext, LiveMore, TreeHidden, Root,
    // The status line.
    StatusBegin, StatusExpand, StatusExpandAgain, StatusKillComingUp, StatusBest, StatusAnswerReach,
    StatusAnswerBest, StatusNoAnswer, StatusExhaustedBest, StatusCapped, CappedBest, CappedNone, StatusStopped,
    StatusFlatOut, StatusLeastCost, StatusGreatestBound, StatusFifo, StatusDepthFirst,
    StatusKill, WhyLeast, WhyMost, WhyFifo, WhyDepth,
    // The code panel: the lines the programs share, and the count of live nodes.
    CodeStart, CodeAdd, CodeElseAdd, VarLive, PlainAdd,
    // The comparison's least-cost side and field, and a link's seed.
    SideLc, CompareField, CompareNone, NoticeSeed,
    // Practice.
    DrillAsk, DrillNext, DrillCost, NextPrompt, NextRight, NextWrongLeast, NextWrongMost, NextWrongFifo, NextKilled,
}
