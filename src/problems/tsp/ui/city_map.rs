//! [`CityMap`]: the cities on a circle, city 1 at the top and the others clockwise, with their
//! weighted roads: one straight line for a road that weighs the same both ways, two bowed
//! arrows for a pair that does not. A node's partial tour is drawn solid over them, the road it
//! just took dashed, and the best tour so far as a broad dotted band under both: never by colour
//! alone.

use crate::core::circle::on_circle;
use crate::model::i18n::{say, t};
use crate::model::status::fixed;
use crate::problems::tsp::core::Graph;
use crate::problems::tsp::model::board::tour_text;
use crate::problems::tsp::model::text::TspText;
use std::rc::Rc;
use yew::prelude::*;

/// The drawing's side.
const SIDE: f64 = 400.0;
/// The circle the cities stand on.
const ORBIT: f64 = 150.0;
/// A city's radius.
const CITY: f64 = 17.0;
/// How far a one-way arrow bows from the straight line.
const BOW: f64 = 16.0;
/// Past this many cities, the roads are drawn fainter and without arrowheads.
const DENSE: usize = 8;
/// Past this many cities, only the highlighted roads carry their weights.
const LABELLED: usize = 6;

/// Props of [`CityMap`].
#[derive(Properties, PartialEq)]
pub struct CityMapProps {
    /// The roads.
    pub graph: Rc<Graph>,
    /// The partial tour shown, cities from 0 (city 0 first).
    pub tour: Vec<u8>,
    /// Whether the tour's last road is the one just taken (a tour of every city is drawn with
    /// the road back to city 1).
    #[prop_or_default]
    pub fresh: bool,
    /// The best tour so far, if any.
    #[prop_or_default]
    pub best: Option<Vec<u8>>,
    /// What makes the arrowheads' ids unique on the page (a comparison draws two maps).
    pub id: AttrValue,
}

/// Where city `k` of `n` stands.
fn at(k: u8, n: usize) -> (f64, f64) {
    let (x, y) = on_circle(f64::from(k) / n as f64);
    (SIDE / 2.0 + ORBIT * x, SIDE / 2.0 + ORBIT * y)
}

/// A road's path from `a` to `b`, bowed by `bow` to its left, trimmed at both cities, and where
/// its weight stands.
fn road_path(a: (f64, f64), b: (f64, f64), bow: f64) -> (String, (f64, f64)) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length = dx.hypot(dy).max(1.0);
    let (ux, uy) = (dx / length, dy / length);
    let (nx, ny) = (uy, -ux);
    let start = (a.0 + ux * CITY, a.1 + uy * CITY);
    let end = (b.0 - ux * (CITY + 3.0), b.1 - uy * (CITY + 3.0));
    let mid = ((start.0 + end.0) / 2.0 + nx * bow, (start.1 + end.1) / 2.0 + ny * bow);
    let control =
        ((start.0 + end.0) / 2.0 + nx * 2.0 * bow, (start.1 + end.1) / 2.0 + ny * 2.0 * bow);
    let f = |v: f64| fixed(v, 1);
    let d = format!(
        "M{} {} Q{} {} {} {}",
        f(start.0),
        f(start.1),
        f(control.0),
        f(control.1),
        f(end.0),
        f(end.1)
    );
    (d, mid)
}

/// The roads of a tour, in order (`closed`: with the road back to its first city).
fn roads_of(tour: &[u8], closed: bool) -> Vec<(u8, u8)> {
    let mut roads: Vec<(u8, u8)> = tour.windows(2).map(|w| (w[0], w[1])).collect();
    if let (true, Some(&first), Some(&last)) = (closed, tour.first(), tour.last()) {
        roads.push((last, first));
    }
    roads
}

