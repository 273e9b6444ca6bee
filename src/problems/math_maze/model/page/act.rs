//! How the math-maze page takes its actions: the user's, its workers' and the display's.

use super::{MazePage, MAKER, SHOW};
use crate::core::grid::Board;
use crate::model::driver::{tag, Control, Driver, Input, PartCommand};
use crate::problems::math_maze::core::deduce::Difficulty;
use crate::problems::math_maze::model::action::{MazeAction, Picking};
use crate::problems::math_maze::model::records::Records;
use crate::problems::math_maze::MathMaze;

impl Driver for MazePage {
    type Problem = MathMaze;
    type Action = MazeAction;

    fn act(&mut self, action: MazeAction) -> Vec<PartCommand> {
        let mut commands = match action {
            MazeAction::Worker { part, input, now } => self.worker_input(part, input, now),
            MazeAction::Frame(ms) => tag(SHOW, self.show.handle(Input::Frame { ms })).collect(),
            MazeAction::Tick(ms) => self.tick_workers(ms),
            MazeAction::Show(control) => self.control_show(control),
            MazeAction::SetWatching(on) => self.set_watching(on),
            MazeAction::SetPractice(on) => self.set_practice(on),
            MazeAction::Skip => {
                let mut commands = Vec::new();
                self.end_show(&mut commands);
                commands
            }
            MazeAction::SetSpeed(speed) => {
                self.settings.speed = speed;
                tag(SHOW, self.show.control(Control::SetSpeed(speed))).collect()
            }
            MazeAction::NewGame { seed } => {
                self.chooses_seed = true;
                self.update(|s| {
                    (s.seed, s.daily, s.start, s.finish) = (Some(seed), None, None, None);
                    s.custom = None;
                })
            }
            MazeAction::Daily { today } => {
                self.chooses_seed = true;
                self.update(|s| {
                    (s.daily, s.start, s.finish) = (Some(today), None, None);
                    s.custom = None;
                })
            }
            MazeAction::Hint => {
                let mut commands = Vec::new();
                self.ask_hint(&mut commands);
                commands
            }
            MazeAction::SetPrint(count) => self.set_print(count),
            MazeAction::ResetRecords => {
                self.records = Records::default();
                self.improved = None;
                Vec::new()
            }
            MazeAction::SetSide { rows, side } => self.update(|s| {
                let (r, c) = if rows { (side, s.board.cols()) } else { (s.board.rows(), side) };
                s.board = Board::new(r, c).unwrap_or(s.board);
                (s.start, s.finish, s.custom) = (None, None, None);
            }),
            MazeAction::SetLevel(level) => self.set_level(level),
            MazeAction::RandomEnds => {
                self.update(|s| (s.start, s.finish, s.custom) = (None, None, None))
            }
            MazeAction::Edit(change) => self.edit(change),
            MazeAction::OtherSolution => {
                self.shown_solution = 1 - self.shown_solution;
                Vec::new()
            }
            MazeAction::ToggleMarking => {
                self.marking = !self.marking;
                Vec::new()
            }
            MazeAction::SaveFailed => {
                self.save_failed();
                Vec::new()
            }
            MazeAction::TogglePicking => {
                self.picking = if self.picking.is_some() { None } else { Some(Picking::Start) };
                Vec::new()
            }
            MazeAction::Grid { action, now } => self.grid(action, now),
            MazeAction::Game { change, now } => {
                self.game(change, now);
                Vec::new()
            }
            MazeAction::RetryMaker => tag(MAKER, self.maker.control(Control::Restart)).collect(),
            MazeAction::DismissNotices => {
                self.notices.clear();
                Vec::new()
            }
        };
        self.follow_show(&mut commands);
        self.keep();
        commands
    }

    fn from_worker(part: usize, input: Input<MathMaze>, now: f64) -> MazeAction {
        MazeAction::Worker { part, input, now }
    }

    fn frame(ms: f64) -> MazeAction {
        MazeAction::Frame(ms)
    }

    fn wants_frames(&self) -> bool {
        self.show.wants_frames()
    }

    fn tick(ms: f64) -> MazeAction {
        MazeAction::Tick(ms)
    }

    fn awaits_worker(&self) -> bool {
        self.maker.awaits_worker() || self.show.awaits_worker()
    }
}

/// The actions [`Driver::act`] hands on: each returns the commands for the workers.
impl MazePage {
    /// What worker `part` said at time `now`: the maker's, the show's, or a stale worker's.
    fn worker_input(&mut self, part: usize, input: Input<MathMaze>, now: f64) -> Vec<PartCommand> {
        match part {
            MAKER => {
                let mut commands = tag(MAKER, self.maker.handle(input)).collect();
                self.follow_maker(now, &mut commands);
                commands
            }
            SHOW => tag(SHOW, self.show.handle(input)).collect(),
            _ => Vec::new(),
        }
    }

    /// A watchdog tick, `ms` after the last, for both workers.
    fn tick_workers(&mut self, ms: f64) -> Vec<PartCommand> {
        let mut commands: Vec<_> = tag(MAKER, self.maker.handle(Input::Tick { ms })).collect();
        commands.extend(tag(SHOW, self.show.handle(Input::Tick { ms })));
        commands
    }

    /// The player's controls: they drive the show, or (Play) turn watching on.
    fn control_show(&mut self, control: Control) -> Vec<PartCommand> {
        match control {
            control if self.watching() => tag(SHOW, self.show.control(control)).collect(),
            Control::Play | Control::TogglePlay | Control::Restart => {
                self.act(MazeAction::SetWatching(true))
            }
            _ => Vec::new(),
        }
    }

    /// Turns watching the carving and solving on or off.
    fn set_watching(&mut self, on: bool) -> Vec<PartCommand> {
        self.settings.show = on;
        let mut commands = Vec::new();
        if on {
            self.watch(&mut commands);
        } else {
            self.end_show(&mut commands);
        }
        commands
    }

    /// Turns practice on or off; on also turns watching on.
    fn set_practice(&mut self, on: bool) -> Vec<PartCommand> {
        // Practice makes the decisions of a maze's walk; a typed-in puzzle has none.
        self.settings.practice = on && self.outline.carved.is_some();
        if on && !self.watching() {
            self.act(MazeAction::SetWatching(true))
        } else {
            Vec::new()
        }
    }

    /// Lays out `count` puzzles per printed page, or goes back to the game (0).
    fn set_print(&mut self, count: u8) -> Vec<PartCommand> {
        self.settings.print = count;
        if count == 0 {
            // Back to the game: a further puzzle still being made is no longer waited
            // for (the worker is then free for hints; printing again asks anew).
            self.print_pending = false;
        }
        let mut commands = Vec::new();
        self.next_print(&mut commands);
        commands
    }

    /// Changes the difficulty: another puzzle, or for a typed-in one only its hints' rules.
    fn set_level(&mut self, level: Difficulty) -> Vec<PartCommand> {
        if self.settings.custom.is_none() {
            return self.update(|s| s.difficulty = level);
        }
        // A typed-in puzzle's level only chooses its hints' rules: the game goes on.
        self.settings.difficulty = level;
        if let Some((made, ..)) = &mut self.made {
            made.spec.difficulty = level;
        }
        Vec::new()
    }
}
