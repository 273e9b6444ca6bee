//! How the math-maze page takes its actions: the user's, its workers' and the display's.

use super::{MazePage, MAKER, SHOW};
use crate::core::grid::Board;
use crate::model::driver::{tag, Control, Driver, Input, PartCommand};
use crate::model::maze::action::{MazeAction, Picking};
use crate::model::maze::records::Records;
use crate::model::maze::MathMaze;

impl Driver for MazePage {
    type Problem = MathMaze;
    type Action = MazeAction;

    fn act(&mut self, action: MazeAction) -> Vec<PartCommand> {
        let mut commands = match action {
            MazeAction::Worker { part: MAKER, input, now } => {
                let mut commands = tag(MAKER, self.maker.handle(input)).collect();
                self.follow_maker(now, &mut commands);
                commands
            }
            MazeAction::Worker { part, input, .. } if part == SHOW => {
                tag(SHOW, self.show.handle(input)).collect()
            }
            MazeAction::Worker { .. } => Vec::new(),
            MazeAction::Frame(ms) => tag(SHOW, self.show.handle(Input::Frame { ms })).collect(),
            MazeAction::Tick(ms) => {
                let mut commands: Vec<_> =
                    tag(MAKER, self.maker.handle(Input::Tick { ms })).collect();
                commands.extend(tag(SHOW, self.show.handle(Input::Tick { ms })));
                commands
            }
            MazeAction::Show(control) if self.watching() => {
                tag(SHOW, self.show.control(control)).collect()
            }
            MazeAction::Show(Control::Play | Control::TogglePlay | Control::Restart) => {
                self.act(MazeAction::SetWatching(true))
            }
            MazeAction::Show(_) => Vec::new(),
            MazeAction::SetWatching(on) => {
                self.settings.show = on;
                let mut commands = Vec::new();
                if on {
                    self.watch(&mut commands);
                } else {
                    self.end_show(&mut commands);
                }
                commands
            }
            MazeAction::SetPractice(on) => {
                // Practice makes the decisions of a maze's walk; a typed-in puzzle has none.
                self.settings.practice = on && self.local.carved.is_some();
                if on && !self.watching() {
                    self.act(MazeAction::SetWatching(true))
                } else {
                    Vec::new()
                }
            }
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
            MazeAction::SetPrint(count) => {
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
            MazeAction::SetLevel(level) if self.settings.custom.is_some() => {
                // A typed-in puzzle's level only chooses its hints' rules: the game goes on.
                self.settings.difficulty = level;
                if let Some((made, ..)) = &mut self.made {
                    made.spec.difficulty = level;
                }
                Vec::new()
            }
            MazeAction::SetLevel(level) => self.update(|s| s.difficulty = level),
            MazeAction::RandomEnds => {
                self.update(|s| (s.start, s.finish, s.custom) = (None, None, None))
            }
            MazeAction::Edit(change) => self.edit(change),
            MazeAction::OtherSolution => {
                self.shown_solution = 1 - self.shown_solution;
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
