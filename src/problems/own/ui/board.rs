//! The board of your own search: `x`, the values chosen so far, and the value being tried (or
//! just found dead), each as a cell `x[k]`.

use crate::core::grid::Square;
use crate::model::i18n::t;
use crate::problems::own::model::text::OwnText;
use crate::problems::own::model::values::{node_text, values};
use yew::prelude::*;

/// The cells of `path` (the nodes chosen, root's child first) and of `candidate`, the node being
/// tried (`dead`: just found dead), their values read from the run's `texts`.
pub fn x_board(texts: &[String], path: &[Square], candidate: Option<(Square, bool)>) -> Html {
    let cell = |k: usize, value: String, class: Option<&'static str>| {
        html! {
            <li class={classes!("x-cell", class)} data-k={(k + 1).to_string()}>
                <span class="x-name">{ "x[" }{ k + 1 }{ "]" }</span>
                <span class="x-value">{ value }</span>
            </li>
        }
    };
    let values = values(texts, path);
    let chosen = values.iter().enumerate().map(|(k, value)| cell(k, value.clone(), None));
    let trying = candidate.map(|(at, dead)| {
        let class = if dead { "dead" } else { "candidate" };
        cell(path.len(), node_text(texts, at).value, Some(class))
    });
    html! {
        <div class="own-board" data-testid="board">
            if path.is_empty() && candidate.is_none() {
                <p class="hint">{ t(OwnText::XEmpty) }</p>
            }
            <ol class="x-cells" data-testid="own-x" data-x={values.join(",")}>
                { for chosen }
                { for trying }
            </ol>
        </div>
    }
}
