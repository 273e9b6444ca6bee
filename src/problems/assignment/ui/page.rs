//! The job assignment page: what the assignment adds to the search page — the board (the cost
//! matrix marked for the node in view, its lower bound term by term, and the best assignment
//! so far), the settings fields, the drills and the explanation.

use super::cost_table::CostTable;
use crate::model::branch::next_child::state_of;
use crate::model::branch::optimum::text::OptimumText;
use crate::model::branch::practice::Drill;
use crate::model::branch::text::BranchText;
use crate::model::i18n::{say, t};
use crate::model::page::{SearchAction, SearchPage};
use crate::problems::assignment::core::{Assigned, MAX_PEOPLE, MIN_PEOPLE};
use crate::problems::assignment::model::settings::{
    person, AssignmentChange, AssignmentSettings, RANDOM_PEOPLE,
};
use crate::problems::assignment::model::status::{best_jobs, bound_sum, decision_text, jobs_text};
use crate::problems::assignment::model::text::AssignmentText;
use crate::problems::assignment::Assignment;
use crate::ui::branch::optimum::instance_form::{FormField, InstanceForm, RandomField};
use crate::ui::branch::optimum::{best_solution, compare_field, seeded};
use crate::ui::page::drill_field::drill_field;
use crate::ui::page::{on_change, BoardView, SearchView};
use crate::ui::widgets::legend::Key;
use yew::prelude::*;

/// The page's actions.
type Act = Callback<SearchAction<Assignment>>;

/// The node in view and its bound, term by term (`data-testid=term` for each person:
/// `data-person`, `data-job` from 1, `data-cost`, `data-given`).
fn terms(settings: &AssignmentSettings, node: u32, parent: u32, assigned: &Assigned) -> Html {
    let tree = settings.tree();
    let n = settings.costs.len();
    let head = if parent == 0 {
        say(OptimumText::SummaryRoot, &[("node", &node)])
    } else {
        say(
            OptimumText::SummaryChild,
            &[("node", &node), ("decision", &decision_text(assigned, n))],
        )
    };
    let lb = tree.lower_bound(assigned);
    let each = tree.terms(assigned).into_iter().enumerate().map(|(k, term)| {
        let key = if term.given { AssignmentText::TermGiven } else { AssignmentText::TermLeast };
        let args: [(&str, &dyn std::fmt::Display); 3] = [("person", &person(k)), ("job", &(term.job + 1)), ("cost", &term.cost)];
        html! {
            <li data-testid="term" data-person={person(k).to_string()} data-job={(term.job + 1).to_string()}
                data-cost={term.cost.to_string()} data-given={term.given.to_string()} class={classes!(term.given.then_some("given"))}>
                { say(key, &args) }
            </li>
        }
    });
    html! {
        <div class="node-summary" data-testid="node-summary" data-node={node.to_string()} data-lb={lb.to_string()}>
            <p><strong>{ head }</strong>{ " " }{ say(AssignmentText::LowerBound, &[("sum", &bound_sum(&tree, assigned))]) }</p>
            <ol class="terms">{ for each }</ol>
        </div>
    }
}

impl SearchView for Assignment {
    /// The board of a search of the job assignment.
    fn board(view: BoardView<'_, Assignment>) -> Html {
        let settings: &AssignmentSettings = view.page.settings();
        let trail = view.trail;
        let tree = settings.tree();
        let shown = trail
            .in_view()
            .and_then(|n| Some((n, state_of(&tree, trail, n)?.0, trail.node(n)?.parent)));
        let best = best_jobs(settings, trail).map(|best| {
            let value: Vec<String> = best.jobs().iter().map(|job| (job + 1).to_string()).collect();
            let args: [(&str, &dyn std::fmt::Display); 2] =
                [("jobs", &jobs_text(best.jobs())), ("cost", &best.cost())];
            (value.join(","), say(AssignmentText::BestText, &args))
        });
        html! {
            <div class="assignment-board" data-testid="board">
                <CostTable costs={settings.costs.clone()} assigned={shown.map(|(_, assigned, _)| assigned)} />
                if let Some((n, assigned, parent)) = shown {
                    { terms(settings, n, parent, &assigned) }
                }
                if !view.paper {
                    { best_solution(best) }
                }
            </div>
        }
    }

    fn legend() -> Vec<Key> {
        vec![
            ("assigned", "✓", t(AssignmentText::LegendAssigned)),
            ("least", "○", t(AssignmentText::LegendLeast)),
            ("gone", "n", t(AssignmentText::LegendGone)),
        ]
    }

    /// The settings card's own fields: the costs, random costs, Levitin's and the comparison.
    fn fields(page: &SearchPage<Assignment>, act: &Act) -> Html {
        let settings = page.settings();
        let form = vec![FormField {
            label: t(AssignmentText::CostsField),
            testid: "costs",
            value: settings.costs.matrix().to_text(),
            wide: true,
        }];
        let on_apply = act.reform(|texts: Vec<String>| {
            SearchAction::Change(AssignmentChange::Costs(
                texts.into_iter().next().unwrap_or_default(),
            ))
        });
        let on_random =
            act.reform(|(n, seed)| SearchAction::Change(AssignmentChange::Random(n, seed)));
        let on_textbook =
            act.reform(|_: MouseEvent| SearchAction::Change(AssignmentChange::Textbook));
        html! { <>
            <InstanceForm fields={form} {on_apply} />
            <RandomField label={t(AssignmentText::RandomPeople)} range={(MIN_PEOPLE, MAX_PEOPLE)}
                start={usize::from(RANDOM_PEOPLE)} {on_random} />
            <button type="button" data-testid="textbook" disabled={settings.is_textbook()} onclick={on_textbook}>
                { t(OptimumText::TextbookButton) }</button>
            { compare_field(settings.compare, on_change(act, AssignmentChange::Compare)) }
        </> }
    }

    fn explanation(_: &SearchPage<Assignment>, _: &Act) -> Html {
        html! {
            <section class="card explain">
                <h2>{ t(AssignmentText::HowBb) }</h2>
                <p>{ t(AssignmentText::ExplainOrder) }</p>
                <p>{ t(AssignmentText::ExplainBound) }</p>
                <p>{ t(AssignmentText::ExplainKill) }</p>
            </section>
        }
    }

    fn practice_options(page: &SearchPage<Assignment>, act: &Act) -> Html {
        drill_field(page, act, t(BranchText::DrillAsk), Drill::name)
    }
}

/// The job assignment page, for the URL's query `pairs` with the shell's `notices` (the program in
/// `programs/src/bin/assignment.rs` hands it to the shell): random costs without a seed get a fresh
/// one.
pub fn page(pairs: &[(String, String)], notices: Vec<String>) -> Html {
    crate::ui::page::page::<Assignment>(&seeded(pairs), notices)
}
