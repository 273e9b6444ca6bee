//! A game's records, kept in the browser: the best time and the fewest moves for every kind of
//! puzzle (its slot: a size and a level, …), and the streak of days on which the daily puzzle
//! was solved. Stored as versioned lines of text; anything that does not read back whole is
//! refused, so that the page drops it with a notice instead of trusting it.

use crate::model::game::day::Day;
use std::fmt::Debug;

/// The last line of the stored text: text cut short is refused.
const END: &str = "end";

/// A kind of puzzle a game keeps a best for, written as [`Slot::WORDS`] words in the stored
/// text.
pub trait Slot: Copy + Debug + Eq {
    /// The first line of the stored text, naming the game and the version.
    const HEADER: &'static str;
    /// How many slots there are: the most bests kept.
    const COUNT: usize;
    /// How many words a slot is written as.
    const WORDS: usize;
    /// The slot's words, space-separated.
    fn words(&self) -> String;
    /// The slot [`Slot::words`] wrote, if `words` are one.
    fn read(words: &[&str]) -> Option<Self>;
}

/// The best results on one slot (each kept on its own: the fastest game need not be the one
/// with the fewest moves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Best<S> {
    /// The kind of puzzle.
    pub slot: S,
    /// The best solving time, in whole milliseconds.
    pub ms: u64,
    /// The fewest moves.
    pub moves: u32,
}

/// The streak of days on which the day's daily puzzle was solved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Streak {
    /// The last day whose daily puzzle was solved on that day.
    pub last: Option<Day>,
    /// Days in a row up to `last`.
    pub days: u32,
    /// The longest streak ever.
    pub longest: u32,
}

impl Streak {
    /// The streak as it stands on `today`: broken (0) once a whole day has passed unsolved.
    pub fn current(&self, today: Day) -> u32 {
        match self.last {
            Some(last) if last >= today.previous() => self.days,
            _ => 0,
        }
    }
}

/// A solved game, as the records take it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Win<S> {
    /// The kind of puzzle.
    pub slot: S,
    /// The solving time, in whole milliseconds.
    pub ms: u64,
    /// The moves made.
    pub moves: u32,
    /// The day of the daily puzzle it solved, if it was one.
    pub daily: Option<Day>,
    /// Whether hints helped (such a win counts for the daily streak, not for the bests).
    pub hinted: bool,
}

/// What a win changed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Improved {
    /// A new best time for its slot.
    pub time: bool,
    /// New fewest moves for its slot.
    pub moves: bool,
    /// The daily streak grew.
    pub streak: bool,
}

/// The player's records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Records<S> {
    /// The best results, one per slot, in the order first reached.
    pub bests: Vec<Best<S>>,
    /// The daily streak.
    pub streak: Streak,
}

/// Stored records that could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unreadable;

impl<S> Default for Records<S> {
    fn default() -> Self {
        Records { bests: Vec::new(), streak: Streak::default() }
    }
}

impl<S: Slot> Records<S> {
    /// The best results on `slot`, if any.
    pub fn best(&self, slot: S) -> Option<Best<S>> {
        self.bests.iter().find(|b| b.slot == slot).copied()
    }

    /// Takes in a solved game on `today`: a daily puzzle counts for the streak only when it is
    /// solved on its own day; a game hints helped with sets no best.
    pub fn record(&mut self, win: Win<S>, today: Day) -> Improved {
        let mut improved = Improved::default();
        let full = self.bests.len() >= S::COUNT;
        match self.bests.iter_mut().find(|b| b.slot == win.slot) {
            _ if win.hinted => {}
            Some(best) => {
                improved.time = win.ms < best.ms;
                improved.moves = win.moves < best.moves;
                best.ms = best.ms.min(win.ms);
                best.moves = best.moves.min(win.moves);
            }
            None if !full => {
                self.bests.push(Best { slot: win.slot, ms: win.ms, moves: win.moves });
                (improved.time, improved.moves) = (true, true);
            }
            None => {}
        }
        if win.daily == Some(today) && self.streak.last != Some(today) {
            let days =
                if self.streak.last == Some(today.previous()) { self.streak.days + 1 } else { 1 };
            self.streak =
                Streak { last: Some(today), days, longest: self.streak.longest.max(days) };
            improved.streak = true;
        }
        improved
    }

    /// The records as stored text.
    pub fn to_text(&self) -> String {
        let mut text = format!("{}\n", S::HEADER);
        if let Some(last) = self.streak.last {
            text.push_str(&format!("streak {last} {} {}\n", self.streak.days, self.streak.longest));
        }
        for b in &self.bests {
            text.push_str(&format!("best {} {} {}\n", b.slot.words(), b.ms, b.moves));
        }
        text.push_str(END);
        text.push('\n');
        text
    }

    /// Records read back from [`Records::to_text`]'s text; [`Unreadable`] if any line is not
    /// exactly what it would write (another version, a bad number, a slot that is none, a slot
    /// twice, a streak longer than its longest, a text cut short).
    pub fn from_text(text: &str) -> Result<Records<S>, Unreadable> {
        let mut lines = text.lines();
        if lines.next() != Some(S::HEADER) {
            return Err(Unreadable);
        }
        let mut records = Records::default();
        let mut ended = false;
        for line in lines {
            if ended {
                return Err(Unreadable);
            }
            let words: Vec<&str> = line.split(' ').collect();
            let number =
                |i: usize| words.get(i).and_then(|w| w.parse::<u64>().ok()).ok_or(Unreadable);
            match words.first().copied() {
                Some("streak") if words.len() == 4 && records.streak.last.is_none() => {
                    let last = Day::parse(words[1]).ok_or(Unreadable)?;
                    let (days, longest) = (number(2)?, number(3)?);
                    if days == 0 || days > longest || longest > u64::from(u32::MAX) {
                        return Err(Unreadable);
                    }
                    records.streak =
                        Streak { last: Some(last), days: days as u32, longest: longest as u32 };
                }
                Some("best") if words.len() == S::WORDS + 3 => {
                    let slot = S::read(&words[1..=S::WORDS]).ok_or(Unreadable)?;
                    let ms = number(S::WORDS + 1)?;
                    let moves = u32::try_from(number(S::WORDS + 2)?).map_err(|_| Unreadable)?;
                    if records.best(slot).is_some() || records.bests.len() >= S::COUNT {
                        return Err(Unreadable);
                    }
                    records.bests.push(Best { slot, ms, moves });
                }
                Some(END) if words.len() == 1 => ended = true,
                _ => return Err(Unreadable),
            }
        }
        if ended {
            Ok(records)
        } else {
            Err(Unreadable)
        }
    }
}
