//! The built-in graphs' pictures can be read: a radius of space between any two circles, and
//! every badge (a colour, a place on the circuit) and every name (Sumatra's provinces, in both
//! languages) beside its vertex, over no other vertex, no vertex's number, no other badge or
//! name, and inside the drawing.

use runut::core::graph::drawing::{self, centre, Labels, Rect};
use runut::core::graph::{named, Graph, MAX_VERTICES, NAMES};
use runut::model::graph::names::vertex_names;
use runut::model::i18n::{set_lang, Lang};

/// Every built-in graph: the page's list, and each family at every size it takes.
fn every_named() -> Vec<(String, Graph)> {
    let mut names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    names.extend((1..=MAX_VERTICES).map(|n| format!("k{n}")));
    names.extend((3..=MAX_VERTICES).map(|n| format!("c{n}")));
    names.extend((3..MAX_VERTICES).map(|n| format!("wheel{n}")));
    for rows in 1..=MAX_VERTICES {
        names.extend((1..=MAX_VERTICES / rows).map(|cols| format!("knight{rows}x{cols}")));
    }
    names.into_iter().map(|n| (n.clone(), named(&n).unwrap_or_else(|| panic!("{n}")))).collect()
}

#[test]
fn every_named_graph_leaves_a_radius_between_any_two_circles() {
    for (name, graph) in every_named() {
        let Some(closest) = drawing::closest(&graph) else { continue };
        let r = drawing::radius(&graph);
        assert!(closest + 1e-9 >= 3.0 * r, "{name}: centres {closest:.0} apart, radius {r:.0}");
        assert!(r >= drawing::SMALLEST_RADIUS, "{name}");
    }
    // The dodecahedron, whose inner ring was 2.5 radii apart, has the full radius now.
    let dodecahedron = named("dodecahedron").unwrap();
    assert_eq!(drawing::radius(&dodecahedron), drawing::RADIUS);
}

/// What `rect` (vertex `v`'s badge or name) covers that it must not, in words.
fn covers(graph: &Graph, v: usize, rect: &Rect, others: &[Rect]) -> Vec<String> {
    let r = drawing::radius(graph);
    let mut wrong = Vec::new();
    for (u, &at) in graph.points().iter().enumerate() {
        let c = centre(at);
        if u != v && rect.meets_circle(c, r) {
            wrong.push(format!("vertex {}'s circle", u + 1));
        }
        let number = Rect { x: c.0 - 0.6 * r, y: c.1 - 0.45 * r, width: 1.2 * r, height: 0.85 * r };
        if rect.overlaps(&number) {
            wrong.push(format!("vertex {}'s number", u + 1));
        }
    }
    wrong.extend(others.iter().filter(|o| o.overlaps(rect)).map(|o| format!("a label at {o:?}")));
    if !rect.inside() {
        wrong.push("the drawing's edge".into());
    }
    wrong
}

/// Checks every badge and name of `graph` (named `names`) against everything else drawn.
fn check_labels(name: &str, graph: &Graph, names: Option<&[&str]>) {
    let labels = Labels::place(graph, names);
    let named: Vec<(usize, Rect)> =
        labels.names.iter().enumerate().filter_map(|(v, n)| Some((v, (*n)?))).collect();
    let all: Vec<(usize, Rect)> =
        named.iter().copied().chain(labels.badges.iter().copied().enumerate()).collect();
    for (i, (v, rect)) in all.iter().enumerate() {
        let others: Vec<Rect> =
            all.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, (_, o))| *o).collect();
        let wrong = covers(graph, *v, rect, &others);
        assert!(wrong.is_empty(), "{name}: vertex {}'s label {rect:?} covers {wrong:?}", v + 1);
    }
}

#[test]
fn every_named_graphs_badges_cover_no_vertex_and_no_other_badge() {
    for (name, graph) in every_named() {
        check_labels(&name, &graph, None);
    }
}

#[test]
fn sumatras_provinces_are_named_beside_their_vertices_in_both_languages() {
    let graph = named("sumatra").unwrap();
    for lang in Lang::ALL {
        set_lang(lang);
        let names = vertex_names(Some("sumatra")).expect("the map names its provinces");
        assert_eq!(names.len(), graph.len());
        check_labels(&format!("sumatra ({lang:?})"), &graph, Some(&names));
    }
    set_lang(Lang::En);
    assert_eq!(vertex_names(Some("sumatra")).unwrap()[1], "North Sumatra");
    set_lang(Lang::Id);
    assert_eq!(vertex_names(Some("sumatra")).unwrap()[1], "Sumatera Utara");
    set_lang(Lang::En);
}

/// The points set evenly around a circle are where the standard library's sine and cosine put
/// them (the page computes them by the series, for size), at every size a graph takes.
#[test]
fn points_on_a_circle_are_where_the_standard_sine_and_cosine_put_them() {
    use runut::core::circle::on_circle;
    use runut::core::graph::ring;
    for n in 1..=1000 {
        let fraction = n as f64 / 997.0 - 0.3;
        let angle = std::f64::consts::TAU * fraction;
        let (x, y) = on_circle(fraction);
        assert!((x - angle.sin()).abs() < 1e-13 && (y + angle.cos()).abs() < 1e-13, "{fraction}");
    }
    for n in 1..=MAX_VERTICES {
        for radius in [150.0, 320.0, 440.0, 490.0] {
            let centre = 500.0;
            let expected: Vec<(u16, u16)> = (0..n)
                .map(|i| {
                    let angle = std::f64::consts::TAU * (i as f64 / n as f64);
                    let (x, y) = (centre + radius * angle.sin(), centre - radius * angle.cos());
                    (x.round() as u16, y.round() as u16)
                })
                .collect();
            let points: Vec<(u16, u16)> = ring(n, radius, 0.0).iter().map(|p| (p.x, p.y)).collect();
            assert_eq!(points, expected, "{n} points, radius {radius}");
        }
    }
}
