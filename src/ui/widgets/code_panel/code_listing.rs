//! [`CodeListing`]: the running search as numbered pseudo-code (or in plain words), with the
//! line of the last event highlighted and its variables.

use crate::model::code::{CodeState, Program};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::t;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`CodeListing`], and of the [`CodePanel`](super::CodePanel) it stands in.
#[derive(Properties, PartialEq)]
pub struct CodeListingProps {
    /// The search's pseudo-code.
    pub program: Rc<Program>,
    /// What to highlight and list for the state on screen.
    pub state: CodeState,
}

/// The code and its variables, with the line of the last event highlighted.
#[component]
pub fn CodeListing(props: &CodeListingProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let plain = use_state(|| false);
    let toggle = {
        let plain = plain.clone();
        Callback::from(move |_: MouseEvent| plain.set(!*plain))
    };
    let state = &props.state;
    let lines = props.program.lines.iter().enumerate().map(|(i, line)| {
        let number = i + 1;
        let active = state.line == Some(number);
        html! {
            <li data-testid="code-line" data-line={number.to_string()}
                data-event={line.emits.map(|kind| kind.slug())}
                data-active={if active { "true" } else { "false" }}
                aria-current={active.then_some("step")}
                class={classes!(format!("indent-{}", line.indent), active.then_some("active"))}>
                <span class="line-number" aria-hidden="true">{ number }</span>
                if *plain { <span>{ line.plain }</span> } else { <code>{ line.code }</code> }
            </li>
        }
    });
    html! { <>
        <div class="card-head">
            <h2>{ props.program.name }</h2>
            <button type="button" class="small" data-testid="code-view" aria-pressed={(*plain).to_string()}
                onclick={toggle}>{ t(CommonText::PlainWords) }</button>
        </div>
        <ol class="code" aria-label={t(if *plain { CommonText::AlgorithmInPlainWords } else { CommonText::PseudoCode })}>
            { for lines }
        </ol>
        if !state.variables.is_empty() {
            <h3>{ t(CommonText::Variables) }</h3>
            <dl class="variables">
                { for state.variables.iter().map(|v| html! { <>
                    <dt><code>{ v.name }</code></dt><dd>{ v.value.clone() }</dd>
                </> }) }
            </dl>
        }
    </> }
}
