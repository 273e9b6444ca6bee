//! [`RoadEditor`]: the roads as a table of inputs, row i the roads out of city i, with the
//! number of cities; and the random graph's fields: how many cities, the same weight both ways
//! or not, and the button that draws one from a fresh seed.

use crate::model::i18n::{say, t};
use crate::model::page::SearchAction;
use crate::problems::tsp::core::{Graph, MAX_CITIES, MIN_CITIES};
use crate::problems::tsp::model::settings::{Random, TspChange, RANDOM_CITIES};
use crate::problems::tsp::model::text::TspText;
use crate::problems::tsp::Tsp;
use crate::ui::dom;
use crate::ui::widgets::setting_input::SettingInput;
use std::rc::Rc;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The page's actions.
type Act = Callback<SearchAction<Tsp>>;

/// Props of [`RoadEditor`].
#[derive(Properties, PartialEq)]
pub struct RoadEditorProps {
    /// The roads.
    pub graph: Rc<Graph>,
    /// The page's actions.
    pub act: Act,
}

/// The table of roads (`data-testid=road-editor`, its inputs `weight` with `data-from`,
/// `data-to`) and the number of cities (`editor-cities`).
#[component]
pub fn RoadEditor(props: &RoadEditorProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let graph = &props.graph;
    let n = graph.len() as u8;
    let change = |change: fn(String) -> Option<TspChange>| {
        props.act.reform(move |text| {
            change(text).map_or(SearchAction::DismissNotices, SearchAction::Change)
        })
    };
    let on_cities = change(|text| text.trim().parse().ok().map(TspChange::Cities));
    let cell = |from: u8, to: u8| {
        if from == to {
            return html! { <td class="diagonal" aria-hidden="true">{ "—" }</td> };
        }
        let value = graph.weight(from, to).map_or("x".to_string(), |w| w.to_string());
        let onchange = props
            .act
            .reform(move |text| SearchAction::Change(TspChange::Weight { from, to, text }));
        let label = say(TspText::WeightLabel, &[("from", &(from + 1)), ("to", &(to + 1))]);
        let road = Some((from + 1, to + 1));
        html! {
            <td><SettingInput numeric=true testid="weight" {value} {onchange} {label} {road} /></td>
        }
    };
    html! {
        <details class="road-editor wide" data-testid="road-editor">
            <summary>{ t(TspText::EditorTitle) }</summary>
            <p class="hint">{ t(TspText::EditorHow) }</p>
            <label>{ t(TspText::CitiesField) }
                <SettingInput number=true testid="editor-cities" min={MIN_CITIES.to_string()} max={MAX_CITIES.to_string()}
                    value={n.to_string()} onchange={on_cities} />
            </label>
            <div class="matrix-frame">
                <table class="cost-matrix road-table">
                    <thead>
                        <tr>
                            <th scope="col" class="corner">{ t(TspText::MatrixCorner) }</th>
                            { for (0..n).map(|c| html! { <th scope="col">{ c + 1 }</th> }) }
                        </tr>
                    </thead>
                    <tbody>
                        { for (0..n).map(|r| html! {
                            <tr><th scope="row">{ r + 1 }</th>{ for (0..n).map(|c| cell(r, c)) }</tr>
                        }) }
                    </tbody>
                </table>
            </div>
        </details>
    }
}

/// Props of [`RandomField`].
#[derive(Properties, PartialEq)]
pub struct RandomFieldProps {
    /// The page's actions.
    pub act: Act,
}

/// How many cities a random graph has, whether its roads weigh the same both ways, and the
/// button that draws it from a fresh seed.
#[component]
pub fn RandomField(props: &RandomFieldProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let cities = use_state_eq(|| RANDOM_CITIES);
    let symmetric = use_state_eq(|| false);
    let on_cities = {
        let cities = cities.clone();
        Callback::from(move |typed: String| {
            let n = typed.trim().parse::<usize>().unwrap_or(RANDOM_CITIES);
            cities.set(n.clamp(MIN_CITIES, MAX_CITIES));
        })
    };
    let on_sym = {
        let symmetric = symmetric.clone();
        Callback::from(move |e: Event| {
            symmetric.set(e.target_unchecked_into::<HtmlInputElement>().checked())
        })
    };
    let (n, sym) = (*cities, *symmetric);
    let on_random = props.act.reform(move |_: MouseEvent| {
        SearchAction::Change(TspChange::Random(Random {
            n,
            seed: dom::fresh_seed(),
            symmetric: sym,
        }))
    });
    html! { <>
        <label>{ t(TspText::RandomCities) }
            <SettingInput number=true testid="random-cities" min={MIN_CITIES.to_string()} max={MAX_CITIES.to_string()}
                value={n.to_string()} onchange={on_cities} />
        </label>
        <label class="check">
            <input type="checkbox" data-testid="random-sym" checked={sym} onchange={on_sym} />
            { t(TspText::Symmetric) }
        </label>
        <button type="button" data-testid="random" onclick={on_random}>{ t(TspText::RandomButton) }</button>
    </> }
}
