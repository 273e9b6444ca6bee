//! [`Measuring`]: a growth chart while and after its jobs run, one after another in a worker of
//! its own, and the [`Reader`] and [`Drawer`] a growth card is given.

use crate::model::driver::{Control, Input};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{fill, t};
use crate::model::player::Player;
use crate::model::problem::Problem;
use crate::model::speed::Speed;
use crate::ui::hooks::page_hooks::use_single_player;
use crate::ui::widgets::log_chart::{log_chart, LogChart};
use std::rc::Rc;
use yew::prelude::*;

/// Reads the value a player shows once it has finished one of the measuring jobs.
pub type Reader<P> = fn(&Player<P>) -> Option<u64>;
/// Draws the values measured so far (in the order of the jobs); the readout says the given text
/// while no point is focused.
pub type Drawer = fn(&[u64], String) -> LogChart;

/// Props of [`Measuring`] (which is only ever given one card's jobs).
#[derive(Properties)]
pub(super) struct MeasuringProps<P: Problem> {
    /// The measuring jobs, run one after another (at least one).
    pub(super) jobs: Rc<Vec<P::Job>>,
    /// The value of a finished job.
    pub(super) value: Reader<P>,
    /// The chart of the values.
    pub(super) chart: Drawer,
}

impl<P: Problem> PartialEq for MeasuringProps<P> {
    fn eq(&self, other: &Self) -> bool {
        self.jobs == other.jobs
    }
}

/// The chart while and after measuring: each job that finishes has its value recorded, and
/// the next job is loaded and played.
#[component]
pub(super) fn Measuring<P: Problem>(props: &MeasuringProps<P>) -> Html {
    let jobs = &props.jobs;
    let run = use_single_player::<P>(jobs[0].clone(), Speed::Max);
    let values = use_state(Vec::<u64>::new);
    let focused = use_state(|| None);
    {
        let input = run.input.clone();
        use_effect_with((), move |_| input.emit(Input::Control(Control::Play)));
    }
    let done = values.len();
    // Only the job being measured counts: never a value the player still shows from the last.
    let measuring = jobs.get(done).is_some_and(|job| run.state.job() == Some(job));
    let finished = if measuring { (props.value)(&run.state) } else { None };
    {
        let (input, values, next) =
            (run.input.clone(), values.clone(), jobs.get(done + 1).cloned());
        use_effect_with((done, finished), move |&(_, finished)| {
            if let Some(value) = finished {
                let mut list = (*values).clone();
                list.push(value);
                values.set(list);
                if let Some(next) = next {
                    input.emit(Input::Load(next));
                    input.emit(Input::Control(Control::Play));
                }
            }
        });
    }
    let idle = if let Some(why) = run.state.failure() {
        fill(t(CommonText::MeasuringFailed), &[("why", why)])
    } else if done < jobs.len() {
        fill(
            t(CommonText::Measuring),
            &[("done", &done.to_string()), ("of", &jobs.len().to_string())],
        )
    } else {
        t(CommonText::PointAtDot).to_string()
    };
    log_chart((props.chart)(&values, idle), focused)
}
