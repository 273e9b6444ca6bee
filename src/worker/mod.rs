//! The search worker's browser glue: decodes page messages, hands them to the pure
//! [`Runner`], posts its answers, and schedules flat-out slices through a
//! `MessageChannel` so that page messages (pause) are handled between slices.

use crate::model::protocol::{decode, encode, FromWorker, ToWorker, PROTOCOL_VERSION};
use crate::model::runner::Runner;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageChannel, MessageEvent};

thread_local! {
    static RUNNER: RefCell<Runner> = RefCell::new(Runner::default());
    static SLICE_SCHEDULED: Cell<bool> = const { Cell::new(false) };
    static SLICE_CHANNEL: MessageChannel = MessageChannel::new().expect("MessageChannel");
}

fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

fn now() -> f64 {
    js_sys::Date::now()
}

/// Posts one message to the page.
fn post(message: &FromWorker) {
    match encode(message) {
        Ok(bytes) => {
            // The bytes' buffer is handed over to the page, not copied again.
            let array = js_sys::Uint8Array::from(&bytes[..]);
            let _ =
                scope().post_message_with_transfer(&array, &js_sys::Array::of1(&array.buffer()));
        }
        Err(e) => web_sys::console::error_1(&format!("cannot encode a worker message: {e}").into()),
    }
}

fn post_all(messages: Vec<FromWorker>) {
    messages.iter().for_each(post);
}

/// Queues the next flat-out slice behind any page messages already waiting.
fn schedule_slice() {
    if RUNNER.with(|r| r.borrow().wants_slice()) && !SLICE_SCHEDULED.replace(true) {
        SLICE_CHANNEL.with(|c| {
            let _ = c.port2().post_message(&JsValue::NULL);
        });
    }
}

fn run_slice() {
    SLICE_SCHEDULED.set(false);
    let messages = RUNNER.with(|r| r.borrow_mut().run_slice(&now));
    post_all(messages);
    schedule_slice();
}

fn on_page_message(event: MessageEvent) {
    let bytes = js_sys::Uint8Array::new(&event.data()).to_vec();
    let messages = match decode::<ToWorker>(&bytes) {
        Ok(message) => RUNNER.with(|r| r.borrow_mut().handle(message, now())),
        Err(e) => {
            vec![FromWorker::Failed { message: format!("The worker got a bad message: {e}") }]
        }
    };
    post_all(messages);
    schedule_slice();
}

/// The worker's entry point: installs the panic hook and handlers, then says it is ready.
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        post(&FromWorker::Failed { message: format!("The search worker crashed: {info}") });
    }));
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(on_page_message);
    scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_slice = Closure::<dyn FnMut(MessageEvent)>::new(|_| run_slice());
    SLICE_CHANNEL.with(|c| c.port1().set_onmessage(Some(on_slice.as_ref().unchecked_ref())));
    on_slice.forget();
    post(&FromWorker::Ready { version: PROTOCOL_VERSION });
}
