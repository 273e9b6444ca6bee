//! What the optimising pages of branch and bound draw the same way: the best solution so far,
//! always in view ([`best_solution`]), the comparison's field, and the
//! instance's own fields: typed, or random from a fresh seed ([`instance_form`]).

pub mod instance_form;

use crate::model::branch::optimum::compare::Compare;
use crate::model::branch::optimum::text::OptimumText;
use crate::model::branch::text::BranchText;
use crate::model::i18n::t;
use crate::ui::widgets::choice_field::choice_field;
use yew::prelude::*;

/// The best solution so far (`data-testid=best-solution`): `best` is its `data-value` and its
/// words, none before the first solution.
pub fn best_solution(best: Option<(String, String)>) -> Html {
    let (value, text) = match best {
        Some((value, text)) => (Some(value), text),
        None => (None, t(OptimumText::BestNone).to_string()),
    };
    let none = value.is_none().then_some("none");
    html! {
        <p class={classes!("best-solution", none)} data-testid="best-solution" data-value={value}>
            <strong>{ t(OptimumText::BestSoFar) }{ ": " }</strong>{ text }
        </p>
    }
}

/// The comparison's field (`data-testid=compare`, its values the comparisons' names in links).
pub fn compare_field(compare: Compare, on_change: Callback<Compare>) -> Html {
    let field =
        choice_field(t(BranchText::CompareField), "compare", compare, Compare::name, on_change);
    html! { <div class="wide">{ field }</div> }
}

/// A link's query with a fresh `seed=` when it asks for a random instance (`n=`) without one,
/// so that the page's own link reproduces the instance.
pub fn seeded(pairs: &[(String, String)]) -> Vec<(String, String)> {
    let mut pairs = pairs.to_vec();
    let has = |key: &str| pairs.iter().any(|(k, _)| k == key);
    if has("n") && !has("seed") {
        pairs.push(("seed".into(), crate::ui::dom::fresh_seed().to_string()));
    }
    pairs
}
