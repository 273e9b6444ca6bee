//! Where each node of a branch-and-bound tree is drawn: the nodes a drawing can hold (a small
//! tree whole; a large one its first nodes, the paths to the E-node, the answer and the head of
//! the live list, and the children of the nodes the learner opened), each leaf in a slot of its
//! own and each parent over its children.

use crate::core::branch::node::DrawnNode;
use crate::core::branch::replay::BranchTrail;
use std::collections::{BTreeMap, BTreeSet};

/// How many nodes a tree may have and still be drawn whole.
pub const WHOLE: usize = 160;
/// How many of a large tree's first nodes are drawn.
const FIRST: u32 = 60;
/// How many nodes from the head of a large tree's live list are drawn.
const HEAD: usize = 8;

/// A node of the drawing: the node, where it is, and how many of its children are not drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed<I> {
    /// The node.
    pub node: DrawnNode<I>,
    /// Its slot from the left (a parent sits between its first and last child).
    pub x: f64,
    /// Its level (the root is 0).
    pub depth: usize,
    /// Its parent's slot, if its parent is drawn.
    pub parent_x: Option<f64>,
    /// How many of its children the trail knows but the drawing leaves out.
    pub hidden: usize,
}

/// The numbers of the nodes the drawing of `trail` holds, the children of the drawn nodes
/// `opened` among them.
fn chosen<I: Copy>(trail: &BranchTrail<I>, opened: &[u32]) -> BTreeSet<u32> {
    let all: Vec<u32> = trail.nodes().map(|n| n.node).collect();
    if all.len() <= WHOLE {
        return all.into_iter().collect();
    }
    let mut chosen: BTreeSet<u32> = all.iter().copied().take_while(|&n| n <= FIRST).collect();
    let mut marked: Vec<u32> = trail.live().take(HEAD).collect();
    marked.extend(trail.e_node());
    marked.extend(trail.answer());
    marked.extend(trail.best().map(|(node, _)| node));
    if let Some(e) = trail.e_node() {
        marked.extend(trail.nodes().filter(|n| n.parent == e).map(|n| n.node));
    }
    for node in marked {
        let mut at = trail.node(node);
        while let Some(drawn) = at.filter(|d| chosen.insert(d.node)) {
            at = trail.node(drawn.parent);
        }
    }
    // By number, a parent before its children: a child of an opened node drawn is drawn, and
    // its own children if it is opened too.
    for node in trail.nodes() {
        if opened.contains(&node.parent) && chosen.contains(&node.parent) {
            chosen.insert(node.node);
        }
    }
    chosen
}

/// The drawing of `trail`'s tree, the children of the nodes `opened` shown: its nodes placed,
/// root first in depth-first order, and how many slots wide it is.
pub fn layout<I: Copy>(trail: &BranchTrail<I>, opened: &[u32]) -> (Vec<Placed<I>>, usize) {
    let chosen = chosen(trail, opened);
    let mut children: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    let mut hidden: BTreeMap<u32, usize> = BTreeMap::new();
    for node in trail.nodes().filter(|n| n.parent != 0) {
        if chosen.contains(&node.node) {
            children.entry(node.parent).or_default().push(node.node);
        } else {
            *hidden.entry(node.parent).or_default() += 1;
        }
    }
    let mut order = Vec::new();
    let mut slots = 0usize;
    if chosen.contains(&1) {
        place(1, 0, &children, &mut slots, &mut order);
    }
    let xs: BTreeMap<u32, f64> = order.iter().map(|&(node, _, x)| (node, x)).collect();
    let placed = order
        .into_iter()
        .filter_map(|(node, depth, x)| {
            let drawn = *trail.node(node)?;
            let parent_x = xs.get(&drawn.parent).copied();
            let hidden = hidden.get(&node).copied().unwrap_or(0);
            Some(Placed { node: drawn, x, depth, parent_x, hidden })
        })
        .collect();
    (placed, slots)
}

/// Places `node` at `depth` and its subtree below it (each leaf in the next free slot, a
/// parent between its first and last child), appending (node, depth, slot) to `order`; returns
/// its slot.
fn place(
    node: u32,
    depth: usize,
    children: &BTreeMap<u32, Vec<u32>>,
    slots: &mut usize,
    order: &mut Vec<(u32, usize, f64)>,
) -> f64 {
    let at = order.len();
    order.push((node, depth, 0.0));
    let kids = children.get(&node).map(Vec::as_slice).unwrap_or(&[]);
    let x = match kids.first() {
        Some(&first) => {
            let left = place(first, depth + 1, children, slots, order);
            let mut right = left;
            for &kid in &kids[1..] {
                right = place(kid, depth + 1, children, slots, order);
            }
            (left + right) / 2.0
        }
        _ => {
            *slots += 1;
            (*slots - 1) as f64
        }
    };
    order[at].2 = x;
    x
}
