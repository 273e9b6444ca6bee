//! A board's legend: each key's symbol (styled as the board draws it) and what it means.

use crate::model::i18n::common::CommonText;
use crate::model::i18n::t;
use yew::prelude::*;

/// One key of a legend: its class (beside `key`), its symbol, and what it means.
pub type Key = (&'static str, &'static str, &'static str);

/// The legend of `keys`.
pub fn legend(keys: &[Key]) -> Html {
    html! {
        <ul class="legend" aria-label={t(CommonText::Legend)}>
            { for keys.iter().map(|&(class, symbol, meaning)| html! {
                <li><span class={classes!("key", class)}>{ symbol }</span>{ meaning }</li>
            }) }
        </ul>
    }
}
