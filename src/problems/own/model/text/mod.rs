//! The messages of your own search's page: the page, its editor, status line, code, practice
//! and tree, and what it says of a program that went wrong.

mod en;
mod id;

crate::model::i18n::catalogue! { OwnText: page;
    Intro, StageLabel, NoticeLong, NoticeExample, NoticeSearch, NoticeCompare, NoticeOther,
    // Status.
    StatusIdle, StatusGenerated, DeadSilent, StatusFirstSolution, StatusNoSolution, StatusAllFound, StatusRoot,
    StatusTry, StatusReject, StatusRejectSilent, StatusAdvance, StatusRetreat, StatusSolution,
    StatusOver, StatusFlatOut, ComparingStatus, ComparingPrograms,
    WithBounding, WithoutBounding, YourProgram, OtherProgram, NothingToSearch,
    // A program that went wrong.
    ErrorBefore, ErrorAt, ErrorPlace, TroubleSyntax, TroubleMissing, TroubleRun, TroubleTooLong,
    TroubleTooDeep, TroubleTooLarge, TroubleReturned, TroubleEndless, ExpectArray, ExpectVerdict, ExpectBool,
    ExpectNumber, ExpectText,
    // The code panel.
    ProgramName, PlainMain, PlainRoot, PlainCallFirst, PlainReport, PlainBacktrack, PlainFor,
    PlainTry, PlainReject, PlainAdvance, PlainSolutionFirst, PlainSolutionAll, PlainNext,
    PlainRetreat, CodeSolutionFirst, CodeSolutionAll, CodeRoot, CodeReport, CodeTry, CodeReject,
    CodeAdvance, LcProgramName, LcPlainMain, LcCodeRoot, LcPlainRoot, LcPlainStart, LcPlainLoop, LcCodeChild, LcPlainChild, LcCodeDead, LcCodeSolution, LcPlainSolution, LcPlainAdd, LcCodeNoLive, LcPlainNoLive, LcCodeLeast, LcPlainLeast,
    // Practice.
    PromisingPrompt, ChoiceLive, ChoiceDead, RightLive, RightDead, WrongLive, WrongDead,
    // The tree.
    TreeNode, TreeLabel, NotCosted,
    // The page.
    EditorLabel, EditorSummary, EditorHint, Use, Examples, ExampleOpen, CompareBounding, CompareAgainst, AgainstNoBounding, AgainstOther, OtherEditorLabel, LegendChosen, LegendDead, XEmpty,
    HowItWorks, ExplainFunctions, ExplainCandidates, ExplainPromising, ExplainSolution,
    ExplainLabel, ExplainCost, SearchField, ExplainSafe, StorageOff, Restored, BringBack,
}
