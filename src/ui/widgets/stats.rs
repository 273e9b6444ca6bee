//! Live figures of a run, each with its plain value in `data-value` for automation.

use crate::model::ensemble::Ensemble;
use crate::model::i18n::{t, T};
use crate::model::player::Player;
use crate::model::problem::Problem;
use crate::model::status::{fixed, format_count};
use yew::prelude::*;

/// One figure.
#[derive(Clone, PartialEq)]
pub struct Figure {
    /// What it counts.
    pub label: &'static str,
    /// Its `data-testid`.
    pub testid: &'static str,
    /// Its value as a plain number.
    pub value: u64,
    /// How it is shown (defaults to the value with thousands separators).
    pub shown: Option<String>,
}

impl Figure {
    /// A counted figure, shown with thousands separators.
    pub fn count(label: &'static str, testid: &'static str, value: u64) -> Figure {
        Figure { label, testid, value, shown: None }
    }
}

/// The player's speed and running time: nodes per second and elapsed seconds.
pub fn timing_figures<P: Problem>(player: &Player<P>) -> [Figure; 2] {
    let rate = player.nodes_per_second() as u64;
    let ms = player.elapsed_ms();
    [
        Figure {
            label: t(T::NodesPerSecond),
            testid: "stat-rate",
            value: rate,
            shown: Some(format_count(rate)),
        },
        Figure {
            label: t(T::Elapsed),
            testid: "stat-elapsed",
            value: ms as u64,
            shown: Some(format!("{} s", fixed(ms / 1000.0, 1))),
        },
    ]
}

/// A count's progress: nodes, nodes per second and time (the busiest worker's own time).
pub fn count_timing_figures<P: Problem>(counting: &Ensemble<P>) -> [Figure; 3] {
    let (nodes, ms) = (counting.stats().nodes, counting.elapsed_ms());
    let rate = (nodes as f64 * 1000.0 / ms.max(1.0)) as u64;
    [
        Figure::count(t(T::Nodes), "count-nodes", nodes),
        Figure::count(t(T::NodesPerSecond), "count-rate", rate),
        Figure {
            label: t(T::Time),
            testid: "count-elapsed",
            value: ms as u64,
            shown: Some(format!("{} s", fixed(ms / 1000.0, 2))),
        },
    ]
}

/// Props of [`Stats`].
#[derive(Properties, PartialEq)]
pub struct StatsProps {
    /// The figures, in display order.
    pub figures: Vec<Figure>,
}

/// The live figures.
#[component]
pub fn Stats(props: &StatsProps) -> Html {
    html! {
        <dl class="stats">
            { for props.figures.iter().map(|f| html! {
                <div class="stat">
                    <dt>{ f.label }</dt>
                    <dd data-testid={f.testid} data-value={f.value.to_string()}>
                        { f.shown.clone().unwrap_or_else(|| format_count(f.value)) }
                    </dd>
                </div>
            }) }
        </dl>
    }
}

/// What a count card shows under its buttons: the count's failure, if any, and its figures once
/// it has started (`figures` should end with [`count_timing_figures`]).
pub fn count_outcome<P: Problem>(counting: &Ensemble<P>, figures: Vec<Figure>) -> Html {
    html! { <>
        if let Some(message) = counting.failure() {
            <div class="error" role="alert"><p>{ message }</p></div>
        }
        if counting.state() != crate::model::driver::RunState::Idle {
            <Stats {figures} />
        }
    </> }
}
