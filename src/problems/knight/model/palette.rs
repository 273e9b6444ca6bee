//! The knight boards' colours, shared by the grid, the canvas and the exported picture, and
//! the canvas's picture of a tour as pixels.

use crate::core::grid::{Board, Square};

/// An unvisited light square (the stylesheet's `--square-light` in the light theme).
pub const LIGHT_SQUARE: [u8; 3] = [239, 230, 213];
/// An unvisited dark square (`--square-dark`).
pub const DARK_SQUARE: [u8; 3] = [200, 178, 145];

/// The colour of a move a fraction `t` (0 to 1) of the way through a tour: Okabe–Ito blue
/// (#0072B2) for the first, orange (#E69F00) for the last.
pub fn move_colour(t: f64) -> [u8; 3] {
    let mix = |a: f64, b: f64| (a + (b - a) * t).round() as u8;
    [mix(0.0, 230.0), mix(114.0, 159.0), mix(178.0, 0.0)]
}

/// The colour of square (`row`, `col`) before the knight visits it.
pub fn square_colour(row: u32, col: u32) -> [u8; 3] {
    if (row + col).is_multiple_of(2) {
        LIGHT_SQUARE
    } else {
        DARK_SQUARE
    }
}

/// A colour as CSS: `rgb(r,g,b)`.
pub fn css([r, g, b]: [u8; 3]) -> String {
    format!("rgb({r},{g},{b})")
}

/// The board as RGBA pixels, one per square, row by row: unvisited squares chequered, visited
/// ones coloured by when the knight came (from a table of 1,024 steps of the gradient, finer
/// than its 230 shades per channel: a million squares would otherwise each round three floats).
pub fn tour_pixels(board: Board, path: &[Square]) -> Vec<u8> {
    const SHADES: usize = 1024;
    let cols = u32::from(board.cols());
    let mut pixels = vec![255u8; board.len() * 4];
    for (i, rgba) in pixels.chunks_exact_mut(4).enumerate() {
        let i = i as u32;
        rgba[..3].copy_from_slice(&square_colour(i / cols, i % cols));
    }
    let shades: Vec<[u8; 3]> =
        (0..SHADES).map(|i| move_colour(i as f64 / (SHADES - 1) as f64)).collect();
    let last = path.len().saturating_sub(1).max(1);
    for (k, &square) in path.iter().enumerate() {
        let at = board.index(square) * 4;
        let shade = (k as u64 * (SHADES as u64 - 1) / last as u64) as usize;
        pixels[at..at + 3].copy_from_slice(&shades[shade]);
    }
    pixels
}
