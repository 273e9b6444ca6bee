//! Hooks every problem page uses: its player, autoplay from the URL, and the player's keyboard
//! shortcuts (Space play/pause, → step, ← step back, Esc stop).

use super::dom;
use super::use_driver::{use_driver, DriverHandle};
use crate::player::{Input, Player, Speed};
use crate::protocol::Job;
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

/// A player for `job` at `speed`, with its own worker.
#[hook]
pub fn use_single_player(job: Job, speed: Speed) -> DriverHandle<Player> {
    use_driver(move || {
        let (player, commands) = Player::new(job, speed);
        (player, commands.into_iter().map(|c| (0, c)).collect())
    })
}

/// Plays once on load when the URL says `run=1`; under reduced motion an animated run does not
/// start by itself, and a notice says so.
#[hook]
pub fn use_autoplay(
    run: bool,
    speed: Speed,
    input: Callback<Input>,
    notices: UseStateHandle<Vec<String>>,
) {
    use_effect_with((), move |_| {
        if run && speed != Speed::Max && dom::prefers_reduced_motion() {
            let mut list = (*notices).clone();
            list.push("Reduced motion is on, so the search does not play by itself: press Play or step through it.".into());
            notices.set(list);
        } else if run {
            input.emit(Input::Play);
        }
    });
}
