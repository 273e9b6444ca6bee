//! The graph-colouring page: what graph colouring adds to the search page — the board, the
//! settings fields and built-in graphs, the count card with the chromatic number, and the
//! explanation.

use crate::core::search::Event as SearchEvent;
use crate::model::driver::RunState;
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::{say, t};
use crate::model::page::{SearchAction, SearchPage};
use crate::model::status::format_count;
use crate::problems::colouring::model::job::ColouringCount;
use crate::problems::colouring::model::problem::chromatic;
use crate::problems::colouring::model::settings::ColouringChange;
use crate::problems::colouring::model::status::colours_attribute;
use crate::problems::colouring::model::text::ColouringText;
use crate::problems::colouring::ui::board::GraphBoard;
use crate::problems::colouring::Colouring;
use crate::ui::graph::field::graph_field;
use crate::ui::graph::page::{above_graph_board, graph_of, graph_stage, GraphPage};
use crate::ui::graph::picture::shown_names;
use crate::ui::page::found::found_list;
use crate::ui::page::{on_change, BoardView, SearchView};
use crate::ui::widgets::compare::compare_check;
use crate::ui::widgets::count_card::{count_buttons, count_card};
use crate::ui::widgets::legend::Key;
use crate::ui::widgets::mode_field::mode_field;
use crate::ui::widgets::setting_input::SettingInput;
use crate::ui::widgets::solution_list::Listed;
use std::rc::Rc;
use yew::prelude::*;

/// The page's actions.
type Act = Callback<SearchAction<Colouring>>;

/// The chromatic number once found, with each m's tree size.
fn chromatic_result(page: &SearchPage<Colouring>) -> Html {
    if page.counted() != Some(ColouringCount::Chromatic) {
        return Html::default();
    }
    let Some((value, nodes)) = chromatic(page.count().endings()) else { return Html::default() };
    let tried = nodes.iter().enumerate().map(|(i, &n)| {
        let m = i + 1;
        let key = if m == value as usize { ColouringText::ChromaticFound } else { ColouringText::ChromaticFailed };
        let args: [(&str, &dyn std::fmt::Display); 2] = [("m", &m), ("nodes", &format_count(n))];
        html! { <li data-testid="chromatic-m" data-m={m.to_string()} data-nodes={n.to_string()}>{ say(key, &args) }</li> }
    });
    html! {
        <div class="chromatic" data-testid="chromatic" data-value={value.to_string()}>
            <p><strong>{ format!("{} χ = {value}", t(ColouringText::ChromaticNumber)) }</strong></p>
            <p class="hint">{ t(ColouringText::ChromaticHint) }</p>
            <ol>{ for tried }</ol>
        </div>
    }
}

impl SearchView for Colouring {
    fn board(view: BoardView<'_, Colouring>) -> Html {
        let graph = graph_of(view.page);
        // The main board shows a colouring clicked in the list, if one is on show.
        let viewing = view.main && view.page.viewing().is_some();
        let path =
            if view.main { Rc::new(view.page.shown_path()) } else { view.trail.shared_path() };
        let testing = match view.trail.last() {
            Some(SearchEvent::Try { at, .. }) => Some((at, None)),
            Some(SearchEvent::Reject { at, why }) => Some((at, Some(why))),
            _ => None,
        }
        .filter(|_| !viewing);
        let still = view.state != RunState::Running;
        let names = shown_names(view.page.settings().name.as_deref());
        let board = html! { <GraphBoard {graph} {path} {testing} {still} {names} /> };
        graph_stage(&view, board)
    }

    fn legend() -> Vec<Key> {
        vec![
            ("coloured c1", "1", t(ColouringText::LegendColoured)),
            ("trying", "?", t(BacktrackingText::LegendTrying)),
            ("dead", "✗", t(ColouringText::LegendDead)),
            ("uncoloured", "", t(ColouringText::LegendUncoloured)),
        ]
    }

