//! The 15-puzzle on the search page: its settings, jobs, status, figures, code panel, practice
//! and tree labels, as [`SearchProblem`] asks for them.

use super::code::{code_state, program};
use super::job::{FifteenEnding, FifteenJob};
use super::practice::{judge, question, Drill};
use super::settings::{fifteen_query, fifteen_settings, Compare, FifteenChange, FifteenSettings};
use super::status::{fifteen_status, node_label};
use super::text::FifteenText;
use super::Fifteen;
use crate::core::branch::Selection;
use crate::core::grid::Square;
use crate::model::branch::figures::counts;
use crate::model::code::{CodeState, Program};
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::Figure;
use crate::model::i18n::t;
use crate::model::page::{SearchProblem, Side};
use crate::model::player::Player;
use crate::model::practice::{Answer, Question, Verdict};
use crate::model::problem::Trail;
use crate::problems::fifteen::core::{Estimate, Move};

/// The sides of a comparison, by what the settings compare.
fn sides(compare: Compare) -> Vec<(Side, Estimate, Selection)> {
    let side = |slug, name: FifteenText| Side { slug, name: t(name) };
    match compare {
        Compare::Nothing => Vec::new(),
        Compare::Fifo => vec![
            (side("lc", FifteenText::SideLc), Estimate::Misplaced, Selection::LeastCost),
            (side("fifo", FifteenText::SideFifo), Estimate::Misplaced, Selection::Fifo),
        ],
        Compare::Estimates => vec![
            (
                side("misplaced", FifteenText::SideMisplaced),
                Estimate::Misplaced,
                Selection::LeastCost,
            ),
            (
                side("manhattan", FifteenText::SideManhattan),
                Estimate::Manhattan,
                Selection::LeastCost,
            ),
        ],
    }
}

impl SearchProblem for Fifteen {
    type Settings = FifteenSettings;
    type Change = FifteenChange;
    type Drill = Drill;
    /// The puzzle has no count.
    type Count = ();

    fn settings(pairs: &[(String, String)]) -> (FifteenSettings, Vec<String>) {
        fifteen_settings(pairs)
    }

    fn query(settings: &FifteenSettings) -> String {
        fifteen_query(settings)
    }

    fn changed(
        settings: &FifteenSettings,
        change: FifteenChange,
    ) -> (FifteenSettings, Option<Vec<String>>) {
        settings.changed(change)
    }

    fn on_square(square: Square) -> Option<FifteenChange> {
        Some(FifteenChange::Slide(square))
    }

    fn job(settings: &FifteenSettings) -> FifteenJob {
        settings.job()
    }

    fn compared(settings: &FifteenSettings) -> Vec<(FifteenJob, Side)> {
        let fifo_estimate = settings.estimate;
        sides(settings.compare)
            .into_iter()
            .map(|(side, estimate, selection)| {
                let estimate =
                    if settings.compare == Compare::Fifo { fifo_estimate } else { estimate };
                (settings.job_with(estimate, selection), side)
            })
            .collect()
    }

    fn count_jobs(_: &FifteenSettings, _: (), _workers: usize) -> Vec<FifteenJob> {
        Vec::new()
    }

    fn status(
        settings: &FifteenSettings,
        state: RunState,
        trail: &Trail<Fifteen>,
        ending: Option<FifteenEnding>,
        failure: Option<&str>,
    ) -> String {
        fifteen_status(settings, state, trail, ending, failure)
    }

    fn compare_status(_: &FifteenSettings) -> String {
        t(FifteenText::ComparingStatus).to_string()
    }

    fn figures(_: &FifteenSettings, trail: &Trail<Fifteen>) -> Vec<Figure> {
        let mut figures = counts(trail);
        if let Some(answer) = trail.answer() {
            let depth = trail.decisions(answer).len() as u64;
            figures.push(Figure::count(
                t(crate::model::branch::text::BranchText::AnswerDepth),
                "stat-depth",
                depth,
            ));
        }
        figures
    }

    fn count_figures(_: &FifteenSettings, _: (), _: &Ensemble<Fifteen>) -> Vec<Figure> {
        Vec::new()
    }

    fn program(settings: &FifteenSettings, side: Option<Side>) -> Program {
        let selection = side
            .and_then(|side| sides(settings.compare).into_iter().find(|(s, _, _)| *s == side))
            .map_or(Selection::LeastCost, |(_, _, selection)| selection);
        program(selection)
    }

    fn code_state(
        program: &Program,
        _: &FifteenSettings,
        _: Option<Side>,
        trail: &Trail<Fifteen>,
        ending: Option<FifteenEnding>,
    ) -> CodeState {
        code_state(program, trail, ending)
    }

    fn question(
        settings: &FifteenSettings,
        drill: Drill,
        trail: &Trail<Fifteen>,
    ) -> Option<Question> {
        question(settings, drill, trail)
    }

    fn judge(
        settings: &FifteenSettings,
        trail: &Trail<Fifteen>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        judge(settings, trail, question, answer)
    }

    fn node_label(_: &FifteenSettings, _: &[Square], at: Square) -> String {
        node_label(at)
    }

    fn node_attribute(_: &[Square], at: Square) -> Option<(&'static str, String)> {
        Some(("data-move", move_word_slug(Move::from_choice(at.col as u8)).to_string()))
    }

    fn edge_label(_: &[Square], at: Square) -> String {
        arrow(Move::from_choice(at.col as u8)).to_string()
    }

    fn side_figures(_: &FifteenSettings, _: Side, player: &Player<Fifteen>) -> Vec<Figure> {
        counts(player.trail()).into_iter().filter(|f| f.testid != "stat-live").collect()
    }
}

/// A move's name in hooks and links: `up`, `right`, `down`, `left`.
pub fn move_word_slug(m: Move) -> &'static str {
    match m {
        Move::Up => "up",
        Move::Right => "right",
        Move::Down => "down",
        Move::Left => "left",
    }
}

/// A move as an arrow on the tree's edges: where the blank goes.
pub fn arrow(m: Move) -> &'static str {
    match m {
        Move::Up => "↑",
        Move::Right => "→",
        Move::Down => "↓",
        Move::Left => "←",
    }
}
