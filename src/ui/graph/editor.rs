//! The graph editor: the graph drawn as SVG that a click, a drag or the Delete key edits, and
//! its keyboard twin (a vertex chosen from a list, its neighbours ticked). Its state is the pure
//! [`Editor`]; every change of the graph is handed to `on_change`. A drag captures the pointer,
//! so that it ends where the button is released, inside the drawing or out (kept at its edge).

use crate::core::graph::{Graph, Point, MAX_VERTICES, SIDE};
use crate::model::graph::editor::{Edit, Editor};
use crate::model::graph::text::GraphText;
use crate::model::i18n::{say, t};
use crate::ui::graph::picture::{view_box, MARGIN, RADIUS};
use std::rc::Rc;
use web_sys::{Element, HtmlSelectElement, KeyboardEvent, PointerEvent};
use yew::prelude::*;

/// Props of [`GraphEditor`].
#[derive(Properties, PartialEq)]
pub struct GraphEditorProps {
    /// The graph the page shows.
    pub graph: Rc<Graph>,
    /// Called with the graph after each change the user makes.
    pub on_change: Callback<Graph>,
}

/// The drawing's point under the pointer of `e` on `svg`, kept inside the square.
fn point(svg: &NodeRef, e: &PointerEvent) -> Option<Point> {
    let rect = svg.cast::<Element>()?.get_bounding_client_rect();
    let span = f64::from(i32::from(SIDE) + 2 * MARGIN);
    let at = |client: i32, start: f64, size: f64| {
        let v = (f64::from(client) - start) / size.max(1.0) * span - f64::from(MARGIN);
        v.clamp(0.0, f64::from(SIDE)).round() as u16
    };
    Some(Point {
        x: at(e.client_x(), rect.left(), rect.width()),
        y: at(e.client_y(), rect.top(), rect.height()),
    })
}

/// The keyboard's twin: the vertex chosen, its neighbours as checkboxes, and the buttons.
fn twin(editor: &Editor, edit: &Callback<Edit>) -> Html {
    let graph = editor.graph();
    let on_vertex = edit.reform(|e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        Edit::Select(value.parse::<usize>().ok().and_then(|v| v.checked_sub(1)))
    });
    let selected = editor.selected();
    let neighbour = |v: usize, u: usize| {
        let on_toggle = edit.reform(move |_: Event| Edit::Toggle(v, u));
        html! {
            <label class="check"><input type="checkbox" data-testid="editor-edge" data-v={(u + 1).to_string()}
                checked={graph.joined(v, u)} onchange={on_toggle} />{ u + 1 }</label>
        }
    };
    html! { <div class="editor-twin">
        <label>{ t(GraphText::VertexField) }
            <select data-testid="editor-vertex" onchange={on_vertex}>
                <option value="" selected={selected.is_none()}>{ t(GraphText::NoVertex) }</option>
                { for (0..graph.len()).map(|v| html! {
                    <option value={(v + 1).to_string()} selected={selected == Some(v)}>{ say(GraphText::VertexOption, &[("v", &(v + 1))]) }</option>
                }) }
            </select>
        </label>
        if let Some(v) = selected {
            <fieldset class="neighbours">
                <legend>{ say(GraphText::JoinedTo, &[("v", &(v + 1))]) }</legend>
                { for (0..graph.len()).filter(|&u| u != v).map(|u| neighbour(v, u)) }
            </fieldset>
        }
        if editor.is_full() {
            <p class="hint" id="editor-full" data-testid="editor-full">{ say(GraphText::GraphFull, &[("max", &MAX_VERTICES)]) }</p>
        }
        <div class="buttons">
            <button type="button" data-testid="editor-add" disabled={editor.is_full()}
                aria-describedby={editor.is_full().then_some("editor-full")}
                onclick={edit.reform(|_| Edit::Add)}>{ t(GraphText::AddVertex) }</button>
            if let Some(v) = selected {
                <button type="button" data-testid="editor-remove" onclick={edit.reform(move |_| Edit::Remove(v))}>
                    { say(GraphText::RemoveVertex, &[("v", &(v + 1))]) }</button>
            }
            <button type="button" data-testid="editor-undo" disabled={!editor.can_undo()} onclick={edit.reform(|_| Edit::Undo)}>{ t(GraphText::Undo) }</button>
            <button type="button" data-testid="editor-redo" disabled={!editor.can_redo()} onclick={edit.reform(|_| Edit::Redo)}>{ t(GraphText::Redo) }</button>
            <button type="button" data-testid="editor-clear" disabled={graph.is_empty()} onclick={edit.reform(|_| Edit::Clear)}>{ t(GraphText::ClearGraph) }</button>
        </div>
    </div> }
}

/// A drag on the drawing: the vertex being dragged, where it is and whether it has moved, and
/// the handlers of the pointer's events.
struct Drag {
    at: UseStateHandle<Option<(usize, Point, bool)>>,
    /// The pointer went down on a vertex.
    down: Callback<(usize, PointerEvent)>,
    moved: Callback<PointerEvent>,
    /// Released: the drag ends there, or a click on a vertex or on empty space.
    up: Callback<PointerEvent>,
    cancel: Callback<PointerEvent>,
}

