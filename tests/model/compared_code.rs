//! Compare's code panel: each side of a comparison is shown as its own search's pseudo-code,
//! through the `SearchProblem` interface the page uses. Each brute force is backtracking's
//! recursion with the bounding function replaced by a test of complete candidates, so every
//! event it produces comes from one of its lines and a killed candidate says why in `VALID`;
//! breadth-first search, done at once, highlights how it ended.

use crate::code::{replay, value};
use runut::core::search::{EventKind, Search, Trail};
use runut::model::code::{CodeState, VALID};
use runut::model::page::{SearchProblem, Side};
use runut::problems::colouring::core::ColouringSearch;
use runut::problems::colouring::model::Colouring;
use runut::problems::hamilton::core::HamiltonSearch;
use runut::problems::hamilton::model::Hamilton;
use runut::problems::knight::core::Algorithm;
use runut::problems::knight::model::code as knight;
use runut::problems::knight::model::Knight;
use runut::problems::maze_search::model::job::LabyrinthEnding;
use runut::problems::maze_search::MazeSearch;
use runut::problems::queens::core::QueensSearch;
use runut::problems::queens::model::Queens;
use runut::problems::subsets::core::SubsetsSearch;
use runut::problems::subsets::model::Subsets;
use std::collections::HashSet;

/// The settings a page's link (`key=value&…`) asks for.
fn settings<P: SearchProblem>(query: &str) -> P::Settings {
    let pairs: Vec<(String, String)> = query
        .split('&')
        .map(|pair| pair.split_once('=').expect("key=value"))
        .map(|(key, value)| (key.to_string(), value.to_string()))
        .collect();
    P::settings(&pairs).0
}

/// The side of the comparison the settings ask for whose search is named `slug`.
fn side<P: SearchProblem>(settings: &P::Settings, slug: &str) -> Side {
    let sides = P::compared(settings).into_iter().map(|(_, side)| side);
    sides.clone().find(|side| side.slug == slug).unwrap_or_else(|| {
        panic!("no side {slug} among {:?}", sides.map(|s| s.slug).collect::<Vec<_>>())
    })
}

/// Replays `search`, the brute force of the page `query` asks for, through its side's code
/// panel, and checks that its program is backtracking's without the bounding function. Returns
/// the event kinds seen and the first states.
fn brute_force<P: SearchProblem, S: Search<Reason = P::Reason>>(
    query: &str,
    search: S,
) -> (HashSet<EventKind>, Vec<CodeState>) {
    let settings = settings::<P>(query);
    let brute = side::<P>(&settings, "brute-force");
    let program = P::program(&settings, Some(brute));
    let backtracking = P::program(&settings, None);
    assert_eq!(program.lines[0], backtracking.lines[0], "the same procedure");
    let last = program.line_of(EventKind::Retreat);
    assert_eq!(last, Some(program.lines.len()), "no bounding function after the recursion");
    let test = &program.lines[program.line_of(EventKind::Reject).expect("a test line") - 1];
    assert!(test.code.contains(VALID), "{}", test.code);
    let bound = backtracking.line_of(EventKind::Reject).expect("a bounding line");
    assert!(!backtracking.lines[bound - 1].code.contains(VALID));
    let view =
        |trail: &Trail<P::Reason>| P::code_state(&program, &settings, Some(brute), trail, None);
    let (kinds, states, _) = replay(search, &program, view, 200_000);
    (kinds, states)
}

/// The first state the replay shows a killed candidate in.
fn first_killed(states: &[CodeState]) -> &CodeState {
    states.iter().find(|s| s.event == Some(EventKind::Reject)).expect("a killed candidate")
}

#[test]
fn queens_brute_force_tests_whole_boards_and_names_the_attacking_pair() {
    let (kinds, states) = brute_force::<Queens, _>(
        "n=4&mode=all&compare=brute-force",
        QueensSearch::brute_force(4, runut::core::search::Mode::All),
    );
    assert_eq!(kinds, HashSet::from(EventKind::ALL));
    // The first complete board puts all four queens in column 1.
    let killed = first_killed(&states);
    assert_eq!(value(killed, VALID), "false: queens 1 and 2 attack each other");
    assert!(killed.variables.iter().all(|v| v.name != "PLACE(k, i)"));
}

