//! Export a tour: copy it as text, download it as CSV, or download a PNG picture of the board.

use crate::core::grid::{Board, Square};
use crate::model::i18n::{t, Lang};
use crate::model::status::fixed;
use crate::problems::knight::model::export::{path_text, tour_csv, tour_grid};
use crate::problems::knight::model::palette::{css, square_colour};
use crate::problems::knight::model::text::KnightText;
use crate::problems::knight::ui::canvas_board::stroke_moves;
use crate::ui::dom;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};
use yew::prelude::*;

/// Props of [`ExportButtons`].
#[derive(Properties, PartialEq)]
pub struct ExportButtonsProps {
    /// The board.
    pub board: Board,
    /// The tour (or path) to export.
    pub path: Rc<Vec<Square>>,
}

/// Draws the board and the path on a canvas and returns it as a PNG data URL.
fn board_png(board: Board, path: &[Square]) -> Option<String> {
    let document = web_sys::window()?.document()?;
    let canvas: HtmlCanvasElement = document.create_element("canvas").ok()?.dyn_into().ok()?;
    let cell = (2048 / board.rows().max(board.cols()) as u32).clamp(4, 48) as f64;
    canvas.set_width((cell * board.cols() as f64) as u32);
    canvas.set_height((cell * board.rows() as f64) as u32);
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    for r in 0..board.rows() {
        for c in 0..board.cols() {
            ctx.set_fill_style_str(&css(square_colour(r as u32, c as u32)));
            ctx.fill_rect(c as f64 * cell, r as f64 * cell, cell, cell);
        }
    }
    let centre = |s: Square| ((s.col as f64 + 0.5) * cell, (s.row as f64 + 0.5) * cell);
    ctx.set_line_width((cell / 12.0).max(1.0));
    stroke_moves(&ctx, path, centre, |_, _| true);
    if cell >= 16.0 {
        ctx.set_font(&format!("600 {}px system-ui, sans-serif", fixed(cell * 0.32, 0)));
        ctx.set_text_align("center");
        ctx.set_text_baseline("middle");
        for (k, &s) in path.iter().enumerate() {
            let (x, y) = centre(s);
            ctx.set_fill_style_str("#1d1f24");
            let _ = ctx.fill_text(&k.to_string(), x, y);
        }
    }
    canvas.to_data_url().ok()
}

/// The export buttons.
#[component]
pub fn ExportButtons(props: &ExportButtonsProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let copied = use_state(|| false);
    let name = format!("knight-tour-{}x{}", props.board.rows(), props.board.cols());
    let on_text = {
        let (board, path, copied) = (props.board, props.path.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            let (grid, squares) = (tour_grid(board, &path), path_text(&path));
            dom::copy_to_clipboard(&format!(
                "{}\n{grid}\n{squares}\n",
                t(KnightText::CopiedFromZero)
            ));
            copied.set(true);
        })
    };
    let on_csv = {
        let (path, name) = (props.path.clone(), name.clone());
        Callback::from(move |_: MouseEvent| {
            dom::download_text(&format!("{name}.csv"), "text/csv", &tour_csv(&path))
        })
    };
    let on_png = {
        let (board, path) = (props.board, props.path.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(url) = board_png(board, &path) {
                dom::download_url(&format!("{name}.png"), &url);
            }
        })
    };
    html! {
        <div class="buttons export" role="group" aria-label={t(KnightText::ExportLabel)}>
            <button type="button" data-testid="export-text" onclick={on_text}>
                { t(if *copied { KnightText::Copied } else { KnightText::CopyText }) }
            </button>
            <button type="button" data-testid="export-csv" onclick={on_csv}>{ t(KnightText::DownloadCsv) }</button>
            <button type="button" data-testid="export-png" onclick={on_png}>{ t(KnightText::DownloadPng) }</button>
            <p class="hint wide">{ t(KnightText::ExportFromZero) }</p>
        </div>
    }
}
