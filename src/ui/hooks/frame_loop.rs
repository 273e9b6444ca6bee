//! A `requestAnimationFrame` loop that reports the milliseconds between frames until dropped.

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;

type FrameClosure = Closure<dyn FnMut(f64)>;

/// A running animation-frame loop; dropping it cancels the next frame.
pub struct FrameLoop {
    handle: Rc<Cell<i32>>,
    closure: Rc<RefCell<Option<FrameClosure>>>,
}

fn request(closure: &FrameClosure) -> i32 {
    web_sys::window()
        .and_then(|w| w.request_animation_frame(closure.as_ref().unchecked_ref()).ok())
        .unwrap_or(0)
}

impl FrameLoop {
    /// Calls `on_frame(ms since the previous frame)` once a frame.
    pub fn start(on_frame: impl Fn(f64) + 'static) -> FrameLoop {
        let handle = Rc::new(Cell::new(0));
        let closure: Rc<RefCell<Option<FrameClosure>>> = Rc::new(RefCell::new(None));
        let last = Cell::new(None::<f64>);
        let (next_handle, next_closure) = (handle.clone(), Rc::downgrade(&closure));
        *closure.borrow_mut() = Some(Closure::new(move |time: f64| {
            let ms = last.replace(Some(time)).map_or(0.0, |previous| (time - previous).min(250.0));
            on_frame(ms);
            if let Some(closure) = next_closure.upgrade() {
                if let Some(closure) = closure.borrow().as_ref() {
                    next_handle.set(request(closure));
                }
            }
        }));
        handle.set(request(closure.borrow().as_ref().expect("just set")));
        FrameLoop { handle, closure }
    }
}

impl Drop for FrameLoop {
    fn drop(&mut self) {
        if let Some(window) = web_sys::window() {
            let _ = window.cancel_animation_frame(self.handle.get());
        }
        self.closure.borrow_mut().take();
    }
}
