//! Colours shared by every drawing of a board: the grid, the canvas and the exported picture.

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
