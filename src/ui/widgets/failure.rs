//! [`Failure`]: the box for a failed run, with its message and "Try again".

use crate::model::i18n::common::CommonText;
use crate::model::i18n::{t, Lang};
use yew::prelude::*;

/// Props of [`Failure`].
#[derive(Properties, PartialEq)]
pub struct FailureProps {
    /// What went wrong.
    pub message: String,
    /// Called when the user asks to try again.
    pub on_retry: Callback<()>,
}

/// A failed run: the message and a "Try again" button.
#[component]
pub fn Failure(props: &FailureProps) -> Html {
    use_context::<Lang>();
    let retry = props.on_retry.reform(|_: MouseEvent| ());
    html! {
        <div class="error" role="alert">
            <p>{ &props.message }</p>
            <button type="button" data-testid="try-again" onclick={retry}>{ t(CommonText::TryAgain) }</button>
        </div>
    }
}
