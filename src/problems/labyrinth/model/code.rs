//! The labyrinth's backtracking as the course writes it, in our own words: a recursive
//! procedure that tries the four directions in priority order, and breadth-first search beside
//! it; and the code panel's state for a trail: the line of the last event, `cell`, `dir`, the
//! path, and one frame per path cell (breadth-first search's: how it ended).

use super::job::LabyrinthEnding;
use super::settings::{LabyrinthSettings, BFS};
use super::status::{cell_text, dir_of};
use super::text::LabyrinthText;
use super::Labyrinth;
use crate::core::search::EventKind::{Advance, Exhausted, Reject, Retreat, Solution, Try};
use crate::core::search::{Event, Mode};
use crate::model::code::{off_path, CodeLine, CodeState, Program, Variable};
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::t;
use crate::model::page::{Code, Side};
use crate::model::problem::ReplayOf;

/// The pseudo-code of the labyrinth's backtracking, stopping at the goal or finding every path.
fn backtracking(mode: Mode) -> Program {
    let solution = match mode {
        Mode::First => CodeLine::emits(
            2,
            Solution,
            t(LabyrinthText::CodeSolutionFirst),
            t(LabyrinthText::PlainSolutionFirst),
        ),
        Mode::All => CodeLine::emits(
            2,
            Solution,
            t(LabyrinthText::CodeSolutionAll),
            t(LabyrinthText::PlainSolutionAll),
        ),
    };
    let lines = vec![
        CodeLine::quiet(0, "procedure MAZE(start, goal)", t(LabyrinthText::PlainMain)),
        CodeLine::quiet(1, "path ← [start]", t(LabyrinthText::PlainStart)),
        CodeLine::quiet(1, "SEARCH(start)", t(LabyrinthText::PlainCall)),
        CodeLine::emits(
            1,
            Exhausted,
            t(LabyrinthText::CodeReport),
            t(BacktrackingText::PlainReport),
        ),
        CodeLine::quiet(0, "procedure SEARCH(cell)", t(LabyrinthText::PlainSearch)),
        CodeLine::quiet(1, t(LabyrinthText::CodeFor), t(LabyrinthText::PlainFor)),
        CodeLine::emits(2, Try, t(LabyrinthText::CodeTry), t(LabyrinthText::PlainTry)),
        CodeLine::emits(2, Reject, t(LabyrinthText::CodeReject), t(LabyrinthText::PlainReject)),
        CodeLine::emits(2, Advance, t(LabyrinthText::CodeAdvance), t(LabyrinthText::PlainAdvance)),
        solution,
        CodeLine::quiet(2, "else SEARCH(next)", t(LabyrinthText::PlainNext)),
        CodeLine::emits(1, Retreat, t(LabyrinthText::CodeRetreat), t(LabyrinthText::PlainRetreat)),
    ];
    Program { name: t(LabyrinthText::ProgramName), lines }
}

/// The pseudo-code of breadth-first search, which backtracking is compared with. It produces
/// no events (it is done as soon as it starts): its lines say how it ended.
fn bfs_program() -> Program {
    let lines = vec![
        CodeLine::quiet(0, "procedure BFS(start, goal)", t(LabyrinthText::PlainBfsMain)),
        CodeLine::quiet(1, "queue ← [start]; seen ← {start}", t(LabyrinthText::PlainBfsQueue)),
        CodeLine::quiet(1, t(LabyrinthText::CodeBfsWhile), t(LabyrinthText::PlainBfsWhile)),
        CodeLine::quiet(2, t(LabyrinthText::CodeBfsTake), t(LabyrinthText::PlainBfsTake)),
        CodeLine::emits(2, Solution, t(LabyrinthText::CodeBfsGoal), t(LabyrinthText::PlainBfsGoal)),
        CodeLine::quiet(2, t(LabyrinthText::CodeBfsNext), t(LabyrinthText::PlainBfsNext)),
        CodeLine::quiet(
            3,
            "if not wall(cell, dir) and next ∉ seen then",
            t(LabyrinthText::PlainBfsAdd),
        ),
        CodeLine::quiet(4, t(LabyrinthText::CodeBfsJoin), t(LabyrinthText::PlainBfsJoin)),
        CodeLine::quiet(4, "from[next] ← cell", t(LabyrinthText::PlainBfsFrom)),
        CodeLine::emits(
            1,
            Exhausted,
            t(LabyrinthText::CodeBfsNone),
            t(LabyrinthText::PlainBfsNone),
        ),
    ];
    Program { name: t(LabyrinthText::BreadthFirst), lines }
}

/// The code panel's state for breadth-first search written as `program`, once it `ended`:
/// the line of how it ended, the cells it expanded and the shortest path's steps.
fn bfs_code_state(program: &Program, ended: Option<LabyrinthEnding>) -> CodeState {
    let Some(LabyrinthEnding::BreadthFirst { expanded, steps }) = ended else {
        return CodeState::default();
    };
    let event = Some(if steps.is_some() { Solution } else { Exhausted });
    let mut variables = vec![Variable::new(t(LabyrinthText::VarExpanded), expanded.to_string())];
    variables
        .extend(steps.map(|steps| Variable::new(t(LabyrinthText::VarSteps), steps.to_string())));
    let line = event.and_then(|kind| program.line_of(kind));
    CodeState { event, line, variables, ..CodeState::default() }
}

impl Code for Labyrinth {
    /// Backtracking, stopping at the goal or finding every path; breadth-first search on its
    /// side of a comparison.
    fn program(settings: &LabyrinthSettings, side: Option<Side>) -> Program {
        match side {
            Some(Side { slug: BFS, .. }) => bfs_program(),
            _ => backtracking(settings.mode),
        }
    }

    /// Backtracking's: the line of the last event, `cell`, `dir`, the path, and one frame per
    /// path cell; breadth-first search's: how it ended.
    fn code_state(
        program: &Program,
        _: &LabyrinthSettings,
        side: Option<Side>,
        trail: &ReplayOf<Labyrinth>,
        ending: Option<LabyrinthEnding>,
    ) -> CodeState {
        if let Some(Side { slug: BFS, .. }) = side {
            return bfs_code_state(program, ending);
        }
        let path = trail.path();
        let last = trail.last();
        let mut state = CodeState::of_search(program, trail, ending.is_some());
        let retreat = matches!(last, Some(Event::Retreat { .. }));
        let cell = if retreat { off_path(last) } else { path.last().copied() };
        if let Some(cell) = cell {
            state.variables.push(Variable::new("cell", cell_text(cell)));
        }
        if let Some(next) = off_path(last).filter(|_| !retreat) {
            if let Some(dir) = dir_of(path, next) {
                state.variables.push(Variable::new("dir", dir.letter().to_string()));
            }
            state.variables.push(Variable::new("next", cell_text(next)));
        }
        let cells: Vec<String> = path.iter().map(|&at| cell_text(at)).collect();
        state.variables.push(Variable::new("path", cells.join(" ")));
        state.with_frames(path.len(), |level| {
            let at = path[level - 1];
            let dir =
                dir_of(&path[..level - 1], at).map_or(String::new(), |d| d.letter().to_string());
            (format!("SEARCH{}", cell_text(at)), dir)
        })
    }
}
