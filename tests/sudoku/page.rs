//! The Sudoku page: its link and notices, a refused puzzle, the figures of a run against the
//! reference, the uniqueness verdict shown, and the comparison's two sides.

use super::reference::{count_nodes, text, Rule};
use crate::common::page::{figure, open, play_out};
use runut::model::driver::{Control, RunState};
use runut::model::page::{Link, SearchAction};
use runut::model::query::query_pairs;
use runut::problems::sudoku::core::Grid;
use runut::problems::sudoku::model::settings::SudokuChange;
use runut::problems::sudoku::Sudoku;

#[test]
fn a_typed_puzzle_reads_back_from_its_link_and_bad_ones_say_why() {
    let typed = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7.";
    let (settings, notices) = Sudoku::settings(&query_pairs(&format!("?p=sudoku&puzzle={typed}")));
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(settings.puzzle.text(), typed);
    let (again, notices) = Sudoku::settings(&query_pairs(&Sudoku::query(&settings)));
    assert_eq!((again, notices.len()), (settings, 0));
    // Spaces, line breaks and a drawn grid's lines are ignored; 0 is an empty cell.
    let drawn = "12|00\n00|12\n--+--\n20|00\n00|01";
    let (settings, notices) = Sudoku::settings(&[("puzzle".into(), drawn.into())]);
    assert_eq!((settings.puzzle.text().as_str(), notices.len()), ("12....122......1", 0));
    for (bad, says) in [("123", "has 3 cells"), (&"x".repeat(81)[..], "character 1 is “x”")] {
        let (settings, notices) = Sudoku::settings(&[("puzzle".into(), bad.into())]);
        assert_eq!(notices.len(), 1, "{bad}");
        assert!(notices[0].contains(says), "{bad}: {notices:?}");
        assert_eq!(settings.puzzle, Sudoku::settings(&[]).0.puzzle, "the default instead");
    }
}

#[test]
fn givens_that_clash_are_refused_before_any_search_and_kept_to_mend() {
    let clash = "5...5............................................................................";
    let mut rig = open::<Sudoku>(&format!("?p=sudoku&puzzle={clash}&run=1"));
    assert_eq!(rig.driver.run_state(), RunState::Idle);
    let said = rig.driver.status();
    assert!(said.contains("r1c1 and r1c5 both hold 5, in row 1"), "{said}");
    assert_eq!(rig.driver.settings().puzzle.text(), clash, "the puzzle is kept as typed");
    rig.act(SearchAction::Control(Control::Play));
    rig.settle();
    assert_eq!(rig.driver.run_state(), RunState::Idle);
    // Mending the cell on the board lets it search.
    rig.act(SearchAction::Change(SudokuChange::Cell(4, 0)));
    rig.settle();
    assert!(!rig.driver.status().contains("both hold"), "{}", rig.driver.status());
}

#[test]
fn a_run_shows_the_references_figures_and_verdict() {
    for (puzzle, order, rule) in [
        ("hardest", "mrv", Rule::Fewest),
        ("easy", "plain", Rule::Plain),
        ("small", "plain", Rule::Plain),
        ("hardest", "singles", Rule::Singles),
        ("easy", "fc", Rule::Forward),
    ] {
        let mut rig =
            open::<Sudoku>(&format!("?p=sudoku&puzzle={puzzle}&order={order}&mode=all&speed=max"));
        play_out(&mut rig);
        let cells = rig.driver.settings().puzzle.cells().to_vec();
        let truth = count_nodes(&cells, rule, 2);
        let page = &rig.driver;
        assert_eq!(figure(page, "stat-nodes"), truth.nodes, "{puzzle}");
        assert_eq!(figure(page, "stat-solutions"), truth.solutions, "{puzzle}");
        assert!(page.status().contains("Exactly one solution"), "{}", page.status());
        // The one solution is listed, and the board can show it.
        let listed: Vec<String> = page
            .solutions()
            .iter()
            .map(|path| runut::problems::sudoku::core::filled(&page.settings().puzzle, path).text())
            .collect();
        assert_eq!(listed, vec![text(&truth.first.clone().unwrap())], "{puzzle}");
    }
}

#[test]
fn a_puzzle_with_two_solutions_is_said_not_unique() {
    // The small puzzle with only its first two givens has several solutions.
    let small = Grid::parse("1.3.34.2.1.3..21").unwrap();
    let puzzle = (3..16).fold(small, |grid, cell| grid.with(cell, 0)).text();
    let mut rig = open::<Sudoku>(&format!("?p=sudoku&puzzle={puzzle}&mode=all&speed=max"));
    play_out(&mut rig);
    let truth = count_nodes(rig.driver.settings().puzzle.cells(), Rule::Plain, 2);
    assert_eq!(truth.solutions, 2);
    assert_eq!(figure(&rig.driver, "stat-nodes"), truth.nodes);
    assert!(rig.driver.status().contains("Not unique"), "{}", rig.driver.status());
    assert_eq!(rig.driver.solutions().len(), 2);
}

#[test]
fn compare_runs_both_orders_under_one_player() {
    let mut rig = open::<Sudoku>("?p=sudoku&puzzle=hardest&compare=orders&speed=max");
    let sides: Vec<&str> = rig.driver.sides().iter().map(|s| s.slug).collect();
    assert_eq!(sides, ["plain", "mrv"]);
    play_out(&mut rig);
    let cells = rig.driver.settings().puzzle.cells().to_vec();
    let nodes: Vec<u64> =
        rig.driver.comparison().parts().iter().map(|p| p.trail().stats().nodes).collect();
    let truth = [Rule::Plain, Rule::Fewest].map(|rule| count_nodes(&cells, rule, 1).nodes);
    assert_eq!(nodes, truth);
}

#[test]
fn each_side_of_a_comparison_ends_on_its_solutions_line() {
    use runut::core::search::EventKind;
    let mut rig = open::<Sudoku>("?p=sudoku&puzzle=hardest&compare=orders&speed=max");
    play_out(&mut rig);
    for (side, program, state) in rig.driver.sides_code() {
        assert_eq!(state.line, program.line_of(EventKind::Solution), "{}", side.slug);
    }
}

/// Stepping singles order says how many naked singles a node filled (the easy puzzle's first
/// node fills every other empty cell), and forward checking's dead node names the cell left with
/// no digit.
#[test]
fn stepping_says_the_singles_a_node_fills_and_why_a_node_is_dead() {
    let mut rig = open::<Sudoku>("?p=sudoku&puzzle=easy&order=singles");
    for _ in 0..3 {
        rig.act(SearchAction::Control(Control::Step));
        rig.settle();
    }
    let empty = rig.driver.settings().puzzle.cells().len() - rig.driver.settings().puzzle.givens();
    let said = format!("and {} naked singles follow", empty - 1);
    assert!(rig.driver.status().contains(&said), "{}", rig.driver.status());

    let mut rig = open::<Sudoku>("?p=sudoku&puzzle=hardest&order=fc&at=10");
    rig.act(SearchAction::Control(Control::Step));
    rig.settle();
    assert!(
        rig.driver.status().contains("with no digit. The node is dead"),
        "{}",
        rig.driver.status()
    );
}

#[test]
fn the_guide_lists_every_order_from_its_table() {
    crate::common::check_guide_lists::<runut::problems::sudoku::core::Order>("sudoku", "order");
}
