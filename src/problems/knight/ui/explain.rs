//! The knight's searches in words: their names and how each works, for the page's
//! explanation card and the compare sides.

use crate::problems::knight::core::moves::KNIGHT_MOVES;
use crate::problems::knight::core::Algorithm;
use crate::model::i18n::t;
use crate::problems::knight::model::text::K;
use yew::prelude::*;

/// The fixed order of the knight's eight jumps, numbered around a knight in a 5 × 5 diagram.
pub fn move_order() -> Html {
    let number = |dr: i32, dc: i32| KNIGHT_MOVES.iter().position(|&m| m == (dr, dc)).map(|i| i + 1);
    html! {
        <figure class="move-order" data-testid="move-order">
            <div class="order-grid" role="img" aria-label={t(K::MoveOrderLabel)}>
                { for (-2..=2).flat_map(|dr| (-2..=2).map(move |dc| (dr, dc))).map(|(dr, dc)| html! {
                    <span class={classes!("spot", (dr == 0 && dc == 0).then_some("knight"))}>
                        { match number(dr, dc) {
                            Some(i) => html! { { i } },
                            None if dr == 0 && dc == 0 => html! { { "♞" } },
                            None => html! {},
                        } }
                    </span>
                }) }
            </div>
            <figcaption>{ t(K::MoveOrderCaption) }</figcaption>
        </figure>
    }
}

/// How the algorithm works, in two short paragraphs; `switch` chooses another algorithm (plain
/// backtracking says why Warnsdorff's rule exists and offers it, Warnsdorff offers the way back).
pub fn explanation(a: Algorithm, switch: Callback<Algorithm>) -> Html {
    let offer = |to: Algorithm, label: K| {
        let onclick = switch.reform(move |_: MouseEvent| to);
        html! { <button type="button" data-testid="switch-algo" data-algo={to.slug()} {onclick}>{ t(label) }</button> }
    };
    match a {
        Algorithm::Backtracking => html! { <>
            <p>{ t(K::BtBefore) }<em>{ t(K::BtEm) }</em>{ t(K::BtAfter) }</p>
            <p>{ t(K::BtMore) }</p>
            <p>{ t(K::WhyWarnsdorff) }</p>
            { offer(Algorithm::Warnsdorff, K::TryWarnsdorff) }
        </> },
        Algorithm::Warnsdorff => html! { <>
            <p>{ t(K::WdBefore) }<em>{ t(K::WdEm) }</em>{ t(K::WdAfter) }</p>
            <p>{ t(K::WdMore) }</p>
            { offer(Algorithm::Backtracking, K::BackToBacktracking) }
        </> },
        Algorithm::WarnsdorffBacktracking => html! { <>
            <p>{ t(K::WbFirst) }</p>
            <p>{ t(K::WbMore) }</p>
        </> },
    }
}
