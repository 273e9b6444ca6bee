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
    let options = T::all().map(|value| (value.slug(), AttrValue::from(name(value).to_string())));
    let onchange = on_change.reform(move |slug: String| T::from_slug(&slug).unwrap_or(chosen));
    html! {
        <label>{ label }
            <ChosenSelect {testid} chosen={chosen.slug()} options={options.collect::<Vec<_>>()} {onchange} />
        </label>
    }
}

/// Props of [`ChosenSelect`].
#[derive(Properties, PartialEq)]
struct ChosenSelectProps {
    /// Its `data-testid`.
    testid: &'static str,
    /// The option shown: the page's value, not the last one picked.
    chosen: &'static str,
    /// Each option's value and name.
    options: Vec<(&'static str, AttrValue)>,
    /// Gets the value picked.
    onchange: Callback<String>,
}

/// A select that always shows the page's value: a pick goes to the page and the select shows
/// the page's answer, so a value the page refuses does not stay on show (a browser stops
/// following the options' `selected` attributes once the user has picked one).
#[component]
fn ChosenSelect(props: &ChosenSelectProps) -> Html {
    let select = use_node_ref();
    {
        let select = select.clone();
        use_effect_with(props.chosen, move |&chosen| {
            if let Some(select) = select.cast::<HtmlSelectElement>() {
                select.set_value(chosen);
            }
        });
    }
    let (chosen, emit) = (props.chosen, props.onchange.clone());
    let onchange = Callback::from(move |e: Event| {
        let select = e.target_unchecked_into::<HtmlSelectElement>();
        let picked = select.value();
        select.set_value(chosen);
        emit.emit(picked);
    });
    html! {
        <select ref={select} data-testid={props.testid} {onchange}>
            { for props.options.iter().map(|(slug, name)| html! {
                <option value={*slug} selected={*slug == chosen}>{ name.clone() }</option>
            }) }
        </select>
    }
}
