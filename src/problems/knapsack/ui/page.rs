//! The knapsack page: what the knapsack adds to the search page — the board (the items by value
//! per weight, marked for the node in view, with its weight, value and upper bound worked out,
//! and the best solution so far), the settings fields, the drills and the explanation.

use super::items_table::ItemsTable;
use crate::model::branch::next_child::state_of;
use crate::model::branch::optimum::text::OptimumText;
use crate::model::branch::practice::Drill;
use crate::model::branch::text::BranchText;
use crate::model::i18n::{say, t};
use crate::model::page::{SearchAction, SearchPage};
use crate::problems::knapsack::core::{Bound, Instance, Pack, MAX_ITEMS};
use crate::problems::knapsack::model::settings::{
    texts, KnapsackChange, KnapsackSettings, RANDOM_ITEMS,
};
use crate::problems::knapsack::model::status::{best_text, decision_text, numbers_text, pack_text};
use crate::problems::knapsack::model::text::KnapsackText;
use crate::problems::knapsack::Knapsack;
use crate::ui::branch::optimum::instance_form::{FormField, InstanceForm, RandomField};
use crate::ui::branch::optimum::{best_solution, compare_field};
use crate::ui::page::drill_field::drill_field;
use crate::ui::page::{on_change, BoardView, SearchView};
use crate::ui::widgets::choice_field::choice_field;
use crate::ui::widgets::legend::Key;
use yew::prelude::*;

/// The page's actions.
type Act = Callback<SearchAction<Knapsack>>;

/// The sentence under the table: the node in view, its decision, weight, value and bound.
fn node_summary(
    settings: &KnapsackSettings,
    node: u32,
    pack: &Pack,
    parent: u32,
    choice: u8,
) -> Html {
    let instance = &settings.instance;
    let over = pack.weight() > instance.capacity();
    let what = if over {
        say(KnapsackText::OverPack, &[("w", &pack.weight()), ("capacity", &instance.capacity())])
    } else {
        pack_text(settings, pack)
    };
    let head = if parent == 0 {
        say(OptimumText::SummaryRoot, &[("node", &node)])
    } else {
        let decision = decision_text(instance, pack.decided() - 1, choice == 1);
        say(OptimumText::SummaryChild, &[("node", &node), ("decision", &decision)])
    };
    let ub = instance.upper_bound(settings.bound, pack);
    html! {
        <p class={classes!("node-summary", over.then_some("over"))} data-testid="node-summary" data-node={node.to_string()}
            data-w={pack.weight().to_string()} data-v={pack.value().to_string()} data-ub={(!over).then(|| ub.to_string())}>
            <strong>{ head }</strong>{ " " }{ what }
        </p>
    }
}

/// The capacity used by the node in view, as a bar beside W.
fn capacity_bar(instance: &Instance, pack: Option<&Pack>) -> Html {
    let w = pack.map_or(0, Pack::weight);
    let capacity = instance.capacity();
    let percent = (f64::from(w.min(capacity)) / f64::from(capacity) * 100.0).round();
    html! {
        <div class="capacity" role="img" aria-label={say(KnapsackText::CapacityBar, &[("w", &w), ("capacity", &capacity)])}>
            <div class={classes!("fill", (w > capacity).then_some("over"))} style={format!("width: {percent}%")}></div>
            <span>{ format!("w = {w} / W = {capacity}") }</span>
        </div>
    }
}

