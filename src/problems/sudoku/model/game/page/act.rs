//! What the game page does with each action: [`Driver::act`] for the page's and the worker's
//! actions.

use super::{GameAction, GamePage, MAKER};
use crate::model::driver::{tag, Driver, Input, PartCommand};
use crate::model::i18n::{say, t};
use crate::problems::sudoku::model::game::hint::{hint, hint_text, Hint};
use crate::problems::sudoku::model::game::play::Play;
use crate::problems::sudoku::model::game::settings::GameSettings;
use crate::problems::sudoku::model::game::text::GameText;
use crate::problems::sudoku::Sudoku;

impl Driver for GamePage {
    type Problem = Sudoku;
    type Action = GameAction;

    fn act(&mut self, action: GameAction) -> Vec<PartCommand> {
        match action {
            GameAction::Worker(part, input, _now) => {
                if part != MAKER {
                    return Vec::new();
                }
                let commands = tag(MAKER, self.maker.handle(input)).collect();
                self.follow_maker();
                return commands;
            }
            GameAction::Tick(ms) => {
                return tag(MAKER, self.maker.handle(Input::Tick { ms })).collect()
            }
            GameAction::Select(cell) => {
                if self.play.as_ref().is_some_and(|p| cell < p.puzzle().cells().len()) {
                    self.selected = cell;
                }
            }
            GameAction::Digit(digit, now) => {
                let (cell, pencil) = (self.selected, self.pencil && digit != 0);
                self.play_move(now, |play| {
                    if pencil {
                        play.toggle_mark(cell, digit)
                    } else {
                        play.put(cell, digit)
                    }
                });
            }
            GameAction::TogglePencil => self.pencil = !self.pencil,
            GameAction::FillCandidates(now) => self.play_move(now, Play::fill_candidates),
            GameAction::Undo(now) => self.play_move(now, |play| Ok(play.undo())),
            GameAction::Redo(now) => self.play_move(now, |play| Ok(play.redo())),
            GameAction::Check => {
                if let Some(play) = &self.play {
                    let mistakes = play.mistakes();
                    self.message = Some(if mistakes.is_empty() {
                        t(GameText::NoMistakes).into()
                    } else {
                        say(GameText::Mistakes, &[("count", &mistakes.len())])
                    });
                    self.checked = Some(mistakes);
                }
            }
            GameAction::Hint => {
                let Some(play) = self.play.as_mut() else { return Vec::new() };
                let Some(found) = hint(play, &self.eliminated) else { return Vec::new() };
                if let Hint::Step(step) = &found {
                    self.eliminated.extend(step.removed.iter().copied());
                    play.unmark(&step.removed);
                }
                self.hints += 1;
                self.message = Some(hint_text(&found));
                self.hint = Some(found);
            }
            GameAction::Replay(step) => {
                let steps = self.made.as_ref().map_or(0, |m| m.steps.len());
                self.replay = step.filter(|&k| k < steps);
            }
            GameAction::New(level, seed) => {
                let settings = GameSettings { level, seed: Some(seed), daily: None, shared: None };
                return self.replace(settings, seed, false);
            }
            GameAction::Daily(day) => {
                let level = self.settings.level;
                let settings = GameSettings { level, seed: None, daily: Some(day), shared: None };
                return self.replace(settings, self.seed, false);
            }
            GameAction::Answer(yes) => return self.answer(yes),
            GameAction::Retry => return self.start(),
            GameAction::DismissNotices => self.notices.clear(),
            GameAction::SaveFailed => {
                if !self.unsaved {
                    self.unsaved = true;
                    self.notices.push(t(GameText::SaveFailed).into());
                }
            }
        }
        Vec::new()
    }

    fn from_worker(part: usize, input: Input<Sudoku>, now: f64) -> GameAction {
        GameAction::Worker(part, input, now)
    }

    fn frame(_ms: f64) -> GameAction {
        GameAction::Tick(0.0)
    }

    fn wants_frames(&self) -> bool {
        false
    }

    fn tick(ms: f64) -> GameAction {
        GameAction::Tick(ms)
    }

    fn awaits_worker(&self) -> bool {
        self.maker.awaits_worker()
    }
}
