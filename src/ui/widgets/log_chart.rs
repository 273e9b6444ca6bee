//! A line chart on a log scale, for how a search grows with the size of its problem: a few
//! series of whole numbers against a small whole x (n, or a board's side), with a readout of
//! the point under focus and the table of the numbers behind the lines.

use crate::model::i18n::common::CommonText;
use crate::model::i18n::t;
use crate::model::status::{fixed, format_count};
use yew::prelude::*;

/// The plot's size and margins, in SVG units (the view box says the same).
const WIDTH: f64 = 400.0;
const HEIGHT: f64 = 250.0;
const VIEW_BOX: &str = "0 0 400 250";
const LEFT: f64 = 46.0;
const RIGHT: f64 = 10.0;
const TOP: f64 = 10.0;
const BOTTOM: f64 = 36.0;

/// One line of the chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// What it measures, for the legend, the table and the readout.
    pub name: &'static str,
    /// Its class, which sets its colour and dashes (`nodes`, `power`, `factorial`, `tours`).
    pub class: &'static str,
    /// Its points, `(x, value)`, in the order of x.
    pub points: Vec<(u16, u64)>,
    /// Whether it was measured (its points are drawn as dots to point at and focus) rather than
    /// computed for comparison.
    pub measured: bool,
}

impl Series {
    fn at(&self, x: u16) -> Option<u64> {
        self.points.iter().find(|p| p.0 == x).map(|p| p.1)
    }
}

/// What a [`log_chart`] draws.
pub struct LogChart {
    /// What the chart shows, for screen readers.
    pub label: &'static str,
    /// The x variable's name (`n`), as the readout and the table write it.
    pub x_name: &'static str,
    /// The x axis's caption.
    pub x_caption: &'static str,
    /// The first and last x.
    pub xs: (u16, u16),
    /// The largest power of ten on the value axis.
    pub top_decade: u32,
    /// The lines.
    pub series: Vec<Series>,
    /// What the readout says while nothing is focused (e.g. how far the measuring has got).
    pub idle: String,
}

/// `10^d` written with a superscript exponent (`1` for `d = 0`).
fn power_of_ten(d: u32) -> String {
    if d == 0 {
        return "1".into();
    }
    let sup = |c: char| "⁰¹²³⁴⁵⁶⁷⁸⁹".chars().nth(c.to_digit(10).unwrap_or(0) as usize);
    format!("10{}", d.to_string().chars().filter_map(sup).collect::<String>())
}

/// The chart; `focused` holds the x of the point under focus, which the readout reads.
pub fn log_chart(props: LogChart, focused: UseStateHandle<Option<u16>>) -> Html {
    let (first, last) = props.xs;
    let x = |n: u16| {
        LEFT + f64::from(n - first) / f64::from((last - first).max(1)) * (WIDTH - LEFT - RIGHT)
    };
    let top = f64::from(props.top_decade);
    let y = |value: u64| {
        let decades = (value.max(1) as f64).log10() / top;
        TOP + (1.0 - decades) * (HEIGHT - TOP - BOTTOM)
    };
    let at = |n: u16, value: u64| (fixed(x(n), 1), fixed(y(value), 1));
    let values_at = |n: u16| {
        let values = props
            .series
            .iter()
            .filter_map(|s| Some(format!("{} {}", s.name, format_count(s.at(n)?))));
        format!("{} = {n}: {}.", props.x_name, values.collect::<Vec<_>>().join("; "))
    };
    let readout = focused.map_or_else(|| props.idle.clone(), values_at);
    let point = |series: &Series, (n, value): (u16, u64)| {
        // Hovering shows the point's title; focusing it (Tab, or a click) also writes it below.
        let focus = {
            let focused = focused.clone();
            Callback::from(move |_: FocusEvent| focused.set(Some(n)))
        };
        let label = format!("{} = {n}: {} {}", props.x_name, series.name, format_count(value));
        let (cx, cy) = at(n, value);
        html! {
            <circle class={classes!("point", series.class)} data-testid="chart-point" data-series={series.class}
                data-n={n.to_string()} data-value={value.to_string()} {cx} {cy} r="5" tabindex="0" role="img"
                aria-label={label.clone()} onfocus={focus}>
                <title>{ label }</title>
            </circle>
        }
    };
    let line = |series: &Series| {
        let points = series.points.iter().map(|&(n, v)| {
            let (px, py) = at(n, v);
            format!("{px},{py}")
        });
        html! { <polyline class={classes!("series", series.class)} points={points.collect::<Vec<_>>().join(" ")} /> }
    };
    let mut dots = Vec::new();
    for series in props.series.iter().filter(|s| s.measured) {
        for &p in &series.points {
            dots.push(point(series, p));
        }
    }
    let tick_step = props.top_decade.div_ceil(4).max(1) as usize;
    let axis_y = HEIGHT - BOTTOM;
    html! { <>
        <svg class="chart" viewBox={VIEW_BOX} role="group" aria-label={props.label}>
            { for (0..=props.top_decade).step_by(tick_step).map(|d| {
                let at = fixed(y(10u64.pow(d)), 1);
                html! { <g class="grid-line">
                    <line x1={fixed(LEFT, 1)} x2={fixed(WIDTH - RIGHT, 1)} y1={at.clone()} y2={at.clone()} />
                    <text x={fixed(LEFT - 6.0, 1)} y={at} class="tick y">{ power_of_ten(d) }</text>
                </g> }
            }) }
            { for (first..=last).map(|n| html! {
                <text x={fixed(x(n), 1)} y={fixed(axis_y + 16.0, 1)} class="tick x">{ n }</text>
            }) }
            <text x={fixed((LEFT + WIDTH - RIGHT) / 2.0, 1)} y={fixed(HEIGHT - 4.0, 1)} class="axis-label">{ props.x_caption }</text>
            { for props.series.iter().map(line) }
            { dots }
        </svg>
        <ul class="chart-legend" aria-label={t(CommonText::Legend)}>
            { for props.series.iter().map(|s| html! { <li><span class={classes!("swatch", s.class)}></span>{ s.name }</li> }) }
        </ul>
        <p class="readout" aria-live="polite" data-testid="chart-readout">{ readout }</p>
        <details class="chart-table">
            <summary>{ t(CommonText::TheNumbers) }</summary>
            <table>
                <thead><tr>
                    <th scope="col">{ props.x_name }</th>
                    { for props.series.iter().map(|s| html! { <th scope="col">{ s.name }</th> }) }
                </tr></thead>
                <tbody>
                    { for (first..=last).map(|n| html! {
                        <tr><th scope="row">{ n }</th>
                            { for props.series.iter().map(|s| html! { <td>{ s.at(n).map_or("—".to_string(), format_count) }</td> }) }
                        </tr>
                    }) }
                </tbody>
            </table>
        </details>
    </> }
}
