//! [`toggle_keys`]: the keys of a tree's node that folds and unfolds (or opens and closes).

use yew::prelude::*;

/// Enter or Space on the focused node sends `node` to `toggle`, as a click on it does.
pub fn toggle_keys<T: Copy + 'static>(toggle: &Callback<T>, node: T) -> Callback<KeyboardEvent> {
    let toggle = toggle.clone();
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            toggle.emit(node);
        }
    })
}
