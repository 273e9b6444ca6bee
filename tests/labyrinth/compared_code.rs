//! Compare's code panel on this page: each side shows its own search's pseudo-code.

use crate::common::code::value;
use crate::common::compare::{settings, side};
use runut::core::search::{EventKind, Trail};
use runut::model::page::Code;
use runut::problems::labyrinth::model::job::LabyrinthEnding;
use runut::problems::labyrinth::Labyrinth;

#[test]
fn breadth_first_search_highlights_how_it_ended() {
    let settings = settings::<Labyrinth>("compare=bfs");
    let bfs = side::<Labyrinth>(&settings, "bfs");
    let program = Labyrinth::program(&settings, Some(bfs));
    assert_ne!(program, Labyrinth::program(&settings, None));
    let code =
        |ending| Labyrinth::code_state(&program, &settings, Some(bfs), &Trail::default(), ending);
    assert_eq!(code(None).line, None, "nothing highlighted before it ran");
    let found = code(Some(LabyrinthEnding::BreadthFirst { expanded: 12, steps: Some(7) }));
    assert_eq!(found.event, Some(EventKind::Solution));
    assert_eq!(program.line_of(EventKind::Solution), found.line);
    assert_eq!((value(&found, "expanded"), value(&found, "steps")), ("12".into(), "7".into()));
    let none = code(Some(LabyrinthEnding::BreadthFirst { expanded: 30, steps: None }));
    assert_eq!(program.line_of(EventKind::Exhausted), none.line);
    assert!(none.variables.iter().all(|v| v.name != "steps"));
}