impl SearchView for Knapsack {
    /// The board of a search of the knapsack.
    fn board(view: BoardView<'_, Knapsack>) -> Html {
        let settings: &KnapsackSettings = view.page.settings();
        let trail = view.trail;
        let tree = settings.tree();
        let node = trail.in_view();
        let shown = node.and_then(|n| Some((n, state_of(&tree, trail, n)?.0, *trail.node(n)?)));
        let best = best_text(settings, trail).map(|(items, pack)| {
            let value: Vec<String> = items.iter().map(usize::to_string).collect();
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("items", &numbers_text(&items)), ("w", &pack.weight()), ("v", &pack.value())];
            (value.join(","), say(KnapsackText::BestText, &args))
        });
        if view.paper {
            return html! {
                <div class="knapsack-board" data-testid="board">
                    <ItemsTable settings={settings.clone()} pack={None} paper=true />
                </div>
            };
        }
        html! {
            <div class="knapsack-board" data-testid="board">
                <ItemsTable settings={settings.clone()} pack={shown.map(|(_, pack, _)| pack)} />
                { capacity_bar(&settings.instance, shown.as_ref().map(|(_, pack, _)| pack)) }
                if let Some((n, pack, drawn)) = shown {
                    { node_summary(settings, n, &pack, drawn.parent, drawn.choice) }
                }
                { best_solution(best) }
            </div>
        }
    }

    fn legend() -> Vec<Key> {
        vec![
            ("taken", "✓", t(KnapsackText::LegendTaken)),
            ("left", "–", t(KnapsackText::LegendLeft)),
            ("bound", "→", t(KnapsackText::LegendNext)),
            ("cut", "½", t(KnapsackText::LegendCut)),
        ]
    }

    /// The settings card's own fields: the items and capacity, a random instance, Levitin's, the
    /// bound and the comparison.
    fn fields(page: &SearchPage<Knapsack>, act: &Act) -> Html {
        let settings = page.settings();
        let (values, weights, capacity) = texts(&settings.instance);
        let field = |label, testid, value, wide| FormField { label: t(label), testid, value, wide };
        let form = vec![
            field(KnapsackText::ValuesField, "values", values, true),
            field(KnapsackText::WeightsField, "weights", weights, true),
            field(KnapsackText::CapacityField, "capacity", capacity, false),
        ];
        let on_apply = act.reform(|texts: Vec<String>| {
            let [v, w, cap]: [String; 3] = texts.try_into().unwrap_or_default();
            SearchAction::Change(KnapsackChange::Items(v, w, cap))
        });
        let on_random =
            act.reform(|(n, seed)| SearchAction::Change(KnapsackChange::Random(n, seed)));
        let on_textbook =
            act.reform(|_: MouseEvent| SearchAction::Change(KnapsackChange::Textbook));
        let bound_name = |bound| match bound {
            Bound::Simple => t(KnapsackText::BoundSimple),
            Bound::Fractional => t(KnapsackText::BoundFractional),
        };
        html! { <>
            <InstanceForm fields={form} {on_apply} />
            <RandomField label={t(KnapsackText::RandomItems)} range={(1, MAX_ITEMS)} start={usize::from(RANDOM_ITEMS)} {on_random} />
            <button type="button" data-testid="textbook" disabled={settings.is_textbook()} onclick={on_textbook}>
                { t(OptimumText::TextbookButton) }</button>
            <div class="wide">{ choice_field(t(KnapsackText::BoundField), "bound", settings.bound, bound_name, on_change(act, KnapsackChange::Bound)) }</div>
            { compare_field(settings.compare, on_change(act, KnapsackChange::Compare)) }
        </> }
    }

    fn explanation(page: &SearchPage<Knapsack>, _: &Act) -> Html {
        let bound = t(match page.settings().bound {
            Bound::Simple => KnapsackText::ExplainSimple,
            Bound::Fractional => KnapsackText::ExplainFractional,
        });
        html! {
            <section class="card explain">
                <h2>{ t(KnapsackText::HowBb) }</h2>
                <p>{ t(KnapsackText::ExplainOrder) }</p>
                <p>{ bound }</p>
                <p>{ t(KnapsackText::ExplainKill) }</p>
            </section>
        }
    }

    fn practice_options(page: &SearchPage<Knapsack>, act: &Act) -> Html {
        drill_field(page, act, t(BranchText::DrillAsk), Drill::name)
    }
}

/// The knapsack page, for the URL's query `pairs` with the shell's `notices` (the program in
/// `programs/src/bin/knapsack.rs` hands it to the shell): a random instance without a seed gets a
/// fresh one.
pub fn page(pairs: &[(String, String)], notices: Vec<String>) -> Html {
    crate::ui::page::page::<Knapsack>(&crate::ui::branch::optimum::seeded(pairs), notices)
}
