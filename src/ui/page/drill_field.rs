//! Practice's choice of drills (`data-testid=practice-drill`): which decisions the practice card
//! puts to the learner, on a page whose problem has more than one kind.

use crate::core::slug::Slugged;
use crate::model::page::{SearchAction, SearchPage, SearchProblem};
use crate::ui::widgets::choice_field::choice_field;
use yew::prelude::*;

/// The drill list labelled `label`, the page's drill chosen, each drill named by `name` (its
/// options' values the drills' slugs).
pub fn drill_field<P: SearchProblem<Drill: Slugged>>(
    page: &SearchPage<P>,
    act: &Callback<SearchAction<P>>,
    label: &str,
    name: impl Fn(P::Drill) -> &'static str,
) -> Html {
    let on_drill = act.reform(SearchAction::Drill);
    html! { <div class="drill">{ choice_field(label, "practice-drill", page.drill(), name, on_drill) }</div> }
}
