//! The chessboard: squares as an accessible grid (roving tab stop, arrow keys), move numbers,
//! the path drawn as lines over it, and the square under test marked.

use super::use_path_attribute;
use crate::core::grid::{self, Square};
use crate::core::search::Event;
use crate::model::i18n::grid::cell_name;
use crate::model::i18n::{fill, t, Lang};
use crate::model::problem::ReplayOf;
use crate::problems::knight::core::moves::is_knight_move;
use crate::problems::knight::model::palette::{css, move_colour};
use crate::problems::knight::model::text::KnightText;
use crate::problems::knight::Knight;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A square singled out by the last event.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Mark {
    /// The candidate just rejected by the bounding function.
    Rejected(Square),
    /// The square the knight just backtracked from.
    Retreated(Square),
}

impl Mark {
    /// The square the last event of `trail` marks: a rejected candidate or a square
    /// backtracked from.
    pub fn of(trail: &ReplayOf<Knight>) -> Option<Mark> {
        match trail.last() {
            Some(Event::Reject { at, .. }) => Some(Mark::Rejected(at)),
            Some(Event::Retreat { at, .. }) => Some(Mark::Retreated(at)),
            _ => None,
        }
    }
}

/// Props of [`ChessBoard`].
#[derive(Properties, PartialEq)]
pub struct ChessBoardProps {
    /// The board's shape.
    pub board: grid::Board,
    /// The knight's path so far, first square first.
    pub path: Rc<Vec<Square>>,
    /// The chosen start square (marked even before the run).
    pub start: Square,
    /// The candidate being tested, if any.
    #[prop_or_default]
    pub candidate: Option<Square>,
    /// A square marked by the last event, if any.
    #[prop_or_default]
    pub mark: Option<Mark>,
    /// Whether move numbers are written on the squares.
    #[prop_or(true)]
    pub show_numbers: bool,
    /// Whether the path is drawn as lines.
    #[prop_or(true)]
    pub show_lines: bool,
    /// Whether the board exposes its path in `data-path` (only when no run is playing).
    #[prop_or_default]
    pub expose_path: bool,
    /// Called when the user picks a square (click, tap, Enter or Space).
    pub on_select: Callback<Square>,
    /// Practice: the square the search chooses, shown after a wrong answer.
    #[prop_or_default]
    pub answer: Option<Square>,
    /// Practice: the squares an explanation cites.
    #[prop_or_default]
    pub cited: Rc<Vec<Square>>,
}

/// The centre of a square in board units (x = column, y = row).
fn centre(s: Square) -> (String, String) {
    (format!("{}.5", s.col), format!("{}.5", s.row))
}

/// A line between the centres of two squares.
fn line(class: &'static str, stroke: Option<String>, a: Square, b: Square) -> Html {
    let ((x1, y1), (x2, y2)) = (centre(a), centre(b));
    html! { <line {class} {stroke} {x1} {y1} {x2} {y2} /> }
}

/// The square that `key` moves the focus to from `from`, if it is a grid navigation key.
fn navigate(key: &str, ctrl: bool, from: Square, b: grid::Board) -> Option<Square> {
    let (rows, cols) = (b.rows(), b.cols());
    let to = match key {
        "ArrowUp" => Square::new(from.row.saturating_sub(1), from.col),
        "ArrowDown" => Square::new((from.row + 1).min(rows - 1), from.col),
        "ArrowLeft" => Square::new(from.row, from.col.saturating_sub(1)),
        "ArrowRight" => Square::new(from.row, (from.col + 1).min(cols - 1)),
        "Home" if ctrl => Square::new(0, 0),
        "End" if ctrl => Square::new(rows - 1, cols - 1),
        "Home" => Square::new(from.row, 0),
        "End" => Square::new(from.row, cols - 1),
        _ => return None,
    };
    Some(to)
}

/// The lines of the path: the moves, a dot on the first square, an arrow on the last move, and
/// the closing move of a closed tour dashed.
fn path_lines(b: grid::Board, path: &[Square]) -> Html {
    let (Some(&first), Some(&last)) = (path.first(), path.last()) else {
        return html! {};
    };
    // Each move is coloured by its place in the tour, from blue (first) to orange (last).
    let last_move = (path.len() - 1).max(1) as f64;
    let segments = path
        .windows(2)
        .enumerate()
        .map(|(k, w)| line("move", Some(css(move_colour(k as f64 / last_move))), w[0], w[1]));
    // The last move again, on top, carrying the arrowhead.
    let tip = path.len().saturating_sub(2);
    let points = path[tip..]
        .iter()
        .map(|&s| centre(s))
        .map(|(x, y)| format!("{x},{y}"))
        .collect::<Vec<_>>()
        .join(" ");
    let closes = path.len() == b.len() && path.len() > 2 && is_knight_move(first, last);
    let closing = closes.then(|| line("closing", None, last, first));
    html! {
        <svg class="lines" viewBox={format!("0 0 {} {}", b.cols(), b.rows())} preserveAspectRatio="none" aria-hidden="true">
            <defs>
                <marker id="arrow" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
                    <path d="M 0 0 L 10 5 L 0 10 z" class="arrowhead" />
                </marker>
            </defs>
            { for closing }
            { for segments }
            <polyline class="path" points={points} marker-end="url(#arrow)" />
            <circle class="origin" cx={centre(first).0} cy={centre(first).1} r="0.13" />
        </svg>
    }
}

