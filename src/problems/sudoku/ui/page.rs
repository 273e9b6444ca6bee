//! The Sudoku page: what Sudoku adds to the search page — the board, the puzzle and order
//! fields, the drills, the solutions found and the explanation.

use crate::core::grid::Square;
use crate::core::search::Event as SearchEvent;
use crate::core::slug::Slugged;
use crate::model::driver::RunState;
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::{say, t};
use crate::model::page::{SearchAction, SearchPage};
use crate::problems::sudoku::core::named::{MADE, NAMED};
use crate::problems::sudoku::core::{cell_of, digit_of, filled, Order};
use crate::problems::sudoku::model::game::settings::is_game;
use crate::problems::sudoku::model::game::text::level_name;
use crate::problems::sudoku::model::job::order_name;
use crate::problems::sudoku::model::practice::Drill;
use crate::problems::sudoku::model::settings::{named_slug, SudokuChange};
use crate::problems::sudoku::model::text::SudokuText;
use crate::problems::sudoku::ui::board::SudokuBoard;
use crate::problems::sudoku::Sudoku;
use crate::ui::page::drill_field::drill_field;
use crate::ui::page::found::found_list;
use crate::ui::page::{on_change, BoardView, SearchView};
use crate::ui::widgets::choice_field::choice_field;
use crate::ui::widgets::compare::compare_check;
use crate::ui::widgets::legend::Key;
use crate::ui::widgets::mode_field::mode_field;
use crate::ui::widgets::setting_input::SettingInput;
use crate::ui::widgets::solution_list::Listed;
use std::rc::Rc;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The page's actions.
type Act = Callback<SearchAction<Sudoku>>;

/// The name of a named puzzle in the select.
fn named_name(slug: &str) -> String {
    if let Some(&(_, level, _)) = MADE.iter().find(|(made, ..)| *made == slug) {
        return say(SudokuText::NamedMade, &[("level", &level_name(level))]);
    }
    t(match slug {
        "easy" => SudokuText::NamedEasy,
        "small" => SudokuText::NamedSmall,
        "seventeen" => SudokuText::NamedSeventeen,
        "hardest" => SudokuText::NamedHardest,
        _ => SudokuText::NamedAgainstPlain,
    })
    .to_string()
}

impl SearchView for Sudoku {
    fn board(view: BoardView<'_, Sudoku>) -> Html {
        let (page, trail) = (view.page, view.trail);
        let settings = page.settings();
        let on_show = !view.main || page.viewing().is_none();
        let mut path = if view.main { page.shown_path() } else { trail.path().to_vec() };
        // A uniqueness check that proved its one solution has taken it back: show it.
        if view.main && path.is_empty() && view.state == RunState::Finished {
            path = page.solutions().first().cloned().unwrap_or_default();
        }
        let order = view.side.and_then(|s| Order::from_slug(s.slug)).unwrap_or(settings.order);
        let board = order.board_at(&settings.puzzle, &path);
        let shown = board.grid().clone();
        let (mut trying, mut killed) = (None, None);
        match trail.last().filter(|_| on_show) {
            Some(SearchEvent::Try { at, .. }) => trying = Some((cell_of(at), digit_of(at))),
            Some(SearchEvent::Reject { at, why }) => {
                killed = Some((cell_of(at), digit_of(at), why.cell()));
            }
            _ => {}
        }
        let next =
            order.next_cell(&board).filter(|_| on_show && !view.paper).map(|c| (c, board.legal(c)));
        // The cells singles order filled as naked singles: neither given nor a node's digit.
        let decided: Vec<usize> = path.iter().map(|&at| cell_of(at)).collect();
        let forced = (0..shown.cells().len())
            .filter(|&c| shown.get(c) != 0 && settings.puzzle.get(c) == 0 && !decided.contains(&c))
            .collect();
        let forced = Rc::new(forced);
        let puzzle = Rc::new(settings.puzzle.clone());
        let shown = Rc::new(shown);
        if !view.main {
            return html! { <SudokuBoard {puzzle} {shown} {forced} {trying} {killed} {next} /> };
        }
        let (answer, cited) = page.practice_marks();
        let practising = page.practising();
        let next = next.filter(|_| !practising);
        let on_select =
            (practising && page.asked().is_some()).then(|| view.act.reform(SearchAction::Square));
        // The puzzle is edited whenever no search runs: an edit after one puts it aside.
        let editable = view.state != RunState::Running && !practising;
        let on_edit = editable.then(|| {
            view.act.reform(|(cell, digit)| SearchAction::Change(SudokuChange::Cell(cell, digit)))
        });
        html! {
            <SudokuBoard {puzzle} {shown} {forced} {trying} {killed} {next} {answer}
                cited={Rc::new(cited)} {on_select} {on_edit} />
        }
    }

