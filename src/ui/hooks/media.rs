//! [`use_media_query`]: whether a CSS media query matches, re-rendering when that changes.

use wasm_bindgen::prelude::*;
use web_sys::MediaQueryList;
use yew::prelude::*;

/// The width below which pages use their phone layout (it matches the stylesheet's).
pub const PHONE_QUERY: &str = "(max-width: 719px)";

/// The width from which search pages use their lecture layout: the player above the board and
/// the code beside it, all within a laptop's height (it matches the stylesheet's).
pub const LECTURE_QUERY: &str = "(min-width: 1200px)";

/// Whether `query` matches now; the component re-renders when it starts or stops matching.
#[hook]
pub fn use_media_query(query: &'static str) -> bool {
    let list =
        use_memo((), |_| web_sys::window().and_then(|w| w.match_media(query).ok().flatten()));
    let matches = use_state(|| list.as_ref().as_ref().is_some_and(MediaQueryList::matches));
    {
        let matches = matches.clone();
        use_effect_with(list, move |list| {
            let listener = list.as_ref().as_ref().map(|list| {
                let watched = list.clone();
                let on_change = Closure::<dyn FnMut()>::new(move || matches.set(watched.matches()));
                list.set_onchange(Some(on_change.as_ref().unchecked_ref()));
                (list.clone(), on_change)
            });
            move || {
                if let Some((list, _on_change)) = listener {
                    list.set_onchange(None);
                }
            }
        });
    }
    *matches
}
