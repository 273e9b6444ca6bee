//! A backtracking search beside the brute force: the two sides, and the program on each.

use crate::model::code::Program;
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::t;
use crate::model::page::common::BRUTE_FORCE;
use crate::model::page::Side;

/// A search's two sides beside the brute force, when `compare`: the page's `search` job, and
/// the brute force's (`brute`, made only then).
pub fn beside_brute_force<J>(
    compare: bool,
    search: J,
    brute: impl FnOnce() -> J,
) -> Vec<(J, Side)> {
    if !compare {
        return Vec::new();
    }
    let backtracking = Side { slug: "backtracking", name: t(BacktrackingText::Backtracking) };
    let brute_force = Side { slug: BRUTE_FORCE, name: t(BacktrackingText::BruteForce) };
    vec![(search, backtracking), (brute(), brute_force)]
}

/// The program of a comparison's `side`: the brute force of `program` on the brute force's
/// side (its test of a complete candidate said in words by `valid`), else `program`.
pub fn program_on(side: Option<Side>, program: Program, valid: &'static str) -> Program {
    match side {
        Some(Side { slug: BRUTE_FORCE, .. }) => {
            program.brute_force(t(BacktrackingText::BruteForce), valid)
        }
        _ => program,
    }
}
