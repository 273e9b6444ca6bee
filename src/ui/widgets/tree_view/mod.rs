//! The state-space tree, drawn live: nodes numbered in generation order, edges labelled with the
//! choice tried, killed / live / solution nodes distinct (a killed one with the problem's mark of
//! why). Finished subtrees are drawn whole while
//! the drawing has room ([`ROOM`] nodes) and folded into a summary when not; a click or Enter on
//! a finished node folds or unfolds it.

mod edge_view;
mod node_facts;
mod node_view;

use crate::core::search::tree::TreeNode;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{fill, t};
use crate::model::page::drawn_tree::draw_tree;
use crate::model::page::SearchProblem;
use crate::model::status::fixed;
use crate::ui::widgets::pan_zoom::use_pan_zoom;
use edge_view::EdgeView;
use node_facts::NodeFacts;
use node_view::NodeView;
use std::collections::HashSet;
use std::marker::PhantomData;
use std::rc::Rc;
use yew::prelude::*;

/// How many nodes the drawing holds before finished subtrees start folded.
pub const ROOM: usize = 120;

/// Props of [`TreeView`]: the tree of problem `P`, whose labels it gives.
#[derive(Properties, PartialEq)]
pub struct TreeViewProps<P: SearchProblem> {
    /// The levels of the drawn tree.
    pub levels: Rc<Vec<Vec<TreeNode>>>,
    /// The settings of the search drawn, which its problem's labels may read.
    pub settings: P::Settings,
    /// The texts its run named, which its problem's labels may read.
    #[prop_or_default]
    pub texts: Rc<Vec<String>>,
    /// The problem that names the nodes and edges.
    #[prop_or_default]
    pub problem: PhantomData<P>,
}

/// The nodes the user folded or unfolded against the default.
#[derive(Default, PartialEq)]
struct Flipped(HashSet<u64>);

impl Reducible for Flipped {
    /// The node to fold or unfold.
    type Action = u64;

    fn reduce(self: Rc<Self>, number: u64) -> Rc<Self> {
        let mut flipped = self.0.clone();
        if !flipped.remove(&number) {
            flipped.insert(number);
        }
        Rc::new(Flipped(flipped))
    }
}

/// Scrolls the tree so that `focus` (a point of the drawing, `width` wide, at `zoom`) is in the
/// middle, at the scale the drawing is shown (smaller than `zoom` where it shrinks to fit).
#[hook]
fn use_follow(scroller: NodeRef, focus: Option<(f64, f64)>, zoom: f64, width: f64) {
    let key = focus.map(|(x, y)| ((x * zoom) as i64, (y * zoom) as i64, width as i64));
    use_effect_with(key, move |_| {
        if let (Some((x, y)), Some(el)) = (focus, scroller.cast::<web_sys::Element>()) {
            let shown = el.first_element_child().map(|svg| svg.get_bounding_client_rect().width());
            let scale = shown.filter(|w| *w > 0.0 && width > 0.0).map_or(zoom, |w| w / width);
            let left = x * scale - f64::from(el.client_width()) / 2.0;
            let top = y * scale - f64::from(el.client_height()) / 2.0;
            el.set_scroll_left(left.max(0.0) as i32);
            el.set_scroll_top(top.max(0.0) as i32);
        }
    });
}

/// The tree view, scrollable and zoomable, kept scrolled to the node being expanded.
#[component]
pub fn TreeView<P: SearchProblem>(props: &TreeViewProps<P>) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let scroller = use_node_ref();
    let flipped = use_reducer(Flipped::default);
    let settings = use_memo(props.settings.clone(), |settings| settings.clone());
    let toggle = {
        let flipped = flipped.dispatcher();
        use_callback((), move |number: u64, _| flipped.dispatch(number))
    };
    let drawn_whole: usize = props.levels.iter().flatten().map(|n| 1 + n.kept_below()).sum();
    let room = drawn_whole <= ROOM;
    let unfolded = |node: &TreeNode| room != flipped.0.contains(&node.number);
    let drawing = draw_tree::<P>(settings.as_ref(), &props.texts, &props.levels, &unfolded, room);
    let (width, height) = (drawing.width, drawing.height);
    let drawn: Vec<_> =
        drawing.nodes.iter().map(|n| (NodeFacts::of(n), n.from, n.above.clone())).collect();
    // Keep the newest node of the path's deepest level in view: that is where the search works.
    let newest = props.levels.last().and_then(|level| level.last()).map(|node| node.number);
    let focus =
        drawing.nodes.iter().find(|n| Some(n.placed.node.number) == newest).map(|n| n.centre);
    let view = use_pan_zoom(scroller.clone(), (width, height));
    let zoom = view.zoom;
    use_follow(scroller.clone(), focus, zoom, width);
    html! {
        <div class="tree">
            <div class="zoom-tools">
                <span class="hint">{ t(CommonText::TreeHowToRead) }</span>
                { view.tools }
            </div>
            if drawn.is_empty() {
                <p class="hint">{ t(CommonText::TreeGrows) }</p>
            }
            <div class="tree-scroll" ref={scroller} tabindex="0" role="region" data-testid="tree-scroll"
                aria-label={t(CommonText::TreeScroll)} onpointerdown={view.onpointerdown}
                onpointermove={view.onpointermove} onpointerup={view.onpointerup.clone()}
                onpointercancel={view.onpointerup} onkeydown={view.onkeydown}>
                <svg width={fixed(width * zoom, 1)} height={fixed(height * zoom, 1)}
                    style={view.shrinks.then(|| format!("--drawn: {}px", fixed(width, 1)))}
                    viewBox={format!("0 0 {} {}", fixed(width, 1), fixed(height, 1))} role="group"
                    aria-label={fill(t(CommonText::TreeDrawn), &[("n", &drawn.len().to_string())])}>
                    { for drawn.iter().filter_map(|(facts, from, _)| Some(html! {
                        <EdgeView key={facts.number} facts={facts.clone()} from={(*from)?} />
                    })) }
                    { for drawn.iter().map(|(facts, _, above)| html! {
                        <NodeView<P> key={facts.number} facts={facts.clone()} above={above.clone()}
                            settings={settings.clone()} texts={props.texts.clone()} toggle={toggle.clone()} />
                    }) }
                </svg>
            </div>
        </div>
    }
}
