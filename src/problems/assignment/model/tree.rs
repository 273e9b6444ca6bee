//! What the job assignment tree writes at a node: the job its person gets (and the last
//! person's, forced with it), and the person and job on its edge.

use super::settings::{person, AssignmentSettings};
use super::status::decision_text;
use super::Assignment;
use crate::core::grid::Square;
use crate::model::page::TreeLabels;
use crate::problems::assignment::core::Assigned;

impl TreeLabels for Assignment {
    /// The job its person gets, and the last person's with it (its cost is the tree's own);
    /// `above` are its ancestors' jobs.
    fn node_label(
        settings: &AssignmentSettings,
        _: &[String],
        above: &[Square],
        at: Square,
    ) -> String {
        let n = settings.costs.len();
        let jobs: Vec<u8> = above.iter().chain([&at]).map(|s| s.col as u8).collect();
        let mut node = Assigned::default();
        for &job in &jobs {
            node = node.then(job, 0);
        }
        if jobs.len() + 1 == n {
            let last = node.free(n).next();
            if let Some(last) = last {
                node = node.then(last, 0);
            }
        }
        format!(": {}", decision_text(&node, n))
    }

    /// Its person and job, `a→2`.
    fn edge_label(_: &[String], _: &[Square], at: Square) -> String {
        format!("{}→{}", person(usize::from(at.row)), at.col + 1)
    }
}
