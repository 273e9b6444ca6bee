//! The practice card's choice of drills on a branch-and-bound page: which live node is expanded
//! next, or the cost of the next child ([`Drill`]).

use crate::model::branch::practice::Drill;
use crate::model::branch::text::BranchText;
use crate::model::i18n::t;
use crate::model::page::{SearchAction, SearchPage};
use crate::ui::page::SearchView;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The drill list (`data-testid=practice-drill`, its options' values the drills' slugs).
pub fn drill_select<P: SearchView<Drill = Drill>>(
    page: &SearchPage<P>,
    act: &Callback<SearchAction<P>>,
) -> Html {
    let drill = page.drill();
    let on_drill = act.reform(|e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        SearchAction::Drill(Drill::ALL.into_iter().find(|d| d.slug() == value).unwrap_or_default())
    });
    html! {
        <label class="drill">{ t(BranchText::DrillAsk) }
            <select data-testid="practice-drill" onchange={on_drill}>
                { for Drill::ALL.iter().map(|d| html! {
                    <option value={d.slug()} selected={*d == drill}>{ d.name() }</option>
                }) }
            </select>
        </label>
    }
}
