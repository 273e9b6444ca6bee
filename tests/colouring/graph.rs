//! The built-in graphs against their known sizes and degrees, and graph links: what they drop and
//! say, and links that round-trip.

use runut::core::graph::parse::{edges_text, points_text};
use runut::core::graph::{named, parse_graph, Dropped, Graph, Point, MAX_VERTICES, NAMES};

/// Every degree of `graph`, sorted.
fn degrees(graph: &Graph) -> Vec<u32> {
    let mut degrees: Vec<u32> = (0..graph.len()).map(|v| graph.degree(v)).collect();
    degrees.sort_unstable();
    degrees
}

#[test]
fn the_built_in_graphs_have_their_known_vertices_edges_and_degrees() {
    let known: [(&str, usize, usize, &[u32]); 14] = [
        ("course", 4, 5, &[2, 2, 3, 3]),
        ("triangle", 3, 3, &[2, 2, 2]),
        ("house", 5, 6, &[2, 2, 2, 3, 3]),
        ("k4", 4, 6, &[3; 4]),
        ("k5", 5, 10, &[4; 5]),
        ("c5", 5, 5, &[2; 5]),
        ("c6", 6, 6, &[2; 6]),
        ("wheel5", 6, 10, &[3, 3, 3, 3, 3, 5]),
        ("cube", 8, 12, &[3; 8]),
        ("petersen", 10, 15, &[3; 10]),
        ("dodecahedron", 20, 30, &[3; 20]),
        // The 3 × 4 knight's graph: 4mn − 6(m + n) + 8 = 14 moves; the top and bottom rows'
        // inner squares 3, every other square 2.
        ("knight3x4", 12, 14, &[2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3]),
        ("sumatra", 8, 12, &[1, 2, 3, 3, 3, 4, 4, 4]),
        ("bull", 5, 5, &[1, 1, 2, 3, 3]),
    ];
    assert_eq!(known.map(|k| k.0), NAMES);
    for (name, n, edges, degs) in known {
        let graph = named(name).unwrap();
        assert_eq!((graph.len(), graph.edge_count()), (n, edges), "{name}");
        assert_eq!(degrees(&graph), degs.to_vec(), "{name}");
        assert_eq!(graph.points().len(), n, "{name} is drawn");
    }
}

#[test]
fn the_families_take_every_size_up_to_thirty_vertices() {
    for n in 1..=MAX_VERTICES {
        assert_eq!(named(&format!("k{n}")).unwrap().edge_count(), n * (n - 1) / 2);
    }
    for n in 3..=MAX_VERTICES {
        assert_eq!(named(&format!("c{n}")).unwrap().edge_count(), n);
        if n < MAX_VERTICES {
            assert_eq!(named(&format!("wheel{n}")).unwrap().edge_count(), 2 * n);
        }
    }
    for (r, c) in [(3, 3), (3, 4), (4, 4), (4, 5), (5, 6), (3, 10)] {
        let graph = named(&format!("knight{r}x{c}")).unwrap();
        assert_eq!(graph.edge_count(), 4 * r * c - 6 * (r + c) + 8, "{r} × {c}");
    }
    for bad in ["k0", "k31", "c2", "wheel30", "knight6x6", "knightx3", "", "k+3", "petersen2"] {
        assert!(named(bad).is_none(), "{bad}");
    }
}

#[test]
fn a_link_s_graph_drops_bad_edges_with_a_reason_each() {
    let (graph, dropped) =
        parse_graph(Some("5"), Some("1-2, 2-3;3-1 5-5 0-1 2-1 6-1 a-b 4-"), None);
    assert_eq!(graph.len(), 5);
    assert_eq!(graph.edges(), vec![(0, 1), (0, 2), (1, 2)]);
    let expected = [
        Dropped::NotEdge("a-b".into()),
        Dropped::NotEdge("4-".into()),
        Dropped::Loop(5),
        Dropped::NoVertex("0-1".into()),
        Dropped::Repeated(1, 2),
        Dropped::NoVertex("6-1".into()),
    ];
    assert_eq!(dropped, expected);
    // Without n, as many vertices as the edges name; a bad n says so.
    assert_eq!(parse_graph(None, Some("1-7"), None).0.len(), 7);
    let (graph, dropped) = parse_graph(Some("31"), Some("1-2"), None);
    assert_eq!((graph.len(), dropped), (2, vec![Dropped::Count("31".into())]));
    // Positions: one per vertex, else a circle.
    let (graph, dropped) = parse_graph(Some("2"), Some("1-2"), Some("10:20,30:40"));
    assert_eq!(graph.points(), &[Point { x: 10, y: 20 }, Point { x: 30, y: 40 }]);
    assert!(dropped.is_empty());
    assert_eq!(parse_graph(Some("3"), None, Some("10:20,30:40")).1, vec![Dropped::Positions]);
    assert_eq!(parse_graph(Some("1"), None, Some("10:2000")).1, vec![Dropped::Positions]);
}

#[test]
fn a_graph_written_as_a_link_reads_back_the_same() {
    for name in NAMES {
        let graph = named(name).unwrap();
        let n = graph.len().to_string();
        let (back, dropped) =
            parse_graph(Some(&n), Some(&edges_text(&graph)), Some(&points_text(&graph)));
        assert_eq!(back, graph, "{name}");
        assert!(dropped.is_empty(), "{name}: {dropped:?}");
    }
}

#[test]
fn removing_a_vertex_renumbers_the_ones_after_it() {
    let mut graph = named("house").unwrap();
    graph.remove_vertex(1);
    // 1-2, 2-3, 3-4, 4-1, 1-5, 4-5 without vertex 2: 1-4, 1-5, 3-4, 4-5 → renumbered.
    assert_eq!(graph.edges(), vec![(0, 2), (0, 3), (1, 2), (2, 3)]);
    assert_eq!(graph.points().len(), 4);
    graph.add_vertex(Point { x: 1, y: 2 });
    graph.join(4, 0);
    graph.split(0, 2);
    assert_eq!(graph.edges(), vec![(0, 3), (0, 4), (1, 2), (2, 3)]);
}
