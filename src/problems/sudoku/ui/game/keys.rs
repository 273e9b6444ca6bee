//! The keys a Sudoku grid takes, in the game and on the search page's board alike: digits,
//! erasing, and the arrows that move between cells.

/// The digit a key types: `1`–`side`, or 0 for Backspace, Delete, `0` and `.`.
pub fn typed(key: &str, side: usize) -> Option<u8> {
    match key {
        "Backspace" | "Delete" | "0" | "." => Some(0),
        _ => key.parse::<u8>().ok().filter(|&d| d >= 1 && usize::from(d) <= side),
    }
}

/// The cell an arrow key moves focus to from `cell`.
pub fn moved(key: &str, cell: usize, side: usize) -> Option<usize> {
    let (row, col) = (cell / side, cell % side);
    match key {
        "ArrowUp" if row > 0 => Some(cell - side),
        "ArrowDown" if row + 1 < side => Some(cell + side),
        "ArrowLeft" if col > 0 => Some(cell - 1),
        "ArrowRight" if col + 1 < side => Some(cell + 1),
        _ => None,
    }
}

/// Moves keyboard focus to `cell` of the board that holds `from`.
pub fn focus_cell(from: &web_sys::Element, cell: usize) {
    use wasm_bindgen::JsCast;
    let board = from.closest(".sudoku-grid").ok().flatten();
    let target =
        board.and_then(|b| b.query_selector(&format!("[data-cell=\"{cell}\"]")).ok().flatten());
    if let Some(target) = target.and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = target.focus();
    }
}
