//! The select of an enum a link carries ([`Slugged`]): its options the enum's values in its
//! table's order, each option's value its name in URLs, so that the page and its links agree.

use crate::core::slug::Slugged;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The field labelled `label` (`data-testid` `testid`) choosing a `T`, `chosen` selected and
/// each value named by `name`; `on_change` gets the value picked.
///
/// The select always shows the page's value: a pick goes back to `chosen` at once and the
/// page's answer is drawn as the select's value, so a value the page refuses does not stay on
/// show (a browser stops following the options' `selected` attributes once the user has
/// picked one).
pub fn choice_field<'a, T: Slugged>(
    label: &str,
    testid: &'static str,
    chosen: T,
    name: impl Fn(T) -> &'a str,
    on_change: Callback<T>,
) -> Html {
    let onchange = on_change.reform(move |e: Event| {
        let select = e.target_unchecked_into::<HtmlSelectElement>();
        let picked = T::from_slug(&select.value()).unwrap_or(chosen);
        select.set_value(chosen.slug());
        picked
    });
    html! {
        <label>{ label }
            <select data-testid={testid} ~value={chosen.slug()} {onchange}>
                { for T::all().map(|value| html! {
                    <option value={value.slug()} selected={value == chosen}>{ name(value) }</option>
                }) }
            </select>
        </label>
    }
}
