//! A board too large for a grid of elements (over 64 a side, up to 1000 × 1000), drawn on a
//! canvas: one pixel per square, coloured by when the knight visited it, scaled to the zoom; once
//! squares are big enough the moves are drawn as lines and, bigger still, numbered. Wheel or the
//! buttons zoom, dragging pans, a click (without dragging) picks the start square.

use super::use_path_attribute;
use crate::core::grid::{Board, Square};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{fill, t, Lang};
use crate::model::status::fixed;
use crate::problems::knight::model::palette::{css, move_colour, tour_pixels};
use crate::problems::knight::model::text::KnightText;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, ImageData};
use yew::prelude::*;

/// Props of [`CanvasBoard`].
#[derive(Properties, PartialEq)]
pub struct CanvasBoardProps {
    /// The board.
    pub board: Board,
    /// The knight's path so far.
    pub path: Rc<Vec<Square>>,
    /// The chosen start square.
    pub start: Square,
    /// Whether the board exposes its path in `data-path` (only when no run is playing).
    #[prop_or_default]
    pub expose_path: bool,
    /// Called when the user picks a square.
    pub on_select: Callback<Square>,
}

/// What part of the board is shown: `zoom` 1 fits the board; `x`, `y` are the squares at the
/// top-left corner.
#[derive(Clone, Copy, PartialEq)]
struct View {
    zoom: f64,
    x: f64,
    y: f64,
}

/// A pointer pressed on the board: where, the view then, and whether it has moved enough to pan.
#[derive(Clone, Copy)]
struct Drag {
    x: f64,
    y: f64,
    from: View,
    moved: bool,
}

const FIT: View = View { zoom: 1.0, x: 0.0, y: 0.0 };
/// The largest square, in canvas pixels.
const MAX_SQUARE_PX: f64 = 64.0;

/// Strokes each move of `path` that `wanted` keeps, from square centre to square centre (as
/// `centre` places them), coloured by its place in the path.
pub(super) fn stroke_moves(
    ctx: &CanvasRenderingContext2d,
    path: &[Square],
    centre: impl Fn(Square) -> (f64, f64),
    wanted: impl Fn(Square, Square) -> bool,
) {
    let last = path.len().saturating_sub(1).max(1) as f64;
    for (k, w) in path.windows(2).enumerate().filter(|(_, w)| wanted(w[0], w[1])) {
        ctx.set_stroke_style_str(&css(move_colour(k as f64 / last)));
        let ((x1, y1), (x2, y2)) = (centre(w[0]), centre(w[1]));
        ctx.begin_path();
        ctx.move_to(x1, y1);
        ctx.line_to(x2, y2);
        ctx.stroke();
    }
}

/// Canvas pixels per square at `zoom`: the board fits the canvas at zoom 1, and zooming in
/// stops at [`MAX_SQUARE_PX`] (or at the fitted size, if a fitted square is already larger).
fn square_px(canvas: &HtmlCanvasElement, board: Board, zoom: f64) -> f64 {
    let fit = (canvas.width() as f64 / board.cols() as f64)
        .min(canvas.height() as f64 / board.rows() as f64);
    (fit * zoom).min(MAX_SQUARE_PX.max(fit))
}

