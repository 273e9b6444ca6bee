//! Sum of subsets: the search's numbering and totals against a recursive reference and the
//! brute force over every subset, the meet-in-the-middle count, replay and undo, and the page's
//! model (settings, practice, code panel, the solutions listed).

mod compared_code;
mod count;
mod page;
mod quiz;
mod reference;
mod search;
