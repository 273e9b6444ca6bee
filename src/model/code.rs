//! The code panel's model, shared by every problem: a search written as numbered pseudo-code
//! ([`Program`]), and what the panel shows for the state on screen ([`CodeState`]): the line
//! that produced the last event, the pseudo-code's variables and the recursion stack. Each
//! problem writes its own programs and fills its own state (`model/<problem>/code.rs`).

use crate::core::grid::Square;
use crate::core::search::Trail;
use crate::core::search::{Event, EventKind};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{say, t};

/// How many frames of the recursion stack the panel lists; deeper stacks show their top frames
/// and how many more there are.
pub const SHOWN_FRAMES: usize = 64;

/// One line of pseudo-code, with the same step in plain words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodeLine {
    /// How deep the line is indented (0 for a procedure's header).
    pub indent: u8,
    /// The line as textbook pseudo-code.
    pub code: &'static str,
    /// The same step in one plain sentence.
    pub plain: &'static str,
    /// The event the line produces, if it produces one.
    pub emits: Option<EventKind>,
}

impl CodeLine {
    /// A line that produces no event.
    pub const fn quiet(indent: u8, code: &'static str, plain: &'static str) -> CodeLine {
        CodeLine { indent, code, plain, emits: None }
    }

    /// A line that produces `kind` events.
    pub const fn emits(
        indent: u8,
        kind: EventKind,
        code: &'static str,
        plain: &'static str,
    ) -> CodeLine {
        CodeLine { indent, code, plain, emits: Some(kind) }
    }
}

/// A search written as numbered pseudo-code: each kind of event it produces comes from exactly
/// one of its lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// The search's name, as the panel titles it.
    pub name: &'static str,
    /// The lines, numbered from 1.
    pub lines: Vec<CodeLine>,
}

/// The brute force's test of a complete candidate, as its pseudo-code and variables name it.
pub const VALID: &str = "VALID(x[1..n])";

impl Program {
    /// Whether the search recurses, so that the panel lists its call stack: a program that
    /// backtracks (a line of it retreats) does; a best-first loop does not.
    pub fn recursive(&self) -> bool {
        self.line_of(EventKind::Retreat).is_some()
    }

    /// The number (from 1) of the line that produces `kind` events, if one does.
    pub fn line_of(&self, kind: EventKind) -> Option<usize> {
        self.lines.iter().position(|l| l.emits == Some(kind)).map(|i| i + 1)
    }

    /// The brute force a backtracking program is compared with, named `name`: the same
    /// recursion, whose bounding function is replaced by [`VALID`], a test of complete
    /// candidates only (`plain_test` says in words what it checks). The bounding function's
    /// own lines after the recursion are left out.
    pub fn brute_force(mut self, name: &'static str, plain_test: &'static str) -> Program {
        let (reject, retreat) = (self.line_of(EventKind::Reject), self.line_of(EventKind::Retreat));
        let (Some(reject), Some(retreat)) = (reject, retreat) else { return self };
        self.lines.truncate(retreat);
        let indent = self.lines[reject - 1].indent;
        let test =
            CodeLine::emits(indent, EventKind::Reject, t(CommonText::CodeBruteReject), plain_test);
        self.lines[reject - 1] = test;
        self.name = name;
        self
    }

    /// The same program with `choices` as the loop over a node's children (the line right
    /// above the one that generates them).
    pub fn with_choices(mut self, choices: CodeLine) -> Program {
        if let Some(generate) = self.line_of(EventKind::Try).filter(|&line| line > 1) {
            self.lines[generate - 2] = choices;
        }
        self
    }
}

/// The brute force's test on the complete candidate it killed, which fails because `why`.
pub fn valid_false(why: &str) -> Variable {
    Variable::new(VALID, say(CommonText::ValidFalse, &[("why", &why)]))
}

/// One of the pseudo-code's variables and its value now.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Variable {
    /// The name as the pseudo-code writes it.
    pub name: &'static str,
    /// Its value, as the page shows it.
    pub value: String,
}

impl Variable {
    /// The variable `name` holding `value`.
    pub fn new(name: &'static str, value: impl Into<String>) -> Variable {
        Variable { name, value: value.into() }
    }
}

/// One active call of the recursion: one level of the current path.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Frame {
    /// The level, from 1 (the outermost call).
    pub depth: usize,
    /// The call, as the pseudo-code would write it, e.g. `TRY((2, 1), 3)`.
    pub call: String,
    /// Where the call's loop stands, e.g. `move 3 of 8: (4, 2)`.
    pub at: String,
}

/// What the code panel shows for the state on screen.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CodeState {
    /// The kind of event the highlighted line produced.
    pub event: Option<EventKind>,
    /// The highlighted line (from 1).
    pub line: Option<usize>,
    /// The pseudo-code's variables.
    pub variables: Vec<Variable>,
    /// The innermost [`SHOWN_FRAMES`] calls, innermost first.
    pub frames: Vec<Frame>,
    /// How many outer calls are not listed.
    pub hidden_frames: usize,
}

impl CodeState {
    /// The state of `program` for `trail`, its highlighted line that of the last event applied;
    /// after a jump to a snapshot (a run at max speed), the line of how the run `ended`, or
    /// while it still runs, the line that extends the path.
    pub fn of_trail<R: Copy>(
        program: &Program,
        trail: &Trail<R>,
        ended: Option<EventKind>,
    ) -> CodeState {
        let last = trail.last().map(|e| e.kind());
        let event = last.or(ended).or((!trail.path().is_empty()).then_some(EventKind::Advance));
        let line = event.and_then(|kind| program.line_of(kind));
        CodeState { event: event.filter(|_| line.is_some()), line, ..CodeState::default() }
    }

    /// The state of `program` for a depth-first search's `trail` ([`CodeState::of_trail`]) that
    /// has `ended` or not: an ended search stands at its solution's line when its path is one
    /// (a search that stopped at its first), else at the line of its exhaustion.
    pub fn of_search<R: Copy>(program: &Program, trail: &Trail<R>, ended: bool) -> CodeState {
        let found = trail.stats().solutions > 0 && !trail.exhausted();
        let kind = if found { EventKind::Solution } else { EventKind::Exhausted };
        CodeState::of_trail(program, trail, ended.then_some(kind))
    }

    /// Lists the calls of a stack `depth` levels deep, innermost first, keeping the innermost
    /// [`SHOWN_FRAMES`]; `frame(level)` describes the call at `level` (from 1) and is called
    /// for `depth`, `depth − 1`, … in that order.
    pub fn with_frames(
        mut self,
        depth: usize,
        mut frame: impl FnMut(usize) -> (String, String),
    ) -> Self {
        let shown = depth.min(SHOWN_FRAMES);
        self.frames = (0..shown)
            .map(|i| depth - i)
            .map(|level| {
                let (call, at) = frame(level);
                Frame { depth: level, call, at }
            })
            .collect();
        self.hidden_frames = depth - shown;
        self
    }
}

/// The candidate under test or just rejected, whose value the innermost call has set: the square
/// off the path ([`off_path`]) but for one just taken back.
pub fn under_test<R>(last: Option<Event<R>>) -> Option<Square> {
    match last? {
        Event::Retreat { .. } => None,
        last => off_path(Some(last)),
    }
}

/// The square the innermost call is busy with that is not on the path: the candidate under test
/// (or just rejected), or the square just taken back.
pub fn off_path<R>(last: Option<Event<R>>) -> Option<Square> {
    match last? {
        Event::Try { at, .. } | Event::Reject { at, .. } | Event::Retreat { at, .. } => Some(at),
        _ => None,
    }
}
