//! The select of an enum a link carries ([`Slugged`]): its options the enum's values in its
//! table's order, each option's value its name in URLs, so that the page and its links agree.

use crate::core::slug::Slugged;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The field labelled `label` (`data-testid` `testid`) choosing a `T`, `chosen` selected and
/// each value named by `name`; `on_change` gets the value picked.
pub fn choice_field<'a, T: Slugged>(
    label: &str,
    testid: &'static str,
    chosen: T,
    name: impl Fn(T) -> &'a str,
    on_change: Callback<T>,
) -> Html {
    let onchange = on_change.reform(move |e: Event| {
        let slug = e.target_unchecked_into::<HtmlSelectElement>().value();
        T::from_slug(&slug).unwrap_or(chosen)
    });
    html! {
        <label>{ label }
            <select data-testid={testid} {onchange}>
                { for T::all().map(|value| html! {
                    <option value={value.slug()} selected={value == chosen}>{ name(value) }</option>
                }) }
            </select>
        </label>
    }
}
