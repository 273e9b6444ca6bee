//! The knight's growth chart: on n × n boards, the nodes plain backtracking and Warnsdorff +
//! backtracking generate up to their first tour from the corner, and the tours from the corner,
//! on a log scale.

use crate::model::knight::growth::{measured, measurements, Measure, FIRST_SIDE, LAST_SIDE};
use crate::ui::widgets::growth_card::{Drawer, GrowthCard, Reader};
use crate::ui::widgets::log_chart::{LogChart, Series};
use std::rc::Rc;
use yew::prelude::*;

/// The largest power of ten on the value axis (8 × 8 backtracking: 4 × 10⁷ nodes).
const TOP_DECADE: u32 = 8;

/// The chart of the values measured so far, in the order of [`measurements`].
fn chart(values: &[u64], idle: String) -> LogChart {
    let all = measurements();
    let points = |measure| {
        all.iter()
            .zip(values)
            .filter(|(m, _)| m.measure == measure)
            .map(|(m, &v)| (m.side, v))
            .collect()
    };
    let series =
        |name, class, measure| Series { name, class, points: points(measure), measured: true };
    LogChart {
        label: "Nodes to the first tour, and tours from the corner, against the board's side on a log scale",
        x_name: "n",
        x_caption: "n (an n × n board)",
        xs: (FIRST_SIDE, LAST_SIDE),
        top_decade: TOP_DECADE,
        series: vec![
            series("backtracking nodes", "nodes", Measure::Backtracking),
            series("Warnsdorff nodes", "warnsdorff", Measure::Warnsdorff),
            series("tours from the corner", "tours", Measure::Tours),
        ],
        idle,
    }
}

/// The chart's card.
pub fn growth_card() -> Html {
    let text = format!("On n × n boards from n = {FIRST_SIDE} to {LAST_SIDE}, from the corner: the nodes each algorithm generates before its first tour, and every tour counted where that takes seconds, on a log scale.");
    let jobs = Rc::new(measurements().into_iter().map(|m| m.job()).collect());
    html! {
        <GrowthCard title="How the search grows" start="Measure the boards" {text} {jobs} value={measured as Reader} chart={chart as Drawer} />
    }
}
