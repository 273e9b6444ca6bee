//! The player's records, kept in the browser: the best time and the fewest moves for every
//! size and level, and the streak of days on which the daily puzzle was solved. Stored as
//! versioned lines of text; anything that does not read back whole is refused, so that the page
//! drops it with a notice instead of trusting it.

use crate::core::grid::Board;
use crate::problems::math_maze::core::deduce::Difficulty;
use crate::problems::math_maze::core::{MAX_MAZE_SIDE, MIN_MAZE_SIDE};
use crate::problems::math_maze::model::daily::Day;

/// The first line of the stored text, naming its version.
const HEADER: &str = "runut-maze-records-1";
/// The last line of the stored text: text cut short is refused.
const END: &str = "end";
/// Sides a maze can have.
const SIDES: usize = (MAX_MAZE_SIDE - MIN_MAZE_SIDE + 1) as usize;
/// The most records kept: one per size and level.
const MAX_BESTS: usize = SIDES * SIDES * Difficulty::ALL.len();

/// The best results on one size and level (each kept on its own: the fastest game need not be
/// the one with the fewest moves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Best {
    /// The grid's rows and columns.
    pub board: Board,
    /// The level.
    pub difficulty: Difficulty,
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
pub struct Win {
    /// The grid.
    pub board: Board,
    /// The level.
    pub difficulty: Difficulty,
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
    /// A new best time for its size and level.
    pub time: bool,
    /// New fewest moves for its size and level.
    pub moves: bool,
    /// The daily streak grew.
    pub streak: bool,
}

/// The player's records.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Records {
    /// The best results, one per size and level, in the order first reached.
    pub bests: Vec<Best>,
    /// The daily streak.
    pub streak: Streak,
}

/// Stored records that could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unreadable;

impl Records {
    /// The best results on `board` at `difficulty`, if any.
    pub fn best(&self, board: Board, difficulty: Difficulty) -> Option<Best> {
        self.bests.iter().find(|b| b.board == board && b.difficulty == difficulty).copied()
    }

    /// Takes in a solved game on `today`: a daily puzzle counts for the streak only when it is
    /// solved on its own day; a game hints helped with sets no best.
    pub fn record(&mut self, win: Win, today: Day) -> Improved {
        let mut improved = Improved::default();
        let full = self.bests.len() >= MAX_BESTS;
        match self.bests.iter_mut().find(|b| b.board == win.board && b.difficulty == win.difficulty)
        {
            _ if win.hinted => {}
            Some(best) => {
                improved.time = win.ms < best.ms;
                improved.moves = win.moves < best.moves;
                best.ms = best.ms.min(win.ms);
                best.moves = best.moves.min(win.moves);
            }
            None if !full => {
                let (board, difficulty, ms, moves) = (win.board, win.difficulty, win.ms, win.moves);
                self.bests.push(Best { board, difficulty, ms, moves });
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
    ///
    /// ```
    /// use runut::problems::math_maze::model::records::Records;
    /// assert_eq!(Records::from_text(&Records::default().to_text()), Ok(Records::default()));
    /// ```
    pub fn to_text(&self) -> String {
        let mut text = format!("{HEADER}\n");
        if let Some(last) = self.streak.last {
            text.push_str(&format!("streak {last} {} {}\n", self.streak.days, self.streak.longest));
        }
        for b in &self.bests {
            let (rows, cols, level) = (b.board.rows(), b.board.cols(), b.difficulty.slug());
            text.push_str(&format!("best {rows} {cols} {level} {} {}\n", b.ms, b.moves));
        }
        text.push_str(END);
        text.push('\n');
        text
    }

    /// Records read back from [`Records::to_text`]'s text; [`Unreadable`] if any line is not
    /// exactly what it would write (another version, a bad number, a size out of range, a size
    /// and level twice, a streak longer than its longest, a text cut short).
    pub fn from_text(text: &str) -> Result<Records, Unreadable> {
        let mut lines = text.lines();
        if lines.next() != Some(HEADER) {
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
                Some("best") if words.len() == 6 => {
                    let side = |i| {
                        let side = number(i).ok().and_then(|n| u16::try_from(n).ok())?;
                        (MIN_MAZE_SIDE..=MAX_MAZE_SIDE).contains(&side).then_some(side)
                    };
                    let board = side(1)
                        .zip(side(2))
                        .and_then(|(r, c)| Board::new(r, c))
                        .ok_or(Unreadable)?;
                    let difficulty = Difficulty::from_slug(words[3]).ok_or(Unreadable)?;
                    let (ms, moves) =
                        (number(4)?, u32::try_from(number(5)?).map_err(|_| Unreadable)?);
                    if records.best(board, difficulty).is_some() || records.bests.len() >= MAX_BESTS
                    {
                        return Err(Unreadable);
                    }
                    records.bests.push(Best { board, difficulty, ms, moves });
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
