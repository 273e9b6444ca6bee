//! The messages of the math-maze page.

mod en;
mod id;

crate::model::i18n::catalogue! { MathMazeText;
    // The page.
    Title, Intro, StageLabel, MessagesLabel, Skip, Revealed, PressNewGame, Solved, WonLine, HintLabel,
    CellsTried, PathLength, ReducedMotion, PressPlay, PracticeAfterCarving,
    ExplainHeading, Explain1, Explain2, BestBoth, BestTime, BestMoves, StreakGrew,
    // The legend.
    KeyStart, KeyFinish, KeyGiven, KeyMet, KeyOver, KeyHead, KeyAbandoned, KeyDiffers, KeyMarked,
    KeyHinted, KeyWrong,
    // Counts and words.
    MoveOne, MoveMany, HintOne, HintMany, DayOne, DayMany, CellOne, CellMany, PathCellOne,
    PathCellMany, SolverRunOne, SolverRunMany, DurationMs, DurationS, ListAnd, RowN, ColN,
    // Levels.
    LevelEasy, LevelNormal, LevelHard, LevelEasyWord, LevelNormalWord, LevelHardWord,
    // Game states.
    StateGenerating, StateEditing, StateUnplayable, StatePlaying, StateSolved, StateFailed,
    // The tools under the grid.
    MovesGroup, AidsGroup, UndoTitle, Undo, RedoTitle, Redo, Restart, MarkMode, MarkModeTitle,
    // The play card.
    PlayHeading, GameGroup, NewGame, Daily, Print, Thinking, Hint, Check, Reveal,
    PlayKeys, GivensOne, GivensMany, NoGivens, ProvedIn,
    // The puzzle card.
    PuzzleHeading, RowsValue, ColsValue, Difficulty, ShowGeneration, CancelChoosing,
    ChooseEnds, RandomEnds, LevelsHint, TypedInHint, DailyHint, SeedHint,
    // The grid.
    CellStart, CellFinish, CellStep, CellGivenOn, CellGivenLeaves, CellWrong,
    CellHintPath, CellHintEmpty, CellHintReason, CellMarked, ClueMet, ClueOver, RowClue, ColClue,
    Clues,
    // Your own puzzle.
    OwnHeading, VerdictUnique, VerdictSeveral, NoSolution, Counting, OtherSolution,
    TypeInHint, TypeIn, PuzzleCode, Copied, CopyCode, FieldStart,
    FieldFinish, FieldRowClues, FieldColClues, FieldGivens, CheckAndPlay, Cancel,
    // Records.
    RecordsHeading, NoStreak, StreakLine, NoRecords, BestTimeCol, FewestMoves, KeepThem,
    ResetRecords, ForgetRecords, RecordsUnreadable,
    // The saved game.
    GameUnreadable, GameNotSaved, GameResumed, GameResumedOne, GameDropped,
    // Printing.
    APuzzle, ASolution, PrintSolution, PrintPuzzlesMany, PrintSolutionsMany, PrintNow,
    PrintBack, PerPage, PrintHint, PrintRules, PrintProved, PrintMaking, PrintTitleTyped,
    PrintTitleDaily, PrintTitleSeed,
    // Status lines.
    Carved, FoundRoute, CarvingInto, CarvedNow, CarveBack, Following, Reaches, DeadEndAt,
    FinishReached, CarvingMaze, SolvingMaze, EditorStatus, PickStart, PickFinish,
    CheckingCount, SeveralStatus, MakingSure, MakerFailed, Summary, TooMany, GradingTries, GradingSeed,
    // The game.
    NotBeside, AtFinish, OffGrid, FirstWrong, SoFarSoGood, MarkedCell, MarkOnPath, MarkFixed,
    // Hints.
    NeedsRow, NeedsCol, ColourStart, ColourOther, FillsOne, FillsMany, FullNoneRow,
    FullNoneCol, Full, DeadEnd, Forced, CrossingRows, CrossingCols, UnreachableOne,
    UnreachableMany, LookAheadOnPath, LookAheadEmpty, Follow, OffRoute, WrongMark,
    // Notices on URL values and typed-in puzzles.
    EndNotLeft, EndNotRight, BadSeed, BadDaily, BadLevel, PracticeTypedIn, BadPrint,
    BadCode, BadPiece, CluesCountRow, CluesCountCol, CluesMissing, CluesExtra,
    BadClue, CodeLetter, CodeFormat, CodeLength, CodeCheck, CodePuzzle,
    // Why a puzzle has no solution.
    ClueTooLargeRow, ClueTooLargeCol, SumsDiffer, TooShort, ParityEven, ParityOdd, NoPath,
    // The pseudo-code: carving.
    CarveName, C0Code, C0Plain, C1Code, C1Plain, C2Code, C2Plain, C3Code, C3Plain, C4Code,
    C4Plain, C5Code, C5Plain, C6Code, C6Plain, C7Code, C7Plain, C8Code, C8Plain,
    // The pseudo-code: the solve.
    SolveName, S0Code, S0Plain, S1Code, S1Plain, S2Code, S2Plain, S3Code, S3Plain, S4Code,
    S4Plain, S5Code, S5Plain, S6Code, S6Plain, S7Code, S7Plain, S8Code, S8Plain, S9Code,
    S9Plain, VarStackDepth, VarPathLength, CallCarve, CallVisit, Went, LookingAround,
    // Practice.
    Prompt, BackUp, NoDecision, ThenEnters, ThenBacks, RightDeadEnd, NotDeadEnd,
    RightFirst, NotNext, WallBetween, Visited, InTurn,
}

use crate::model::i18n::{lang, number, say, t, Lang};

/// `n` things: the message `one` when `n` is 1, else `many`, its `{n}` written as the language
/// writes numbers (`1,234` or `1.234`).
pub fn count(n: u64, one: MathMazeText, many: MathMazeText) -> String {
    say(if n == 1 { one } else { many }, &[("n", &number(lang(), n))])
}

/// `items` as a list in words: `a`, `a and b`, `a, b and c`.
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => {
            say(MathMazeText::ListAnd, &[("list", &rest.join(", ")), ("last", last)])
        }
    }
}

/// A decimal number written with integers (`1.25`) with the decimal mark of the language:
/// a comma in Indonesian.
pub fn decimal_mark(text: String) -> String {
    match lang() {
        Lang::En => text,
        Lang::Id => text.replace('.', ","),
    }
}

/// A level's name in a sentence: `easy`, `normal`, `hard` (`mudah`, `sedang`, `sulit`).
pub fn level_word(level: crate::problems::math_maze::core::deduce::Difficulty) -> &'static str {
    use crate::problems::math_maze::core::deduce::Difficulty;
    t(match level {
        Difficulty::Easy => MathMazeText::LevelEasyWord,
        Difficulty::Normal => MathMazeText::LevelNormalWord,
        Difficulty::Hard => MathMazeText::LevelHardWord,
    })
}

/// A level's name on a control: `Easy`, `Normal`, `Hard` (`Mudah`, `Sedang`, `Sulit`).
pub fn level_label(level: crate::problems::math_maze::core::deduce::Difficulty) -> &'static str {
    use crate::problems::math_maze::core::deduce::Difficulty;
    t(match level {
        Difficulty::Easy => MathMazeText::LevelEasy,
        Difficulty::Normal => MathMazeText::LevelNormal,
        Difficulty::Hard => MathMazeText::LevelHard,
    })
}
