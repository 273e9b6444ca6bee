//! [`CallStack`]: the recursion's active calls, innermost first.

use crate::model::code::CodeState;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{say, t};
use crate::model::status::format_count;
use yew::prelude::*;

/// Props of [`CallStack`].
#[derive(Properties, PartialEq)]
pub struct CallStackProps {
    /// The frames to list.
    pub state: CodeState,
}

/// The recursion's active calls, innermost first.
#[component]
pub fn CallStack(props: &CallStackProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let state = &props.state;
    if state.frames.is_empty() {
        return html! { <p class="hint">{ t(CommonText::CallStackEmpty) }</p> };
    }
    html! { <>
        <ol class="stack" tabindex="0" aria-label={t(CommonText::CallStackLabel)}>
            // Keyed by depth: a call or a return inserts or removes one item instead of
            // rewriting every item below it.
            { for state.frames.iter().map(|f| html! {
                <li key={f.depth} data-testid="stack-frame" data-depth={f.depth.to_string()}>
                    <code>{ f.call.clone() }</code><span>{ f.at.clone() }</span>
                </li>
            }) }
        </ol>
        if state.hidden_frames > 0 {
            <p class="hint">{ say(CommonText::CallStackHidden, &[("n", &format_count(state.hidden_frames as u64))]) }</p>
        }
    </> }
}
