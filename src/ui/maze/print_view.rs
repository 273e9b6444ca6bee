//! The math maze laid out for paper: 1, 2 or 4 puzzles on one page and their solutions on the
//! next, in black and white, with nothing of the player or the settings (a toolbar above them
//! is for the screen only).

use crate::core::maze::generate::Made;
use crate::model::maze::print::{sheet, Sheet};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`PrintView`].
#[derive(Properties, PartialEq)]
pub struct PrintViewProps {
    /// The puzzles made so far, each with its heading (size, level, seed or day).
    pub puzzles: Vec<(Made, String)>,
    /// How many puzzles go on a page: 1, 2 or 4.
    pub count: u8,
    /// Back to the game.
    pub on_back: Callback<MouseEvent>,
    /// Another number of puzzles per page.
    pub on_count: Callback<u8>,
}

fn drawing(sheet: Sheet, label: &'static str) -> Html {
    html! {
        <svg class="print-sheet" viewBox={sheet.view_box} role="img" aria-label={label}>
            <path class="grid" d={sheet.grid} />
            <path class="pieces" d={sheet.pieces} />
            { for sheet.dots.into_iter().map(|(x, y)| html! { <circle class="dot" cx={x.to_string()} cy={y.to_string()} r="5" /> }) }
            if let Some(d) = sheet.path {
                <path class="route" {d} />
            }
            { for sheet.labels.into_iter().map(|(x, y, text)| html! {
                <text x={x.to_string()} y={y.to_string()}>{ text }</text>
            }) }
        </svg>
    }
}

/// The printable pages.
#[component]
pub fn PrintView(props: &PrintViewProps) -> Html {
    let print = Callback::from(|_: MouseEvent| {
        if let Some(window) = web_sys::window() {
            let _ = window.print();
        }
    });
    let on_count = props.on_count.reform(|e: Event| {
        e.target_unchecked_into::<HtmlSelectElement>().value().parse().unwrap_or(1)
    });
    let count = usize::from(props.count.max(1));
    let ready = props.puzzles.len() >= count;
    let layout = format!("per-{count}");
    let figure = |(made, title): &(Made, String), solved: bool| {
        let route = solved.then_some(&made.route[..]);
        html! {
            <figure class="print-figure">
                if count > 1 { <figcaption>{ title.clone() }</figcaption> }
                { drawing(sheet(&made.puzzle, route), if solved { "A solution" } else { "A puzzle" }) }
            </figure>
        }
    };
    let heading = |what: &str| match (count, props.puzzles.first()) {
        (1, Some((_, title))) => format!("{what} — {title}"),
        _ => format!("{what}s — {count} puzzles"),
    };
    html! {
        <main id="main" tabindex="-1" class="page print-view">
            <div class="print-toolbar no-print">
                <button type="button" class="primary" data-testid="print-now" onclick={print} disabled={!ready}>{ "Print…" }</button>
                <button type="button" data-testid="print-back" onclick={props.on_back.clone()}>{ "Back to the game" }</button>
                <label>{ "Puzzles per page " }
                    <select data-testid="print-count" onchange={on_count}>
                        { for [1u8, 2, 4].map(|n| html! { <option value={n.to_string()} selected={props.count == n}>{ n }</option> }) }
                    </select>
                </label>
                <p class="hint">{ "The puzzles print on one page and their solutions on the next, in black and white. More than one: this puzzle and the next seeds' (or days') at the same size and level." }</p>
            </div>
            if ready {
                <section class={classes!("print-page", layout.clone())} data-testid="print-page" data-kind="puzzle">
                    <h1>{ heading("Math maze") }</h1>
                    <p>{ "Draw one path from S to F through side-by-side cells (no diagonals), never visiting a cell twice. Each number says how many cells of the path lie in its row or column; a drawn piece is part of the path, and a dot marks a cell the path goes through." }</p>
                    <div class="print-figures">{ for props.puzzles.iter().take(count).map(|p| figure(p, false)) }</div>
                </section>
                <section class={classes!("print-page", layout)} data-testid="print-page" data-kind="solution">
                    <h1>{ heading("Solution") }</h1>
                    <div class="print-figures">{ for props.puzzles.iter().take(count).map(|p| figure(p, true)) }</div>
                    <p>{ "Runut (“runut-balik”: backtracking) proved each the puzzle's only solution." }</p>
                </section>
            } else {
                <p class="status" role="status" data-testid="print-making">{ format!("Making puzzle {} of {count}…", props.puzzles.len() + 1) }</p>
            }
        </main>
    }
}
