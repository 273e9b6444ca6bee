//! The knight's growth chart: on n × n boards, the nodes plain backtracking and Warnsdorff +
//! backtracking generate up to their first tour from the corner, and the tours from the corner,
//! on a log scale.

use crate::model::i18n::t;
use crate::problems::knight::model::growth::{measurements, Measure, FIRST_SIDE, LAST_SIDE};
use crate::problems::knight::model::text::KnightText;
use crate::ui::widgets::log_chart::{LogChart, Series};

/// The largest power of ten on the value axis (8 × 8 backtracking: 4 × 10⁷ nodes).
const TOP_DECADE: u32 = 8;

/// The chart of the values measured so far, in the order of [`measurements`].
pub fn chart(values: &[u64], idle: String) -> LogChart {
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
        label: t(KnightText::ChartLabel),
        x_name: "n",
        x_caption: t(KnightText::ChartXCaption),
        xs: (FIRST_SIDE, LAST_SIDE),
        top_decade: TOP_DECADE,
        series: vec![
            series(t(KnightText::SeriesBacktracking), "nodes", Measure::Backtracking),
            series(t(KnightText::SeriesWarnsdorff), "warnsdorff", Measure::Warnsdorff),
            series(t(KnightText::SeriesTours), "tours", Measure::Tours),
        ],
        idle,
    }
}
