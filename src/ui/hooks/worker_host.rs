//! Owns the search worker: spawns it from its problem's built worker, `work/<slug>.js` (resolved
//! against `document.baseURI`, so the app works under any public URL), posts messages, and
//! terminates it.

use crate::model::driver::{Command, Input};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{fill, t};
use crate::model::problem::Problem;
use crate::model::protocol::{decode, encode, FromWorker, ToWorker, PROTOCOL_VERSION};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use web_sys::{Blob, BlobPropertyBag, ErrorEvent, MessageEvent, Url, Worker};
use yew::Callback;

/// The running worker and the handlers that keep it talking to the player of a problem `P`.
///
/// A stopped or replaced worker never reaches the page again: its handlers are removed before
/// it is terminated, and every handler also checks that its worker is still the current one
/// (an event the browser queued before the terminate is dropped).
pub struct WorkerHost<P: Problem> {
    worker: Option<Worker>,
    on_input: Callback<Input<P>>,
    /// Which spawn is current; a handler of an older spawn stays silent.
    generation: Rc<Cell<u64>>,
    _on_message: Option<Closure<dyn FnMut(MessageEvent)>>,
    _on_error: Option<Closure<dyn FnMut(ErrorEvent)>>,
}

impl<P: Problem> WorkerHost<P> {
    /// A host with no worker yet; worker messages and crashes go to `on_input`.
    pub fn new(on_input: Callback<Input<P>>) -> Self {
        WorkerHost {
            worker: None,
            on_input,
            generation: Rc::default(),
            _on_message: None,
            _on_error: None,
        }
    }

    /// Carries out the player's commands.
    pub fn run(&mut self, commands: Vec<Command>) {
        for command in commands {
            match command {
                Command::Send(message) => self.post(&message),
                Command::Spawn => {
                    self.terminate();
                    if let Err(e) = self.spawn() {
                        let why = describe(&e);
                        self.on_input.emit(Input::WorkerCrashed(fill(
                            t(CommonText::WorkerNoStart),
                            &[("why", &why)],
                        )));
                    }
                }
                Command::Terminate => self.terminate(),
            }
        }
    }

    fn post(&self, message: &ToWorker) {
        let Some(worker) = &self.worker else {
            return;
        };
        let posted = encode(message)
            .map_err(JsValue::from)
            .and_then(|bytes| worker.post_message(&js_sys::Uint8Array::from(&bytes[..])));
        if let Err(e) = posted {
            let why = describe(&e);
            self.on_input.emit(Input::WorkerCrashed(fill(
                t(CommonText::WorkerPostFailed),
                &[("why", &why)],
            )));
        }
    }

    fn terminate(&mut self) {
        self.generation.set(self.generation.get() + 1);
        if let Some(worker) = self.worker.take() {
            worker.set_onmessage(None);
            worker.set_onerror(None);
            worker.terminate();
        }
    }

    fn spawn(&mut self) -> Result<(), JsValue> {
        let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
        let base = document.base_uri()?.ok_or("no base URI")?;
        let tag = format!("{PROTOCOL_VERSION}-{}", env!("CARGO_PKG_VERSION"));
        let (script, wasm) = (format!("work/{}.js", P::SLUG), format!("work/{}_bg.wasm", P::SLUG));
        let script_url = Url::new_with_base(&format!("{script}?v={tag}"), &base)?.href();
        let wasm_url = Url::new_with_base(&format!("{wasm}?v={tag}"), &base)?.href();
        // A classic worker (wasm-bindgen's `no-modules` script) defines `wasm_bindgen`; load it,
        // then its wasm. A load failure is posted as plain text (the worker's own messages are
        // bytes). The URLs are quoted by the browser's own JSON (Rust's `Debug` quoting would
        // bring Unicode tables).
        let quoted = |url: &str| js_sys::JSON::stringify(&JsValue::from_str(url)).map(String::from);
        let (script_url, wasm_url) = (quoted(&script_url)?, quoted(&wasm_url)?);
        let loader = format!(
            "importScripts({script_url});\n\
             wasm_bindgen({{ module_or_path: {wasm_url} }}).catch(function (e) {{\n\
               postMessage('The search worker could not load: ' + e);\n\
             }});\n"
        );
        let options = BlobPropertyBag::new();
        options.set_type("application/javascript");
        let parts = js_sys::Array::of1(&JsValue::from_str(&loader));
        let blob = Blob::new_with_str_sequence_and_options(&parts, &options)?;
        let blob_url = Url::create_object_url_with_blob(&blob)?;
        let worker = Worker::new(&blob_url);
        Url::revoke_object_url(&blob_url)?;
        let worker = worker?;

        let (mine, generation) = (self.generation.get(), self.generation.clone());
        let current = move || generation.get() == mine;
        let (on_input, is_current) = (self.on_input.clone(), current.clone());
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            if !is_current() {
                return;
            }
            let data = event.data();
            let input = if let Some(load_failure) = data.as_string() {
                Input::WorkerCrashed(load_failure)
            } else {
                let bytes = js_sys::Uint8Array::new(&data).to_vec();
                match decode::<FromWorker<P>>(&bytes) {
                    Ok(message) => Input::Worker(message),
                    Err(e) => Input::WorkerCrashed(fill(
                        t(CommonText::WorkerUnreadable),
                        &[("why", &e.to_string())],
                    )),
                }
            };
            on_input.emit(input);
        });
        let on_input = self.on_input.clone();
        let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
            event.prevent_default();
            if !current() {
                return;
            }
            on_input.emit(Input::WorkerCrashed(fill(
                t(CommonText::WorkerStopped),
                &[("why", &event.message())],
            )));
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        self.worker = Some(worker);
        self._on_message = Some(on_message);
        self._on_error = Some(on_error);
        Ok(())
    }
}

/// A JavaScript error in words: its message (formatting it with `Debug` would bring float
/// formatting into the page's wasm).
fn describe(error: &JsValue) -> String {
    error
        .as_string()
        .or_else(|| error.dyn_ref::<js_sys::Error>().map(|e| String::from(e.message())))
        .unwrap_or_else(|| "an unexpected error".to_string())
}

impl<P: Problem> Drop for WorkerHost<P> {
    fn drop(&mut self) {
        self.terminate();
    }
}
