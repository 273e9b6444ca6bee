//! Whether the page's first frame has been painted, so that what lies below the board can wait
//! for it: on a phone-class CPU the first layout of a whole page is one long task; drawn in two
//! frames (the board, then the rest) it is two short ones (issue 25).

use crate::ui::dom::in_next_task;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// Calls `then` in a task of its own after the next frame is painted: the timeout is set from
/// the frame's animation callback, which runs before that frame's layout and paint.
pub fn after_next_paint(then: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else { return then() };
    let on_frame = Closure::once_into_js(move || in_next_task(then));
    let _ = window.request_animation_frame(on_frame.unchecked_ref());
}

/// False in the component's first render, true from the task after its first frame is painted.
#[hook]
pub fn use_first_paint_done() -> bool {
    let done = use_state(|| false);
    {
        let done = done.clone();
        use_effect_with((), move |_| after_next_paint(move || done.set(true)));
    }
    *done
}
