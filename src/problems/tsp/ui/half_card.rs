//! [`HalfCard`]: Levitin's lower bound of the node in focus: for each city its two cheapest
//! roads, those of the partial tour forced (✓), their sum, and the bound ⌈sum / 2⌉.

use crate::model::i18n::{say, t};
use crate::problems::tsp::core::{half_bound, Graph, Road, Tour};
use crate::problems::tsp::model::text::TspText;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`HalfCard`].
#[derive(Properties, PartialEq)]
pub struct HalfCardProps {
    /// The roads (the same weight both ways).
    pub graph: Rc<Graph>,
    /// The node in focus.
    pub node: u32,
    /// Its partial tour, cities from 0.
    pub tour: Vec<u8>,
}

/// One road of a city's term: the city at its other end and its weight, ✓ if forced.
fn road(road: &Road) -> Html {
    html! {
        <td class={classes!(road.forced.then_some("forced"))} data-forced={road.forced.then_some("true")}>
            { format!("{}: {}", road.to + 1, road.weight) }
            if road.forced { <span class="tick" aria-hidden="true">{ " ✓" }</span> }
        </td>
    }
}

/// The terms of the bound of one node, and the bound.
#[component]
pub fn HalfCard(props: &HalfCardProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let Ok(half) = half_bound(&props.graph, &Tour::of(&props.tour)) else { return Html::default() };
    let sum: u32 = half.terms.iter().map(|term| term.sum()).sum();
    let title = say(TspText::HalfTitle, &[("node", &props.node)]);
    html! {
        <section class="card matrix-card half-card" aria-label={title.clone()}>
            <h3>{ title }</h3>
            <p class="hint">{ t(TspText::HalfHow) }</p>
            <div class="matrix-frame">
                <table class="cost-matrix half-terms" data-testid="half-terms" data-node={props.node.to_string()}>
                    <thead>
                        <tr>
                            <th scope="col">{ t(TspText::HalfCity) }</th>
                            <th scope="col" colspan="2">{ t(TspText::HalfRoads) }</th>
                            <th scope="col">{ t(TspText::HalfSum) }</th>
                        </tr>
                    </thead>
                    <tbody>
                        { for half.terms.iter().enumerate().map(|(city, term)| html! {
                            <tr data-testid="half-term" data-city={(city + 1).to_string()} data-value={term.sum().to_string()}>
                                <th scope="row">{ city + 1 }</th>
                                { road(&term.roads[0]) }
                                { road(&term.roads[1]) }
                                <td class="sum">{ term.sum() }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
            <p class="formula cost" data-testid="half-bound" data-value={half.bound.to_string()}>
                { say(TspText::HalfBound, &[("sum", &sum), ("c", &half.bound)]) }
            </p>
        </section>
    }
}
