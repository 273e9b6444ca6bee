//! A `setInterval` timer that reports the milliseconds between its ticks until dropped.

use crate::model::status::bounded;
use crate::ui::dom;
use std::cell::Cell;
use wasm_bindgen::prelude::*;

/// A running interval; dropping it stops it.
pub struct Interval {
    id: Option<i32>,
    _tick: Closure<dyn FnMut()>,
}

impl Interval {
    /// Calls `on_tick(ms since the previous tick)` every `period_ms`. A tick never reports more
    /// than `period_ms`: a hidden tab's throttled timer must not make time jump.
    pub fn start(period_ms: i32, on_tick: impl Fn(f64) + 'static) -> Interval {
        let last = Cell::new(dom::now_ms());
        let tick = Closure::<dyn FnMut()>::new(move || {
            let now = dom::now_ms();
            on_tick(bounded(now - last.replace(now), 0.0, period_ms as f64));
        });
        let id = web_sys::window().and_then(|w| {
            w.set_interval_with_callback_and_timeout_and_arguments_0(
                tick.as_ref().unchecked_ref(),
                period_ms,
            )
            .ok()
        });
        Interval { id, _tick: tick }
    }
}

impl Drop for Interval {
    fn drop(&mut self) {
        if let (Some(window), Some(id)) = (web_sys::window(), self.id) {
            window.clear_interval_with_handle(id);
        }
    }
}
