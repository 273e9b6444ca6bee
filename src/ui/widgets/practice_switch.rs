//! [`PracticeSwitch`]: the check box that turns practice on and off, among a page's settings.

use crate::model::i18n::common::CommonText;
use crate::model::i18n::{t, Lang};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`PracticeSwitch`].
#[derive(Properties, PartialEq)]
pub struct PracticeSwitchProps {
    /// Whether practice is on.
    pub enabled: bool,
    /// Turns practice on or off.
    pub on_toggle: Callback<bool>,
}

/// The checkbox that turns practice on and off.
#[component]
pub fn PracticeSwitch(props: &PracticeSwitchProps) -> Html {
    use_context::<Lang>();
    let on_toggle =
        props.on_toggle.reform(|e: Event| e.target_unchecked_into::<HtmlInputElement>().checked());
    html! {
        <label class="check wide"><input type="checkbox" data-testid="practice" checked={props.enabled} onchange={on_toggle} />
            { t(CommonText::PracticeSwitch) }</label>
    }
}
