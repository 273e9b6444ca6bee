//! The n-queens growth chart: nodes the backtracking generates for every solution, for n = 4 to
//! 14, beside nⁿ (every placement) and n! (one queen per column), on a log scale.

use crate::model::i18n::t;
use crate::problems::queens::model::growth::{FIRST_N, LAST_N};
use crate::problems::queens::model::text::QueensText;
use crate::ui::widgets::log_chart::{LogChart, Series};

/// The largest power of ten on the value axis (14¹⁴ ≈ 1.1 × 10¹⁶).
const TOP_DECADE: u32 = 17;

fn power(n: u16) -> u64 {
    u64::from(n).pow(u32::from(n))
}

fn factorial(n: u16) -> u64 {
    (1..=u64::from(n)).product()
}

/// The chart of the trees measured so far (`nodes[k]` for n = 4 + k).
pub fn chart(nodes: &[u64], idle: String) -> LogChart {
    let computed = |value: fn(u16) -> u64| (FIRST_N..=LAST_N).map(|n| (n, value(n))).collect();
    let measured = (FIRST_N..).zip(nodes.iter().copied()).collect();
    LogChart {
        label: t(QueensText::ChartLabel),
        x_name: "n",
        x_caption: t(QueensText::NQueens),
        xs: (FIRST_N, LAST_N),
        top_decade: TOP_DECADE,
        series: vec![
            Series {
                name: t(QueensText::SeriesNodes),
                class: "nodes",
                points: measured,
                measured: true,
            },
            Series { name: "nⁿ", class: "power", points: computed(power), measured: false },
            Series { name: "n!", class: "factorial", points: computed(factorial), measured: false },
        ],
        idle,
    }
}
