//! Sudoku's own flat-out loop: the walk's step engine without its events, so that a run at max
//! speed keeps up with plain C (`shared/bench/sudoku_bt.c`). It stops between two events, with
//! exactly the walk's state there (and its drawn tree's records), so that stepping goes on from it.

use super::{decision, next_digit, Dead, SudokuTree};
use crate::core::grid::Square;
use crate::core::search::walk::{Phase, Tree, Walk};
use crate::core::search::{Event, Flat};

/// The last event a stretch stands for, its reason left to find once, at the end.
#[derive(Clone, Copy)]
enum Last {
    Reject(Square),
    Advance(u32, Square),
    Retreat(u32, Square),
}

impl SudokuTree {
    /// Runs `walk` (between two events, the deepest node's next child due) until it has
    /// generated `target` nodes, the path has just become a solution, or the root has no child
    /// left.
    pub(super) fn run_fast(walk: &mut Walk<SudokuTree>, target: u64) -> Flat<Dead> {
        let mut last = None;
        while walk.stats.nodes < target {
            let depth = walk.path.len();
            let cursor = walk.cursors[depth];
            // The digits still to try at this node (those above the cursor).
            let choice = walk.tree.chosen[depth].filter(|c| next_digit(c.tried, cursor).is_some());
            let Some(choice) = choice else {
                if depth == 0 {
                    break;
                }
                // Back up: the step engine's retreat.
                walk.cursors.pop();
                let at = walk.path.pop().expect("a node below the root");
                walk.tree.leave(at);
                let (number, solutions) = walk.born.pop().unwrap_or_default();
                let below = (walk.stats.nodes - number, walk.stats.solutions - solutions);
                walk.tree.finished(at, below);
                walk.stats.backtracks += 1;
                last = Some(Last::Retreat(depth as u32, at));
                continue;
            };
            let ahead = choice.tried >> (cursor + 1) << (cursor + 1);
            let live = ahead & !choice.dead;
            // The dead digits before the first live one (all that are left when none is) are
            // generated and killed at once, as many as the budget allows.
            let mut dead_run =
                if live == 0 { ahead } else { ahead & ((live & live.wrapping_neg()) - 1) };
            if dead_run != 0 {
                let room = target - walk.stats.nodes;
                while u64::from(dead_run.count_ones()) > room {
                    dead_run &= !(1 << (15 - dead_run.leading_zeros()));
                }
                let killed = u64::from(dead_run.count_ones());
                let digit = (15 - dead_run.leading_zeros()) as u8;
                walk.cursors[depth] = usize::from(digit);
                walk.stats.nodes += killed;
                walk.stats.rejected += killed;
                last = Some(Last::Reject(decision(choice.cell, digit)));
                continue;
            }
            let digit = live.trailing_zeros() as u8;
            walk.cursors[depth] = usize::from(digit);
            walk.stats.nodes += 1;
            let at = decision(choice.cell, digit);
            walk.tree.enter(at);
            walk.path.push(at);
            walk.cursors.push(0);
            walk.born.push((walk.stats.nodes, walk.stats.solutions));
            last = Some(Last::Advance(depth as u32 + 1, at));
            if walk.tree.board.empty_cells() == 0 {
                walk.phase = Phase::Solved;
                break;
            }
        }
        let last = last.map(|last| match last {
            Last::Reject(at) => {
                let path = walk.path.clone();
                let why = walk.tree.dead(&path, at).expect("a killed node has its reason");
                Event::Reject { at, why }
            }
            Last::Advance(depth, at) => Event::Advance { depth, at },
            Last::Retreat(depth, at) => Event::Retreat { depth, at },
        });
        Flat { ended: false, last }
    }
}
