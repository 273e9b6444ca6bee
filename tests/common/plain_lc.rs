//! A plain least-cost branch and bound over any `Branching`, written apart from the crate's
//! engine as a second opinion: the live nodes in a `Vec`, scanned for the best at every turn
//! (the least cost, or the greatest value; ties to the lower node number, that is the older
//! node). The E-node's children are all generated, numbered in order: an infeasible one is dead
//! at once, a solution becomes the best if it is better (else it is dead), and one whose bound
//! cannot beat the best is killed; a live node whose bound cannot beat the best when it comes up
//! is killed instead of expanded. The search ends when no live node is left.

use runut::core::branch::{Branching, Child, Cost, Goal};

/// A generated node: its parent's number (0 for the root), its choice and its cost or bound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// Its parent's number, 0 for the root.
    pub parent: u32,
    /// Its choice (0 for the root).
    pub choice: u8,
    /// Its cost or bound.
    pub cost: Cost,
    /// Whether it was generated infeasible.
    pub infeasible: bool,
}

/// What the search did and found.
#[derive(Clone, Debug)]
pub struct Run<S> {
    /// Every node generated, node k at index k − 1.
    pub nodes: Vec<Node>,
    /// The E-nodes, in order.
    pub e_nodes: Vec<u32>,
    /// The best solution: its node, its cost or value and its state.
    pub best: Option<(u32, Cost, S)>,
    /// The most live nodes at once.
    pub most_live: usize,
}

impl<S> Run<S> {
    /// The nodes generated infeasible.
    pub fn infeasible(&self) -> usize {
        self.nodes.iter().filter(|node| node.infeasible).count()
    }

    /// The cost or bound of node `k`.
    pub fn cost(&self, k: u32) -> Cost {
        self.nodes[k as usize - 1].cost
    }

    /// The answer's cost or value.
    pub fn answer(&self) -> Option<Cost> {
        self.best.as_ref().map(|best| best.1)
    }
}

/// Whether `a` is better than `b` for the goal.
fn better(goal: Goal, a: Cost, b: Cost) -> bool {
    match goal {
        Goal::Most => a > b,
        Goal::Least | Goal::Reach => a < b,
    }
}

/// Runs least-cost branch and bound over `problem`.
pub fn least_cost<B: Branching>(problem: &B) -> Run<B::State> {
    let (root, cost) = problem.root();
    let mut run = Run {
        nodes: vec![Node { parent: 0, choice: 0, cost, infeasible: false }],
        e_nodes: Vec::new(),
        best: None,
        most_live: 1,
    };
    let mut live: Vec<(u32, Cost, B::State)> = vec![(1, cost, root)];
    let mut children = Vec::new();
    while !live.is_empty() {
        let mut pick = 0;
        for (k, node) in live.iter().enumerate() {
            let chosen = &live[pick];
            if better(B::GOAL, node.1, chosen.1) || (node.1 == chosen.1 && node.0 < chosen.0) {
                pick = k;
            }
        }
        let (number, bound, state) = live.remove(pick);
        if run.best.as_ref().is_some_and(|best| !better(B::GOAL, bound, best.1)) {
            continue;
        }
        run.e_nodes.push(number);
        children.clear();
        problem.children(&state, &mut children);
        for Child { choice, state, cost, infeasible } in children.drain(..) {
            run.nodes.push(Node { parent: number, choice, cost, infeasible: infeasible.is_some() });
            let child = run.nodes.len() as u32;
            if infeasible.is_some() {
                continue;
            }
            let beats = |value| run.best.as_ref().is_none_or(|best| better(B::GOAL, value, best.1));
            if let Some(value) = problem.solution(&state, cost) {
                if beats(value) {
                    run.best = Some((child, value, state));
                }
            } else if beats(cost) {
                live.push((child, cost, state));
            }
        }
        run.most_live = run.most_live.max(live.len());
    }
    run
}

/// Checks that the crate's engine (least cost, bounded) searches `problem` exactly as this plain
/// loop did in `run`: the same nodes generated (parent, choice and cost, in order), the same
/// E-nodes in the same order, and the same answer.
pub fn the_engine_agrees<B: Branching>(problem: B, run: &Run<B::State>) {
    use runut::core::branch::engine::BranchSearch;
    use runut::core::branch::{BranchEvent, Selection};
    let mut search = BranchSearch::new(problem, Selection::LeastCost, true, u32::MAX);
    let (mut nodes, mut e_nodes, mut answer) = (Vec::new(), Vec::new(), None);
    while let Some(event) = search.step() {
        match event {
            BranchEvent::Generate { parent, choice, cost, .. } => {
                nodes.push((parent, choice, cost));
            }
            // Depth first expands a node again; least cost never does.
            BranchEvent::Expand { node } => e_nodes.push(node),
            BranchEvent::Answer { node } => answer = Some(node),
            _ => {}
        }
    }
    let plain: Vec<_> = run.nodes.iter().map(|n| (n.parent, n.choice, n.cost)).collect();
    assert_eq!(nodes, plain, "the nodes generated");
    assert_eq!(e_nodes, run.e_nodes, "the E-nodes, in order");
    assert_eq!(answer, run.best.as_ref().map(|best| best.0), "the answer's node");
    assert_eq!(search.best().map(|best| best.1), run.answer(), "the answer's cost or value");
}
