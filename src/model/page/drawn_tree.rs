//! The drawn state-space tree's geometry, free of web APIs: where each node goes and the texts
//! around it (the edge's label, the dead node's mark, the folded subtree's summary, the
//! problem's note beside the node), with each node given the width its texts need, so that no
//! text runs into its neighbour's ([`TreeDrawing`]). The tree view only draws it.

use super::problem::SearchProblem;
use crate::core::grid::Square;
use crate::core::search::tree::{layout, layout_sized, Placed, TreeNode};
use crate::model::status::format_count;
use std::collections::HashMap;

/// The width of a slot: the distance between two neighbouring leaves that need no more.
pub const SLOT: f64 = 46.0;
/// The distance between two levels.
pub const LEVEL: f64 = 62.0;
/// A node's circle's radius.
pub const RADIUS: f64 = 15.0;
/// The margin round the drawing.
pub const MARGIN: f64 = 36.0;
/// How far along its edge (from the parent) an edge's label stands.
pub const EDGE_AT: f64 = 0.62;
/// The width of a character of the tree's small texts (10 px), a generous average.
pub const CHAR: f64 = 6.0;
/// The height of a line of the tree's small texts.
pub const LINE: f64 = 10.0;
/// The least space between two texts side by side.
const GAP: f64 = 5.0;
/// How far below a node's centre the baseline of the text under it is.
pub const UNDER: f64 = RADIUS + 12.0;
/// How far right of a node's centre its note starts, and how far above the centre its baseline
/// is: at the circle's upper right, like an exponent, so that it does not read as part of the
/// node's number.
pub const NOTE_AT: (f64, f64) = (RADIUS - 1.0, RADIUS - 8.0);

/// The width a text of the tree takes, estimated.
pub fn text_width(text: &str) -> f64 {
    text.chars().count() as f64 * CHAR
}

/// A text of the drawing: centred on `x` (or starting there, for a note) with its baseline at
/// `y`.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    /// The text.
    pub text: String,
    /// Its centre (its start, for a note).
    pub x: f64,
    /// Its baseline.
    pub y: f64,
}

/// One node as drawn.
#[derive(Clone, Debug)]
pub struct DrawnNode<'a> {
    /// The node placed.
    pub placed: Placed<'a>,
    /// Its centre.
    pub centre: (f64, f64),
    /// Its parent's centre, if it has a parent.
    pub from: Option<(f64, f64)>,
    /// The squares its ancestors place, root first.
    pub above: Vec<Square>,
    /// Whether its subtree is drawn as a summary.
    pub folded: bool,
    /// The label of the edge to it.
    pub edge: Option<Label>,
    /// The text under it: why it died, or what its folded subtree holds.
    pub under: Option<Label>,
    /// The problem's note beside it (the running sum of a subset, say).
    pub note: Option<Label>,
}

/// The whole drawing: its nodes and its size.
#[derive(Clone, Debug)]
pub struct TreeDrawing<'a> {
    /// The nodes, in the layout's order (children before their parent).
    pub nodes: Vec<DrawnNode<'a>>,
    /// Its width.
    pub width: f64,
    /// Its height.
    pub height: f64,
}

/// The texts of one node, before it is placed.
struct NodeTexts {
    above: Vec<Square>,
    folded: bool,
    edge: Option<String>,
    under: Option<String>,
    note: Option<String>,
}

/// The squares placed by the ancestors of `p`, root first, read from the placed nodes' parents
/// (`parents` maps a node's number to its parent's and its square).
fn ancestors(p: &Placed, parents: &HashMap<u64, (Option<u64>, Option<Square>)>) -> Vec<Square> {
    let mut above = Vec::new();
    let mut next = p.parent;
    while let Some((parent, at)) = next.and_then(|number| parents.get(&number)) {
        above.extend(*at);
        next = *parent;
    }
    above.reverse();
    above
}

/// The texts of placed node `p` of a search of `P` with `settings` and the run's `texts` (`notes`: whether the
/// problem's notes are shown).
fn node_texts<P: SearchProblem>(
    settings: &P::Settings,
    texts: &[String],
    p: &Placed,
    above: Vec<Square>,
    notes: bool,
) -> NodeTexts {
    let node = p.node;
    let folded = node.foldable() && !p.unfolded;
    let edge = node.at.map(|at| P::edge_label(texts, &above, at));
    let dead = node.state == crate::core::search::tree::NodeState::Killed;
    let under = match node.at {
        _ if folded => Some(format!("+{}", format_count(node.descendants))),
        Some(at) if dead => P::dead_mark(settings, texts, &above, at),
        _ => None,
    };
    let note = notes.then(|| P::node_note(settings, &above, node.at)).flatten();
    NodeTexts { above, folded, edge, under, note }
}

