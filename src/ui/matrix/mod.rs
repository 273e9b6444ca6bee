//! [`MatrixTable`]: a table of numbers with a header over each column and before each row,
//! each cell and row with a mark of its own (a class, a symbol beside its number and a
//! `data-mark`) and its own hooks, so that a mark never rests on colour alone: a cost matrix
//! with its assigned cells, or a list of items with the ones taken.

use yew::prelude::*;
use yew::virtual_dom::VTag;

/// One cell.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Cell {
    /// Its number (or text).
    pub text: String,
    /// Its mark: its class and `data-mark` (none: plain).
    pub mark: Option<&'static str>,
    /// The symbol drawn beside its text (`✓`), if any.
    pub symbol: Option<&'static str>,
    /// What the mark means, for a screen reader (the symbol is drawn for the eye only).
    pub spoken: Option<String>,
    /// Its own hooks, `data-…` attributes and their values.
    pub data: Vec<(&'static str, String)>,
}

impl Cell {
    /// A plain cell showing `text`.
    pub fn plain(text: impl Into<String>) -> Cell {
        Cell { text: text.into(), ..Cell::default() }
    }

    /// The same cell marked `mark`, with `symbol` beside its text.
    pub fn marked(mut self, mark: &'static str, symbol: Option<&'static str>) -> Cell {
        (self.mark, self.symbol) = (Some(mark), symbol);
        self
    }

    /// The same cell with `words` read out after its text (what its mark means).
    pub fn spoken(mut self, words: impl Into<String>) -> Cell {
        self.spoken = Some(words.into());
        self
    }

    /// The same cell with the hook `name` set to `value`.
    pub fn with(mut self, name: &'static str, value: impl Into<String>) -> Cell {
        self.data.push((name, value.into()));
        self
    }
}

/// One row: its header and cells, with a mark and hooks of its own.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Row {
    /// Its header (the item, the person).
    pub header: String,
    /// Its cells, one per column.
    pub cells: Vec<Cell>,
    /// Its mark: its class and `data-mark`.
    pub mark: Option<&'static str>,
    /// Its own hooks.
    pub data: Vec<(&'static str, String)>,
}

/// Props of [`MatrixTable`].
#[derive(Properties, PartialEq)]
pub struct MatrixTableProps {
    /// The table's caption (its accessible name).
    pub caption: AttrValue,
    /// The header over the rows' headers.
    pub corner: AttrValue,
    /// The columns' headers.
    pub columns: Vec<String>,
    /// The rows.
    pub rows: Vec<Row>,
    /// The table's `data-testid`.
    pub testid: &'static str,
}

/// `tag` with each of `data` set, and `mark` as its class and `data-mark`.
fn dressed(mut tag: VTag, mark: Option<&'static str>, data: &[(&'static str, String)]) -> Html {
    for (name, value) in data {
        tag.add_attribute(name, value.clone());
    }
    if let Some(mark) = mark {
        tag.add_attribute("class", mark);
        tag.add_attribute("data-mark", mark);
    }
    tag.into()
}

/// One cell drawn.
fn cell(cell: &Cell) -> Html {
    let mut td = VTag::new("td");
    td.add_child(html! { <>
        if let Some(symbol) = cell.symbol {
            <span class="cell-mark" aria-hidden="true">{ symbol }</span>
        }
        { cell.text.clone() }
        if let Some(words) = &cell.spoken {
            <span class="sr-only">{ format!(" ({words})") }</span>
        }
    </> });
    dressed(td, cell.mark, &cell.data)
}

/// The table (`data-testid` as given; each row and cell with its own hooks) under its caption,
/// in a frame that scrolls when the table is larger (focusable, so that the keyboard scrolls it
/// too).
#[component]
pub fn MatrixTable(props: &MatrixTableProps) -> Html {
    let rows = props.rows.iter().map(|row| {
        let mut tr = VTag::new("tr");
        tr.add_child(html! { <th scope="row">{ row.header.clone() }</th> });
        for c in &row.cells {
            tr.add_child(cell(c));
        }
        dressed(tr, row.mark, &row.data)
    });
    // The caption is written above the frame, so that it wraps to the frame's width rather than
    // scroll with a table wider than the screen; the table keeps it as its name.
    html! {
        <>
        <p class="matrix-caption" aria-hidden="true">{ props.caption.clone() }</p>
        <div class="matrix-frame" tabindex="0" role="region" aria-label={props.caption.clone()}>
            <table class="matrix-table" data-testid={props.testid}>
                <caption class="sr-only">{ props.caption.clone() }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ props.corner.clone() }</th>
                        { for props.columns.iter().map(|c| html! { <th scope="col">{ c.clone() }</th> }) }
                    </tr>
                </thead>
                <tbody>{ for rows }</tbody>
            </table>
        </div>
        </>
    }
}
