//! The messages every page shares: the shell, the player, links, figures, the code panel,
//! practice and notices.

mod en;
mod id;

crate::model::i18n::catalogue! { CommonText;
    // The shell.
    Title, Tagline, SkipToPage, NavProblems, NavAllPages, NavBacktracking, NavBranchAndBound, NavYours, NavGames, Footer, FullScreen,
    FullScreenTitle, ExitFullScreen, ExitFullScreenTitle, OpenInRunut, Language,
    // The player.
    Player, Play, Pause, PlayTitle, PauseTitle, StepBack, StepBackTitle, Step, StepTitle, Stop,
    StopTitle, Restart, RestartTitle, Speed, PlayerKeys,
    // Links.
    CopyLink, LinkCopied, CopyEmbed, EmbedCopied, CopyEmbedTitle, EmbedSize, EmbedPane, PaneTree, PaneCode,
    // Figures and the code panel.
    Nodes, NodesPerSecond, Elapsed, Seconds, Time, Backtracks, Solutions, PlainWords, AlgorithmInPlainWords,
    PseudoCode, Variables, AlgorithmLineByLine, CallStack, CallStackLabel, CallStackEmpty,
    CallStackHidden, TabCode, TabStack, TabTree, CodeBruteReject, ValidFalse, ComparedCode,
    // Practice.
    PracticeSwitch, ScoreRight, Practice, PracticeTitle, StopPractising, PracticeHow, Continue,
    Score, Streak, SearchOver, YourBest,
    // Shared notices, the speed, run states, charts and the tree.
    NoticeProblem, NoticeLang, NoticeRepeated, NoticeQuiz, NoticeOutOfRange, NoticeNotNumber, NoticeFlag, NoticePane, NoticeSpeedRange, NoticeSpeed, SpeedMax, StepsPerSecond, StateIdle, StateRunning, StatePaused, StateFinished, StateStopped, StateFailed, NoticeReducedMotion, NoticeMode, NoticeCompare, MeasuringFailed, Measuring, PointAtDot, Legend, TheNumbers, TreeNode, TreeKilled, TreeBelow, TreeHowToRead, ZoomOut, ZoomIn, ZoomFit, ZoomFitTitle, TreeGrows, TreeScroll, TreeDrawn,
    // Workers, the fatal panel, the document.
    WorkerNoStart, WorkerPostFailed, WorkerUnreadable, WorkerStopped, FatalHeading, ReloadPage,
    // The search page.
    StateSpaceTree, HowSearchWorks, BoardAndSearch, StopCounting, WorkersDone, WorkersOf,
    // Notices.
    Dismiss, TryAgain, AtTheEnd,
    // The solutions found.
    FirstListed, ShowingSolution, BackToSearch,
    // A count that lost a worker.
    CountRestarted, CountLostTwice,
    // The best practice score kept.
    PracticeBestDamaged, PracticeBest,
    // The status line of any search.
    StatusFailed, StatusPaused,
}
