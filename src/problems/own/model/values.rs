//! What the page shows of the learner's nodes: a node's [`NodeText`] (its value, label and why it
//! died), read from the run's texts by its square's column, and `x` along a path.

use crate::core::grid::Square;
use crate::problems::own::core::texts::NodeText;

/// The text of the node that places `at` (an empty one if the run has not named it).
pub fn node_text(texts: &[String], at: Square) -> NodeText {
    texts.get(usize::from(at.col)).map(|text| NodeText::split(text)).unwrap_or_default()
}

/// The values along `path`, root's child first.
pub fn values(texts: &[String], path: &[Square]) -> Vec<String> {
    path.iter().map(|&at| node_text(texts, at).value).collect()
}

/// `x` along `path` as the page writes it: `[1, 5, 8]`.
pub fn x_text(texts: &[String], path: &[Square]) -> String {
    written(&values(texts, path))
}

/// `values` as the page writes `x`: `[1, 5, 8]`.
pub fn written(values: &[String]) -> String {
    format!("[{}]", values.join(", "))
}
