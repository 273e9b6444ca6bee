//! The select of an enum a link carries ([`Slugged`]): its options the enum's values in its
//! table's order, each option's value its name in URLs, so that the page and its links agree.

use crate::core::slug::Slugged;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The field labelled `label` (`data-testid` `testid`) choosing a `T`, `chosen` selected and
/// each value named by `name`; `on_change` gets the value picked.
///
/// Once the page has drawn its answer to a pick, the select shows the page's value: a value
/// the page refuses does not stay on show (a browser stops following the options' `selected`
/// attributes once the user has picked one).
pub fn choice_field<'a, T: Slugged>(
    label: &str,
    testid: &'static str,
    chosen: T,
    name: impl Fn(T) -> &'a str,
    on_change: Callback<T>,
) -> Html {
    let onchange = Callback::from(move |e: Event| {
        let select = e.target_unchecked_into::<HtmlSelectElement>();
        on_change.emit(T::from_slug(&select.value()).unwrap_or(chosen));
        // The page draws in a task queued by the pick; this one comes after it.
        yew::platform::spawn_local(async move {
            let shown = select.query_selector("option[selected]").ok().flatten();
            if let Some(value) = shown.and_then(|option| option.get_attribute("value")) {
                select.set_value(&value);
            }
        });
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
