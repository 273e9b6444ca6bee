//! The drawn tree's layout: leaves one slot apart, each parent centred over its children.

use super::tree_node::TreeNode;

/// A node placed for drawing: `x` in leaf slots, `depth` in levels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed<'a> {
    /// The node.
    pub node: &'a TreeNode,
    /// Whether its kept subtree is drawn below it.
    pub unfolded: bool,
    /// Its depth (root 0).
    pub depth: usize,
    /// Its horizontal position, in leaf slots (a parent is centred over its children).
    pub x: f64,
    /// The horizontal position of its parent, if any.
    pub parent_x: Option<f64>,
    /// The number of its parent, if any.
    pub parent: Option<u64>,
}

/// Lays out the tree: leaves one slot apart, each parent centred over its children; a finished
/// node's kept subtree is drawn below it when `unfolded` says so. Returns the placed nodes and
/// the number of slots used.
pub fn layout<'a>(
    levels: &'a [Vec<TreeNode>],
    unfolded: &dyn Fn(&TreeNode) -> bool,
) -> (Vec<Placed<'a>>, usize) {
    let (placed, used) = layout_sized(levels, unfolded, &|_| 1.0);
    (placed, used as usize)
}

/// Lays out the tree as [`layout`] does, each leaf taking `width` slots (at least 1: the room
/// its texts need) instead of one. Returns the placed nodes and the number of slots used, the
/// first leaf's centre at `width / 2 − 0.5`.
pub fn layout_sized<'a>(
    levels: &'a [Vec<TreeNode>],
    unfolded: &dyn Fn(&TreeNode) -> bool,
    width: &dyn Fn(&TreeNode) -> f64,
) -> (Vec<Placed<'a>>, f64) {
    let mut placer = Placer { unfolded, width, right: 0.0, out: Vec::new() };
    if let Some((first, deeper)) = levels.split_first() {
        placer.place(first, 0, deeper);
    }
    (placer.out, placer.right.max(1.0))
}

/// The state of a layout under way.
struct Placer<'a, 'f> {
    unfolded: &'f dyn Fn(&TreeNode) -> bool,
    width: &'f dyn Fn(&TreeNode) -> f64,
    /// The right edge of the leaves placed so far, in slots.
    right: f64,
    out: Vec<Placed<'a>>,
}

impl<'a> Placer<'a, '_> {
    /// Places `nodes`, siblings at `depth`, the path's deeper levels under the last of them;
    /// returns the positions of the first and the last.
    fn place(
        &mut self,
        nodes: &'a [TreeNode],
        depth: usize,
        deeper: &'a [Vec<TreeNode>],
    ) -> Option<(f64, f64)> {
        let mut span = None;
        for (i, node) in nodes.iter().enumerate() {
            let on_path = i + 1 == nodes.len() && !deeper.is_empty();
            let unfolded = !on_path && node.kids().is_some() && (self.unfolded)(node);
            let first_child = self.out.len();
            let children = match (on_path, node.kids()) {
                (true, _) => self.place(&deeper[0], depth + 1, &deeper[1..]),
                (false, Some(kids)) if unfolded => self.place(kids, depth + 1, &[]),
                _ => None,
            };
            let x = match children {
                Some((first, last)) => (first + last) / 2.0,
                None => {
                    let width = (self.width)(node).max(1.0);
                    self.right += width;
                    self.right - width / 2.0 - 0.5
                }
            };
            for child in self.out[first_child..].iter_mut().filter(|c| c.depth == depth + 1) {
                (child.parent_x, child.parent) = (Some(x), Some(node.number));
            }
            self.out.push(Placed { node, unfolded, depth, x, parent_x: None, parent: None });
            span = Some(span.map_or((x, x), |(first, _)| (first, x)));
        }
        span
    }
}
