//! What the maze studies share: their arguments, `[seeds] [sizes…]`, and the square grids of
//! each size with every level.

use runut::core::grid::Board;
use runut::core::slug::Slugged;
use runut::problems::math_maze::core::deduce::Difficulty;

/// The seeds per size and the sizes the command line asks for, else the defaults given.
pub fn args(seeds: u64, sizes: &[u16]) -> (u64, Vec<u16>) {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let chosen: Vec<u16> = args.iter().skip(1).map(|&s| s as u16).collect();
    (
        args.first().copied().unwrap_or(seeds),
        if chosen.is_empty() { sizes.to_vec() } else { chosen },
    )
}

/// Each offered size's square board with its levels.
pub fn boards(sizes: &[u16]) -> impl Iterator<Item = (Board, Difficulty)> + '_ {
    sizes.iter().flat_map(|&side| {
        let board = Board::new(side, side).expect("size");
        Difficulty::all().map(move |d| (board, d))
    })
}
