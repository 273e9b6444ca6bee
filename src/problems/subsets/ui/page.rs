//! The sum-of-subsets page: what sum of subsets adds to the search page — the board, the
//! settings fields and presets, the drills, the solutions found, the count card and the
//! explanation.

use crate::core::grid::Square;
use crate::core::search::Event as SearchEvent;
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::{say, t};
use crate::model::page::{SearchAction, SearchPage};
use crate::model::problem::ReplayOf;
use crate::model::status::format_count;
use crate::problems::subsets::core::Instance;
use crate::problems::subsets::model::practice::Drill;
use crate::problems::subsets::model::settings::{SubsetsChange, PRESETS};
use crate::problems::subsets::model::status::sum_text;
use crate::problems::subsets::model::text::SubsetsText;
use crate::problems::subsets::ui::board::SubsetsBoard;
use crate::problems::subsets::Subsets;
use crate::ui::page::drill_field::drill_field;
use crate::ui::page::found::{found_list, shown_line};
use crate::ui::page::{on_change, BoardView, SearchView};
use crate::ui::widgets::compare::compare_check;
use crate::ui::widgets::count_card::one_count_card;
use crate::ui::widgets::legend::Key;
use crate::ui::widgets::mode_field::mode_field;
use crate::ui::widgets::setting_input::SettingInput;
use crate::ui::widgets::solution_list::Listed;
use std::rc::Rc;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The page's actions.
type Act = Callback<SearchAction<Subsets>>;

/// The node under test in `trail`, and whether it has just died.
fn testing(trail: &ReplayOf<Subsets>) -> Option<(crate::core::grid::Square, bool)> {
    match trail.last() {
        Some(SearchEvent::Try { at, .. }) => Some((at, false)),
        Some(SearchEvent::Reject { at, .. }) => Some((at, true)),
        _ => None,
    }
}

impl SearchView for Subsets {
    fn board(view: BoardView<'_, Subsets>) -> Html {
        let settings = view.page.settings();
        let typed = Rc::new(settings.weights.clone());
        let instance = Rc::new(settings.instance());
        // The main board shows a solution clicked in the list, if one is on show.
        let viewing = view.main && view.page.viewing().is_some();
        let path =
            if view.main { Rc::new(view.page.shown_path()) } else { view.trail.shared_path() };
        let testing = testing(view.trail).filter(|_| !viewing);
        html! { <SubsetsBoard {typed} {instance} {path} {testing} /> }
    }

    fn legend() -> Vec<Key> {
        vec![
            ("taken", "✓", t(SubsetsText::LegendTaken)),
            ("left", "–", t(SubsetsText::LegendLeft)),
            ("trying", "?", t(SubsetsText::LegendTrying)),
            ("dead", "✗", t(SubsetsText::LegendDead)),
            ("note", "Wt", t(SubsetsText::LegendNote)),
        ]
    }

    fn fields(page: &SearchPage<Subsets>, act: &Act) -> Html {
        let settings = page.settings();
        let on_preset = act.reform(|e: Event| {
            SearchAction::Change(SubsetsChange::Preset(
                e.target_unchecked_into::<HtmlSelectElement>().value(),
            ))
        });
        let modes = (t(BacktrackingText::FirstSolution), t(BacktrackingText::AllSolutions));
        let weights: Vec<String> = settings.weights.iter().map(u64::to_string).collect();
        let preset = settings.preset().map(|p| p.slug);
        html! { <>
            <label class="wide">{ t(SubsetsText::PresetField) }
                <select data-testid="preset" onchange={on_preset}>
                    if preset.is_none() {
                        <option value="" selected={true}>{ t(SubsetsText::PresetOwn) }</option>
                    }
                    { for PRESETS.iter().map(|p| html! {
                        <option value={p.slug} selected={preset == Some(p.slug)}>{ t(p.name) }</option>
                    }) }
                </select>
            </label>
            <label class="wide">{ t(SubsetsText::WeightsField) }
                <SettingInput numeric=true testid="weights" value={weights.join(", ")} onchange={on_change(act, SubsetsChange::Weights)} />
            </label>
            <label>{ "m" }
                <SettingInput number=true testid="m" min="1" value={settings.m.to_string()} onchange={on_change(act, SubsetsChange::M)} />
            </label>
            { mode_field(t(BacktrackingText::Find), settings.mode, modes, on_change(act, SubsetsChange::Mode)) }
            { compare_check(t(SubsetsText::CompareBrute), settings.compare, on_change(act, SubsetsChange::Compare)) }
        </> }
    }

    fn count_card(page: &SearchPage<Subsets>, act: &Act) -> Html {
        let label = say(SubsetsText::CountFor, &[("m", &page.settings().m)]);
        one_count_card(page, act, t(SubsetsText::CountTitle), SubsetsText::CountHint, label)
    }

    fn explanation(page: &SearchPage<Subsets>, _: &Act) -> Html {
        let n = page.settings().weights.len() as u32;
        let whole = format_count((1u64 << (n + 1)) - 1);
        html! {
            <section class="card explain">
                <h2>{ t(BacktrackingText::HowBacktracking) }</h2>
                <p>{ t(SubsetsText::ExplainOrder) }</p>
                <p>{ t(SubsetsText::ExplainPromising) }</p>
                <dl class="compare">
                    <div><dt>{ say(SubsetsText::EverySubset, &[("n", &n)]) }</dt><dd>{ format_count(1u64 << n) }</dd></div>
                    <div><dt>{ say(SubsetsText::WholeTree, &[("n", &n)]) }</dt><dd>{ whole }</dd></div>
                    <div><dt>{ t(BacktrackingText::NodesGenerated) }</dt><dd>{ format_count(page.trail().stats().nodes) }</dd></div>
                </dl>
            </section>
        }
    }

    fn practice_options(page: &SearchPage<Subsets>, act: &Act) -> Html {
        let name = |drill| {
            t(if drill == Drill::Promising {
                SubsetsText::DrillPromising
            } else {
                SubsetsText::DrillNext
            })
        };
        drill_field(page, act, t(BacktrackingText::Decide), name)
    }

    fn in_player(page: &SearchPage<Subsets>, act: &Act) -> Html {
        let instance = page.settings().instance();
        found_list(page, act, t(BacktrackingText::SolutionsFound), |path| solution(&instance, path))
    }

    fn above_board(page: &SearchPage<Subsets>, act: &Act) -> Html {
        let instance = page.settings().instance();
        shown_line(page, act, |path| solution(&instance, path).label).unwrap_or_default()
    }
}

/// A solution (its path of decisions) as the list shows it: its weights summed, and as a hook
/// its weights ascending (`7,11,13`).
fn solution(instance: &Instance, path: &[Square]) -> Listed {
    let set = instance.taken(path);
    let hook = set.iter().map(u64::to_string).collect::<Vec<_>>().join(",");
    Listed { label: format!("{} = {}", sum_text(&set), instance.m()), hook, x: None }
}

/// The sum-of-subsets page, for the URL's query `pairs` with the shell's `notices` (the program
/// in `programs/src/bin/subsets.rs` hands it to the shell).
pub fn page(pairs: &[(String, String)], notices: Vec<String>) -> Html {
    crate::ui::page::page::<Subsets>(pairs, notices)
}
