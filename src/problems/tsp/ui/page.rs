//! The travelling-salesman page: what the salesman adds to the search page — the board (the
//! cities with the node's partial tour and the best tour so far), the reduced matrix or the
//! half-sum bound under it, the settings fields with the road editor, the drills and the
//! rules in the course's words.

use super::city_map::CityMap;
use super::half_card::HalfCard;
use super::matrix_card::MatrixCard;
use super::road_editor::{RandomField, RoadEditor};
use crate::core::branch::event::BranchEvent;
use crate::model::branch::practice::Drill;
use crate::model::branch::text::BranchText;
use crate::model::i18n::{say, t};
use crate::model::page::{SearchAction, SearchPage};
use crate::problems::tsp::core::{Bound, Graph};
use crate::problems::tsp::model::board::{
    best_tour, child_in_focus, cities_of, focus, tour_text, TspTrail,
};
use crate::problems::tsp::model::settings::{TspChange, TspSettings};
use crate::problems::tsp::model::text::TspText;
use crate::problems::tsp::Tsp;
use crate::ui::branch::optimum::compare_field;
use crate::ui::dom;
use crate::ui::matrix::{Cell, MatrixTable, Row};
use crate::ui::page::drill_field::drill_field;
use crate::ui::page::{on_change, BoardView, SearchView};
use crate::ui::widgets::choice_field::choice_field;
use crate::ui::widgets::legend::Key;
use crate::ui::widgets::setting_input::SettingInput;
use std::rc::Rc;
use yew::prelude::*;

/// The page's actions.
type Act = Callback<SearchAction<Tsp>>;

/// The best tour so far, always in view (`data-testid=best-solution`, `data-value` the tour
/// `1,4,2,5,3,1`, `data-cost` its weight).
fn best_box(trail: &TspTrail) -> Html {
    let best = best_tour(trail);
    let value = best.as_ref().map(|(_, _, cities)| tour_text(cities, ",", true));
    let cost = best.as_ref().map(|(_, cost, _)| cost.to_string());
    let text = match &best {
        Some((node, cost, cities)) => {
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("tour", &tour_text(cities, "-", true)), ("cost", cost), ("node", node)];
            say(TspText::BestTour, &args)
        }
        None => t(TspText::BestNone).to_string(),
    };
    html! {
        <p class={classes!("best-tour", best.is_none().then_some("none"))} data-testid="best-solution" data-value={value} data-cost={cost}
            aria-live="polite">
            <strong>{ t(TspText::BestTitle) }{ ": " }</strong>{ text }
        </p>
    }
}

/// The roads' weights as a table (`data-testid=roads-table`; each cell `data-testid=road`,
/// `data-row` and `data-col` its cities from 1, `data-value` its weight or `x`), row i the roads
/// out of city i.
fn roads_table(graph: &Graph) -> Html {
    let n = graph.len() as u8;
    let rows = (0..n).map(|from| Row {
        header: (from + 1).to_string(),
        cells: (0..n)
            .map(|to| {
                let weight = graph.weight(from, to);
                Cell::plain(weight.map_or("∞".to_string(), |w| w.to_string()))
                    .with("data-testid", "road")
                    .with("data-row", (from + 1).to_string())
                    .with("data-col", (to + 1).to_string())
                    .with("data-value", weight.map_or("x".to_string(), |w| w.to_string()))
            })
            .collect(),
        ..Row::default()
    });
    html! {
        <MatrixTable testid="roads-table" caption={t(TspText::RoadsCaption)} corner={t(TspText::MatrixCorner)}
            columns={(1..=n).map(|c| c.to_string()).collect::<Vec<_>>()} rows={rows.collect::<Vec<_>>()} />
    }
}

impl SearchView for Tsp {
    /// The board of a search: the best tour so far over the map, the node in focus's tour drawn.
    fn board(view: BoardView<'_, Tsp>) -> Html {
        let settings: &TspSettings = view.page.settings();
        let trail = view.trail;
        let node = focus(trail);
        let tour = node.map(|node| cities_of(trail, node)).unwrap_or_else(|| vec![0]);
        let fresh = matches!(
            trail.last(),
            Some(
                BranchEvent::Generate { .. } | BranchEvent::Kill { .. } | BranchEvent::Best { .. }
            )
        ) && child_in_focus(trail).is_some();
        let best = best_tour(trail).map(|(_, _, cities)| cities);
        let id = view.side.map_or("map", |side| side.slug);
        let caption = node.map(|node| {
            say(TspText::NodeShown, &[("node", &node), ("tour", &tour_text(&tour, " → ", false))])
        });
        if view.paper {
            // On paper the map's crossing labels can hide a weight: the table gives each one.
            return html! {
                <div class="tsp-board" data-testid="board" data-cities={settings.cities().to_string()}>
                    <CityMap graph={Rc::new(settings.graph.clone())} tour={vec![0]} id="map" />
                    { roads_table(&settings.graph) }
                </div>
            };
        }
        html! {
            <div class="tsp-board" data-testid="board" data-cities={settings.cities().to_string()}>
                { best_box(trail) }
                <CityMap graph={Rc::new(settings.graph.clone())} {tour} {fresh} {best} id={id} />
                if let Some(caption) = caption {
                    <p class="map-caption" data-testid="map-node">{ caption }</p>
                }
            </div>
        }
    }

