//! Hooks the pages use: a single player with its own worker, the player's keyboard shortcuts
//! (Space play/pause, → step, ← step back, Esc stop), keys anywhere in the document, and a
//! ticking clock.

use crate::model::driver::Control;
use crate::model::player::Player;
use crate::model::problem::Problem;
use crate::model::speed::Speed;
use crate::ui::dom;
use crate::ui::hooks::use_driver::{use_driver, DriverHandle};
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// Calls `on_key` for every key pressed anywhere in the document while the page is shown (the
/// latest `on_key` given: the listener is registered once and follows the renders).
#[hook]
pub fn use_document_keydown(on_key: Callback<KeyboardEvent>) {
    use_document_event::<KeyboardEvent>("keydown", on_key);
}

/// What a games' undo key asks for: Ctrl+Z (or ⌘Z) undoes, Ctrl+Y or Ctrl+Shift+Z redoes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UndoKey {
    /// Undo the last move.
    Undo,
    /// Redo the last move undone.
    Redo,
}

/// Registers the games' undo and redo keys (Ctrl+Z; Ctrl+Y or Ctrl+Shift+Z), outside fields.
#[hook]
pub fn use_undo_keys(on_key: Callback<UndoKey>) {
    use_document_keydown(Callback::from(move |e: KeyboardEvent| {
        let tag = crate::ui::dom::target_tag(e.as_ref());
        if !(e.ctrl_key() || e.meta_key())
            || matches!(tag.as_str(), "input" | "select" | "textarea")
        {
            return;
        }
        let key = match e.key().to_ascii_lowercase().as_str() {
            "z" if !e.shift_key() => UndoKey::Undo,
            "z" | "y" => UndoKey::Redo,
            _ => return,
        };
        e.prevent_default();
        on_key.emit(key);
    }));
}

/// Calls `on_event` for every `name` event of the document while the component is shown (the
/// latest `on_event` given: the listener is registered once and follows the renders).
#[hook]
pub fn use_document_event<E: JsCast + 'static>(name: &'static str, on_event: Callback<E>) {
    let current = use_mut_ref(|| on_event.clone());
    *current.borrow_mut() = on_event;
    use_effect_with((), move |_| {
        let listener = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            let on_event = current.borrow().clone();
            on_event.emit(e.unchecked_into());
        });
        let document = web_sys::window().and_then(|w| w.document());
        if let Some(d) = &document {
            let _ = d.add_event_listener_with_callback(name, listener.as_ref().unchecked_ref());
        }
        move || {
            if let Some(d) = document {
                let _ =
                    d.remove_event_listener_with_callback(name, listener.as_ref().unchecked_ref());
            }
        }
    });
}

/// Registers the player's keyboard shortcuts on the document while the page is shown.
#[hook]
pub fn use_player_shortcuts(input: Callback<Control>) {
    use_document_keydown(Callback::from(move |e: KeyboardEvent| {
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
            " " if tag != "button" && tag != "summary" && !in_board => Control::TogglePlay,
            "ArrowRight" if !in_board => Control::Step,
            "ArrowLeft" if !in_board => Control::StepBack,
            "Escape" => Control::Stop,
            _ => return,
        };
        e.prevent_default();
        input.emit(command);
    }));
}

/// A player for `job` at `speed`, with its own worker.
#[hook]
pub fn use_single_player<P: Problem>(job: P::Job, speed: Speed) -> DriverHandle<Player<P>> {
    use_driver(move || {
        let (player, commands) = Player::new(job, speed);
        (player, commands.into_iter().map(|c| (0, c)).collect())
    })
}

/// Re-renders the component every `ms` milliseconds while `active` (a ticking clock).
#[hook]
pub fn use_ticks(ms: i32, active: bool) {
    let update = use_force_update();
    use_effect_with(active, move |&active| {
        let window = web_sys::window();
        let tick = Closure::<dyn FnMut()>::new(move || update.force_update());
        let id = window.as_ref().filter(|_| active).and_then(|w| {
            w.set_interval_with_callback_and_timeout_and_arguments_0(
                tick.as_ref().unchecked_ref(),
                ms,
            )
            .ok()
        });
        move || {
            if let (Some(w), Some(id)) = (window, id) {
                w.clear_interval_with_handle(id);
            }
            drop(tick);
        }
    });
}
