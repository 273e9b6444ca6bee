//! The top of a page with its notices about rejected or clamped input, and the box for a
//! failed run.

use crate::model::i18n::common::T;
use crate::model::i18n::{t, Lang};
use yew::prelude::*;

/// Props of [`Notice`].
#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    /// The messages, one per line; nothing is shown when empty.
    pub messages: Vec<String>,
    /// Called when the user dismisses the notice.
    pub on_dismiss: Callback<()>,
}

/// A dismissible list of messages about input the page could not honour.
#[component]
pub fn Notice(props: &NoticeProps) -> Html {
    use_context::<Lang>();
    if props.messages.is_empty() {
        return html! {};
    }
    let dismiss = props.on_dismiss.reform(|_: MouseEvent| ());
    html! {
        <div class="notice" data-testid="notice" role="status">
            <ul>{ for props.messages.iter().map(|m| html! { <li>{ m }</li> }) }</ul>
            <button type="button" class="ghost" onclick={dismiss} aria-label={t(T::Dismiss)}>{ "✕" }</button>
        </div>
    }
}

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
            <button type="button" data-testid="try-again" onclick={retry}>{ t(T::TryAgain) }</button>
        </div>
    }
}

/// Props of [`PageIntro`].
#[derive(Properties, PartialEq)]
pub struct PageIntroProps {
    /// The page's title.
    pub title: &'static str,
    /// One or two sentences on the problem.
    pub text: &'static str,
    /// The page's notices.
    pub notices: Vec<String>,
    /// Called when the user dismisses them.
    pub on_dismiss: Callback<()>,
}

/// The top of a problem page: its title, a short explanation, and any notices.
#[component]
pub fn PageIntro(props: &PageIntroProps) -> Html {
    use_context::<Lang>();
    html! {
        <>
            <div class="intro">
                <h1>{ props.title }</h1>
                <p>{ props.text }</p>
            </div>
            <Notice messages={props.notices.clone()} on_dismiss={props.on_dismiss.clone()} />
        </>
    }
}
