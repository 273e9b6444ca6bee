//! The knight's tour page's one-line status, its figures and a count's, and what theory says
//! about the board.

use super::count::totals;
use super::job::{KnightEnding, TourCount};
use super::problem::tour_counts;
use super::settings::{algorithm_name, KnightSettings};
use crate::core::grid::{Board, Square};
use crate::core::search::Event;
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::Figure;
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{fill, t};
use crate::model::page::Status;
use crate::model::problem::ReplayOf;
use crate::model::status::{at, format_count};
use crate::problems::knight::core::moves::is_knight_move;
use crate::problems::knight::core::theory::{closed_tours_exist, colour_allows, open_tours_exist};
use crate::problems::knight::core::{Outcome, Rejection};
use crate::problems::knight::model::text::KnightText;
use crate::problems::knight::Knight;

/// The message `key` about `square`.
fn on(key: KnightText, square: Square) -> String {
    fill(t(key), &[("square", &at(square))])
}

/// Why the knight's bounding function rejected the candidate on `square`, in one sentence.
pub fn rejection(square: Square, why: Rejection) -> String {
    match why {
        Rejection::Visited => on(KnightText::RejectVisited, square),
        Rejection::NotClosed => on(KnightText::RejectNotClosed, square),
    }
}

impl Status for Knight {
    fn status(
        settings: &KnightSettings,
        state: RunState,
        trail: &ReplayOf<Knight>,
        ending: Option<KnightEnding>,
        failure: Option<&str>,
    ) -> String {
        let (board, start) = (settings.board, settings.start);
        let nodes = format_count(trail.stats().nodes);
        let counted = |key: KnightText| fill(t(key), &[("nodes", &nodes)]);
        match state {
            RunState::Idle => on(KnightText::StatusIdle, start),
            RunState::Failed => failure.unwrap_or(t(CommonText::StatusFailed)).to_string(),
            RunState::Stopped => counted(KnightText::StatusStopped),
            RunState::Finished => match ending {
                Some(KnightEnding::Searched(Outcome::Tour)) => {
                    let path = trail.path();
                    let closed = path.len() > 1 && is_knight_move(path[0], path[path.len() - 1]);
                    let kind =
                        t(if closed { KnightText::TourClosed } else { KnightText::TourOpen });
                    let squares = format_count(board.len() as u64);
                    fill(
                        t(KnightText::TourFound),
                        &[("nodes", &nodes), ("squares", &squares), ("kind", kind)],
                    )
                }
                Some(KnightEnding::Searched(Outcome::Stuck { moves })) => {
                    let last = trail.path().last().copied().unwrap_or(start);
                    let left = board.len() - (moves + 1);
                    fill(
                        t(KnightText::StatusStuck),
                        &[
                            ("move", &(moves + 1).to_string()),
                            ("square", &at(last)),
                            ("left", &left.to_string()),
                        ],
                    )
                }
                _ => {
                    fill(t(KnightText::StatusNoTour), &[("square", &at(start)), ("nodes", &nodes)])
                }
            },
            RunState::Running | RunState::Paused => match trail.last() {
                Some(Event::Try { depth: 0, at: s }) => on(KnightText::StatusRootAt, s),
                // Moves are numbered as TRY(y, k) numbers them: the start is move 1.
                Some(Event::Try { depth, at: s }) => fill(
                    t(KnightText::StatusTry),
                    &[("nodes", &nodes), ("square", &at(s)), ("depth", &(depth + 1).to_string())],
                ),
                Some(Event::Reject { at: s, why }) => rejection(s, why),
                Some(Event::Root) => t(KnightText::StatusRoot).to_string(),
                Some(Event::Advance { depth: 0, at: s }) => on(KnightText::StatusStarts, s),
                Some(Event::Advance { depth, at: s }) => fill(
                    t(KnightText::StatusJump),
                    &[("depth", &(depth + 1).to_string()), ("square", &at(s))],
                ),
                Some(Event::Retreat { depth: 0, at: s }) => on(KnightText::StatusStartFails, s),
                Some(Event::Retreat { depth, at: s }) => fill(
                    t(KnightText::StatusDeadEnd),
                    &[("square", &at(s)), ("depth", &(depth + 1).to_string())],
                ),
                Some(Event::Solution { .. }) => t(KnightText::StatusTour).to_string(),
                Some(Event::Exhausted) => t(BacktrackingText::StatusOver).to_string(),
                None if state == RunState::Paused => {
                    fill(t(CommonText::StatusPaused), &[("nodes", &nodes)])
                }
                None => fill(
                    t(KnightText::StatusFlatOut),
                    &[("nodes", &nodes), ("length", &trail.path().len().to_string())],
                ),
            },
        }
    }

    fn compare_status(settings: &KnightSettings) -> String {
        let other = settings.compare.unwrap_or(settings.algorithm);
        let names =
            [("first", algorithm_name(settings.algorithm)), ("second", algorithm_name(other))];
        fill(t(KnightText::CompareStatus), &names)
    }

    fn figures(_: &KnightSettings, trail: &ReplayOf<Knight>) -> Vec<Figure> {
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
}

/// One or two plain sentences on what theory (`core::knight::theory`) says for this board and
/// start square, in the language in use.
///
/// ```
/// use runut::core::grid::{Board, Square};
/// use runut::problems::knight::model::status::theory;
/// let text = theory(Board::new(8, 8).unwrap(), Square::new(0, 0));
/// assert_eq!(text, "Theory: both open and closed tours exist on 8 × 8.");
/// ```
pub fn theory(board: Board, start: Square) -> String {
    let (m, n) = (board.rows().to_string(), board.cols().to_string());
    let open = open_tours_exist(board);
    let mut text = match (open, closed_tours_exist(board)) {
        (true, true) => fill(t(KnightText::TheoryBoth), &[("m", &m), ("n", &n)]),
        (true, false) => {
            let why = t(if board.len() % 2 == 1 {
                KnightText::TheoryOddSquares
            } else {
                KnightText::TheorySchwenk
            });
            fill(t(KnightText::TheoryOpenOnly), &[("m", &m), ("n", &n), ("why", why)])
        }
        (false, _) => fill(t(KnightText::TheoryNone), &[("m", &m), ("n", &n)]),
    };
    if open && !colour_allows(board, start) {
        text.push_str(&fill(
            t(KnightText::TheoryColour),
            &[
                ("row", &(start.row + 1).to_string()),
                ("col", &(start.col + 1).to_string()),
                ("squares", &board.len().to_string()),
            ],
        ));
    }
    text
}
