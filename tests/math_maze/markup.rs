//! The grid's rows as the HTML text the page hands the browser: every hook, class and label a
//! cell and a clue carry, one tab stop, text that parses back to the same elements, and only
//! what changed drawn again.

use runut::core::grid::{Board, Square};
use runut::model::i18n::{set_lang, Lang};
use runut::problems::math_maze::core::Maze;
use runut::problems::math_maze::model::game::ClueStatus;
use runut::problems::math_maze::model::hint::HintMark;
use runut::problems::math_maze::model::markup::{
    column_clues_markup, redrawn, row_markup, RowMarks, RowView,
};
use runut::problems::math_maze::model::view::{carving_views, CellView, Shade};

/// The opening tags of the elements with `role`, in order.
fn tags<'a>(html: &'a str, role: &str) -> Vec<&'a str> {
    let opening = format!(r#"<div role="{role}""#);
    html.match_indices(&opening)
        .map(|(at, _)| {
            let rest = &html[at..];
            &rest[..rest.find('>').expect("every tag is closed")]
        })
        .collect()
}

/// The value of attribute `name` in `tag`, if it has it.
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let key = format!(r#" {name}=""#);
    let from = tag.find(&key)? + key.len();
    Some(&tag[from..from + tag[from..].find('"')?])
}

fn classes(tag: &str) -> Vec<&str> {
    attr(tag, "class").unwrap_or_default().split(' ').collect()
}

