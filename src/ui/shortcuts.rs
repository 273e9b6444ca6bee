//! The player's keyboard shortcuts, the same on every page: Space play/pause, → step,
//! ← step back, Esc stop.

use super::dom;
use crate::player::Input;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// Registers the player's keyboard shortcuts on the document while the page is shown.
#[hook]
pub fn use_player_shortcuts(input: Callback<Input>) {
    use_effect_with((), move |_| {
        let listener = Closure::<dyn FnMut(KeyboardEvent)>::new(move |e: KeyboardEvent| {
            let event: &web_sys::Event = e.as_ref();
            let tag = dom::target_tag(event);
            if e.ctrl_key()
                || e.alt_key()
                || e.meta_key()
                || matches!(tag.as_str(), "input" | "select" | "textarea")
            {
                return;
            }
            let key = e.key();
            let in_board = dom::target_within(event, "[role=grid]");
            let command = match key.as_str() {
                " " if tag != "button" && !in_board => Input::TogglePlay,
                "ArrowRight" if !in_board => Input::Step,
                "ArrowLeft" if !in_board => Input::StepBack,
                "Escape" => Input::Stop,
                _ => return,
            };
            e.prevent_default();
            input.emit(command);
        });
        let document = web_sys::window().and_then(|w| w.document());
        if let Some(d) = &document {
            let _ =
                d.add_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
        }
        move || {
            if let Some(d) = document {
                let _ = d.remove_event_listener_with_callback(
                    "keydown",
                    listener.as_ref().unchecked_ref(),
                );
            }
        }
    });
}
