//! The n-queens page's explanation of bounding: how many placements there would be without it.

use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::say;
use crate::model::i18n::t;
use crate::model::status::{fixed, format_count};
use crate::problems::queens::model::text::QueensText;
use yew::prelude::*;

/// A large number, exactly while it fits, else in scientific notation.
fn big(x: f64) -> String {
    if x < 1e15 {
        format_count(x as u64)
    } else {
        let exponent = x.log10().floor() as i32;
        format!("{} × 10^{exponent}", fixed(x / 10f64.powi(exponent), 2))
    }
}

/// Why bounding matters, with this board's numbers.
pub fn explanation(n: u16, nodes: u64) -> Html {
    let all = (n as f64).powi(n as i32);
    let perms: f64 = (1..=n).map(f64::from).product();
    html! { <>
        <p>{ t(QueensText::ExplainStart) }<em>{ t(QueensText::BoundingFunction) }</em>
           { t(QueensText::ExplainRejects) }<sub>{ "i" }</sub>{ " − x" }<sub>{ "k" }</sub>{ t(QueensText::ExplainEnd) }</p>
        <p>{ t(QueensText::ExplainPrune) }</p>
        <dl class="compare">
            <div><dt>{ say(QueensText::EveryPlacement, &[("n", &n)]) }</dt><dd>{ big(all) }</dd></div>
            <div><dt>{ say(QueensText::OneQueenPerColumn, &[("n", &n)]) }</dt><dd>{ big(perms) }</dd></div>
            <div><dt>{ t(BacktrackingText::NodesGenerated) }</dt><dd>{ format_count(nodes) }</dd></div>
        </dl>
    </> }
}