/// How many slots a leaf with `texts` needs so that none of them meets a neighbour's.
fn slots(texts: &NodeTexts) -> f64 {
    let under = texts.under.as_deref().map_or(0.0, |t| text_width(t) + GAP);
    let edge = texts.edge.as_deref().map_or(0.0, |t| (text_width(t) + GAP) / EDGE_AT);
    let note = texts.note.as_deref().map_or(0.0, |t| 2.0 * (NOTE_AT.0 + text_width(t)) + GAP);
    [1.0, under / SLOT, edge / SLOT, note / SLOT].into_iter().fold(0.0, f64::max)
}

/// The tree of `levels` drawn for a search of `P` with `settings`, each finished node's kept
/// subtree drawn when `unfolded` says so, with the problem's notes if `notes`.
pub fn draw_tree<'a, P: SearchProblem>(
    settings: &P::Settings,
    texts: &[String],
    levels: &'a [Vec<TreeNode>],
    unfolded: &dyn Fn(&TreeNode) -> bool,
    notes: bool,
) -> TreeDrawing<'a> {
    // A first layout finds each node's ancestors, so its texts and so the width they need.
    let (first, _) = layout(levels, unfolded);
    let parents = first.iter().map(|p| (p.node.number, (p.parent, p.node.at))).collect();
    let mut all: HashMap<u64, NodeTexts> = first
        .iter()
        .map(|p| {
            (p.node.number, node_texts::<P>(settings, texts, p, ancestors(p, &parents), notes))
        })
        .collect();
    let width_of = |node: &TreeNode| all.get(&node.number).map_or(1.0, slots);
    let (placed, used) = layout_sized(levels, unfolded, &width_of);
    let x = |slot: f64| MARGIN + slot * SLOT;
    let y = |depth: usize| MARGIN + depth as f64 * LEVEL;
    let nodes: Vec<DrawnNode> = placed
        .into_iter()
        .map(|p| {
            let NodeTexts { above, folded, edge, under, note } =
                all.remove(&p.node.number).unwrap_or(NodeTexts {
                    above: Vec::new(),
                    folded: false,
                    edge: None,
                    under: None,
                    note: None,
                });
            let centre = (x(p.x), y(p.depth));
            let from = p.parent_x.map(|px| (x(px), centre.1 - LEVEL));
            let edge = edge.zip(from).map(|(text, (fx, fy))| Label {
                text,
                x: fx + (centre.0 - fx) * EDGE_AT,
                y: fy + (centre.1 - fy) * EDGE_AT,
            });
            let under = under.map(|text| Label { text, x: centre.0, y: centre.1 + UNDER });
            let note =
                note.map(|text| Label { text, x: centre.0 + NOTE_AT.0, y: centre.1 - NOTE_AT.1 });
            DrawnNode { placed: p, centre, from, above, folded, edge, under, note }
        })
        .collect();
    let depth = nodes.iter().map(|n| n.placed.depth + 1).max().unwrap_or(1);
    let width = 2.0 * MARGIN + (used - 1.0).max(0.0) * SLOT;
    let height = 2.0 * MARGIN + (depth - 1) as f64 * LEVEL + 14.0;
    TreeDrawing { nodes, width, height }
}

impl TreeDrawing<'_> {
    /// Every text's box, as `(left, top, right, bottom)`, with the node it belongs to: for
    /// checking that none meets another.
    pub fn text_boxes(&self) -> Vec<(u64, [f64; 4])> {
        let centred = |l: &Label| {
            let half = text_width(&l.text) / 2.0;
            [l.x - half, l.y - LINE * 0.8, l.x + half, l.y + LINE * 0.2]
        };
        let started =
            |l: &Label| [l.x, l.y - LINE * 0.8, l.x + text_width(&l.text), l.y + LINE * 0.2];
        self.nodes
            .iter()
            .flat_map(|n| {
                let number = n.placed.node.number;
                let boxes = [n.edge.as_ref().map(centred), n.under.as_ref().map(centred)];
                boxes
                    .into_iter()
                    .chain([n.note.as_ref().map(started)])
                    .flatten()
                    .map(move |b| (number, b))
            })
            .collect()
    }
}
