//! The math maze laid out for paper: 1, 2 or 4 puzzles on one page and their solutions on the
//! next, in black and white, with nothing of the player or the settings (a toolbar above them
//! is for the screen only).

use crate::model::i18n::say;
use crate::model::i18n::{t, Lang};
use crate::problems::math_maze::core::generate::Made;
use crate::problems::math_maze::model::sheet::{sheet, Sheet};
use crate::problems::math_maze::model::text::MathMazeText;
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
    // Drawn again when the language changes.
    use_context::<Lang>();
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
                { drawing(sheet(&made.puzzle, route), t(if solved { MathMazeText::ASolution } else { MathMazeText::APuzzle })) }
            </figure>
        }
    };
    // The heading of the puzzles' page (`solutions`: of the solutions' page).
    let heading = |solutions: bool| match (count, props.puzzles.first()) {
        (1, Some((_, title))) => {
            format!(
                "{} — {title}",
                t(if solutions { MathMazeText::PrintSolution } else { MathMazeText::Title })
            )
        }
        _ => {
            let many = if solutions {
                MathMazeText::PrintSolutionsMany
            } else {
                MathMazeText::PrintPuzzlesMany
            };
            say(many, &[("count", &count.to_string())])
        }
    };
    html! {
        // Drawn whole at once: `data-drawn` says so, as on every page.
        <main id="main" tabindex="-1" class="page print-view" data-drawn="whole">
            <div class="print-toolbar no-print">
                <button type="button" class="primary" data-testid="print-now" onclick={print} disabled={!ready}>{ t(MathMazeText::PrintNow) }</button>
                <button type="button" data-testid="print-back" onclick={props.on_back.clone()}>{ t(MathMazeText::PrintBack) }</button>
                <label>{ t(MathMazeText::PerPage) }
                    <select data-testid="print-count" onchange={on_count}>
                        { for [1u8, 2, 4].map(|n| html! { <option value={n.to_string()} selected={props.count == n}>{ n }</option> }) }
                    </select>
                </label>
                <p class="hint">{ t(MathMazeText::PrintHint) }</p>
            </div>
            if ready {
                <section class={classes!("print-page", layout.clone())} data-testid="print-page" data-kind="puzzle">
                    <h1>{ heading(false) }</h1>
                    <p>{ t(MathMazeText::PrintRules) }</p>
                    <div class="print-figures">{ for props.puzzles.iter().take(count).map(|p| figure(p, false)) }</div>
                </section>
                <section class={classes!("print-page", layout)} data-testid="print-page" data-kind="solution">
                    <h1>{ heading(true) }</h1>
                    <div class="print-figures">{ for props.puzzles.iter().take(count).map(|p| figure(p, true)) }</div>
                    <p>{ t(MathMazeText::PrintProved) }</p>
                </section>
            } else {
                <p class="status" role="status" data-testid="print-making">{ say(MathMazeText::PrintMaking, &[("n", &(props.puzzles.len() + 1).to_string()), ("count", &count.to_string())]) }</p>
            }
        </main>
    }
}
