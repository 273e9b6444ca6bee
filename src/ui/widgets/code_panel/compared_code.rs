//! [`ComparedCode`]: the code panel of a comparison, each side's search line by line.

use super::code_listing::CodeListing;
use crate::model::code::{CodeState, Program};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::t;
use crate::model::page::Side;
use std::rc::Rc;
use yew::prelude::*;

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
        <section class="card code-card compared-code" aria-label={t(CommonText::ComparedCode)}>
            { for props.sides.iter().map(|(side, program, state)| html! {
                <div class="side-code" data-testid="side-code" data-algo={side.slug}>
                    <CodeListing program={Rc::new(program.clone())} state={state.clone()} />
                </div>
            }) }
        </section>
    }
}
