//! The knight's tour on the search page: its settings, jobs, status, figures, code panel,
//! practice and tree labels, as [`SearchProblem`] asks for them.

use super::code::{code_state, program};
use super::count::{totals, tour_count_jobs};
use super::job::{KnightEnding, KnightJob, TREE_MAX_SQUARES};
use super::practice::{judge, question};
use super::problem::tour_counts;
use super::settings::{knight_query, knight_settings, KnightChange, KnightSettings, MAX_GRID_SIDE};
use super::status::{algorithm_name, knight_status};
use super::Knight;
use crate::core::grid::Square;
use crate::model::code::{CodeState, Program};
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::Figure;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{fill, say, t};
use crate::model::page::{SearchProblem, Side};
use crate::model::practice::{Answer, Question, Verdict};
use crate::model::problem::Trail;
use crate::problems::knight::core::count::MAX_COUNTED_SQUARES;
use crate::problems::knight::core::Algorithm;
use crate::problems::knight::model::text::KnightText;

/// What a count of tours covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TourCount {
    /// The tours from this square.
    From(Square),
    /// The tours from every square of the board (each symmetry class counted once).
    EverySquare,
}

impl SearchProblem for Knight {
    type Settings = KnightSettings;
    type Change = KnightChange;
    /// The knight's practice asks one kind of decision (the next square the search tries).
    type Drill = ();
    type Count = TourCount;

    fn settings(pairs: &[(String, String)]) -> (KnightSettings, Vec<String>) {
        knight_settings(pairs)
    }

    fn query(settings: &KnightSettings) -> String {
        knight_query(settings)
    }

    fn changed(
        settings: &KnightSettings,
        change: KnightChange,
    ) -> (KnightSettings, Option<Vec<String>>) {
        // A typed side replaces the notices (clearing them when it is fine).
        let typed = matches!(change, KnightChange::Side { .. });
        let (next, notices) = settings.changed(change);
        (next, typed.then_some(notices))
    }

    fn on_square(square: Square) -> Option<KnightChange> {
        Some(KnightChange::Start(square))
    }

    fn job(settings: &KnightSettings) -> KnightJob {
        settings.job()
    }

    fn compared(settings: &KnightSettings) -> Vec<(KnightJob, Side)> {
        let algorithms = [Some(settings.algorithm), settings.compare].into_iter().flatten();
        let sides = algorithms.map(|a| Side { slug: a.slug(), name: algorithm_name(a) });
        settings.compared().into_iter().zip(sides).collect()
    }

    fn count_jobs(settings: &KnightSettings, count: TourCount, workers: usize) -> Vec<KnightJob> {
        let (board, closed) = (settings.board, settings.closed);
        match count {
            TourCount::From(square) => tour_count_jobs(board, closed, vec![square], 1),
            TourCount::EverySquare => {
                tour_count_jobs(board, closed, board.class_representatives(), workers)
            }
        }
    }

    fn status(
        settings: &KnightSettings,
        state: RunState,
        trail: &Trail<Knight>,
        ending: Option<KnightEnding>,
        failure: Option<&str>,
    ) -> String {
        knight_status(settings.board, settings.start, state, trail, ending, failure)
    }

    fn compare_status(settings: &KnightSettings) -> String {
        let other = settings.compare.unwrap_or(settings.algorithm);
        let names =
            [("first", algorithm_name(settings.algorithm)), ("second", algorithm_name(other))];
        fill(t(KnightText::CompareStatus), &names)
    }

    fn figures(_: &KnightSettings, trail: &Trail<Knight>) -> Vec<Figure> {
        let stats = trail.stats();
        let depth = trail.path().len().saturating_sub(1) as u64;
        vec![
            Figure::count(t(CommonText::Nodes), "stat-nodes", stats.nodes),
            Figure::count(t(CommonText::Backtracks), "stat-backtracks", stats.backtracks),
            Figure::count(t(KnightText::Depth), "stat-depth", depth),
            Figure::count(t(CommonText::Solutions), "stat-solutions", stats.solutions),
        ]
    }

    fn count_figures(
        settings: &KnightSettings,
        count: TourCount,
        counting: &Ensemble<Knight>,
    ) -> Vec<Figure> {
        let results = tour_counts(counting.found());
        let only = match count {
            TourCount::From(square) => Some(square),
            TourCount::EverySquare => None,
        };
        let (totals, squares_done) = totals(settings.board, &results, only);
        let (open, closed) = match count {
            TourCount::From(_) => (t(KnightText::OpenTours), t(KnightText::ClosedTours)),
            TourCount::EverySquare => {
                (t(KnightText::OpenAllSquares), t(KnightText::ClosedAllSquares))
            }
        };
        vec![
            Figure::count(open, "count-open", totals.open),
            Figure::count(closed, "count-closed", totals.closed),
            Figure::count(t(KnightText::ToursSoFar), "count-tours", counting.stats().solutions),
            Figure {
                label: t(KnightText::SquaresDone),
                testid: "count-squares",
                value: squares_done as u64,
                shown: Some(format!("{squares_done}")),
            },
        ]
    }

    fn program(settings: &KnightSettings, side: Option<Side>) -> Program {
        program(side_algorithm(settings, side), settings.closed)
    }

    fn code_state(
        program: &Program,
        settings: &KnightSettings,
        side: Option<Side>,
        trail: &Trail<Knight>,
        ending: Option<KnightEnding>,
    ) -> CodeState {
        let outcome = match ending {
            Some(KnightEnding::Searched(outcome)) => Some(outcome),
            _ => None,
        };
        code_state(program, settings.board, side_algorithm(settings, side), trail, outcome)
    }

    /// Giant boards (drawn on a canvas, without clickable squares) have no practice.
    fn practice_allowed(settings: &KnightSettings) -> bool {
        let board = settings.board;
        board.rows() <= MAX_GRID_SIDE && board.cols() <= MAX_GRID_SIDE
    }

    fn question(settings: &KnightSettings, _: (), trail: &Trail<Knight>) -> Option<Question> {
        question(settings.board, settings.algorithm, trail)
    }

    fn judge(
        settings: &KnightSettings,
        trail: &Trail<Knight>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        judge(settings.board, settings.algorithm, trail, question, answer)
    }

    fn shows_tree(settings: &KnightSettings) -> bool {
        settings.board.len() <= TREE_MAX_SQUARES
    }

    fn node_label(_: &KnightSettings, _: &[Square], at: Square) -> String {
        say(KnightText::TreeSquare, &[("row", &(at.row + 1)), ("col", &(at.col + 1))])
    }

    fn edge_label(_: &[Square], at: Square) -> String {
        format!("{},{}", at.row + 1, at.col + 1)
    }
}

/// Whether a board this size has tours counted by the page.
pub fn countable(settings: &KnightSettings) -> bool {
    settings.board.len() <= MAX_COUNTED_SQUARES
}

/// The algorithm of the search on `side` of a comparison, or the watched search's.
fn side_algorithm(settings: &KnightSettings, side: Option<Side>) -> Algorithm {
    side.and_then(|side| Algorithm::from_slug(side.slug)).unwrap_or(settings.algorithm)
}