/// The map (`data-testid=city-map`, its cities `city` and roads `road`).
#[component]
pub fn CityMap(props: &CityMapProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let graph = &props.graph;
    let n = graph.len();
    let tour_roads = roads_of(&props.tour, props.tour.len() == n);
    let best_roads = props.best.as_deref().map(|b| roads_of(b, true)).unwrap_or_default();
    let fresh = props.fresh.then(|| tour_roads.last().copied()).flatten();
    let two_way =
        |a: u8, b: u8| graph.weight(a, b).is_some() && graph.weight(a, b) == graph.weight(b, a);
    let marker = |kind: &str| format!("url(#{}-{kind})", props.id);
    // Each road drawn once: a two-way road of one weight by its lower city.
    let drawn: Vec<(u8, u8, u32, bool)> = (0..n as u8)
        .flat_map(|a| graph.roads_out(a).map(move |(b, w)| (a, b, w)))
        .map(|(a, b, w)| (a, b, w, two_way(a, b)))
        .filter(|&(a, b, _, both)| !both || a < b)
        .collect();
    let on = |roads: &[(u8, u8)], (a, b, both): (u8, u8, bool)| {
        roads.iter().any(|&r| r == (a, b) || (both && r == (b, a)))
    };
    let road = |&(a, b, w, both): &(u8, u8, u32, bool)| {
        let (in_tour, in_best) = (on(&tour_roads, (a, b, both)), on(&best_roads, (a, b, both)));
        let is_fresh = fresh.is_some_and(|r| on(&[r], (a, b, both)));
        let (d, _) = road_path(at(a, n), at(b, n), if both { 0.0 } else { BOW });
        let head = (!both && n <= DENSE).then(|| marker("plain"));
        html! {
            <path class={classes!("road", in_tour.then_some("on-tour"), in_best.then_some("on-best"), is_fresh.then_some("fresh"))}
                data-testid="road" data-from={(a + 1).to_string()} data-to={(b + 1).to_string()} data-weight={w.to_string()}
                d={d} marker-end={head} />
        }
    };
    let weight = |&(a, b, w, both): &(u8, u8, u32, bool)| {
        let lit = on(&tour_roads, (a, b, both)) || on(&best_roads, (a, b, both));
        let (_, mid) = road_path(at(a, n), at(b, n), if both { 0.0 } else { BOW });
        (n <= LABELLED || lit).then(|| html! {
            <text class={classes!("weight", lit.then_some("lit"))} x={fixed(mid.0, 1)} y={fixed(mid.1 + 4.0, 1)}>{ w }</text>
        })
    };
    let overlay = |roads: &[(u8, u8)], class: &'static str, kind: Option<&str>| {
        roads.iter().map(|&(a, b)| {
            let both = two_way(a, b);
            let (d, _) = road_path(at(a, n), at(b, n), if both { 0.0 } else { BOW });
            let dashed = class == "tour" && fresh == Some((a, b));
            html! { <path class={classes!("overlay", class, dashed.then_some("fresh"))} d={d} marker-end={kind.map(marker)} /> }
        }).collect::<Html>()
    };
    let city = |k: u8| {
        let (x, y) = at(k, n);
        let visited = props.tour.contains(&k);
        let here = props.tour.last() == Some(&k);
        html! {
            <g class={classes!("city", visited.then_some("visited"), here.then_some("here"))} data-testid="city"
                data-city={(k + 1).to_string()} data-visited={visited.then_some("true")}>
                <circle cx={fixed(x, 1)} cy={fixed(y, 1)} r={fixed(CITY, 1)} />
                <text x={fixed(x, 1)} y={fixed(y + 5.0, 1)}>{ k + 1 }</text>
            </g>
        }
    };
    let mut label = say(TspText::MapLabel, &[("n", &n)]);
    if props.tour.len() > 1 {
        label.push_str(&format!(
            "; {}: {}",
            t(TspText::LegendTour),
            tour_text(&props.tour, " → ", false)
        ));
    }
    if let Some(best) = &props.best {
        label.push_str(&format!("; {}: {}", t(TspText::LegendBest), tour_text(best, " → ", true)));
    }
    let head = |kind: &str, size: u8| {
        html! {
            <marker id={format!("{}-{kind}", props.id)} class={classes!("head", kind.to_string())} viewBox="0 0 10 10" refX="8" refY="5"
                markerWidth={size.to_string()} markerHeight={size.to_string()} markerUnits="userSpaceOnUse" orient="auto">
                <path d="M0 0 L10 5 L0 10 z" />
            </marker>
        }
    };
    html! {
        <svg class={classes!("city-map", (n > DENSE).then_some("dense"))} data-testid="city-map" data-cities={n.to_string()} viewBox={format!("0 0 {SIDE} {SIDE}")}
            role="img" aria-label={label}>
            <defs>{ head("plain", 7) }{ head("tour", 12) }</defs>
            <g class="roads">{ for drawn.iter().map(road) }</g>
            <g class="best-band">{ overlay(&best_roads, "best", None) }</g>
            <g class="tour-line">{ overlay(&tour_roads, "tour", Some("tour")) }</g>
            <g class="weights">{ for drawn.iter().filter_map(weight) }</g>
            { for (0..n as u8).map(city) }
        </svg>
    }
}
