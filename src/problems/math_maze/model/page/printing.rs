//! The math-maze page's printing (each puzzle is drawn by
//! [`sheet`](crate::problems::math_maze::model::sheet)): 2 or 4 puzzles on a page, this one and the
//! next ones at the same size and level, made one after another by the maker's worker once the
//! puzzle in play is made. They are the puzzles the page itself would offer next: the next seeds of
//! the reseed chain (New game's way of passing over a puzzle easier than its level), or the next
//! days' daily puzzles, each passing over its easier draws as the daily puzzle does.

use super::{following, make, MazePage, MAKER, MAX_RESEEDS};
use crate::model::driver::{tag, Control, Input, PartCommand};
use crate::model::i18n::say;
use crate::problems::math_maze::core::generate::Made;
use crate::problems::math_maze::model::problem::made;
use crate::problems::math_maze::model::settings::MazeSettings;
use crate::problems::math_maze::model::text::{level_word, MathMazeText};

impl MazePage {
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
        let (settings, _) =
            self.print_next.get_or_insert_with(|| (following(&self.settings, true), 0));
        let job = make(settings);
        self.print_pending = true;
        commands.extend(tag(MAKER, self.maker.handle(Input::Load(job))));
        commands.extend(tag(MAKER, self.maker.control(Control::Play)));
    }

    /// Once the maker's worker has made a further puzzle: keep it (or, if it is easier than its
    /// level, try the next draw, up to the page's limit), and ask for the next.
    pub(super) fn follow_print(&mut self, commands: &mut Vec<PartCommand>) {
        let Some((settings, passed)) = self.print_next.clone() else { return };
        let Some(made) = made(self.maker.found()).filter(|m| m.spec == settings.spec()) else {
            return;
        };
        self.print_pending = false;
        if made.graded || passed >= MAX_RESEEDS {
            self.prints.push((made.clone(), settings.clone()));
            self.print_next = Some((following(&settings, true), 0));
        } else {
            self.print_next = Some((following(&settings, false), passed + 1));
        }
        self.next_print(commands);
    }

    /// The puzzles to print, each with its heading: the one in play, then as many further ones
    /// as the layout asks for and are made.
    pub fn printed(&self) -> Vec<(Made, String)> {
        let count = usize::from(self.settings.print.max(1));
        let main = self.made().cloned().map(|m| {
            let heading = title(&self.settings, &m);
            (m, heading)
        });
        let further = self.prints.iter().map(|(m, settings)| (m.clone(), title(settings, m)));
        main.into_iter().chain(further).take(count).collect()
    }
}

/// A printed puzzle's heading: its size, level, and seed or day.
fn title(settings: &MazeSettings, made: &Made) -> String {
    let spec = &made.spec;
    let (rows, cols) = (spec.board.rows(), spec.board.cols());
    let level = level_word(spec.difficulty);
    match (&settings.custom, settings.daily) {
        (Some(_), _) => say(MathMazeText::PrintTitleTyped, &[("rows", &rows), ("cols", &cols)]),
        (None, Some(day)) => say(
            MathMazeText::PrintTitleDaily,
            &[("rows", &rows), ("cols", &cols), ("level", &level), ("day", &day)],
        ),
        (None, None) => say(
            MathMazeText::PrintTitleSeed,
            &[("rows", &rows), ("cols", &cols), ("level", &level), ("seed", &spec.seed)],
        ),
    }
}
