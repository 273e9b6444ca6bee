//! The knight's searches in words: their names and how each works, for the page's
//! explanation card and the compare sides.

use crate::core::knight::Algorithm;
use yew::prelude::*;

/// The algorithm's name on the page.
pub fn algorithm_name(a: Algorithm) -> &'static str {
    match a {
        Algorithm::Backtracking => "Backtracking",
        Algorithm::Warnsdorff => "Warnsdorff",
        Algorithm::WarnsdorffBacktracking => "Warnsdorff + backtracking",
    }
}

/// How the algorithm works, in two short paragraphs.
pub fn explanation(a: Algorithm) -> Html {
    match a {
        Algorithm::Backtracking => html! { <>
            <p>{ "The knight tries its eight moves in a fixed order. A move onto a visited square is rejected (✗). When no move is left, the knight " }<em>{ "backtracks" }</em>{ " (↶): it takes back its last move and tries that square's next option." }</p>
            <p>{ "This explores the whole tree of possibilities, so it always finds a tour if one exists — but the tree is huge: on 8 × 8 from the corner it generates about 40 million nodes before the first tour." }</p>
        </> },
        Algorithm::Warnsdorff => html! { <>
            <p>{ "Warnsdorff's rule (1823): always jump to the unvisited square with the " }<em>{ "fewest onward moves" }</em>{ ". Squares that are hard to reach get visited early, before they are cut off." }</p>
            <p>{ "It never backtracks, so it is instant — but it can get stuck, and then it says at which move. Ties are broken by the fixed move order." }</p>
        </> },
        Algorithm::WarnsdorffBacktracking => html! { <>
            <p>{ "Warnsdorff's order, with backtracking as a safety net: the knight tries squares with the fewest onward moves first, and when it gets stuck it takes moves back instead of giving up." }</p>
            <p>{ "It finds a tour whenever one exists, usually with almost no backtracking." }</p>
        </> },
    }
}