/// Drags on the drawing `svg`, each ending in an `edit`: a move, or a click.
#[hook]
fn use_drag(svg: NodeRef, edit: Callback<Edit>) -> Drag {
    let at = use_state(|| None::<(usize, Point, bool)>);
    let down = {
        let (at, svg) = (at.clone(), svg.clone());
        Callback::from(move |(v, e): (usize, PointerEvent)| {
            e.stop_propagation();
            // The drawing, not the vertex, captures the pointer: its moves and its release reach
            // the drawing wherever the pointer goes, so a drag ends where it is released.
            if let Some(target) = e.target_dyn_into::<Element>() {
                let _ = target.release_pointer_capture(e.pointer_id());
            }
            if let Some(svg) = svg.cast::<Element>() {
                let _ = svg.set_pointer_capture(e.pointer_id());
            }
            at.set(Some((v, Point { x: 0, y: 0 }, false)));
        })
    };
    // Ends the drag where it is (a move, if the vertex moved).
    let end = {
        let (at, edit) = (at.clone(), edit.clone());
        Callback::from(move |()| {
            if let Some((v, to, true)) = *at {
                edit.emit(Edit::Move(v, to));
            }
            at.set(None);
        })
    };
    let moved = {
        let (at, svg, end) = (at.clone(), svg.clone(), end.clone());
        Callback::from(move |e: PointerEvent| {
            let Some((v, _, _)) = *at else { return };
            if e.buttons() == 0 {
                // The button was released where this page did not hear it: the drag is over.
                end.emit(());
            } else if let Some(to) = point(&svg, &e) {
                at.set(Some((v, to, true)));
            }
        })
    };
    let cancel = end.reform(|_: PointerEvent| ());
    let up = {
        let at = at.clone();
        Callback::from(move |e: PointerEvent| {
            match *at {
                Some((_, _, true)) => return end.emit(()),
                Some((v, _, false)) => edit.emit(Edit::ClickVertex(v)),
                None => {
                    if let Some(to) = point(&svg, &e) {
                        edit.emit(Edit::ClickEmpty(to));
                    }
                }
            }
            at.set(None);
        })
    };
    Drag { at, down, moved, up, cancel }
}

/// The editor.
#[component]
pub fn GraphEditor(props: &GraphEditorProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let editor = use_state(|| Editor::new((*props.graph).clone()));
    let svg = use_node_ref();
    {
        let editor = editor.clone();
        use_effect_with(props.graph.clone(), move |graph| {
            if editor.graph() != &**graph {
                let mut next = (*editor).clone();
                next.show(graph);
                editor.set(next);
            }
        });
    }
    let edit = {
        let (editor, on_change) = (editor.clone(), props.on_change.clone());
        Callback::from(move |edit: Edit| {
            let mut next = (*editor).clone();
            if next.apply(edit) {
                on_change.emit(next.graph().clone());
            }
            editor.set(next);
        })
    };
    let drag = use_drag(svg.clone(), edit.clone());
    let on_key = {
        let edit = edit.clone();
        Callback::from(move |e: KeyboardEvent| {
            let command = e.ctrl_key() || e.meta_key();
            let key = match e.key().as_str() {
                "Delete" | "Backspace" => Edit::Delete,
                "Escape" => Edit::Select(None),
                "z" if command => Edit::Undo,
                "y" if command => Edit::Redo,
                _ => return,
            };
            e.prevent_default();
            edit.emit(key);
        })
    };
    let graph = editor.graph();
    let mut points = graph.points().to_vec();
    if let Some((v, at, true)) = *drag.at {
        points[v] = at;
    }
    let line = |(u, v): (usize, usize)| {
        html! {
            <line class="edge" data-u={(u + 1).to_string()} data-v={(v + 1).to_string()}
                x1={points[u].x.to_string()} y1={points[u].y.to_string()} x2={points[v].x.to_string()} y2={points[v].y.to_string()} />
        }
    };
    let dot = |v: usize| {
        html! {
            <g class={classes!("vertex", (editor.selected() == Some(v)).then_some("selected"))} data-testid="editor-vertex-dot"
                data-v={(v + 1).to_string()} onpointerdown={drag.down.reform(move |e| (v, e))}>
                <circle cx={points[v].x.to_string()} cy={points[v].y.to_string()} r={RADIUS.to_string()} />
                <text x={points[v].x.to_string()} y={(points[v].y + 18).to_string()}>{ v + 1 }</text>
            </g>
        }
    };
    let side = i32::from(SIDE) + 2 * MARGIN;
    let label = say(GraphText::Picture, &[("n", &graph.len()), ("edges", &graph.edge_count())]);
    html! {
        <details class="card graph-editor" data-testid="graph-editor">
            <summary>{ t(GraphText::Title) }</summary>
            <p class="hint">{ t(GraphText::Hint) }</p>
            <svg ref={svg} class="graph editing" data-testid="editor-canvas" viewBox={view_box()}
                role="img" aria-label={label} tabindex="0" onpointermove={drag.moved} onpointerup={drag.up} onpointercancel={drag.cancel} onkeydown={on_key}>
                <rect class="canvas" x={(-MARGIN).to_string()} y={(-MARGIN).to_string()} width={side.to_string()} height={side.to_string()} />
                { for graph.edges().into_iter().map(line) }
                { for (0..graph.len()).map(dot) }
            </svg>
            if let Some(v) = editor.selected() {
                <p class="hint" aria-live="polite">{ say(GraphText::Selected, &[("v", &(v + 1))]) }</p>
            }
            { twin(&editor, &edit) }
        </details>
    }
}