#[test]
fn subsets_brute_force_tests_whole_subsets() {
    let query = "w=1,2,3&m=3&mode=all&compare=brute-force";
    let instance = settings::<Subsets>(query).instance();
    let search = SubsetsSearch::brute_force(instance, runut::core::search::Mode::All);
    let (kinds, states) = brute_force::<Subsets, _>(query, search);
    assert_eq!(kinds, HashSet::from(EventKind::ALL));
    // The first complete subset takes every weight: 1 + 2 + 3.
    assert_eq!(value(first_killed(&states), VALID), "false: this complete subset sums to 6, not 3");
}

#[test]
fn colouring_brute_force_tests_whole_colourings() {
    let query = "graph=triangle&m=3&mode=all&compare=brute-force";
    let graph = settings::<Colouring>(query).graph;
    let search = ColouringSearch::brute_force(graph, 3, runut::core::search::Mode::All);
    let (kinds, states) = brute_force::<Colouring, _>(query, search);
    assert_eq!(kinds, HashSet::from(EventKind::ALL));
    let killed = value(first_killed(&states), VALID);
    assert_eq!(killed, "false: the edge 1–2 joins two vertices of the same colour");
}

#[test]
fn hamilton_brute_force_tries_every_unvisited_vertex_and_tests_whole_orders() {
    let query = "graph=bull&mode=all&compare=brute-force";
    let graph = settings::<Hamilton>(query).graph.graph;
    let search = HamiltonSearch::brute_force(graph, runut::core::search::Mode::All);
    let (kinds, states) = brute_force::<Hamilton, _>(query, search);
    // The bull has no circuit: no solution, every complete order killed.
    let expected = EventKind::ALL.into_iter().filter(|&k| k != EventKind::Solution);
    assert_eq!(kinds, expected.collect());
    assert!(value(first_killed(&states), VALID).starts_with("false: the edge "));
    let settings = settings::<Hamilton>(query);
    let program = Hamilton::program(&settings, Some(side::<Hamilton>(&settings, "brute-force")));
    assert!(program.lines.iter().any(|l| l.code.contains("not in x[1..k − 1]")));
}

#[test]
fn each_knight_side_shows_its_own_algorithm() {
    let settings = settings::<Knight>("rows=5&cols=5&algo=backtracking&compare=warnsdorff");
    let warnsdorff = Knight::program(&settings, Some(side::<Knight>(&settings, "warnsdorff")));
    assert_eq!(warnsdorff, knight::program(Algorithm::Warnsdorff, false));
    let backtracking = Knight::program(&settings, Some(side::<Knight>(&settings, "backtracking")));
    assert_eq!(backtracking, Knight::program(&settings, None));
}

#[test]
fn breadth_first_search_highlights_how_it_ended() {
    let settings = settings::<MazeSearch>("compare=bfs");
    let bfs = side::<MazeSearch>(&settings, "bfs");
    let program = MazeSearch::program(&settings, Some(bfs));
    assert_ne!(program, MazeSearch::program(&settings, None));
    let code =
        |ending| MazeSearch::code_state(&program, &settings, Some(bfs), &Trail::default(), ending);
    assert_eq!(code(None).line, None, "nothing highlighted before it ran");
    let found = code(Some(LabyrinthEnding::BreadthFirst { expanded: 12, steps: Some(7) }));
    assert_eq!(found.event, Some(EventKind::Solution));
    assert_eq!(program.line_of(EventKind::Solution), found.line);
    assert_eq!((value(&found, "expanded"), value(&found, "steps")), ("12".into(), "7".into()));
    let none = code(Some(LabyrinthEnding::BreadthFirst { expanded: 30, steps: None }));
    assert_eq!(program.line_of(EventKind::Exhausted), none.line);
    assert!(none.variables.iter().all(|v| v.name != "steps"));
}