fn draw(
    canvas: &HtmlCanvasElement,
    board: Board,
    path: &[Square],
    start: Square,
    view: View,
) -> Option<()> {
    let ratio = web_sys::window()?.device_pixel_ratio();
    let width = (canvas.client_width() as f64 * ratio) as u32;
    let height =
        ((width as f64 * board.rows() as f64 / board.cols() as f64).min(900.0 * ratio)) as u32;
    canvas.set_width(width.max(1));
    canvas.set_height(height.max(1));
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    let px = square_px(canvas, board, view.zoom);
    let (cols, rows) = (board.cols() as u32, board.rows() as u32);

    // One pixel per square, drawn scaled.
    let pixels = tour_pixels(board, path);
    let image = ImageData::new_with_u8_clamped_array_and_sh(Clamped(&pixels), cols, rows).ok()?;
    let document = web_sys::window()?.document()?;
    let base: HtmlCanvasElement = document.create_element("canvas").ok()?.dyn_into().ok()?;
    base.set_width(cols);
    base.set_height(rows);
    let base_ctx: CanvasRenderingContext2d = base.get_context("2d").ok()??.dyn_into().ok()?;
    base_ctx.put_image_data(&image, 0.0, 0.0).ok()?;
    ctx.set_image_smoothing_enabled(false);
    ctx.set_fill_style_str("#1d2027");
    ctx.fill_rect(0.0, 0.0, width as f64, height as f64);
    let (ox, oy) = (-view.x * px, -view.y * px);
    ctx.draw_image_with_html_canvas_element_and_dw_and_dh(
        &base,
        ox,
        oy,
        cols as f64 * px,
        rows as f64 * px,
    )
    .ok()?;

    let centre = |s: Square| (ox + (s.col as f64 + 0.5) * px, oy + (s.row as f64 + 0.5) * px);
    let visible = |s: Square| {
        let (x, y) = centre(s);
        x > -px && y > -px && x < width as f64 + px && y < height as f64 + px
    };
    if px >= 6.0 {
        ctx.set_line_width((px / 10.0).max(1.0));
        stroke_moves(&ctx, path, centre, |a, b| visible(a) || visible(b));
    }
    // Numbers only where the longest fits its square.
    let digits = path.len().to_string().len() as f64;
    let font = (px * 0.32).min(px * 1.5 / digits);
    if font >= 9.0 * ratio {
        ctx.set_font(&format!("600 {}px system-ui, sans-serif", fixed(font, 0)));
        ctx.set_text_align("center");
        ctx.set_text_baseline("middle");
        ctx.set_fill_style_str("#1d1f24");
        for (k, &s) in path.iter().enumerate().filter(|(_, s)| visible(**s)) {
            let (x, y) = centre(s);
            let _ = ctx.fill_text(&k.to_string(), x, y);
        }
    }
    let ring = |s: Square, colour: &str| {
        let (x, y) = centre(s);
        let radius = (px * 0.45).max(4.0 * ratio);
        ctx.set_stroke_style_str(colour);
        ctx.set_line_width((px / 8.0).max(2.0 * ratio));
        ctx.begin_path();
        let _ = ctx.arc(x, y, radius, 0.0, std::f64::consts::TAU);
        ctx.stroke();
    };
    ring(start, "#009e73");
    if let Some(&current) = path.last() {
        ring(current, "#e69f00");
    }
    Some(())
}

