//! The Hamiltonian-circuit page: what the circuit search adds to the search page — the board,
//! the settings fields and built-in graphs, the graph editor, the count card and the
//! explanation.

use crate::core::search::{Event as SearchEvent, Mode};
use crate::model::driver::RunState;
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::{say, t};
use crate::model::page::{SearchAction, SearchPage};
use crate::model::status::format_count;
use crate::problems::hamilton::model::settings::HamiltonChange;
use crate::problems::hamilton::model::status::circuit_attribute;
use crate::problems::hamilton::model::text::HamiltonText;
use crate::problems::hamilton::ui::board::CircuitBoard;
use crate::problems::hamilton::Hamilton;
use crate::ui::graph::field::graph_field;
use crate::ui::graph::page::{above_graph_board, graph_of, graph_stage, GraphPage};
use crate::ui::graph::picture::shown_names;
use crate::ui::page::found::found_list;
use crate::ui::page::{on_change, BoardView, SearchView};
use crate::ui::widgets::compare::compare_check;
use crate::ui::widgets::count_card::one_count_card;
use crate::ui::widgets::legend::Key;
use crate::ui::widgets::mode_field::mode_field;
use crate::ui::widgets::solution_list::Listed;
use std::rc::Rc;
use yew::prelude::*;

/// The page's actions.
type Act = Callback<SearchAction<Hamilton>>;

impl SearchView for Hamilton {
    fn board(view: BoardView<'_, Hamilton>) -> Html {
        let graph = graph_of(view.page);
        // The main board shows a circuit clicked in the list, if one is on show.
        let viewing = view.main && view.page.viewing().is_some();
        let path =
            if view.main { Rc::new(view.page.shown_path()) } else { view.trail.shared_path() };
        let testing = match view.trail.last() {
            Some(SearchEvent::Try { at, .. }) => Some((at, false)),
            Some(SearchEvent::Reject { at, .. }) => Some((at, true)),
            _ => None,
        }
        .filter(|_| !viewing);
        let still = view.state != RunState::Running;
        let names = shown_names(view.page.settings().graph.name.as_deref());
        let board = html! { <CircuitBoard {graph} {path} {testing} {still} {names} /> };
        graph_stage(&view, board)
    }

    fn legend() -> Vec<Key> {
        vec![
            ("on-path", "1", t(HamiltonText::LegendPath)),
            ("trying", "?", t(BacktrackingText::LegendTrying)),
            ("dead", "✗", t(HamiltonText::LegendDead)),
            ("uncoloured", "", t(HamiltonText::LegendOff)),
        ]
    }

    fn fields(page: &SearchPage<Hamilton>, act: &Act) -> Html {
        let settings = page.settings();
        let modes = (t(HamiltonText::FirstSolution), t(HamiltonText::AllSolutions));
        html! { <>
            { graph_field(settings.graph.name.as_deref(), on_change(act, HamiltonChange::Named)) }
            { mode_field(t(BacktrackingText::Find), settings.mode, modes, on_change(act, HamiltonChange::Mode)) }
            { compare_check(t(HamiltonText::CompareBrute), settings.compare, on_change(act, HamiltonChange::Compare)) }
        </> }
    }

    fn count_card(page: &SearchPage<Hamilton>, act: &Act) -> Html {
        let label = t(HamiltonText::CountFor).to_string();
        one_count_card(page, act, t(HamiltonText::CountTitle), HamiltonText::CountHint, label)
    }

    fn explanation(page: &SearchPage<Hamilton>, _: &Act) -> Html {
        let directed = page.trail().stats().solutions;
        // The brute force's complete sequences: n^(n−1).
        let n = page.settings().graph.graph.len() as u32;
        let sequences = u64::from(n)
            .checked_pow(n.saturating_sub(1))
            .map_or_else(|| format!("{n}^{}", n.saturating_sub(1)), format_count);
        let args: [(&str, &dyn std::fmt::Display); 2] =
            [("directed", &format_count(directed)), ("circuits", &format_count(directed / 2))];
        html! {
            <section class="card explain">
                <h2>{ t(BacktrackingText::HowBacktracking) }</h2>
                <p>{ t(HamiltonText::ExplainOrder) }</p>
                <p>{ t(HamiltonText::ExplainDead) }</p>
                if page.settings().mode == Mode::All {
                    <p data-testid="twice">{ say(HamiltonText::Twice, &args) }</p>
                }
                if page.settings().compare {
                    <p data-testid="fair-count">{ say(HamiltonText::FairCount, &[("sequences", &sequences)]) }</p>
                }
                <p><a href="?p=knight" data-testid="knight-link">{ t(HamiltonText::KnightLink) }</a></p>
            </section>
        }
    }

    fn in_player(page: &SearchPage<Hamilton>, act: &Act) -> Html {
        found_list(page, act, t(HamiltonText::CircuitsFound), solution)
    }

    /// The solution on show, or the graph editor above the two sides while comparing.
    fn above_board(page: &SearchPage<Hamilton>, act: &Act) -> Html {
        above_graph_board(page, act, |path| solution(path).label)
    }
}

/// A circuit (its path of decisions) as the list shows it: its vertices from vertex 1 and back,
/// and as its hook the board's `data-circuit` (without the return to 1).
fn solution(path: &[crate::core::grid::Square]) -> Listed {
    let hook = circuit_attribute(path);
    Listed { label: format!("{} → 1", hook.replace(',', " → ")), hook, x: None }
}

impl GraphPage for Hamilton {
    fn graph(settings: &Self::Settings) -> &crate::core::graph::Graph {
        &settings.graph.graph
    }

    fn drawn(graph: crate::core::graph::Graph) -> HamiltonChange {
        HamiltonChange::Drawn(graph)
    }
}

/// The Hamiltonian-circuit page, for the URL's query `pairs` with the shell's `notices` (the
/// program in `programs/src/bin/hamilton.rs` hands it to the shell).
pub fn page(pairs: &[(String, String)], notices: Vec<String>) -> Html {
    crate::ui::page::page::<Hamilton>(pairs, notices)
}
