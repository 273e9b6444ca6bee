//! The knight's searches in words: their names and how each works, for the page's
//! explanation card and the compare sides.

use crate::core::knight::Algorithm;
use crate::model::i18n::t;
use crate::model::knight::text::K;
use yew::prelude::*;

/// How the algorithm works, in two short paragraphs.
pub fn explanation(a: Algorithm) -> Html {
    match a {
        Algorithm::Backtracking => html! { <>
            <p>{ t(K::BtBefore) }<em>{ t(K::BtEm) }</em>{ t(K::BtAfter) }</p>
            <p>{ t(K::BtMore) }</p>
        </> },
        Algorithm::Warnsdorff => html! { <>
            <p>{ t(K::WdBefore) }<em>{ t(K::WdEm) }</em>{ t(K::WdAfter) }</p>
            <p>{ t(K::WdMore) }</p>
        </> },
        Algorithm::WarnsdorffBacktracking => html! { <>
            <p>{ t(K::WbFirst) }</p>
            <p>{ t(K::WbMore) }</p>
        </> },
    }
}
