//! Printing 2 or 4 puzzles on a page: this one and the next ones at the same size and level
//! (the next seeds of the reseed chain, or the next days' daily puzzles), made one after another
//! by the maker's worker once the puzzle in play is made.

use super::{make, MazePage, MAKER};
use crate::core::maze::generate::{Made, PuzzleSpec};
use crate::model::driver::{tag, Input, PartCommand};
use crate::model::maze::daily::{reseed, Day};
use crate::model::maze::run::made;
use crate::model::maze::settings::MazeSettings;

impl MazePage {
    /// The settings of the `k`-th further puzzle to print (`k` ≥ 1): the `k`-th next seed, or
    /// the daily puzzle `k` days on, with the ends drawn.
    fn print_settings(&self, k: u32) -> MazeSettings {
        let mut settings = self.settings.clone();
        (settings.start, settings.finish, settings.daily_draw) = (None, None, 0);
        match settings.daily {
            Some(Day(day)) => settings.daily = Some(Day(day + i64::from(k))),
            None => settings.seed = Some((0..k).fold(self.spec().seed, |s, _| reseed(s))),
        }
        settings
    }

    /// How many further puzzles the layout asks for (none for a typed-in puzzle, which prints
    /// alone).
    fn prints_wanted(&self) -> usize {
        match self.settings.custom {
            Some(_) => 0,
            None => usize::from(self.settings.print.max(1)) - 1,
        }
    }

    /// Asks the maker's worker for the next further puzzle to print, if one is missing and the
    /// worker is free (the puzzle in play is made and no hint is asked).
    pub(super) fn next_print(&mut self, commands: &mut Vec<PartCommand>) {
        let free = self.session.is_some() && !self.hint_pending && !self.print_pending;
        if !free || self.prints.len() >= self.prints_wanted() {
            return;
        }
        let settings = self.print_settings(self.prints.len() as u32 + 1);
        self.print_pending = true;
        commands.extend(tag(MAKER, self.maker.handle(Input::Load(make(&settings)))));
        commands.extend(tag(MAKER, self.maker.handle(Input::Play)));
    }

    /// Once the maker's worker has made a further puzzle: keep it, and ask for the next.
    pub(super) fn follow_print(&mut self, commands: &mut Vec<PartCommand>) {
        let wanted = self.print_settings(self.prints.len() as u32 + 1).spec();
        let Some(made) = made(self.maker.found()).filter(|m| m.spec == wanted) else { return };
        self.prints.push(made.clone());
        self.print_pending = false;
        self.next_print(commands);
    }

    /// The puzzles to print, each with its heading: the one in play, then as many further ones
    /// as the layout asks for and are made.
    pub fn printed(&self) -> Vec<(Made, String)> {
        let count = usize::from(self.settings.print.max(1));
        let main = self.made().cloned().map(|m| (m, title(&self.settings, &self.spec())));
        let further = self
            .prints
            .iter()
            .enumerate()
            .map(|(k, m)| (m.clone(), title(&self.print_settings(k as u32 + 1), &m.spec)));
        main.into_iter().chain(further).take(count).collect()
    }
}

/// A printed puzzle's heading: its size, level, and seed or day.
fn title(settings: &MazeSettings, spec: &PuzzleSpec) -> String {
    let (rows, cols) = (spec.board.rows(), spec.board.cols());
    let level = spec.difficulty.slug();
    match (&settings.custom, settings.daily) {
        (Some(_), _) => format!("{rows} × {cols}, typed in"),
        (None, Some(day)) => format!("{rows} × {cols}, {level}, the daily puzzle of {day}"),
        (None, None) => format!("{rows} × {cols}, {level}, seed {}", spec.seed),
    }
}
