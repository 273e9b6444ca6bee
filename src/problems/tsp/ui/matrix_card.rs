//! [`MatrixCard`]: the reduced cost matrix of the E-node (the root's, before a search), each
//! row and column it reduced marked with what it subtracted, and r; and for the child just
//! generated, its matrix (row i, column j and (j, 1) struck to ∞, then reduced) with
//! c = c(parent) + A(i, j) + r, A(i, j) ringed in the E-node's matrix.

use crate::model::i18n::{say, t};
use crate::problems::tsp::core::{Graph, Reduced, Tour};
use crate::problems::tsp::model::board::reduced_step;
use crate::problems::tsp::model::status::no_tour_text;
use crate::problems::tsp::model::text::TspText;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`MatrixCard`].
#[derive(Properties, PartialEq)]
pub struct MatrixCardProps {
    /// The roads.
    pub graph: Rc<Graph>,
    /// The E-node's number and partial tour (the root's before a search).
    pub node: u32,
    /// The E-node's partial tour, cities from 0.
    pub tour: Vec<u8>,
    /// Whether there is an E-node yet.
    pub expanded: bool,
    /// The child just generated, if the E-node has one in focus: its number and its city.
    #[prop_or_default]
    pub child: Option<(u32, u8)>,
}

/// What to mark on a drawn matrix.
struct Marks {
    /// The entry A(i, j) to ring, if any.
    ring: Option<(u8, u8)>,
    /// The row and column struck to ∞ for the child, and the entry (j, 1).
    struck: Option<(u8, u8)>,
}

/// One reduced matrix as a table, with what its reduction subtracted from each row and column.
fn table(node: &Reduced, marks: &Marks, testid: &'static str, number: u32) -> Html {
    let n = node.matrix.len() as u8;
    let reduction = &node.reduction;
    let cell = |r: u8, c: u8| {
        let value = node.matrix.get(r, c);
        let ringed = marks.ring == Some((r, c));
        let struck = marks.struck.is_some_and(|(i, j)| r == i || c == j || (r == j && c == 0));
        let zero = value == Some(0);
        html! {
            <td class={classes!(ringed.then_some("ringed"), struck.then_some("struck"), zero.then_some("zero"), value.is_none().then_some("inf"))}
                data-testid="matrix-cell" data-row={(r + 1).to_string()} data-col={(c + 1).to_string()}
                data-value={value.map_or("x".to_string(), |v| v.to_string())}>
                { value.map_or("∞".to_string(), |v| v.to_string()) }
            </td>
        }
    };
    let less = |k: u32| if k > 0 { format!("−{k}") } else { String::new() };
    let row = |r: u8| {
        let k = reduction.rows[usize::from(r)];
        html! {
            <tr class={classes!((k > 0).then_some("reduced"))}>
                <th scope="row">{ r + 1 }</th>
                { for (0..n).map(|c| cell(r, c)) }
                <td class="less" data-testid="row-reduction" data-row={(r + 1).to_string()} data-value={k.to_string()}>{ less(k) }</td>
            </tr>
        }
    };
    let rows_sum: u32 = reduction.rows.iter().sum();
    let cols_sum: u32 = reduction.columns.iter().sum();
    let total = reduction.total();
    html! {
        <div class="matrix-frame">
            <table class="cost-matrix" data-testid={testid} data-node={number.to_string()}>
                <thead>
                    <tr>
                        <th scope="col" class="corner">{ t(TspText::MatrixCorner) }</th>
                        { for (0..n).map(|c| html! { <th scope="col" class={classes!((reduction.columns[usize::from(c)] > 0).then_some("reduced"))}>{ c + 1 }</th> }) }
                        <th scope="col" class="less">{ t(TspText::MatrixReduced) }</th>
                    </tr>
                </thead>
                <tbody>{ for (0..n).map(row) }</tbody>
                <tfoot>
                    <tr>
                        <th scope="row" class="less">{ t(TspText::MatrixReduced) }</th>
                        { for reduction.columns.iter().enumerate().map(|(c, &k)| html! {
                            <td class={classes!("less", (k > 0).then_some("reduced"))} data-testid="col-reduction"
                                data-col={(c + 1).to_string()} data-value={k.to_string()}>{ less(k) }</td>
                        }) }
                        <td class="less"></td>
                    </tr>
                </tfoot>
            </table>
            <p class="formula" data-testid="reduction-total" data-value={total.to_string()}>
                { say(TspText::MatrixR, &[("rows", &rows_sum), ("cols", &cols_sum), ("r", &total)]) }
            </p>
        </div>
    }
}

