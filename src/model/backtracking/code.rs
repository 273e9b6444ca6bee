//! The course's recursive backtracking procedure, which each backtracking page's code panel
//! writes with its own names.

use crate::core::search::EventKind;
use crate::model::code::{CodeLine, Program};
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::t;

/// A line of pseudo-code and the same step in plain words.
pub type Said = (&'static str, &'static str);

/// The course's recursive backtracking, as each backtracking page writes it in its own names:
/// a main procedure that starts at the root, calls the recursion on level 1 and reports the
/// end; and the recursion, which tries each candidate for x\[k\], rejects it or takes it,
/// outputs a solution or goes a level down, and takes the candidate back.
pub struct Recursion {
    /// The main procedure's header.
    pub main: Said,
    /// Its lines before the root (the weights sorted, say).
    pub setup: Vec<CodeLine>,
    /// The root of the tree.
    pub root: Said,
    /// The recursion's first call.
    pub call: Said,
    /// The search's end, in pseudo-code (its plain words are every page's).
    pub report: &'static str,
    /// The recursion's header.
    pub procedure: Said,
    /// Its loop over the candidates for x\[k\].
    pub each: Said,
    /// A candidate tried.
    pub test: Said,
    /// A candidate the bounding function rejects.
    pub reject: Said,
    /// A candidate taken.
    pub advance: Said,
    /// A solution output: the first, or each, as the mode says.
    pub solution: Said,
    /// A level down.
    pub recurse: Said,
    /// The candidate taken back.
    pub retreat: Said,
    /// The functions it calls, after it (its bounding function).
    pub helpers: Vec<CodeLine>,
}

impl Recursion {
    /// The program, named `name`.
    pub fn program(self, name: &'static str) -> Program {
        use EventKind::{Advance, Exhausted, Reject, Retreat, Root, Solution, Try};
        let quiet = |indent, (code, plain): Said| CodeLine::quiet(indent, code, plain);
        let emits = |indent, kind, (code, plain): Said| CodeLine::emits(indent, kind, code, plain);
        let mut lines = vec![quiet(0, self.main)];
        lines.extend(self.setup);
        lines.extend([
            emits(1, Root, self.root),
            quiet(1, self.call),
            emits(1, Exhausted, (self.report, t(BacktrackingText::PlainReport))),
            quiet(0, self.procedure),
            quiet(1, self.each),
            emits(2, Try, self.test),
            emits(2, Reject, self.reject),
            emits(2, Advance, self.advance),
            emits(2, Solution, self.solution),
            quiet(2, self.recurse),
            emits(2, Retreat, self.retreat),
        ]);
        lines.extend(self.helpers);
        Program { name, lines }
    }
}
