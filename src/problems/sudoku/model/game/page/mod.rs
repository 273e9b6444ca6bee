//! Sudoku's game as a pure state machine: the puzzle the settings name, made in the worker
//! (proved to have one solution), then played with digits, pencil marks, undo, checks and
//! hints, kept between visits and timed for the records. The Yew page renders this state and
//! feeds it actions (its `act` module; what it shows is its `view` module).

use crate::model::driver::{tag, Control, Input, PartCommand};
use crate::model::game::day::Day;
use crate::model::game::records::{Improved, Win};
use crate::model::i18n::t;
use crate::model::player::Player;
use crate::model::query::query_pairs;
use crate::model::speed::Speed;
use crate::problems::sudoku::core::game::{Made, Making};
use crate::problems::sudoku::core::logic::Level;
use crate::problems::sudoku::model::game::hint::Hint;
use crate::problems::sudoku::model::game::play::{Play, Refusal};
use crate::problems::sudoku::model::game::saved::{LevelSlot, Records, SavedGame};
use crate::problems::sudoku::model::game::settings::{game_settings, GameSettings};
use crate::problems::sudoku::model::game::text::GameText;
use crate::problems::sudoku::model::job::SudokuJob;
use crate::problems::sudoku::model::problem::SudokuFound;
use crate::problems::sudoku::Sudoku;

mod act;
mod view;

/// The worker that makes the puzzle.
pub const MAKER: usize = 0;

/// Where the game stands, as `[data-testid=game-state]` says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameState {
    /// The puzzle is being made.
    Generating,
    /// The puzzle is being played.
    Playing,
    /// The puzzle is solved.
    Solved,
    /// There is no game: the maker failed, or a shared puzzle has not exactly one solution.
    Failed,
}

impl GameState {
    /// Its name in the hook.
    pub fn slug(self) -> &'static str {
        match self {
            GameState::Generating => "generating",
            GameState::Playing => "playing",
            GameState::Solved => "solved",
            GameState::Failed => "failed",
        }
    }
}

/// A question the page asks before a game in progress is put aside.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// The browser kept a game of another puzzle: continue it, or play this one?
    Resume(SavedGame),
    /// Start the puzzle of these settings, leaving the game in progress?
    Replace(GameSettings, u64),
}

/// What the page should do with the browser's saved game.
#[derive(Clone, Debug, PartialEq)]
pub enum Keep {
    /// Leave it as it is.
    Nothing,
    /// Save this text.
    Save(String),
    /// Forget it (the game is solved).
    Forget,
}

/// What the player (or a worker, or the clock) does.
#[derive(Clone, Debug)]
pub enum GameAction {
    /// Worker `part` said `input` at time `now`.
    Worker(usize, Input<Sudoku>, f64),
    /// A watchdog tick, `ms` after the last.
    Tick(f64),
    /// Selects a cell.
    Select(usize),
    /// Types a digit in the selected cell (0 erases it), as a pencil mark in pencil mode, at
    /// time `now` (ms since the epoch).
    Digit(u8, f64),
    /// Turns pencil mode on or off.
    TogglePencil,
    /// Fills in every empty cell's candidates as pencil marks.
    FillCandidates(f64),
    /// Undoes the last move.
    Undo(f64),
    /// Redoes the last move undone.
    Redo(f64),
    /// Marks the digits that are not the solution's.
    Check,
    /// Shows a hint.
    Hint,
    /// Shows step `k` of the logic solve (`None`: back to the game).
    Replay(Option<usize>),
    /// A new puzzle at this level, from a fresh seed (asks first if a game is in progress).
    New(Level, u64),
    /// The day's puzzle at the level in play (asks first if a game is in progress).
    Daily(Day),
    /// Answers the question asked: yes (continue the saved game / replace this one) or no.
    Answer(bool),
    /// Makes the puzzle again after the worker failed.
    Retry,
    /// Dismisses the notices.
    DismissNotices,
    /// The browser would not keep the game (said once).
    SaveFailed,
}

