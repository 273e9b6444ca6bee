//! The quiz's messages, shared by every search page: the kinds of question, the questions and
//! their explanations in the course's words, the page and the teacher's sheet.

mod en;
mod id;

crate::model::i18n::catalogue! { QuizText;
    // The kinds.
    KindFirstNode, KindFirstSolution, KindNodesToFirst, KindNodesAll, KindVectorAt, KindParentOf,
    KindNextENode, KindCostOf,
    // The questions.
    Numbering, NumberingBranch, AskFirstNode, AskAnswerNode, AskFirstSolution, AskAnswer,
    AskNodesToFirst, AskNodesToAnswer, AskNodesAll, AskVectorAt, AskParentOf, AskNextENode, AskCostOf,
    // The explanations.
    Right, Wrong, WhyFirstNode, WhyAnswerNode, WhyFirstSolution, WhyAnswer, WhyNodesToFirst,
    WhyNodesToAnswer, WhyNodesAll, WhyVectorAt, WhyParentOf, WhyNextENode, WhyCostOf, WhyLeast,
    WhyGreatest, WhyFifo, WhyDepthFirst, WhyBestNode, WhyBest,
    // The page.
    Title, Intro, Instance, Generated, Own, Question, Kind, YourAnswer, Check, NextQuestion,
    ShowMe, ShowMeTitle, Score, ScoreNone, NotUnderstood, Empty, Preparing, Failed,
    TreeHidden, SheetLink, LeaveQuiz,
    // Notices.
    NoticeSeed, NoticeKind, NoticeK, NoticeKindNone, NoticeStorage, NoticeScoreDamaged, NoticeNoNumber,
    NoticeNoFit, NoticeOwnNone, NoticeNoQuestion, SheetQuestionFailed, SheetAnswerFailed,
    NoticeNumber, NoticeCode,
    // The teacher's sheet.
    SheetTitle, SheetIntro, SheetName, SheetPrint, SheetPreparing, SheetReady, AnswerKey,
    QuestionNumber, DrawHere, AnswerLabel, CheckOnline, CheckCode, QrLabel, CodeLabel, CodeOpen, CodeHint, NoticeCount, NoticeProblems,
    SheetFrame, SheetSeed, SheetMake,
}