/// The move on which the knight visited each square (by index), if it did.
fn visits(b: grid::Board, path: &[Square]) -> Vec<Option<usize>> {
    let mut visit = vec![None::<usize>; b.len()];
    for (k, &s) in path.iter().enumerate().filter(|(_, &s)| b.contains(s)) {
        visit[b.index(s)] = Some(k);
    }
    visit
}

/// The board's keys: Enter or Space picks the focused square, the grid keys move the focus.
fn board_keys(
    b: grid::Board,
    focused: Square,
    focus: UseStateHandle<Square>,
    grid: NodeRef,
    on_select: Callback<Square>,
) -> Callback<KeyboardEvent> {
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            on_select.emit(focused);
            return;
        }
        let Some(to) = navigate(&e.key(), e.ctrl_key(), focused, b) else {
            return;
        };
        e.prevent_default();
        focus.set(to);
        let selector = format!("[data-row='{}'][data-col='{}']", to.row, to.col);
        if let Some(cell) =
            grid.cast::<web_sys::Element>().and_then(|g| g.query_selector(&selector).ok().flatten())
        {
            if let Ok(cell) = cell.dyn_into::<web_sys::HtmlElement>() {
                let _ = cell.focus();
            }
        }
    })
}

/// A square's accessible name: its place, start, move and knight.
fn square_label(props: &ChessBoardProps, s: Square, v: Option<usize>) -> String {
    let mut label = cell_name(s);
    if s == props.start {
        label.push_str(t(KnightText::CellStart));
    }
    match v {
        Some(k) => label.push_str(&fill(t(KnightText::CellMove), &[("k", &(k + 1).to_string())])),
        None => label.push_str(t(KnightText::CellNotVisited)),
    }
    if props.path.last() == Some(&s) {
        label.push_str(t(KnightText::CellKnight));
    }
    label
}

/// One square of the board: `v` is the move that visited it, `focused` the grid's tab stop.
fn square(
    props: &ChessBoardProps,
    s: Square,
    v: Option<usize>,
    focused: Square,
    focus: &UseStateHandle<Square>,
) -> Html {
    let dark = (s.row + s.col) % 2 == 1;
    let is_current = props.path.last() == Some(&s);
    let mark = match props.mark {
        Some(Mark::Rejected(m)) if m == s => Some(("rejected", "✗")),
        Some(Mark::Retreated(m)) if m == s => Some(("retreated", "↶")),
        _ => None,
    };
    let class = classes!(
        "square",
        if dark { "dark" } else { "light" },
        v.is_some().then_some("visited"),
        (s == props.start).then_some("start"),
        is_current.then_some("current"),
        (props.candidate == Some(s)).then_some("candidate"),
        mark.map(|(name, _)| name),
        (props.answer == Some(s)).then_some("answer"),
        props.cited.contains(&s).then_some("cited"),
    );
    let label = square_label(props, s, v);
    let onclick = props.on_select.reform({
        let focus = focus.clone();
        move |_: MouseEvent| {
            focus.set(s);
            s
        }
    });
    html! {
        <div role="gridcell" {class} data-testid="square"
            data-row={s.row.to_string()} data-col={s.col.to_string()}
            data-visit={v.map(|k| k.to_string())}
            tabindex={if s == focused { "0" } else { "-1" }}
            aria-label={label} {onclick}>
            if is_current {
                <span class="piece" aria-hidden="true">{ "♞" }</span>
            }
            if let (true, Some(k)) = (props.show_numbers, v) {
                <span class="num" aria-hidden="true">{ k + 1 }</span>
            } else if s == props.start && v.is_none() {
                <span class="badge" aria-hidden="true">{ t(KnightText::StartMark) }</span>
            }
            if let Some((_, symbol)) = mark {
                <span class="mark" aria-hidden="true">{ symbol }</span>
            } else if props.candidate == Some(s) {
                <span class="mark" aria-hidden="true">{ "?" }</span>
            }
        </div>
    }
}

/// The board component.
#[component]
pub fn ChessBoard(props: &ChessBoardProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let b = props.board;
    let focus = use_state(|| props.start);
    let grid = use_node_ref();
    let focused = if b.contains(*focus) { *focus } else { Square::new(0, 0) };
    let visit = visits(b, &props.path);
    let onkeydown = board_keys(b, focused, focus.clone(), grid.clone(), props.on_select.clone());
    let cell = |s: Square| square(props, s, visit[b.index(s)], focused, &focus);

    let style = format!("--rows:{};--cols:{}", b.rows(), b.cols());
    let data_path = use_path_attribute(props.path.clone(), props.expose_path, grid.clone());
    html! {
        <div class="board-frame" {style}>
            <div class="col-labels" aria-hidden="true">
                { for (1..=b.cols()).map(|c| html! { <span>{ c }</span> }) }
            </div>
            <div class="row-labels" aria-hidden="true">
                { for (1..=b.rows()).map(|r| html! { <span>{ r }</span> }) }
            </div>
            <div class="board" role="grid" ref={grid} data-testid="board"
                data-rows={b.rows().to_string()} data-cols={b.cols().to_string()} data-path={data_path}
                aria-label={fill(t(KnightText::BoardLabel), &[("rows", &b.rows().to_string()), ("cols", &b.cols().to_string())])}
                {onkeydown}>
                { for (0..b.rows()).map(|r| html! {
                    <div role="row" class="board-row">
                        { for (0..b.cols()).map(|c| cell(Square::new(r, c))) }
                    </div>
                }) }
                if props.show_lines { { path_lines(b, &props.path) } }
            </div>
        </div>
    }
}
