//! The graph editor: the graph drawn as SVG that a click, a drag or the Delete key edits, and
//! its keyboard twin (a vertex chosen from a list, its neighbours ticked). Its state is the pure
//! [`Editor`]; every change of the graph is handed to `on_change`.

use crate::core::graph::{Graph, Point, SIDE};
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
        <div class="buttons">
            <button type="button" data-testid="editor-add" onclick={edit.reform(|_| Edit::Add)}>{ t(GraphText::AddVertex) }</button>
            if let Some(v) = selected {
                <button type="button" data-testid="editor-remove" onclick={edit.reform(move |_| Edit::Remove(v))}>
                    { say(GraphText::RemoveVertex, &[("v", &(v + 1))]) }</button>
            }
            <button type="button" data-testid="editor-undo" disabled={!editor.can_undo()} onclick={edit.reform(|_| Edit::Undo)}>{ t(GraphText::Undo) }</button>
            <button type="button" data-testid="editor-redo" disabled={!editor.can_redo()} onclick={edit.reform(|_| Edit::Redo)}>{ t(GraphText::Redo) }</button>
        </div>
    </div> }
}

/// The editor.
#[component]
pub fn GraphEditor(props: &GraphEditorProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let editor = use_state(|| Editor::new((*props.graph).clone()));
    // The vertex being dragged, where it is, and whether it has moved.
    let drag = use_state(|| None::<(usize, Point, bool)>);
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
    let on_down = |v: usize| {
        let drag = drag.clone();
        Callback::from(move |e: PointerEvent| {
            e.stop_propagation();
            if let Some(target) = e.target_dyn_into::<Element>() {
                let _ = target.release_pointer_capture(e.pointer_id());
            }
            drag.set(Some((v, Point { x: 0, y: 0 }, false)));
        })
    };
    let on_move = {
        let (drag, svg) = (drag.clone(), svg.clone());
        Callback::from(move |e: PointerEvent| {
            if let (Some((v, _, _)), Some(at)) = (*drag, point(&svg, &e)) {
                drag.set(Some((v, at, true)));
            }
        })
    };
    let on_up = {
        let (drag, svg, edit) = (drag.clone(), svg.clone(), edit.clone());
        Callback::from(move |e: PointerEvent| {
            match *drag {
                Some((v, at, true)) => edit.emit(Edit::Move(v, at)),
                Some((v, _, false)) => edit.emit(Edit::ClickVertex(v)),
                None => {
                    if let Some(at) = point(&svg, &e) {
                        edit.emit(Edit::ClickEmpty(at));
                    }
                }
            }
            drag.set(None);
        })
    };
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
    if let Some((v, at, true)) = *drag {
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
                data-v={(v + 1).to_string()} onpointerdown={on_down(v)}>
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
                role="img" aria-label={label} tabindex="0" onpointermove={on_move} onpointerup={on_up} onkeydown={on_key}>
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
