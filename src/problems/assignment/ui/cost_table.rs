//! [`CostTable`]: the cost matrix, a row per person and a column per job; for the node in view,
//! each job given (✓), each free person's least cost among the jobs still free (○, the terms
//! of the lower bound), and the jobs no longer free in the free people's rows (struck out).

use crate::model::i18n::t;
use crate::problems::assignment::core::{Assigned, Assignment as Tree, Costs};
use crate::problems::assignment::model::settings::person;
use crate::problems::assignment::model::text::AssignmentText;
use crate::ui::matrix::{Cell, MatrixTable, Row};
use yew::prelude::*;

/// Props of [`CostTable`].
#[derive(Properties, PartialEq)]
pub struct CostTableProps {
    /// The costs.
    pub costs: Costs,
    /// The jobs the node in view gives, if a node is in view.
    pub assigned: Option<Assigned>,
}

/// A cell's mark, its symbol and what it means.
type Mark = (&'static str, Option<&'static str>, AssignmentText);

/// The mark of the cell of `person` and `job` for the node `assigned`.
fn mark(tree: &Tree, assigned: &Assigned, person: usize, job: u8) -> Option<Mark> {
    if let Some(&given) = assigned.jobs().get(person) {
        return (given == job).then_some(("assigned", Some("✓"), AssignmentText::MarkGiven));
    }
    if assigned.jobs().contains(&job) {
        return Some(("gone", None, AssignmentText::MarkGone));
    }
    let least = tree.terms(assigned)[person];
    (least.job == job).then_some(("least", Some("○"), AssignmentText::MarkLeast))
}

/// The cost matrix (`data-testid=costs-table`; each cell `data-testid=cost`, `data-row` the
/// person and `data-col` the job, both from 0, `data-value` and, for the node in view,
/// `data-mark` `assigned`, `least` or `gone`).
#[component]
pub fn CostTable(props: &CostTableProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let costs = &props.costs;
    let n = costs.len();
    let tree = Tree::new(costs.clone());
    let rows = (0..n).map(|p| {
        let cells = (0..n as u8).map(|job| {
            let cost = costs.cost(p, job);
            let mut cell = Cell::plain(cost.to_string())
                .with("data-testid", "cost")
                .with("data-row", p.to_string())
                .with("data-col", job.to_string())
                .with("data-value", cost.to_string());
            if let Some((mark, symbol, words)) =
                props.assigned.as_ref().and_then(|a| mark(&tree, a, p, job))
            {
                cell = cell.marked(mark, symbol).spoken(t(words));
            }
            cell
        });
        Row {
            header: person(p).to_string(),
            cells: cells.collect(),
            mark: None,
            data: vec![("data-person", person(p).to_string())],
        }
    });
    let columns: Vec<String> = (1..=n).map(|job| job.to_string()).collect();
    html! {
        <MatrixTable testid="costs-table" caption={t(AssignmentText::CostsCaption)} corner={t(AssignmentText::PersonCorner)}
            {columns} rows={rows.collect::<Vec<_>>()} />
    }
}