/// The child just generated: its matrix and its cost, or why no tour goes through it.
fn child(graph: &Graph, parent: &Reduced, tour: &Tour, e_node: u32, (node, to): (u32, u8)) -> Html {
    let from = tour.last();
    let args: [(&str, &dyn std::fmt::Display); 3] =
        [("node", &node), ("from", &(from + 1)), ("to", &(to + 1))];
    let title = say(TspText::ChildOf, &args);
    let last = tour.len() + 1 == graph.len();
    let how = say(
        if last { TspText::ChildHowLast } else { TspText::ChildHow },
        &[("from", &(from + 1)), ("to", &(to + 1))],
    );
    let Some(step) = reduced_step(graph, tour, to) else { return Html::default() };
    let body = match parent.child(tour, to) {
        Some(Ok(reduced)) => {
            let marks = Marks { ring: None, struck: Some((from, to)) };
            let cost: [(&str, &dyn std::fmt::Display); 8] = [
                ("node", &node),
                ("parent", &e_node),
                ("from", &(from + 1)),
                ("to", &(to + 1)),
                ("cp", &step.parent_cost),
                ("a", &step.edge),
                ("r", &reduced.reduction.total()),
                ("c", &reduced.cost),
            ];
            html! { <>
                { table(&reduced, &marks, "child-matrix", node) }
                <p class="formula cost" data-testid="child-cost" data-value={reduced.cost.to_string()}
                    data-a={step.edge.to_string()} data-r={reduced.reduction.total().to_string()}>
                    { say(TspText::ChildCost, &cost) }
                </p>
            </> }
        }
        Some(Err(why)) => html! {
            <p class="formula dead" data-testid="child-cost" data-value={step.cost.to_string()} data-a={step.edge.to_string()}>
                { say(TspText::ChildDeadHow, &[("node", &node), ("why", &no_tour_text(why))]) }
            </p>
        },
        None => Html::default(),
    };
    html! {
        <section class="matrix-part child-part">
            <h3>{ title }</h3>
            <p class="hint">{ how }</p>
            { body }
        </section>
    }
}

/// The reduced matrices of the E-node and of its child just generated.
#[component]
pub fn MatrixCard(props: &MatrixCardProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let tour = Tour::of(&props.tour);
    let Ok(parent) = Reduced::along(&props.graph, &tour) else { return Html::default() };
    let whose = t(if props.expanded { TspText::MatrixWhose } else { TspText::MatrixRootWhose });
    let ring = props.child.map(|(_, to)| (tour.last(), to));
    let marks = Marks { ring, struck: None };
    html! {
        <section class="card matrix-card" aria-label={say(TspText::MatrixOf, &[("node", &props.node)])}>
            <div class="matrix-parts">
                <section class="matrix-part">
                    <h3>{ say(TspText::MatrixOf, &[("node", &props.node)]) }{ " — " }{ whose }</h3>
                    { table(&parent, &marks, "reduced-matrix", props.node) }
                    if ring.is_some() {
                        <p class="hint"><span class="key ringed" aria-hidden="true"></span>{ t(TspText::MatrixLegendA) }</p>
                    }
                </section>
                if let Some(focus) = props.child {
                    { child(&props.graph, &parent, &tour, props.node, focus) }
                }
            </div>
        </section>
    }
}
