//! Sudoku backtracking as the course writes it (`SOLVE(k)`, the next cell chosen by the order),
//! and the code panel's state: the line of the last event, `k`, the cell `c`, the digit `d`, the
//! empty cells left, and one stack frame per digit placed.

use super::settings::{cell_name, SudokuSettings};
use super::text::SudokuText;
use super::Sudoku;
use crate::core::search::EventKind::{Advance, Exhausted, Reject, Retreat, Root, Solution, Try};
use crate::core::search::Mode;
use crate::core::slug::Slugged;
use crate::model::code::{off_path, CodeLine, CodeState, Program, Variable};
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::t;
use crate::model::page::{Code, Side};
use crate::model::problem::ReplayOf;
use crate::problems::sudoku::core::{cell_of, digit_of, Order, SudokuOutcome};

/// The pseudo-code of the search in `order`, stopping at the first solution or at the second.
fn backtracking(order: Order, mode: Mode) -> Program {
    let choose = match order {
        Order::Plain | Order::ForwardChecking => t(SudokuText::CodeChoosePlain),
        Order::FewestCandidates | Order::Singles => t(SudokuText::CodeChooseFewest),
    };
    let each = match order {
        Order::Plain => "for d ← 1 to 9 do",
        _ => t(SudokuText::CodeEachLegal),
    };
    let reject = match order {
        Order::Plain => Some((SudokuText::CodeReject, SudokuText::PlainReject)),
        Order::FewestCandidates => None,
        Order::ForwardChecking => {
            Some((SudokuText::CodeRejectForward, SudokuText::PlainRejectForward))
        }
        Order::Singles => Some((SudokuText::CodeRejectSingles, SudokuText::PlainRejectSingles)),
    };
    let (advance, retreat) = match order {
        Order::Singles => (t(SudokuText::CodeAdvanceSingles), t(SudokuText::CodeRetreatSingles)),
        _ => ("grid[c] ← d", t(SudokuText::CodeRetreat)),
    };
    let plain_advance = match order {
        Order::Singles => SudokuText::PlainAdvanceSingles,
        _ => SudokuText::PlainAdvance,
    };
    let solution = match mode {
        Mode::First => t(SudokuText::CodeSolutionFirst),
        Mode::All => t(SudokuText::CodeSolutionSecond),
    };
    let mut lines = vec![
        CodeLine::quiet(0, "procedure SUDOKU(grid)", t(SudokuText::PlainMain)),
        CodeLine::emits(1, Root, t(SudokuText::CodeRoot), t(SudokuText::PlainRoot)),
        CodeLine::quiet(1, "SOLVE(1)", t(SudokuText::PlainCallFirst)),
        CodeLine::emits(1, Exhausted, t(SudokuText::CodeReport), t(BacktrackingText::PlainReport)),
        CodeLine::quiet(0, "procedure SOLVE(k)", t(SudokuText::PlainSolve)),
        CodeLine::quiet(1, choose, t(SudokuText::PlainChoose)),
        CodeLine::quiet(1, each, t(SudokuText::PlainEach)),
        CodeLine::emits(2, Try, t(SudokuText::CodeTry), t(SudokuText::PlainTry)),
    ];
    if let Some((code, plain)) = reject {
        lines.push(CodeLine::emits(2, Reject, t(code), t(plain)));
    }
    lines.extend([
        CodeLine::emits(2, Advance, advance, t(plain_advance)),
        CodeLine::emits(2, Solution, solution, t(SudokuText::PlainSolution)),
        CodeLine::quiet(2, "else SOLVE(k + 1)", t(SudokuText::PlainNext)),
        CodeLine::emits(2, Retreat, retreat, t(SudokuText::PlainRetreat)),
    ]);
    Program { name: t(SudokuText::ProgramName), lines }
}

/// The order a program searches in: the comparison's side, or the settings'.
fn order_of(settings: &SudokuSettings, side: Option<Side>) -> Order {
    side.and_then(|s| Order::from_slug(s.slug)).unwrap_or(settings.order)
}

impl Code for Sudoku {
    fn program(settings: &SudokuSettings, side: Option<Side>) -> Program {
        backtracking(order_of(settings, side), settings.mode)
    }

    /// The line of the last event, `k`, `c`, `d`, and one stack frame per digit placed.
    fn code_state(
        program: &Program,
        settings: &SudokuSettings,
        compared: Option<Side>,
        trail: &ReplayOf<Sudoku>,
        outcome: Option<SudokuOutcome>,
    ) -> CodeState {
        let side = settings.puzzle.side();
        let path = trail.path();
        // An ended search stands at its solution's line unless it searched its whole tree (its
        // replay cannot tell, after a run at max speed: its outcome can).
        let ended = outcome.map(|o| if o.whole() { Exhausted } else { Solution });
        let mut state = CodeState::of_trail(program, trail, ended);
        let order = order_of(settings, compared);
        let empty = order.board_at(&settings.puzzle, path).empty_cells();
        // The innermost SOLVE(k): busy with a node off the path, or the one that placed the last.
        let off = off_path(trail.last());
        if let Some(at) = off.or(path.last().copied()) {
            let k = path.len() + usize::from(off.is_some());
            state.variables.push(Variable::new("k", k.to_string()));
            state.variables.push(Variable::new("c", cell_name(cell_of(at), side)));
            state.variables.push(Variable::new("d", digit_of(at).to_string()));
        }
        state.variables.push(Variable::new(t(SudokuText::EmptyCells), empty.to_string()));
        state.with_frames(path.len(), |level| {
            let at = path[level - 1];
            (
                format!("SOLVE({level})"),
                format!("{} = {}", cell_name(cell_of(at), side), digit_of(at)),
            )
        })
    }
}