    fn legend() -> Vec<Key> {
        vec![
            ("given", "5", t(SudokuText::LegendGiven)),
            ("placed", "5", t(SudokuText::LegendPlaced)),
            ("forced", "5", t(SudokuText::LegendForced)),
            ("candidate", "?", t(BacktrackingText::LegendTrying)),
            ("rejected", "✗", t(SudokuText::LegendRejected)),
            ("next", "·", t(SudokuText::LegendNext)),
        ]
    }

    fn fields(page: &SearchPage<Sudoku>, act: &Act) -> Html {
        let settings = page.settings();
        let named = named_slug(&settings.puzzle);
        let on_named = act.reform(|e: Event| {
            SearchAction::Change(SudokuChange::Puzzle(
                e.target_unchecked_into::<HtmlSelectElement>().value(),
            ))
        });
        let modes = (t(SudokuText::FirstSolution), t(SudokuText::Uniqueness));
        html! { <>
            <label>{ t(SudokuText::PuzzleLabel) }
                <select data-testid="puzzle-named" onchange={on_named}>
                    { for NAMED.iter().map(|n| html! {
                        <option value={n.slug} selected={named == Some(n.slug)}>{ named_name(n.slug) }</option>
                    }) }
                    if named.is_none() {
                        <option value="" selected=true disabled=true>{ t(SudokuText::NamedOwn) }</option>
                    }
                </select>
            </label>
            <label class="wide">{ t(SudokuText::TypedLabel) }
                <SettingInput testid="puzzle" value={settings.puzzle.text()} onchange={on_change(act, SudokuChange::Puzzle)} />
            </label>
            <div class="wide">{ choice_field(t(SudokuText::OrderLabel), "order", settings.order, order_name, on_change(act, SudokuChange::Order)) }</div>
            { mode_field(t(BacktrackingText::Find), settings.mode, modes, on_change(act, SudokuChange::Mode)) }
            { compare_check(t(SudokuText::CompareOrders), settings.compare, on_change(act, SudokuChange::Compare)) }
        </> }
    }

    fn explanation(_: &SearchPage<Sudoku>, _: &Act) -> Html {
        html! {
            <section class="card explain">
                <h2>{ t(SudokuText::HowBacktracking) }</h2>
                <p>{ t(SudokuText::ExplainPlain) }</p>
                <p>{ t(SudokuText::ExplainFewest) }</p>
                <p>{ t(SudokuText::ExplainForward) }</p>
                <p>{ t(SudokuText::ExplainSingles) }</p>
                <p>{ t(SudokuText::ExplainUnique) }</p>
                <p><a href="?p=sudoku&play=1" data-testid="play-game">{ t(SudokuText::PlayGame) }</a></p>
            </section>
        }
    }

    fn practice_options(page: &SearchPage<Sudoku>, act: &Act) -> Html {
        let name = |drill| {
            t(if drill == Drill::Digit { SudokuText::DrillDigit } else { SudokuText::DrillCell })
        };
        drill_field(page, act, t(BacktrackingText::Decide), name)
    }

    fn in_player(page: &SearchPage<Sudoku>, act: &Act) -> Html {
        let puzzle = page.settings().puzzle.clone();
        let listed = move |path: &[Square]| {
            let grid = filled(&puzzle, path).text();
            let side = puzzle.side();
            let rows: Vec<&str> = (0..side).map(|r| &grid[r * side..(r + 1) * side]).collect();
            let label = say(SudokuText::SolutionGrid, &[("grid", &rows.join(" / "))]);
            Listed { label, hook: grid, x: None }
        };
        found_list(page, act, t(BacktrackingText::SolutionsFound), listed)
    }
}

/// The Sudoku page (its game for a link with `play=1`), for the URL's query `pairs` with the shell's `notices` (the program in
/// `programs/src/bin/sudoku.rs` hands it to the shell).
pub fn page(pairs: &[(String, String)], notices: Vec<String>) -> Html {
    if is_game(pairs) {
        return super::game::page(pairs, notices);
    }
    crate::ui::page::page::<Sudoku>(pairs, notices)
}