/// The game page's whole state.
#[derive(Clone, Debug)]
pub struct GamePage {
    settings: GameSettings,
    /// The seed used when the settings name none (the page drew it).
    seed: u64,
    notices: Vec<String>,
    maker: Player<Sudoku>,
    made: Option<Made>,
    /// A shared puzzle's number of solutions when it is not one (no game).
    not_one: Option<u64>,
    play: Option<Play>,
    selected: usize,
    pencil: bool,
    started_ms: Option<f64>,
    solved_ms: Option<f64>,
    hints: u32,
    /// Candidates hints have taken out (the next hint goes on from them).
    eliminated: Vec<(usize, u8)>,
    hint: Option<Hint>,
    /// The mistakes "Check" found, shown until the next move.
    checked: Option<Vec<usize>>,
    message: Option<String>,
    replay: Option<usize>,
    /// The game the browser kept, until it is resumed or put aside.
    saved: Option<SavedGame>,
    asking: Option<Ask>,
    records: Records,
    recorded: bool,
    improved: Option<Improved>,
    /// Whether the browser has refused to keep the game (said once, in a notice).
    unsaved: bool,
}

impl GamePage {
    /// The page for `settings`, with what the browser kept (the saved game's text, the
    /// records' text) and a fresh seed for a link that names none; and the maker's commands.
    pub fn new(
        settings: GameSettings,
        mut notices: Vec<String>,
        stored: (Option<String>, Option<String>),
        fresh: u64,
    ) -> (GamePage, Vec<PartCommand>) {
        let saved = stored.0.as_deref().and_then(|text| {
            let saved = SavedGame::from_text(text);
            if saved.is_none() {
                notices.push(t(GameText::GameUnreadable).into());
            }
            saved
        });
        let records = match stored.1.as_deref().map(Records::from_text) {
            Some(Ok(records)) => records,
            None => Records::default(),
            Some(Err(_)) => {
                notices.push(t(GameText::RecordsUnreadable).into());
                Records::default()
            }
        };
        let (maker, spawn) = Player::ready(Speed::Max);
        let mut page = GamePage {
            settings,
            seed: fresh,
            notices,
            maker,
            made: None,
            not_one: None,
            play: None,
            selected: 0,
            pencil: false,
            started_ms: None,
            solved_ms: None,
            hints: 0,
            eliminated: Vec::new(),
            hint: None,
            checked: None,
            message: None,
            replay: None,
            saved,
            asking: None,
            records,
            recorded: false,
            improved: None,
            unsaved: false,
        };
        let mut commands: Vec<PartCommand> = tag(MAKER, spawn).collect();
        commands.extend(page.start());
        (page, commands)
    }

    /// Makes the settings' puzzle afresh.
    pub(super) fn start(&mut self) -> Vec<PartCommand> {
        (self.made, self.not_one, self.play) = (None, None, None);
        (self.started_ms, self.solved_ms, self.hints) = (None, None, 0);
        (self.hint, self.checked, self.message, self.replay) = (None, None, None, None);
        (self.eliminated, self.recorded, self.improved) = (Vec::new(), false, None);
        (self.selected, self.pencil) = (0, false);
        let job = SudokuJob::Make(self.settings.source(self.seed));
        let mut commands: Vec<_> = tag(MAKER, self.maker.handle(Input::Load(job))).collect();
        commands.extend(tag(MAKER, self.maker.control(Control::Play)));
        commands
    }

