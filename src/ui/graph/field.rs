//! The field that picks a built-in graph, shared by the graph pages.

use crate::core::graph::NAMES;
use crate::model::graph::link::graph_name;
use crate::model::graph::text::GraphText;
use crate::model::i18n::t;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The list of built-in graphs, `name` chosen (or "your own graph" when it is none of them);
/// `on_pick` is given the name picked.
pub fn graph_field(name: Option<&str>, on_pick: Callback<String>) -> Html {
    let name = name.filter(|n| NAMES.contains(n));
    let on_change =
        on_pick.reform(|e: Event| e.target_unchecked_into::<HtmlSelectElement>().value());
    html! {
        <label class="wide">{ t(GraphText::GraphField) }
            <select data-testid="graph-name" onchange={on_change}>
                if name.is_none() {
                    <option value="" selected={true}>{ t(GraphText::GraphOwn) }</option>
                }
                { for NAMES.iter().map(|&slug| html! {
                    <option value={slug} selected={name == Some(slug)}>{ t(graph_name(slug)) }</option>
                }) }
            </select>
        </label>
    }
}
