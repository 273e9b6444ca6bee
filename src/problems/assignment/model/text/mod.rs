//! The messages of the job assignment page: the page and its board, the settings and their
//! notices, the status line, the code panel, practice and the explanation.

mod en;
mod id;

crate::model::i18n::catalogue! { AssignmentText: page;
    // The page and its board.
    Intro, StageLabel, CostsCaption, PersonCorner, PersonJob, Forced, LowerBound, TermGiven, TermLeast, BestText, LegendAssigned, LegendLeast,
    LegendGone, MarkGiven, MarkLeast, MarkGone,
    // Settings and notices.
    CostsField, RandomPeople, NoticeBoth, UsingTextbook, KeepingCosts,
    // The status line.
    StatusIdle, RootGenerated, ChildGenerated, Complete, BestJobs,
    // The explanation.
    HowBb, ExplainOrder, ExplainBound, ExplainKill,
    // The code panel.
    PlainRoot, PlainChildren, PlainChild, PlainKill, PlainKillBrute, PlainSolution,
    CodeRoot, CodeChildren, CodeChild, CodeKill, CodeKillBrute, CodeSolution,
    // Practice.
    BoundPrompt, BoundRight, BoundWrong,
}