    fn legend() -> Vec<Key> {
        vec![
            ("tsp-tour", "", t(TspText::LegendTour)),
            ("tsp-fresh", "", t(TspText::LegendNew)),
            ("tsp-best", "", t(TspText::LegendBest)),
        ]
    }

    /// The settings card's own fields: the roads typed or edited, a random graph, the textbook's,
    /// the bound and the comparison.
    fn fields(page: &SearchPage<Tsp>, act: &Act) -> Html {
        let settings = page.settings();
        let on_textbook = act.reform(|_: MouseEvent| SearchAction::Change(TspChange::Textbook));
        let bound_name = |bound| match bound {
            Bound::Reduced => t(TspText::BoundReduced),
            Bound::Half => t(TspText::BoundHalf),
        };
        html! { <>
            <label class="wide">{ t(TspText::RoadsField) }
                <SettingInput testid="roads" value={settings.graph.roads().to_text()} onchange={on_change(act, TspChange::Roads)} />
            </label>
            <RoadEditor graph={Rc::new(settings.graph.clone())} act={act.clone()} />
            <RandomField act={act.clone()} />
            <button type="button" data-testid="textbook" onclick={on_textbook}>{ t(TspText::TextbookButton) }</button>
            <div class="wide">
                { choice_field(t(TspText::BoundField), "bound", settings.bound, bound_name, on_change(act, TspChange::Bound)) }
            </div>
            { compare_field(settings.compare, on_change(act, TspChange::Compare)) }
        </> }
    }

    fn explanation(page: &SearchPage<Tsp>, _: &Act) -> Html {
        let bound = if page.settings().bound == Bound::Half {
            TspText::RuleHalf
        } else {
            TspText::RuleReduced
        };
        html! {
            <section class="card explain" data-testid="rules">
                <h2>{ t(TspText::HowTitle) }</h2>
                <p>{ t(TspText::RuleTree) }</p>
                <p>{ t(TspText::RuleLeast) }</p>
                <p>{ t(TspText::RuleKill) }</p>
                <p>{ t(bound) }</p>
            </section>
        }
    }

    fn practice_options(page: &SearchPage<Tsp>, act: &Act) -> Html {
        drill_field(page, act, t(BranchText::DrillAsk), Drill::name)
    }

    fn below_board(page: &SearchPage<Tsp>) -> Html {
        if page.comparing() {
            return Html::default();
        }
        let settings = page.settings();
        let trail = page.trail();
        let graph = Rc::new(settings.graph.clone());
        match settings.bound {
            Bound::Reduced => {
                let e_node = trail.e_node();
                let node = e_node.unwrap_or(1);
                let tour = e_node.map(|e| cities_of(trail, e)).unwrap_or_else(|| vec![0]);
                let child = child_in_focus(trail)
                    .and_then(|(_, child)| Some((child, trail.node(child)?.choice)));
                html! { <MatrixCard {graph} {node} {tour} expanded={e_node.is_some()} {child} /> }
            }
            Bound::Half => {
                let node = focus(trail).unwrap_or(1);
                let tour = focus(trail).map(|n| cities_of(trail, n)).unwrap_or_else(|| vec![0]);
                html! { <HalfCard {graph} {node} {tour} /> }
            }
        }
    }
}

/// The travelling-salesman page, for the URL's query `pairs` with the shell's `notices` (the
/// program in `programs/src/bin/tsp.rs` hands it to the shell): a random graph without a seed gets
/// a fresh one.
pub fn page(pairs: &[(String, String)], notices: Vec<String>) -> Html {
    let mut pairs = pairs.to_vec();
    let random = ["n", "sym"].iter().any(|key| pairs.iter().any(|(k, _)| k == key));
    let written = pairs.iter().any(|(key, _)| key == "w" || key == "seed");
    if random && !written {
        pairs.push(("seed".into(), dom::fresh_seed().to_string()));
    }
    crate::ui::page::page::<Tsp>(&pairs, notices)
}
