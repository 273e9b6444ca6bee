//! [`GrowthCard`]: a growth chart's card, the same for every problem: a button first; once
//! pressed, a worker of its own runs the problem's measuring jobs one after another, and a
//! [`log_chart`](crate::ui::widgets::log_chart) draws the values as they come.

mod measuring;

use crate::model::problem::Problem;
use measuring::Measuring;
use std::rc::Rc;
use yew::prelude::*;

pub use measuring::{Drawer, Reader};

/// Props of [`GrowthCard`].
#[derive(Properties)]
pub struct GrowthCardProps<P: Problem> {
    /// The card's title.
    pub title: &'static str,
    /// What the chart shows.
    pub text: String,
    /// The button that starts the measuring, e.g. "Measure the trees".
    pub start: &'static str,
    /// The measuring jobs, run one after another in one worker (at least one).
    pub jobs: Rc<Vec<P::Job>>,
    /// The value of a finished job.
    pub value: Reader<P>,
    /// The chart of the values.
    pub chart: Drawer,
}

/// A card's reader and drawer belong to its jobs: the jobs and the texts tell two cards apart.
impl<P: Problem> PartialEq for GrowthCardProps<P> {
    fn eq(&self, other: &Self) -> bool {
        (self.title, &self.text, self.start, &self.jobs)
            == (other.title, &other.text, other.start, &other.jobs)
    }
}

/// The card.
#[component]
pub fn GrowthCard<P: Problem>(props: &GrowthCardProps<P>) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let shown = use_state(|| false);
    let show = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(true))
    };
    html! {
        <section class="card growth-card" aria-label={props.title}>
            <h2>{ props.title }</h2>
            <p class="hint">{ props.text.clone() }</p>
            if *shown {
                <Measuring<P> jobs={props.jobs.clone()} value={props.value} chart={props.chart} />
            } else {
                <button type="button" data-testid="chart-start" onclick={show}>{ props.start }</button>
            }
        </section>
    }
}
