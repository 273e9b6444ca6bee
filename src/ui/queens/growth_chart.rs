//! The growth chart: nodes the n-queens backtracking generates for every solution, for n = 4 to
//! 14, beside nⁿ (every placement) and n! (one queen per column), on a log scale. The trees are
//! measured in a worker of their own, started only when the learner asks for the chart.

use crate::core::queens::growth::TreeSize;
use crate::model::driver::Input;
use crate::model::problems::{Found, Job};
use crate::model::queens::job::QueensJob;
use crate::model::speed::Speed;
use crate::model::status::{fixed, format_count};
use crate::ui::hooks::page_hooks::use_single_player;
use yew::prelude::*;

/// The boards the chart measures.
const FIRST_N: u16 = 4;
const LAST_N: u16 = 14;
/// The plot's size and margins, in SVG units (the view box says the same).
const WIDTH: f64 = 400.0;
const HEIGHT: f64 = 250.0;
const VIEW_BOX: &str = "0 0 400 250";
const LEFT: f64 = 46.0;
const RIGHT: f64 = 10.0;
const TOP: f64 = 10.0;
const BOTTOM: f64 = 36.0;
/// The largest power of ten on the value axis (14¹⁴ ≈ 1.1 × 10¹⁶).
const TOP_DECADE: f64 = 17.0;

fn power(n: u16) -> u64 {
    u64::from(n).pow(u32::from(n))
}

fn factorial(n: u16) -> u64 {
    (1..=u64::from(n)).product()
}

fn x(n: u16) -> f64 {
    LEFT + f64::from(n - FIRST_N) / f64::from(LAST_N - FIRST_N) * (WIDTH - LEFT - RIGHT)
}

fn y(value: u64) -> f64 {
    let decades = (value.max(1) as f64).log10() / TOP_DECADE;
    TOP + (1.0 - decades) * (HEIGHT - TOP - BOTTOM)
}

/// A polyline through `(n, value)` for every board, as SVG points.
fn line(value: impl Fn(u16) -> u64) -> String {
    (FIRST_N..=LAST_N)
        .map(|n| format!("{},{}", fixed(x(n), 1), fixed(y(value(n)), 1)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The chart's card: a button first; the chart (and its worker) once asked for.
#[component]
pub fn GrowthCard() -> Html {
    let shown = use_state(|| false);
    let show = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(true))
    };
    html! {
        <section class="card growth-card" aria-label="How the tree grows">
            <h2>{ "How the tree grows" }</h2>
            <p class="hint">{ format!("Nodes the backtracking generates to find every solution, for n = {FIRST_N} to {LAST_N}, beside nⁿ (every placement, row by row) and n! (one queen per column), on a log scale.") }</p>
            if *shown {
                <GrowthChart />
            } else {
                <button type="button" data-testid="chart-start" onclick={show}>{ "Measure the trees" }</button>
            }
        </section>
    }
}

/// The chart, measuring the trees in its own worker.
#[component]
fn GrowthChart() -> Html {
    let job = Job::Queens(QueensJob::Growth { ns: (FIRST_N..=LAST_N).collect() });
    let run = use_single_player(job, Speed::Max);
    {
        let input = run.input.clone();
        use_effect_with((), move |_| input.emit(Input::Play));
    }
    let focused = use_state(|| None::<TreeSize>);
    let sizes: Vec<TreeSize> = match run.state.found() {
        Some(Found::Queens(sizes)) => sizes.clone(),
        _ => Vec::new(),
    };
    let readout = match *focused {
        Some(s) => format!(
            "n = {}: {} nodes; nⁿ = {}, n! = {}.",
            s.n,
            format_count(s.nodes),
            format_count(power(s.n)),
            format_count(factorial(s.n))
        ),
        None if sizes.len() < usize::from(LAST_N - FIRST_N + 1) => {
            format!("Measuring… {} of {} boards done.", sizes.len(), LAST_N - FIRST_N + 1)
        }
        None => "Point at a dot, or click or tab to it, to read it.".to_string(),
    };
    let point = |size: TreeSize| {
        // Hovering shows the point's title; focusing it (Tab, or a click) also writes it below.
        let focus = {
            let focused = focused.clone();
            Callback::from(move |_: FocusEvent| focused.set(Some(size)))
        };
        let label = format!("n = {}: {} nodes", size.n, format_count(size.nodes));
        html! {
            <circle class="point" data-testid="chart-point" data-n={size.n.to_string()} data-value={size.nodes.to_string()}
                cx={fixed(x(size.n), 1)} cy={fixed(y(size.nodes), 1)} r="5" tabindex="0" role="img"
                aria-label={label.clone()} onfocus={focus}>
                <title>{ label }</title>
            </circle>
        }
    };
    let nodes_line = sizes
        .iter()
        .map(|s| format!("{},{}", fixed(x(s.n), 1), fixed(y(s.nodes), 1)))
        .collect::<Vec<_>>()
        .join(" ");
    let axis_y = HEIGHT - BOTTOM;
    html! { <>
        <svg class="chart" viewBox={VIEW_BOX} role="group"
            aria-label="Nodes against n on a log scale, with nⁿ and n!">
            { for (0..=16).step_by(4).map(|d| {
                let at = fixed(y(10u64.pow(d)), 1);
                html! { <g class="grid-line">
                    <line x1={fixed(LEFT, 1)} x2={fixed(WIDTH - RIGHT, 1)} y1={at.clone()} y2={at.clone()} />
                    <text x={fixed(LEFT - 6.0, 1)} y={at} class="tick y">{ ["1", "10⁴", "10⁸", "10¹²", "10¹⁶"][d as usize / 4] }</text>
                </g> }
            }) }
            { for (FIRST_N..=LAST_N).map(|n| html! {
                <text x={fixed(x(n), 1)} y={fixed(axis_y + 16.0, 1)} class="tick x">{ n }</text>
            }) }
            <text x={fixed((LEFT + WIDTH - RIGHT) / 2.0, 1)} y={fixed(HEIGHT - 4.0, 1)} class="axis-label">{ "n (queens)" }</text>
            <polyline class="series power" points={line(power)} />
            <polyline class="series factorial" points={line(factorial)} />
            <polyline class="series nodes" points={nodes_line} />
            { for sizes.iter().copied().map(point) }
        </svg>
        <ul class="chart-legend" aria-label="Legend">
            <li><span class="swatch nodes"></span>{ "nodes of the backtracking tree" }</li>
            <li><span class="swatch power"></span>{ "nⁿ: every placement" }</li>
            <li><span class="swatch factorial"></span>{ "n!: one queen per column" }</li>
        </ul>
        <p class="readout" aria-live="polite" data-testid="chart-readout">{ readout }</p>
        <details class="chart-table">
            <summary>{ "The numbers" }</summary>
            <table>
                <thead><tr><th scope="col">{ "n" }</th><th scope="col">{ "nodes" }</th><th scope="col">{ "nⁿ" }</th><th scope="col">{ "n!" }</th></tr></thead>
                <tbody>
                    { for sizes.iter().map(|s| html! {
                        <tr><th scope="row">{ s.n }</th><td>{ format_count(s.nodes) }</td>
                            <td>{ format_count(power(s.n)) }</td><td>{ format_count(factorial(s.n)) }</td></tr>
                    }) }
                </tbody>
            </table>
        </details>
    </> }
}
