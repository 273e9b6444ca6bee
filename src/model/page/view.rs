//! What a search page shows, derived from its state: the run the page reports, the status line,
//! the figures, the code panel, practice's question and marks, and the link.

use super::parts::Side;
use super::problem::SearchProblem;
use super::state::{Activity, SearchPage};
use crate::core::grid::Square;
use crate::core::search::Replay;
use crate::model::code::{CodeState, Program};
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::{count_timing_figures, timing_figures, Figure};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::t;
use crate::model::page::common::Common;
use crate::model::player::Player;
use crate::model::practice::{Answer, Practice, Question, Score, StateKey};
use crate::model::problem::ReplayOf;

impl<P: SearchProblem> SearchPage<P> {
    /// The settings.
    pub fn settings(&self) -> &P::Settings {
        &self.settings
    }

    /// The settings every search page shares.
    pub fn common(&self) -> &Common {
        &self.common
    }

    /// Notices about input that could not be honoured.
    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    /// Whether the notices are about a value typed into the page's fields, so that the page
    /// shows them by its fields (on a phone the top of the page is far from them), rather than
    /// about the link, shown at the top.
    pub fn notices_by_fields(&self) -> bool {
        self.typed_notices
    }

    /// The watched search.
    pub fn search(&self) -> &Player<P> {
        &self.search
    }

    /// The watched search's replay.
    pub fn trail(&self) -> &ReplayOf<P> {
        self.search.trail()
    }

    /// The comparison's two players (none when the page does not compare).
    pub fn comparison(&self) -> &Ensemble<P> {
        &self.comparison
    }

    /// The comparison's sides, in the order of its players.
    pub fn sides(&self) -> Vec<Side> {
        P::compared(&self.settings).into_iter().map(|(_, side)| side).collect()
    }

    /// Whether two searches run side by side.
    pub fn comparing(&self) -> bool {
        !self.compared.is_empty()
    }

    /// The latest count.
    pub fn count(&self) -> &Ensemble<P> {
        &self.count
    }

    /// What the latest count covers, once one has started.
    pub fn counted(&self) -> Option<P::Count> {
        self.counted
    }

    /// Which run the page reports.
    pub fn activity(&self) -> Activity {
        self.activity
    }

    /// Where the run the page reports is (the `run-state` hook).
    pub fn run_state(&self) -> RunState {
        match self.activity {
            Activity::Count => self.count.state(),
            Activity::Search if self.comparing() => self.comparison.state(),
            Activity::Search => self.search.state(),
        }
    }

    /// The solutions found so far, each its path of decisions, as the page lists them (a click
    /// on one shows it: [`SearchAction::View`](super::SearchAction::View)).
    pub fn solutions(&self) -> Vec<Vec<Square>> {
        P::solutions(&self.settings, self.trail(), self.search.found())
    }

    /// The found solution on show instead of the search, if any: its index and its path.
    pub fn viewing(&self) -> Option<(usize, Vec<Square>)> {
        let k = self.viewing?;
        self.solutions().into_iter().nth(k).map(|path| (k, path))
    }

    /// The path the board shows: a solution on show, or the search's path.
    pub fn shown_path(&self) -> Vec<Square> {
        self.viewing().map_or_else(|| self.trail().path().to_vec(), |(_, path)| path)
    }

    /// The status line; after a step past the end of a finished search, it also says there
    /// is no next step.
    pub fn status(&self) -> String {
        let mut status = if self.comparing() {
            P::compare_status(&self.settings)
        } else {
            let search = &self.search;
            let (state, trail) = (search.state(), search.trail());
            P::status(&self.settings, state, trail, search.ending(), search.failure())
        };
        if self.past_end && self.at_the_end() {
            status.push(' ');
            status.push_str(t(CommonText::AtTheEnd));
        }
        status
    }

    /// Whether the search (or the comparison) on show has finished, so that a step has nothing
    /// left to show.
    pub(super) fn at_the_end(&self) -> bool {
        self.activity == Activity::Search && self.run_state() == RunState::Finished
    }

