//! The code panel, the same on every page: the running search as numbered pseudo-code (or in
//! plain words) with the line of the last event highlighted and its variables
//! ([`CodeListing`]), and its call stack ([`CallStack`]); [`CodePanel`] is both in one card, and
//! [`learn_tabs`] both in the phone layout's tabs. A comparison shows [`compared_code`].

pub mod call_stack;
pub mod code_listing;
pub mod compared_code;

use crate::model::code::{CodeState, Program};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::t;
use crate::ui::widgets::tabs::Tab;
use call_stack::CallStack;
use code_listing::{CodeListing, CodeListingProps};
use std::rc::Rc;
use yew::prelude::*;

/// The running search, line by line, with its variables and call stack, in one card (its props
/// are its listing's).
#[component]
pub fn CodePanel(props: &CodeListingProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    html! {
        <section class="card code-card" aria-label={t(CommonText::AlgorithmLineByLine)}>
            <CodeListing program={props.program.clone()} state={props.state.clone()} />
            if props.program.recursive() {
                <h3>{ t(CommonText::CallStack) }</h3>
                <CallStack state={props.state.clone()} />
            }
        </section>
    }
}

/// The phone layout's tabs under the board: the code, the call stack of a search that recurses
/// and, where the page draws one, the state-space tree.
pub fn learn_tabs(program: Rc<Program>, state: CodeState, tree: Option<Html>) -> Vec<Tab> {
    let recursive = program.recursive();
    let mut tabs = vec![Tab {
        key: "code",
        label: t(CommonText::TabCode),
        content: html! { <CodeListing {program} state={state.clone()} /> },
    }];
    if recursive {
        let content = html! { <CallStack {state} /> };
        tabs.push(Tab { key: "stack", label: t(CommonText::TabStack), content });
    }
    tabs.extend(tree.map(|content| Tab { key: "tree", label: t(CommonText::TabTree), content }));
    tabs
}