#[test]
fn a_row_writes_its_clue_then_each_cell_with_its_hooks_classes_and_label() {
    set_lang(Lang::En);
    let cells = [
        CellView { walls: Some(0), ..CellView::default() },
        CellView { step: Some(4), ..CellView::default() },
        CellView { marked: true, shade: Shade::Wrong, ..CellView::default() },
        CellView { given: Some(0), hint: Some(HintMark::Empty), ..CellView::default() },
    ];
    let marks =
        RowMarks { start_col: Some(1), finish_col: None, focus_col: Some(1), offer_col: Some(3) };
    let view = RowView { row: 2, clue: (3, Some(ClueStatus::Met)), cells: cells.to_vec(), marks };
    let html = row_markup(&view);
    assert!(html.starts_with(r#"<div role="rowheader""#), "the clue first");

    let clue = tags(&html, "rowheader");
    assert_eq!(clue.len(), 1);
    assert_eq!(attr(clue[0], "data-testid"), Some("row-clue"));
    assert_eq!(attr(clue[0], "data-row"), Some("2"));
    assert_eq!(attr(clue[0], "data-value"), Some("3"));
    assert_eq!(attr(clue[0], "data-status"), Some("met"));
    assert_eq!(classes(clue[0]), ["clue", "row", "met"]);
    assert_eq!(attr(clue[0], "aria-label"), Some("Row 3: 3 path cells, met"));

    let cell = tags(&html, "gridcell");
    assert_eq!(cell.len(), 4);
    for (col, tag) in cell.iter().enumerate() {
        assert_eq!(attr(tag, "data-testid"), Some("cell"));
        assert_eq!(attr(tag, "data-row"), Some("2"));
        assert_eq!(attr(tag, "data-col"), Some(col.to_string().as_str()));
        let stop = if col == 1 { "0" } else { "-1" };
        assert_eq!(attr(tag, "tabindex"), Some(stop), "one tab stop, on the focused cell");
    }
    assert_eq!(attr(cell[0], "data-walls"), Some(""), "walls shown, none standing");
    assert_eq!(attr(cell[1], "data-walls"), None, "walls not shown");
    assert_eq!(attr(cell[0], "data-path"), None);
    assert_eq!(attr(cell[1], "data-path"), Some("true"));
    assert_eq!(classes(cell[1]), ["cell", "on-path", "start"]);
    assert_eq!(attr(cell[1], "aria-label"), Some("row 3, column 2, start, on path, step 5"));
    assert_eq!(attr(cell[2], "data-mark"), Some("empty"));
    assert_eq!(classes(cell[2]), ["cell", "wrong", "marked"]);
    assert_eq!(attr(cell[3], "data-given"), Some("*"));
    assert_eq!(attr(cell[3], "data-hint"), Some("empty"));
    assert_eq!(classes(cell[3]), ["cell", "hint-empty", "given", "offered"]);
    for glyph in ["mark-glyph", "wrong-mark", "hint-mark"] {
        assert_eq!(html.matches(glyph).count(), 1, "{glyph} drawn once");
    }
}

#[test]
fn the_column_clues_follow_a_corner_and_say_their_status_only_in_play() {
    set_lang(Lang::En);
    let html = column_clues_markup(&[(2, None), (0, Some(ClueStatus::Over))]);
    let headers = tags(&html, "columnheader");
    assert_eq!(headers.len(), 3, "the corner, then a header per column");
    assert_eq!(classes(headers[0]), ["corner"]);
    assert!(html.contains(r#"<span class="sr-only">Clues</span>"#));
    assert_eq!(attr(headers[1], "data-col"), Some("0"));
    assert_eq!(attr(headers[1], "data-status"), None, "no status while the maze is shown");
    assert_eq!(classes(headers[1]), ["clue", "col"]);
    assert_eq!(attr(headers[2], "data-col"), Some("1"));
    assert_eq!(attr(headers[2], "data-status"), Some("over"));
    assert_eq!(attr(headers[2], "aria-label"), Some("Column 2: 0 path cells, exceeded"));
}

#[test]
fn every_row_of_a_carving_grid_is_balanced_text_in_both_languages() {
    let maze = Maze::carve(Board::new(12, 9).expect("a board"), 7);
    let stack = [Square::new(0, 0), Square::new(0, 1)];
    let views = carving_views(&maze, 40, &stack);
    for lang in [Lang::En, Lang::Id] {
        set_lang(lang);
        for (row, cells) in (0..).zip(views.chunks(9)) {
            let view = RowView {
                row,
                clue: (row, None),
                cells: cells.to_vec(),
                marks: RowMarks::default(),
            };
            let html = row_markup(&view);
            assert_eq!(tags(&html, "gridcell").len(), 9);
            assert_eq!(html.matches("<div").count(), html.matches("</div>").count());
            assert_eq!(html.matches("<span").count(), html.matches("</span>").count());
            assert_eq!(html.matches('"').count() % 2, 0, "every attribute value closed");
            assert!(!html.contains("=\"\"\""), "no value runs into the next");
        }
    }
}

#[test]
fn a_row_draws_again_only_the_children_that_changed() {
    set_lang(Lang::En);
    let before = RowView {
        row: 0,
        clue: (2, Some(ClueStatus::Under)),
        cells: vec![CellView::default(); 5],
        marks: RowMarks { start_col: Some(0), focus_col: Some(0), ..RowMarks::default() },
    };
    assert_eq!(redrawn(&before, &before.clone()), Some(vec![]), "nothing changed, nothing drawn");

    // The path steps into cell 1, which takes the tab stop and meets the clue.
    let mut now = before.clone();
    now.cells[1].step = Some(1);
    now.marks.focus_col = Some(1);
    now.clue.1 = Some(ClueStatus::Met);
    let changed = redrawn(&before, &now).expect("the same row");
    let children: Vec<u32> = changed.iter().map(|(child, _)| *child).collect();
    assert_eq!(children, [0, 1, 2], "the clue, cell 0 (no longer the tab stop) and cell 1");
    let whole = row_markup(&now);
    for (_, html) in &changed {
        assert!(whole.contains(html.as_str()), "each piece is as the whole row draws it");
    }
    assert_eq!(attr(tags(&changed[2].1, "gridcell")[0], "tabindex"), Some("0"));
    assert_eq!(attr(tags(&changed[1].1, "gridcell")[0], "tabindex"), Some("-1"));

    // An offered column changes that cell alone.
    let mut offered = now.clone();
    offered.marks.offer_col = Some(4);
    let children = redrawn(&now, &offered).expect("the same row");
    assert_eq!(children.iter().map(|(c, _)| *c).collect::<Vec<_>>(), [5]);

    // A grid of another size reuses the row's element: it is drawn whole.
    let mut wider = now.clone();
    wider.cells.push(CellView::default());
    assert_eq!(redrawn(&now, &wider), None);
    assert_eq!(redrawn(&wider, &now), None);
    let other_row = RowView { row: 1, ..now.clone() };
    assert_eq!(redrawn(&now, &other_row), None);
}
