//! The messages of Sudoku's game: the page, its grid, the hints and techniques, the records.

mod en;
mod id;

use crate::model::i18n::t;
use crate::problems::sudoku::core::logic::Level;

crate::model::i18n::catalogue! { GameText;
    Title, Intro, StageLabel, MessagesLabel,
    // Notices.
    BadLevel, BadSeed, BadCode, BadDaily, GameUnreadable, RecordsUnreadable, SaveFailed, SharedNone,
    SharedSeveral,
    // The state and the status line.
    StateGenerating, StatePlaying, StateSolved, StateFailed, MovesCount, Resumed, GivenRefused,
    NoMistakes, Mistakes, Solved, WonLine, NewBest, StreakGrew,
    // Asking before a game is put aside.
    ResumeAsk, ResumeYes, ResumeNo, ReplaceAsk, ReplaceYes, ReplaceNo,
    // The grid, the pad and the tools.
    GridSummary, CellEmpty, CellMarked, CellGiven, CellHolds, PadLabel, PadDigit, Erase, Pencil,
    FillCandidates, Undo, Redo, Check, Hint,
    // Hints and the techniques.
    HintMistakes, HintGuess, SeeNakedSingle, SeeHiddenSingle, SeeIntersection, SeeNakedSubset,
    SeeHiddenSubset, SeeFish, SeeXyWing, StepPlace, StepRemove, NakedSingle, HiddenSingle,
    Pointing, Claiming, NakedPair, HiddenPair, NakedTriple, HiddenTriple, XWing, XyWing,
    Swordfish,
    // The levels.
    LevelSingles, LevelPairs, LevelWings, LevelGuess,
    // The panel.
    NewHeading, Making, MadeIn, LevelLabel, LevelsExplained, NewPuzzle, DailyPuzzle, DailyOf, ShareHeading,
    CodeLabel, CopyLink, Print, WatchSearch, StepsHeading, StepsSummary, StepsStuck,
    StepPrevious, StepNext, StepOf, BackToGame, RecordsHeading, BestTime, FewestMoves,
    StreakLine,
}

/// A level's name in the language in use.
pub fn level_name(level: Level) -> &'static str {
    t(match level {
        Level::Singles => GameText::LevelSingles,
        Level::Pairs => GameText::LevelPairs,
        Level::Wings => GameText::LevelWings,
        Level::Guess => GameText::LevelGuess,
    })
}
