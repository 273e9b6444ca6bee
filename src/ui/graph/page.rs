//! What the pages of a problem on a drawn graph share: the graph they search, its editor, and
//! what shows above the board.

use crate::core::graph::Graph;
use crate::core::grid::Square;
use crate::model::page::{SearchAction, SearchPage, SearchProblem};
use crate::ui::graph::editor::GraphEditor;
use crate::ui::page::found::shown_line;
use crate::ui::page::BoardView;
use std::rc::Rc;
use yew::prelude::*;

/// A search problem on a graph the learner draws.
pub trait GraphPage: SearchProblem {
    /// The graph the `settings` search.
    fn graph(settings: &Self::Settings) -> &Graph;
    /// The settings' change when the learner has drawn `graph`.
    fn drawn(graph: Graph) -> Self::Change;
}

/// The graph the page searches.
pub fn graph_of<P: GraphPage>(page: &SearchPage<P>) -> Rc<Graph> {
    Rc::new(P::graph(page.settings()).clone())
}

/// The graph editor of the page's graph, whose drawing changes the settings.
pub fn graph_editor<P: GraphPage>(page: &SearchPage<P>, act: &Callback<SearchAction<P>>) -> Html {
    let graph = graph_of(page);
    let on_change = act.reform(|graph| SearchAction::Change(P::drawn(graph)));
    html! { <GraphEditor {graph} {on_change} /> }
}

/// The page's `board` and, under the main board while watching, the graph editor: its folded
/// bar goes under the board, not over it, so that the board and its tree stay where a lecture
/// screen shows them (while comparing, the editor is above the two sides).
pub fn graph_stage<P: GraphPage>(view: &BoardView<'_, P>, board: Html) -> Html {
    if !view.main || view.page.comparing() {
        return board;
    }
    html! {
        <div class="graph-stage">
            { board }
            { graph_editor(view.page, view.act) }
        </div>
    }
}

/// Above the board: the solution on show (`label` writes it), else while comparing the graph
/// editor above the two sides (it is under the board otherwise).
pub fn above_graph_board<P: GraphPage>(
    page: &SearchPage<P>,
    act: &Callback<SearchAction<P>>,
    label: impl Fn(&[Square]) -> String,
) -> Html {
    if let Some(line) = shown_line(page, act, label) {
        return line;
    }
    if !page.comparing() {
        return Html::default();
    }
    graph_editor(page, act)
}
