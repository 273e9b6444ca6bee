//! The math-maze grid's rows written as HTML text, free of web APIs: the page hands the browser
//! a row's cells as one text, then each cell that changes as its own (issue 25). Built element
//! by element, a 400-cell band of a 40 × 40 grid cost a phone-class CPU about 100 ms, most of it
//! in some 4,000 attribute calls from wasm, each decoding its strings; the browser parses the
//! same cells from one text in a few.
//!
//! Each cell is a WAI-ARIA `gridcell` with the hooks of `docs/guide.md` (`data-testid="cell"`,
//! `data-row`, `data-col`, `data-path`, `data-walls`, `data-given`, `data-hint`, `data-mark`),
//! its classes for the styles, the grid's one tab stop (`tabindex`), and a label saying all
//! it shows; each clue a `rowheader` or `columnheader`.

use crate::core::grid::{Direction, Square};
use crate::model::html::escaped;
use crate::model::i18n::grid::{cell_name, direction_name};
use crate::model::i18n::{say, t};
use crate::problems::math_maze::core::sides_letters;
use crate::problems::math_maze::model::game::ClueStatus;
use crate::problems::math_maze::model::hint::HintMark;
use crate::problems::math_maze::model::text::{and_list, MathMazeText};
use crate::problems::math_maze::model::view::{CellView, Shade};
use std::fmt::Write;

/// A clue and its status (`None` while the maze is shown rather than played).
pub type Clue = (u16, Option<ClueStatus>);

/// Which end of the path a cell holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The start, S.
    Start,
    /// The finish, F.
    Finish,
}

/// What marks one row's cells beyond what each [`CellView`] says: the columns of the path's
/// ends, of the grid's tab stop and of a cell offered for choosing an end, where in this row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RowMarks {
    /// The column of the start, if it is in this row.
    pub start_col: Option<u16>,
    /// The column of the finish, if it is in this row.
    pub finish_col: Option<u16>,
    /// The column of the grid's tab stop, if it is in this row.
    pub focus_col: Option<u16>,
    /// A column whose cell is offered for choosing an end.
    pub offer_col: Option<u16>,
}

impl RowMarks {
    fn end(&self, col: u16) -> Option<End> {
        if self.start_col == Some(col) {
            Some(End::Start)
        } else if self.finish_col == Some(col) {
            Some(End::Finish)
        } else {
            None
        }
    }
}

fn direction_words(sides: u8) -> String {
    let words: Vec<String> = Direction::ALL
        .into_iter()
        .filter(|d| sides & d.bit() != 0)
        .map(|d| direction_name(d).to_string())
        .collect();
    and_list(&words)
}

/// A cell's classes, separated by spaces.
fn cell_class(view: CellView, end: Option<End>, offered: bool) -> String {
    let names = [
        Some("cell"),
        view.hint.map(HintMark::class),
        view.shade.class(),
        view.step.map(|_| "on-path"),
        view.marked.then_some("marked"),
        view.given.map(|_| "given"),
        (end == Some(End::Start)).then_some("start"),
        (end == Some(End::Finish)).then_some("finish"),
        offered.then_some("offered"),
    ];
    names.into_iter().flatten().collect::<Vec<_>>().join(" ")
}

/// What a screen reader says of a cell: its name, then each thing it shows.
fn cell_label(at: Square, view: CellView, end: Option<End>) -> String {
    let mut label = cell_name(at);
    match end {
        Some(End::Start) => label.push_str(t(MathMazeText::CellStart)),
        Some(End::Finish) => label.push_str(t(MathMazeText::CellFinish)),
        None => {}
    }
    if let Some(step) = view.step {
        label.push_str(&say(MathMazeText::CellStep, &[("n", &(step + 1).to_string())]));
    }
    match view.given {
        Some(0) => label.push_str(t(MathMazeText::CellGivenOn)),
        Some(sides) => label
            .push_str(&say(MathMazeText::CellGivenLeaves, &[("sides", &direction_words(sides))])),
        None => {}
    }
    if view.marked {
        label.push_str(t(MathMazeText::CellMarked));
    }
    if view.shade == Shade::Wrong {
        label.push_str(t(MathMazeText::CellWrong));
    }
    match view.hint {
        Some(HintMark::Path) => label.push_str(t(MathMazeText::CellHintPath)),
        Some(HintMark::Empty) => label.push_str(t(MathMazeText::CellHintEmpty)),
        Some(HintMark::Reason) => label.push_str(t(MathMazeText::CellHintReason)),
        None => {}
    }
    label
}

