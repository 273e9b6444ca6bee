//! The browser calls of the teacher's sheet: its frames (same-origin pages) sized to their
//! content and counted when ready, and the browser's print.

use wasm_bindgen::JsCast;

/// The selector of the sheet's frames.
pub const FRAMES: &str = "iframe[data-testid=quiz-frame]";

/// The document inside `frame`, when the page may read it (same origin, loaded). It belongs to
/// the frame's own window, whose `Document` is not this one's, so it is taken as it is: a
/// checked cast (`instanceof`) would always refuse it.
fn inner_document(frame: &web_sys::Element) -> Option<web_sys::Document> {
    let inner = js_sys::Reflect::get(frame, &"contentDocument".into()).ok()?;
    (inner.is_object()).then(|| inner.unchecked_into::<web_sys::Document>())
}

/// Sets each frame's height to its page's, and returns how many frames hold a question that
/// is ready (its search run and its question asked).
pub fn fit_frames() -> usize {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return 0 };
    let Ok(frames) = document.query_selector_all(FRAMES) else { return 0 };
    let mut ready = 0;
    for i in 0..frames.length() {
        let Some(frame) = frames.get(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) else {
            continue;
        };
        let Some(inner) = inner_document(&frame) else { continue };
        let main = inner.query_selector("main").ok().flatten();
        // The frame's element, of the frame's window too: taken as it is.
        if let Some(main) = main.map(|m| m.unchecked_into::<web_sys::HtmlElement>()) {
            let style = format!("height: {}px", main.offset_height() + 4);
            if frame.get_attribute("style").as_deref() != Some(style.as_str()) {
                let _ = frame.set_attribute("style", &style);
            }
        }
        if inner
            .query_selector("[data-testid=quiz-print][data-ready=true]")
            .ok()
            .flatten()
            .is_some()
        {
            ready += 1;
        }
    }
    ready
}

/// Opens the browser's print dialog.
pub fn print() {
    if let Some(window) = web_sys::window() {
        let _ = window.print();
    }
}
