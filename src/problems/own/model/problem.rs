//! Your own search as a problem of the app: its names, its types, and how its jobs run in the
//! worker (the learner's program is compiled there, never on the page).

use super::job::{OwnEnding, OwnJob};
use super::replay::OwnReplay;
use super::text::OwnText;
use super::Own;
use crate::core::branch::engine::Engine;
use crate::core::branch::stats::BranchEnding;
use crate::core::grid::Square;
use crate::core::search::{Mode, Search, Stats};
use crate::model::branch::run::Branched;
use crate::model::i18n::Text;
use crate::model::problem::{Problem, Run};
use crate::model::run::Watched;
use crate::problems::own::core::least_cost::{OwnLeastCost, MAX_NODES};
use crate::problems::own::core::program::{Program, ProgramError};
use crate::problems::own::core::search::OwnSearch;

impl Problem for Own {
    const SLUG: &'static str = "own";
    const NAME: Text = Text { en: "Your own search", id: "Pencarianmu sendiri" };
    const DESCRIPTION: Text = Text {
        en: "Write the course's T(k), B(k) and solution test for a problem of your own, and watch \
             backtracking search it node by node, with the numbered state-space tree.",
        id: "Tulis T(k), B(k), dan uji solusi dari kuliah untuk masalahmu sendiri, lalu lihat \
             runut-balik menelusurinya simpul demi simpul, dengan pohon ruang status bernomor.",
    };
    const PREVIEW: &'static str = "?p=own&example=queens&at=40";
    /// Its worker holds the Rhai interpreter (with the part of its library a search needs),
    /// and the page and the worker both kinds of search, backtracking and least cost: 450 KB,
    /// as issue 46 asks.
    const VISIT_BUDGET: u32 = 450_000;
    /// Its worker's time goes to the interpreter: built size first, it searches the 8 queens
    /// example as fast (measured in Chromium) and is 24 KB smaller.
    const WORKER_SIZE_FIRST: bool = true;
    /// The learner's own problem has no quiz.
    const QUIZ: bool = false;
    type Job = OwnJob;
    /// Backtracking's or least cost's: a dead node's reason is its own text, the event says
    /// nothing more.
    type Replay = OwnReplay;
    type Ending = OwnEnding;
    /// The first solutions found, each its path.
    type Found = Vec<Vec<Square>>;
    type Messages = OwnText;

    fn start(job: OwnJob) -> Box<dyn Run<Own>> {
        match Program::compile(&job.source, job.least_cost) {
            Ok(program) if job.least_cost => {
                let search = OwnLeastCost::new(program, job.bounded, MAX_NODES);
                Branched::new(search, least_cost_ending).boxed()
            }
            Ok(program) => {
                let search = OwnSearch::new(program, job.mode, job.bounded);
                Box::new(Watched::new(search, true, ending).reporting(found))
            }
            Err(error) => Box::new(Unreadable { error: Some(error) }),
        }
    }

    fn stopped_short(ending: &OwnEnding) -> bool {
        *ending == OwnEnding::Capped
    }
}

/// How the least-cost `search` ended, once it has.
fn least_cost_ending(search: &OwnLeastCost) -> Option<OwnEnding> {
    if let Some((text, node)) = search.failed_at() {
        return Some(OwnEnding::Failed { text, node });
    }
    search.ending().map(|ending| match ending {
        BranchEnding::Reached => OwnEnding::Found,
        BranchEnding::Exhausted => OwnEnding::Exhausted,
        BranchEnding::Capped => OwnEnding::Capped,
    })
}

/// The solutions `search` has found, for its snapshots.
fn found(search: &OwnSearch) -> Option<Vec<Vec<Square>>> {
    Some(search.solutions().to_vec())
}

/// How `search` ended, once it has.
fn ending(search: &OwnSearch) -> Option<OwnEnding> {
    if let Some((text, node)) = search.failed_at() {
        return Some(OwnEnding::Failed { text, node });
    }
    let found = search.stats().solutions > 0 && search.mode() == Mode::First;
    search.ended().then_some(if found { OwnEnding::Found } else { OwnEnding::Exhausted })
}

/// The run of a program that does not compile: it ends at once, its error its one text.
struct Unreadable {
    /// The error, until it is handed over.
    error: Option<ProgramError>,
}

impl Run<Own> for Unreadable {
    fn advance(&mut self, _steps: u32, _now: f64) -> bool {
        true
    }

    fn stats(&self) -> Stats {
        Stats::default()
    }

    fn ending(&self) -> Option<OwnEnding> {
        Some(OwnEnding::Failed { text: 0, node: 0 })
    }

    fn take_texts(&mut self) -> Vec<String> {
        self.error.take().map(|error| error.joined()).into_iter().collect()
    }
}
