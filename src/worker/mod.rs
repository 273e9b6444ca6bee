//! The search worker's browser glue: hands the page's bytes to the pure [`WorkerState`] (which
//! starts the run of the page's problem that a job names), posts its answers, and schedules
//! flat-out slices through a `MessageChannel` so that page messages (pause) are handled between
//! slices.

use crate::model::problem::Problem;
use crate::model::runner::{open_one, plain_failure, ready, WorkerState};
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageChannel, MessageEvent};

thread_local! {
    static WORKER: RefCell<Option<WorkerState>> = const { RefCell::new(None) };
    static SLICE_SCHEDULED: Cell<bool> = const { Cell::new(false) };
    static SLICE_CHANNEL: MessageChannel = MessageChannel::new().expect("MessageChannel");
}

fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

/// Milliseconds on the worker's monotonic clock, `performance.now()`: finer than `Date.now()`'s
/// whole milliseconds (a short run's time is a few of them) and never set back.
fn now() -> f64 {
    scope().performance().map_or_else(js_sys::Date::now, |clock| clock.now())
}

/// Posts one message to the page.
fn post(bytes: &[u8]) {
    // The bytes' buffer is handed over to the page, not copied again.
    let array = js_sys::Uint8Array::from(bytes);
    let _ = scope().post_message_with_transfer(&array, &js_sys::Array::of1(&array.buffer()));
}

fn post_all(messages: Vec<Vec<u8>>) {
    messages.iter().for_each(|m| post(m));
}

/// Queues the next flat-out slice behind any page messages already waiting.
fn schedule_slice() {
    let wants = WORKER.with(|r| r.borrow().as_ref().is_some_and(WorkerState::wants_slice));
    if wants && !SLICE_SCHEDULED.replace(true) {
        SLICE_CHANNEL.with(|c| {
            let _ = c.port2().post_message(&JsValue::NULL);
        });
    }
}

fn run_slice() {
    SLICE_SCHEDULED.set(false);
    let messages = WORKER.with(|r| r.borrow_mut().as_mut().map(|w| w.run_slice(&now)));
    let messages = messages.unwrap_or_default();
    post_all(messages);
    schedule_slice();
}

fn on_page_message(event: MessageEvent) {
    let bytes = js_sys::Uint8Array::new(&event.data()).to_vec();
    let messages = WORKER.with(|r| r.borrow_mut().as_mut().map(|w| w.handle(&bytes, now())));
    let messages = messages.unwrap_or_default();
    post_all(messages);
    schedule_slice();
}

/// The entry point of problem `P`'s worker (its page program built with the `worker` feature):
/// installs the panic hook and handlers, then says it is ready.
pub fn start<P: Problem>() {
    WORKER.with(|r| *r.borrow_mut() = Some(WorkerState::new(open_one::<P>)));
    std::panic::set_hook(Box::new(|info| {
        post(&plain_failure(&format!("The search worker crashed: {info}")));
    }));
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(on_page_message);
    scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_slice = Closure::<dyn FnMut(MessageEvent)>::new(|_| run_slice());
    SLICE_CHANNEL.with(|c| c.port1().set_onmessage(Some(on_slice.as_ref().unchecked_ref())));
    on_slice.forget();
    post(&ready());
}
