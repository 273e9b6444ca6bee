//! The knight's searches in words: their names and how each works, for the page's
//! explanation card and the compare sides.

use crate::core::slug::Slugged;
use crate::model::i18n::t;
use crate::problems::knight::core::moves::KNIGHT_MOVES;
use crate::problems::knight::core::Algorithm;
use crate::problems::knight::model::text::KnightText;
use yew::prelude::*;

/// The fixed order of the knight's eight jumps, numbered around a knight in a 5 × 5 diagram.
pub fn move_order() -> Html {
    let number = |dr: i32, dc: i32| KNIGHT_MOVES.iter().position(|&m| m == (dr, dc)).map(|i| i + 1);
    html! {
        <figure class="move-order" data-testid="move-order">
            <div class="order-grid" role="img" aria-label={t(KnightText::MoveOrderLabel)}>
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
            <figcaption>{ t(KnightText::MoveOrderCaption) }</figcaption>
        </figure>
    }
}

/// How the algorithm works, in two short paragraphs; `switch` chooses another algorithm (plain
/// backtracking says why Warnsdorff's rule exists and offers it, Warnsdorff offers the way back).
pub fn explanation(a: Algorithm, switch: Callback<Algorithm>) -> Html {
    let offer = |to: Algorithm, label: KnightText| {
        let onclick = switch.reform(move |_: MouseEvent| to);
        html! { <button type="button" data-testid="switch-algo" data-algo={to.slug()} {onclick}>{ t(label) }</button> }
    };
    match a {
        Algorithm::Backtracking => html! { <>
            <p>{ t(KnightText::BtBefore) }<em>{ t(KnightText::BtEm) }</em>{ t(KnightText::BtAfter) }</p>
            <p>{ t(KnightText::BtMore) }</p>
            <p>{ t(KnightText::WhyWarnsdorff) }</p>
            { offer(Algorithm::Warnsdorff, KnightText::TryWarnsdorff) }
        </> },
        Algorithm::Warnsdorff => html! { <>
            <p>{ t(KnightText::WdBefore) }<em>{ t(KnightText::WdEm) }</em>{ t(KnightText::WdAfter) }</p>
            <p>{ t(KnightText::WdMore) }</p>
            { offer(Algorithm::Backtracking, KnightText::BackToBacktracking) }
        </> },
        Algorithm::WarnsdorffBacktracking => html! { <>
            <p>{ t(KnightText::WbFirst) }</p>
            <p>{ t(KnightText::WbMore) }</p>
        </> },
    }
}
