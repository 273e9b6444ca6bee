//! [`PageIntro`]: the top of a problem page, its title and a short explanation, with its
//! notices.

use crate::model::i18n::Lang;
use crate::ui::widgets::notice::Notice;
use yew::prelude::*;

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