/// The canvas board.
#[component]
pub fn CanvasBoard(props: &CanvasBoardProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let canvas = use_node_ref();
    let view = use_state(|| FIT);
    let drag: Rc<RefCell<Option<Drag>>> = use_mut_ref(|| None);
    {
        let (canvas, board, path, start, view) =
            (canvas.clone(), props.board, props.path.clone(), props.start, *view);
        use_effect_with((path.clone(), board, start, view), move |_| {
            if let Some(canvas) = canvas.cast::<HtmlCanvasElement>() {
                draw(&canvas, board, &path, start, view);
            }
        });
    }
    let board = props.board;
    // The canvas pixel under a pointer event.
    let at = |canvas: &NodeRef, e: &MouseEvent| -> Option<(HtmlCanvasElement, f64, f64)> {
        let c = canvas.cast::<HtmlCanvasElement>()?;
        let ratio = c.width() as f64 / c.client_width().max(1) as f64;
        Some((c, e.offset_x() as f64 * ratio, e.offset_y() as f64 * ratio))
    };
    let zoom_to = {
        let view = view.clone();
        move |c: &HtmlCanvasElement, factor: f64, px_x: f64, px_y: f64| {
            let px = square_px(c, board, view.zoom);
            let zoom = (view.zoom * factor).max(1.0);
            let new_px = square_px(c, board, zoom);
            // Keep the square under the pointer where it is.
            let (sx, sy) = (view.x + px_x / px, view.y + px_y / px);
            view.set(View { zoom, x: sx - px_x / new_px, y: sy - px_y / new_px });
        }
    };
    let onwheel = {
        let (canvas, zoom_to) = (canvas.clone(), zoom_to.clone());
        Callback::from(move |e: WheelEvent| {
            e.prevent_default();
            if let Some((c, x, y)) = at(&canvas, &e) {
                zoom_to(&c, js_sys::Math::pow(1.0015, -e.delta_y()), x, y);
            }
        })
    };
    let onpointerdown = {
        let (drag, view) = (drag.clone(), view.clone());
        Callback::from(move |e: PointerEvent| {
            let (x, y) = (e.client_x() as f64, e.client_y() as f64);
            *drag.borrow_mut() = Some(Drag { x, y, from: *view, moved: false });
        })
    };
    let onpointermove = {
        let (drag, view, canvas) = (drag.clone(), view.clone(), canvas.clone());
        Callback::from(move |e: PointerEvent| {
            let mut drag = drag.borrow_mut();
            let (Some(drag), Some(c)) = (drag.as_mut(), canvas.cast::<HtmlCanvasElement>()) else {
                return;
            };
            let (dx, dy) = (e.client_x() as f64 - drag.x, e.client_y() as f64 - drag.y);
            drag.moved |= dx.abs() + dy.abs() > 4.0;
            if drag.moved {
                let ratio = c.width() as f64 / c.client_width().max(1) as f64;
                let from = drag.from;
                let px = square_px(&c, board, from.zoom);
                view.set(View { x: from.x - dx * ratio / px, y: from.y - dy * ratio / px, ..from });
            }
        })
    };
    let onpointerup = {
        let (drag, view, canvas, on_select) =
            (drag.clone(), view.clone(), canvas.clone(), props.on_select.clone());
        Callback::from(move |e: PointerEvent| {
            let was = drag.borrow_mut().take();
            let (Some(Drag { moved: false, .. }), Some((c, x, y))) = (was, at(&canvas, &e)) else {
                return;
            };
            let px = square_px(&c, board, view.zoom);
            let (col, row) = ((view.x + x / px).floor(), (view.y + y / px).floor());
            let square = Square::new(row.max(0.0) as u16, col.max(0.0) as u16);
            if board.contains(square) {
                on_select.emit(square);
            }
        })
    };
    let zoom_button = |factor: f64| {
        let (canvas, zoom_to) = (canvas.clone(), zoom_to.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(c) = canvas.cast::<HtmlCanvasElement>() {
                zoom_to(&c, factor, c.width() as f64 / 2.0, c.height() as f64 / 2.0);
            }
        })
    };
    let fit = {
        let view = view.clone();
        Callback::from(move |_: MouseEvent| view.set(FIT))
    };
    let data_path = use_path_attribute(props.path.clone(), props.expose_path, canvas.clone());
    let label = fill(
        t(KnightText::CanvasLabel),
        &[
            ("rows", &board.rows().to_string()),
            ("cols", &board.cols().to_string()),
            ("visited", &props.path.len().to_string()),
        ],
    );
    html! {
        <div class="canvas-board">
            <div class="zoom-tools">
                <span class="hint">{ t(KnightText::CanvasHint) }</span>
                <button type="button" class="ghost" onclick={zoom_button(1.0 / 1.6)} aria-label={t(CommonText::ZoomOut)}>{ "−" }</button>
                <button type="button" class="ghost" onclick={zoom_button(1.6)} aria-label={t(CommonText::ZoomIn)}>{ "+" }</button>
                <button type="button" class="ghost" onclick={fit} aria-label={t(KnightText::ZoomFit)}>{ "⤢" }</button>
            </div>
            <canvas ref={canvas} data-testid="board" data-rows={board.rows().to_string()} data-cols={board.cols().to_string()}
                data-path={data_path} role="img" aria-label={label}
                {onwheel} {onpointerdown} {onpointermove} {onpointerup} />
        </div>
    }
}