/// Writes one cell: `end` is the end of the path it holds, `focused` whether it holds the
/// grid's tab stop, `offered` whether it is offered for choosing an end.
fn write_cell(
    out: &mut String,
    at: Square,
    view: CellView,
    end: Option<End>,
    focused: bool,
    offered: bool,
) {
    let _ = write!(
        out,
        r#"<div role="gridcell" data-testid="cell" data-row="{}" data-col="{}""#,
        at.row, at.col
    );
    if view.step.is_some() {
        out.push_str(r#" data-path="true""#);
    }
    if let Some(walls) = view.walls {
        let _ = write!(out, r#" data-walls="{}""#, sides_letters(walls));
    }
    if let Some(given) = view.given {
        let letters = if given == 0 { "*" } else { sides_letters(given) };
        let _ = write!(out, r#" data-given="{letters}""#);
    }
    if let Some(hint) = view.hint {
        let _ = write!(out, r#" data-hint="{}""#, hint.name());
    }
    if view.marked {
        out.push_str(r#" data-mark="empty""#);
    }
    let _ = write!(
        out,
        r#" class="{}" tabindex="{}" aria-label="{}">"#,
        cell_class(view, end, offered),
        if focused { "0" } else { "-1" },
        escaped(&cell_label(at, view, end)),
    );
    if view.marked {
        out.push_str(r#"<span class="mark-glyph" aria-hidden="true">✕</span>"#);
    }
    if view.shade == Shade::Wrong {
        out.push_str(r#"<span class="wrong-mark" aria-hidden="true">✗</span>"#);
    }
    if view.hint == Some(HintMark::Empty) {
        out.push_str(r#"<span class="hint-mark" aria-hidden="true">×</span>"#);
    }
    out.push_str("</div>");
}

/// Which header a clue is: of a row or of a column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Axis {
    Row,
    Col,
}

/// Writes a clue as its row's or column's header.
fn write_clue(out: &mut String, axis: Axis, index: u16, (value, status): Clue) {
    let (mark, word) = match status {
        Some(ClueStatus::Met) => ("✓", t(MathMazeText::ClueMet)),
        Some(ClueStatus::Over) => ("✗", t(MathMazeText::ClueOver)),
        _ => ("", ""),
    };
    let (role, kind, name, testid) = match axis {
        Axis::Row => ("rowheader", "row", MathMazeText::RowClue, "row-clue"),
        Axis::Col => ("columnheader", "col", MathMazeText::ColClue, "col-clue"),
    };
    let (n, value_text) = ((index + 1).to_string(), value.to_string());
    let label = say(name, &[("n", &n), ("value", &value_text), ("status", &word)]);
    let _ = write!(out, r#"<div role="{role}" class="clue {kind}"#);
    if let Some(status) = status {
        let _ = write!(out, " {}", status.name());
    }
    let _ = write!(out, r#"" data-testid="{testid}" data-{kind}="{index}" data-value="{value}""#);
    if let Some(status) = status {
        let _ = write!(out, r#" data-status="{}""#, status.name());
    }
    let _ = write!(
        out,
        r#" aria-label="{}"><span class="value">{value}</span><span class="clue-mark" aria-hidden="true">{mark}</span></div>"#,
        escaped(&label)
    );
}

/// One row of the grid as drawn: its index, its clue, what each cell shows, and its marks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowView {
    /// The row.
    pub row: u16,
    /// Its clue and the clue's status.
    pub clue: Clue,
    /// What each of its cells shows.
    pub cells: Vec<CellView>,
    /// Its ends, tab stop and offered cell.
    pub marks: RowMarks,
}

impl RowView {
    /// Cell `col` with what marks it: (its view, the end it holds, whether it holds the tab
    /// stop, whether it is offered).
    fn cell(&self, col: u16) -> (CellView, Option<End>, bool, bool) {
        let marks = &self.marks;
        let view = self.cells[usize::from(col)];
        (view, marks.end(col), marks.focus_col == Some(col), marks.offer_col == Some(col))
    }

    fn write_cell(&self, out: &mut String, col: u16) {
        let (view, end, focused, offered) = self.cell(col);
        write_cell(out, Square::new(self.row, col), view, end, focused, offered);
    }
}

/// What a row holds, its clue as the row's header then its cells: the row's inner HTML.
pub fn row_markup(view: &RowView) -> String {
    let mut out = String::with_capacity(200 + view.cells.len() * 220);
    write_clue(&mut out, Axis::Row, view.row, view.clue);
    for col in (0..).take(view.cells.len()) {
        view.write_cell(&mut out, col);
    }
    out
}

/// What to draw again when a row drawn as `before` shows `now`: each changed child of the row
/// (0 its clue, `c + 1` cell `c`) with its new outer HTML; `None` when `now` is another row or
/// another length (a grid of another size), which is drawn whole.
pub fn redrawn(before: &RowView, now: &RowView) -> Option<Vec<(u32, String)>> {
    if (before.row, before.cells.len()) != (now.row, now.cells.len()) {
        return None;
    }
    let mut changed = Vec::new();
    if before.clue != now.clue {
        let mut out = String::new();
        write_clue(&mut out, Axis::Row, now.row, now.clue);
        changed.push((0, out));
    }
    for col in (0..).take(now.cells.len()) {
        if before.cell(col) != now.cell(col) {
            let mut out = String::new();
            now.write_cell(&mut out, col);
            changed.push((u32::from(col) + 1, out));
        }
    }
    Some(changed)
}

/// The grid's first row: a corner, then each column's clue as its header.
pub fn column_clues_markup(clues: &[Clue]) -> String {
    let mut out = String::with_capacity(200 + clues.len() * 200);
    let _ = write!(
        out,
        r#"<div role="row" class="maze-row"><div role="columnheader" class="corner"><span class="sr-only">{}</span></div>"#,
        escaped(t(MathMazeText::Clues))
    );
    for (col, &clue) in (0..).zip(clues) {
        write_clue(&mut out, Axis::Col, col, clue);
    }
    out.push_str("</div>");
    out
}