    fn fields(page: &SearchPage<Colouring>, act: &Act) -> Html {
        let settings = page.settings();
        let modes = (t(ColouringText::FirstSolution), t(ColouringText::AllSolutions));
        html! { <>
            { graph_field(settings.name.as_deref(), on_change(act, ColouringChange::Named)) }
            <label>{ t(ColouringText::MField) }
                <SettingInput number=true testid="m" min="1" max="30" value={settings.m.to_string()} onchange={on_change(act, ColouringChange::M)} />
            </label>
            { mode_field(t(BacktrackingText::Find), settings.mode, modes, on_change(act, ColouringChange::Mode)) }
            { compare_check(t(ColouringText::CompareBrute), settings.compare, on_change(act, ColouringChange::Compare)) }
        </> }
    }

    fn count_card(page: &SearchPage<Colouring>, act: &Act) -> Html {
        let hint = say(ColouringText::CountHint, &[("workers", &page.count_workers())]);
        let start = html! { <div class="buttons">
            <button type="button" class="primary" data-testid="count" onclick={act.reform(|_| SearchAction::Count(ColouringCount::Colourings))}>
                { say(ColouringText::CountFor, &[("m", &page.settings().m)]) }</button>
            <button type="button" data-testid="find-chromatic" onclick={act.reform(|_| SearchAction::Count(ColouringCount::Chromatic))}>
                { t(ColouringText::ChromaticFor) }</button>
        </div> };
        let body = html! { <>
            <p class="hint">{ hint }</p>
            { count_buttons(page, act, start) }
            { chromatic_result(page) }
        </> };
        count_card(page, t(ColouringText::CountTitle), body)
    }

    fn explanation(page: &SearchPage<Colouring>, _: &Act) -> Html {
        let settings = page.settings();
        let (m, n) = (settings.m, settings.graph.len() as u32);
        let every = u64::from(m).checked_pow(n).map_or_else(|| format!("{m}^{n}"), format_count);
        html! {
            <section class="card explain">
                <h2>{ t(BacktrackingText::HowBacktracking) }</h2>
                <p>{ t(ColouringText::ExplainOrder) }</p>
                <p>{ t(ColouringText::ExplainDead) }</p>
                <dl class="compare">
                    <div><dt>{ say(ColouringText::EveryColouring, &[("m", &m), ("n", &n)]) }</dt><dd>{ every }</dd></div>
                    <div><dt>{ t(BacktrackingText::NodesGenerated) }</dt><dd>{ format_count(page.trail().stats().nodes) }</dd></div>
                </dl>
            </section>
        }
    }

    fn in_player(page: &SearchPage<Colouring>, act: &Act) -> Html {
        found_list(page, act, t(ColouringText::SolutionsFound), solution)
    }

    /// The solution on show, or the graph editor above the two sides while comparing.
    fn above_board(page: &SearchPage<Colouring>, act: &Act) -> Html {
        above_graph_board(page, act, |path| solution(path).label)
    }
}

/// A colouring (its path of decisions) as the list shows it: each vertex's colour, vertex 1
/// first, and the same as its hook (as the board's `data-colours`).
fn solution(path: &[crate::core::grid::Square]) -> Listed {
    let hook = colours_attribute(path);
    Listed { label: hook.replace(',', ", "), hook, x: None }
}

impl GraphPage for Colouring {
    fn graph(settings: &Self::Settings) -> &crate::core::graph::Graph {
        &settings.graph
    }

    fn drawn(graph: crate::core::graph::Graph) -> ColouringChange {
        ColouringChange::Drawn(graph)
    }
}

/// The graph-colouring page, for the URL's query `pairs` with the shell's `notices` (the program
/// in `programs/src/bin/colouring.rs` hands it to the shell).
pub fn page(pairs: &[(String, String)], notices: Vec<String>) -> Html {
    crate::ui::page::page::<Colouring>(pairs, notices)
}
