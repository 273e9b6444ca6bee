//! The "find the first solution or all of them" field every search page offers.

use crate::core::search::Mode;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The field labelled `label`, showing `mode`, its two choices named `first` and `all`;
/// `on_change` gets the mode chosen.
pub fn mode_field(
    label: &str,
    mode: Mode,
    (first, all): (&str, &str),
    on_change: Callback<Mode>,
) -> Html {
    let onchange = on_change.reform(|e: Event| {
        let slug = e.target_unchecked_into::<HtmlSelectElement>().value();
        Mode::from_slug(&slug).unwrap_or(Mode::First)
    });
    html! {
        <label>{ label }
            <select data-testid="mode" {onchange}>
                <option value="first" selected={mode == Mode::First}>{ first }</option>
                <option value="all" selected={mode == Mode::All}>{ all }</option>
            </select>
        </label>
    }
}
