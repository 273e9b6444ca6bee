//! Practice, shared by every problem: the learner makes the search's next decision. A problem
//! says, for the state on screen, which decision comes next ([`Question`]) and judges an answer
//! ([`Verdict`], explaining a wrong one in the search's own terms); [`Score`] keeps the tally.

use crate::core::grid::Square;
use crate::core::search::Replay;
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::say;

/// An answer: a square clicked on the board, or one of the question's buttons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A square of the board.
    Square(Square),
    /// The `value` of one of the question's [`Choice`]s.
    Choice(String),
}

/// A button that answers a question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// What the button answers (its `data-value`).
    pub value: String,
    /// The button's label.
    pub label: String,
}

impl Choice {
    /// A button labelled `label` that answers `value`.
    pub fn new(value: impl Into<String>, label: impl Into<String>) -> Choice {
        Choice { value: value.into(), label: label.into() }
    }
}

/// The decision the search makes next, put to the learner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// What kind of decision it is, as the problem names its kinds (the prompt's `data-kind`).
    pub kind: &'static str,
    /// The question, in one sentence.
    pub prompt: String,
    /// Buttons that answer it besides the board (none when only a square answers it).
    pub choices: Vec<Choice>,
    /// The answer the search itself gives.
    pub answer: Answer,
    /// The square the question is about (the candidate being judged), if any.
    pub about: Option<Square>,
}

/// The judgement of one answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Whether the answer was right.
    pub correct: bool,
    /// Why, in one or two sentences naming the rule.
    pub explanation: String,
    /// Squares the explanation refers to (the attacker, the square the search chooses…).
    pub marked: Vec<Square>,
}

impl Verdict {
    /// A right answer, with a word on what the search does.
    pub fn right(explanation: impl Into<String>) -> Verdict {
        Verdict { correct: true, explanation: explanation.into(), marked: Vec::new() }
    }

    /// A wrong answer, explained, with the squares the explanation names.
    pub fn wrong(explanation: impl Into<String>, marked: Vec<Square>) -> Verdict {
        Verdict { correct: false, explanation: explanation.into(), marked }
    }

    /// A backtracking page's verdict, the rule it checked in `why`: "Right: {why}." or "Not
    /// quite: {why}." with the squares `marked` (a right answer marks none).
    pub fn because(correct: bool, why: &str, marked: Vec<Square>) -> Verdict {
        let args: [(&str, &dyn std::fmt::Display); 1] = [("why", &why)];
        match correct {
            true => Verdict::right(say(BacktrackingText::Right, &args)),
            false => Verdict::wrong(say(BacktrackingText::Wrong, &args), marked),
        }
    }
}

/// A stored best score that is no score (edited, cut short, of another version).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Damaged;

/// The tally of a practice run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    /// Questions answered.
    pub asked: u32,
    /// Questions answered right.
    pub correct: u32,
    /// Right answers in a row, now.
    pub streak: u32,
    /// The longest run of right answers.
    pub best_streak: u32,
}

impl Score {
    /// The score after one more answer.
    pub fn after(self, correct: bool) -> Score {
        let streak = if correct { self.streak + 1 } else { 0 };
        Score {
            asked: self.asked + 1,
            correct: self.correct + u32::from(correct),
            streak,
            best_streak: self.best_streak.max(streak),
        }
    }

    /// Whether this score beats `best` (more right answers; as many with fewer questions).
    pub fn beats(self, best: Option<Score>) -> bool {
        best.is_none_or(|b| {
            (self.correct, std::cmp::Reverse(self.asked)) > (b.correct, std::cmp::Reverse(b.asked))
        })
    }

    /// The score as stored: `correct/asked/best streak`.
    pub fn to_text(self) -> String {
        format!("{}/{}/{}", self.correct, self.asked, self.best_streak)
    }

    /// The best score stored as `text` (none stored: `Ok(None)`), or [`Damaged`] if the text is
    /// no score: it is then dropped, and the page says so.
    ///
    /// ```
    /// use runut::model::practice::{Damaged, Score};
    /// assert_eq!(Score::stored(None), Ok(None));
    /// assert_eq!(Score::stored(Some("3/5/2")).unwrap().unwrap().correct, 3);
    /// assert_eq!(Score::stored(Some("5/3/1")), Err(Damaged));
    /// assert_eq!(Score::stored(Some("garbage")), Err(Damaged));
    /// ```
    pub fn stored(text: Option<&str>) -> Result<Option<Score>, Damaged> {
        text.map(|text| Score::from_text(text).ok_or(Damaged)).transpose()
    }

    /// A stored score, if `text` is one (anything else is ignored, never trusted).
    pub fn from_text(text: &str) -> Option<Score> {
        let mut parts = text.split('/').map(|p| p.parse::<u32>().ok());
        let (correct, asked, best_streak) = (parts.next()??, parts.next()??, parts.next()??);
        let sane = parts.next().is_none() && correct <= asked && best_streak <= correct;
        sane.then_some(Score { asked, correct, streak: 0, best_streak })
    }
}

/// Where a search's replay stands along its run ([`Replay::moment`]): every event changes it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StateKey(pub u64);

/// A practice session on one page: whether the page should step the search on by itself, which
/// state's question has been answered, the last verdict and the score.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Practice {
    /// Stepping on by itself until the next unanswered question.
    advancing: bool,
    /// The state whose question was answered last.
    answered: Option<StateKey>,
    /// The verdict on the last answer, with the answer the search gives.
    pub verdict: Option<(Verdict, Answer)>,
    /// The tally so far.
    pub score: Score,
}

impl Practice {
    /// A session that starts by stepping to the first decision.
    pub fn start() -> Practice {
        Practice { advancing: true, ..Practice::default() }
    }

    /// The question to show at `key`, if `question` (the search's next decision there) has not
    /// been answered yet.
    pub fn asks<'q>(&self, key: StateKey, question: Option<&'q Question>) -> Option<&'q Question> {
        question.filter(|_| self.answered != Some(key))
    }

    /// Whether the page should step the search on now, at `key` with `question` next: it is
    /// advancing and nothing is left to answer here.
    pub fn wants_step(&self, key: StateKey, question: Option<&Question>) -> bool {
        self.advancing && self.asks(key, question).is_none()
    }

    /// Records the verdict on the answer given at `key`, whose right answer is `right`; a
    /// right answer steps on by itself, a wrong one waits for [`Practice::resume`].
    pub fn answered(&mut self, key: StateKey, verdict: Verdict, right: Answer) {
        self.score = self.score.after(verdict.correct);
        self.advancing = verdict.correct;
        self.answered = Some(key);
        self.verdict = Some((verdict, right));
    }

    /// Goes on after a wrong answer's explanation (or a Play press).
    pub fn resume(&mut self) {
        self.advancing = true;
    }

    /// The learner stepped by hand (back or forward): stop stepping by itself, and forget the
    /// verdict, which was about another state.
    pub fn stepped_by_hand(&mut self) {
        self.advancing = false;
        self.verdict = None;
    }
}

impl StateKey {
    /// Where the replay `trail` stands.
    pub fn of(trail: &impl Replay) -> StateKey {
        StateKey(trail.moment())
    }
}
