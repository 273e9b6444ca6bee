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

/// How the sheet's frames stand.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Frames {
    /// How many hold a question that is ready and has been frozen (its program let go).
    pub ready: usize,
    /// The frames whose question failed (its search or its program), as `(number, answer)`.
    pub failed: Vec<(u32, bool)>,
}

/// Sets each frame's height to its page's, freezes each frame whose question is ready (see
/// [`freeze`]), and says how they stand.
pub fn fit_frames() -> Frames {
    let mut frames = Frames::default();
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return frames };
    let Ok(list) = document.query_selector_all(FRAMES) else { return frames };
    for i in 0..list.length() {
        let Some(frame) = list.get(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) else {
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
        let has = |selector: &str| inner.query_selector(selector).ok().flatten().is_some();
        let frozen = frame.has_attribute("srcdoc");
        if has("[data-testid=quiz-print][data-ready=true]") {
            if !frozen {
                freeze(&frame, &inner);
            } else if !has("script") {
                // The copy has replaced the live page (which has its loader's scripts).
                frames.ready += 1;
            }
        } else if has("[data-testid=quiz-print][data-failed=true]") || has(".load-failure") {
            let number = frame.get_attribute("data-number").and_then(|n| n.parse().ok());
            let answer = frame.get_attribute("data-answer").as_deref() == Some("true");
            frames.failed.extend(number.map(|n| (n, answer)));
        }
    }
    frames
}

/// Replaces a ready question's live page by a copy of it without its scripts, so that its
/// program and its worker are let go: a sheet of 20 questions and their answers would otherwise
/// keep 40 programs alive, and a browser runs out of memory for more after a few sheets. The
/// copy is counted ready once it has loaded (the frame's document is then the copy).
fn freeze(frame: &web_sys::Element, inner: &web_sys::Document) {
    let Some(root) = inner.document_element() else { return };
    let Ok(copy) = root.clone_node_with_deep(true) else { return };
    let copy = copy.unchecked_into::<web_sys::Element>();
    if let Ok(scripts) = copy.query_selector_all("script") {
        for i in 0..scripts.length() {
            if let Some(script) = scripts.get(i) {
                script.unchecked_into::<web_sys::Element>().remove();
            }
        }
    }
    let _ = frame.set_attribute("srcdoc", &format!("<!DOCTYPE html>{}", copy.outer_html()));
}

/// Loads the frame of question `number` (or its answer) again, after it failed.
pub fn reload_frame(number: u32, answer: bool) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let selector = format!("{FRAMES}[data-number=\"{number}\"][data-answer=\"{answer}\"]");
    if let Some(frame) = document.query_selector(&selector).ok().flatten() {
        if let Some(src) = frame.get_attribute("src") {
            let _ = frame.set_attribute("src", &src);
        }
    }
}

/// Opens the browser's print dialog.
pub fn print() {
    if let Some(window) = web_sys::window() {
        let _ = window.print();
    }
}