    /// Once the maker has answered: the game, resumed from the saved one if it is this
    /// puzzle's; or the question whether to continue the saved game of another.
    pub(super) fn follow_maker(&mut self) {
        if self.made.is_some() || self.not_one.is_some() {
            return;
        }
        let Some(SudokuFound::Made(making)) = self.maker.found() else { return };
        let made = match making.as_ref() {
            Making::Made(made) => made.clone(),
            Making::NotOne(count) => {
                self.not_one = Some(*count);
                return;
            }
        };
        let fresh = Play::new(made.puzzle.clone(), made.solution.clone());
        self.play = Some(fresh);
        match self.saved.take() {
            Some(saved) if saved.puzzle == made.puzzle => {
                let (puzzle, solution) = (made.puzzle.clone(), made.solution.clone());
                let resumed = Play::resumed(
                    puzzle,
                    solution,
                    &saved.digits,
                    saved.marks.clone(),
                    saved.moves,
                );
                if let Some(play) = resumed {
                    self.play = Some(play);
                    self.started_ms = (saved.started_ms > 0.0).then_some(saved.started_ms);
                    self.hints = saved.hints;
                    self.message = Some(t(GameText::Resumed).into());
                }
            }
            Some(saved)
                if saved.moves > 0 && saved.digits.givens() < saved.digits.cells().len() =>
            {
                self.asking = Some(Ask::Resume(saved));
            }
            _ => {}
        }
        self.made = Some(made);
    }

    /// Changes the game at time `now`: the clock starts at the first move; a solve is timed
    /// and recorded.
    pub(super) fn play_move(
        &mut self,
        now: f64,
        change: impl FnOnce(&mut Play) -> Result<bool, Refusal>,
    ) {
        let Some(play) = self.play.as_mut() else { return };
        if self.asking.is_some() || self.replay.is_some() {
            return;
        }
        match change(play) {
            Ok(true) => {
                (self.hint, self.checked, self.message) = (None, None, None);
                self.started_ms.get_or_insert(now);
                if play.is_solved() {
                    self.solved_ms = Some(now);
                    self.record_win(now);
                }
            }
            Ok(false) => {}
            Err(Refusal::Given) => self.message = Some(t(GameText::GivenRefused).into()),
            Err(Refusal::Solved) => {}
        }
    }

    /// Puts the win in the records, once: hints keep it out of the bests, not the streak.
    fn record_win(&mut self, now: f64) {
        let (Some(made), Some(solved)) = (&self.made, self.solved_ms) else { return };
        if self.recorded || self.settings.shared.is_some() {
            return;
        }
        self.recorded = true;
        let ms = (solved - self.started_ms.unwrap_or(solved)).max(0.0) as u64;
        let moves = self.play.as_ref().map_or(0, Play::moves);
        let win = Win {
            slot: LevelSlot(made.level),
            ms,
            moves,
            daily: self.settings.daily,
            hinted: self.hints > 0,
        };
        self.improved = Some(self.records.record(win, Day::from_ms(now)));
    }

    /// Starts the puzzle of `settings` (from `seed` when they name none), asking first if a
    /// game is in progress.
    pub(super) fn replace(
        &mut self,
        settings: GameSettings,
        seed: u64,
        confirmed: bool,
    ) -> Vec<PartCommand> {
        let in_progress = self.play.as_ref().is_some_and(|p| p.moves() > 0 && !p.is_solved());
        if in_progress && !confirmed {
            self.asking = Some(Ask::Replace(settings, seed));
            return Vec::new();
        }
        (self.settings, self.seed, self.asking, self.saved) = (settings, seed, None, None);
        self.start()
    }

    /// The answer to the question asked.
    pub(super) fn answer(&mut self, yes: bool) -> Vec<PartCommand> {
        match (self.asking.take(), yes) {
            (Some(Ask::Resume(saved)), true) => {
                let (settings, _) = game_settings(&query_pairs(&saved.link));
                let seed = settings.seed.unwrap_or(self.seed);
                (self.settings, self.seed, self.saved) = (settings, seed, Some(saved));
                self.start()
            }
            (Some(Ask::Replace(settings, seed)), true) => self.replace(settings, seed, true),
            // Kept: the game in progress (Replace), or this puzzle instead of the saved game.
            _ => Vec::new(),
        }
    }
}
