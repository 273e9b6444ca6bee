//! The code panel, the same on every page: the running search as numbered pseudo-code (or in
//! plain words) with the line of the last event highlighted and its variables
//! ([`CodeListing`]), and its call stack ([`CallStack`]); [`CodePanel`] is both in one card.

use crate::model::code::{CodeState, Program};
use crate::model::i18n::common::T;
use crate::model::i18n::{say, t};
use crate::model::page::Side;
use crate::model::status::format_count;
use crate::ui::widgets::tabs::Tab;
use std::rc::Rc;
use yew::prelude::*;

/// Props of the code panel's parts.
#[derive(Properties, PartialEq)]
pub struct CodePanelProps {
    /// The search's pseudo-code.
    pub program: Rc<Program>,
    /// What to highlight and list for the state on screen.
    pub state: CodeState,
}

/// The code and its variables, with the line of the last event highlighted.
#[component]
pub fn CodeListing(props: &CodePanelProps) -> Html {
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
                onclick={toggle}>{ t(T::PlainWords) }</button>
        </div>
        <ol class="code" aria-label={t(if *plain { T::AlgorithmInPlainWords } else { T::PseudoCode })}>
            { for lines }
        </ol>
        if !state.variables.is_empty() {
            <h3>{ t(T::Variables) }</h3>
            <dl class="variables">
                { for state.variables.iter().map(|v| html! { <>
                    <dt><code>{ v.name }</code></dt><dd>{ v.value.clone() }</dd>
                </> }) }
            </dl>
        }
    </> }
}

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
        return html! { <p class="hint">{ t(T::CallStackEmpty) }</p> };
    }
    html! { <>
        <ol class="stack" tabindex="0" aria-label={t(T::CallStackLabel)}>
            // Keyed by depth: a call or a return inserts or removes one item instead of
            // rewriting every item below it.
            { for state.frames.iter().map(|f| html! {
                <li key={f.depth} data-testid="stack-frame" data-depth={f.depth.to_string()}>
                    <code>{ f.call.clone() }</code><span>{ f.at.clone() }</span>
                </li>
            }) }
        </ol>
        if state.hidden_frames > 0 {
            <p class="hint">{ say(T::CallStackHidden, &[("n", &format_count(state.hidden_frames as u64))]) }</p>
        }
    </> }
}

/// The running search, line by line, with its variables and call stack, in one card.
#[component]
pub fn CodePanel(props: &CodePanelProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    html! {
        <section class="card code-card" aria-label={t(T::AlgorithmLineByLine)}>
            <CodeListing program={props.program.clone()} state={props.state.clone()} />
            <h3>{ t(T::CallStack) }</h3>
            <CallStack state={props.state.clone()} />
        </section>
    }
}

/// One side of a comparison with its search as pseudo-code and what its code shows now.
pub type SideCode = (Side, Program, CodeState);

/// Props of [`ComparedCode`].
#[derive(Properties, PartialEq)]
pub struct ComparedCodeProps {
    /// Each side, in the order of the comparison.
    pub sides: Vec<SideCode>,
}

/// The code panel of a comparison: each side's search line by line, with the line of its own
/// last event highlighted and its variables, in one card.
#[component]
pub fn ComparedCode(props: &ComparedCodeProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    html! {
        <section class="card code-card compared-code" aria-label={t(T::ComparedCode)}>
            { for props.sides.iter().map(|(side, program, state)| html! {
                <div class="side-code" data-testid="side-code" data-algo={side.slug}>
                    <CodeListing program={Rc::new(program.clone())} state={state.clone()} />
                </div>
            }) }
        </section>
    }
}

/// The phone layout's tabs under the board: the code, the call stack and, where the page draws
/// one, the state-space tree.
pub fn learn_tabs(program: Rc<Program>, state: CodeState, tree: Option<Html>) -> Vec<Tab> {
    let mut tabs = vec![
        Tab {
            key: "code",
            label: t(T::TabCode),
            content: html! { <CodeListing {program} state={state.clone()} /> },
        },
        Tab { key: "stack", label: t(T::TabStack), content: html! { <CallStack {state} /> } },
    ];
    tabs.extend(tree.map(|content| Tab { key: "tree", label: t(T::TabTree), content }));
    tabs
}