    /// The status line of a comparison's side.
    pub fn side_status(&self, side: &Player<P>) -> String {
        P::status(&self.settings, side.state(), side.trail(), side.ending(), side.failure())
    }

    /// The search's figures, timing included.
    pub fn figures(&self) -> Vec<Figure> {
        let mut figures = P::figures(&self.settings, self.trail());
        figures.extend(timing_figures(&self.search));
        figures
    }

    /// The latest count's figures, timing included (none before a count).
    pub fn count_figures(&self) -> Vec<Figure> {
        let Some(count) = self.counted else { return Vec::new() };
        let mut figures = P::count_figures(&self.settings, count, &self.count);
        figures.extend(count_timing_figures(&self.count));
        figures
    }

    /// The search as pseudo-code, and what the code panel shows now.
    pub fn code(&self) -> (Program, CodeState) {
        code_of(&self.settings, None, &self.search)
    }

    /// Each side of the comparison as pseudo-code, and what its code shows now.
    pub fn sides_code(&self) -> Vec<(Side, Program, CodeState)> {
        let sides = self.comparison.parts().iter().zip(self.sides());
        sides
            .map(|(player, side)| {
                let (program, state) = code_of(&self.settings, Some(side), player);
                (side, program, state)
            })
            .collect()
    }

    /// Whether the state-space tree is drawn.
    pub fn shows_tree(&self) -> bool {
        P::shows_tree(&self.settings)
    }

    /// Whether the learner makes the search's decisions now.
    pub fn practising(&self) -> bool {
        self.common().practice
            && !self.comparing()
            && self.viewing.is_none()
            && P::practice_allowed(&self.settings)
    }

    /// Which decisions practice puts to the learner.
    pub fn drill(&self) -> P::Drill {
        self.drill
    }

    /// The search's next decision, while the learner practises.
    pub(super) fn question(&self) -> Option<Question> {
        self.practising().then(|| P::question(&self.settings, self.drill, self.trail())).flatten()
    }

    /// The question to put to the learner now, if any (one not answered yet).
    pub fn asked(&self) -> Option<Question> {
        let question = self.question();
        self.practice.asks(StateKey::of(self.trail()), question.as_ref()).cloned()
    }

    /// The practice session: its score and last verdict.
    pub fn practice(&self) -> &Practice {
        &self.practice
    }

    /// The best practice score kept for this problem.
    pub fn best(&self) -> Option<Score> {
        self.best
    }

    /// What the board marks after a wrong answer: the square the search chooses, if a square
    /// answers the question, and the squares the explanation cites.
    pub fn practice_marks(&self) -> (Option<Square>, Vec<Square>) {
        match &self.practice.verdict {
            Some((verdict, right)) if self.practising() && !verdict.correct => {
                let square = match right {
                    Answer::Square(s) => Some(*s),
                    Answer::Choice(_) => None,
                };
                (square, verdict.marked.clone())
            }
            _ => (None, Vec::new()),
        }
    }

    /// The query string that reproduces the page (without `run`); while the search stands
    /// paused, it points at the moment (`at=N`, the last node generated).
    pub fn link(&self) -> String {
        let paused = self.search.state() == RunState::Paused && !self.comparing();
        let nodes = self.trail().stats().nodes;
        let at = if paused && nodes > 0 { format!("&at={nodes}") } else { String::new() };
        format!("{}{}{at}", P::query(&self.settings), self.common.query())
    }
}

/// The search on `side` (none: the watched search) as pseudo-code, and what its code shows for
/// `player`'s run.
fn code_of<P: SearchProblem>(
    settings: &P::Settings,
    side: Option<Side>,
    player: &Player<P>,
) -> (Program, CodeState) {
    let program = P::program(settings, side);
    let state = P::code_state(&program, settings, side, player.trail(), player.ending());
    (program, state)
}
