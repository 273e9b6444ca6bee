//! Small helpers over the browser's window, URL and media queries.

use crate::model::i18n::common::CommonText;
use crate::model::i18n::t;
use crate::model::practice::Score;
use crate::model::shell::page_address;
use wasm_bindgen::JsCast;

/// The page's query string, with its leading `?` (empty if none).
pub fn query() -> String {
    web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default()
}

thread_local! {
    /// What every query the page writes keeps (`&embed=1&lang=id`), set by the shell.
    static KEPT: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// Makes every query the page writes from now on end with `params` (how the page is shown and
/// in which language), and rewrites the current one so.
pub fn keep_params(params: String) {
    let kept = |p: &str| p.starts_with("embed") || p.starts_with("lang");
    let query: Vec<String> = query()
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty() && !kept(p))
        .map(String::from)
        .collect();
    KEPT.with(|k| *k.borrow_mut() = params);
    replace_query(&format!("?{}", query.join("&")));
}

/// What every query the page writes keeps (`&embed=1&lang=id`).
pub fn kept_params() -> String {
    KEPT.with(|kept| kept.borrow().clone())
}

/// Replaces the query string (with the kept parameters) without reloading or adding a history
/// entry, at the page's own address ([`page_address`]).
pub fn replace_query(query: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let address = KEPT.with(|kept| page_address(&format!("{query}{}", kept.borrow())));
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&address));
    }
}

/// Loads the page again at the query `pairs` (each encoded, in order), at the page's own
/// address, in place of this one in the history.
pub fn load_instead(pairs: &[(String, String)]) {
    let (Some(window), Ok(query)) = (web_sys::window(), web_sys::UrlSearchParams::new()) else {
        return;
    };
    for (key, value) in pairs {
        query.append(key, value);
    }
    let _ =
        window.location().replace(&page_address(&format!("?{}", String::from(query.to_string()))));
}

/// The browser's languages, best first (`navigator.languages`).
pub fn browser_languages() -> Vec<String> {
    let Some(window) = web_sys::window() else { return Vec::new() };
    window.navigator().languages().iter().filter_map(|l| l.as_string()).collect()
}

/// Sets the document's language (`<html lang>`), title and meta description.
pub fn set_document_language(code: &str, title: &str, description: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", code);
    }
    document.set_title(title);
    if let Some(meta) = document.query_selector("meta[name=description]").ok().flatten() {
        let _ = meta.set_attribute("content", description);
    }
}

/// Adds `class` to the document's root element (the whole page's look: `embed`).
pub fn add_root_class(class: &str) {
    if let Some(root) =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element())
    {
        root.set_class_name(format!("{} {class}", root.class_name()).trim());
    }
}

/// Enters full screen (the whole page, for projecting), or leaves it.
pub fn is_fullscreen() -> bool {
    let document = web_sys::window().and_then(|w| w.document());
    document.is_some_and(|d| d.fullscreen_element().is_some())
}

/// Enters full screen, or leaves it.
pub fn toggle_fullscreen() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    } else if let Some(root) = document.document_element() {
        let _ = root.request_fullscreen();
    }
}

/// Opens `url` in a new tab.
pub fn open_in_new_tab(url: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.open_with_url_and_target(url, "_blank");
    }
}

/// The document's title.
pub fn title() -> String {
    web_sys::window().and_then(|w| w.document()).map(|d| d.title()).unwrap_or_default()
}

/// The page's full address.
pub fn href() -> String {
    web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default()
}

/// How many workers a split count uses: `asked`, else one per core (at most eight).
pub fn worker_count(asked: Option<u16>) -> usize {
    let cores = web_sys::window().map_or(2.0, |w| w.navigator().hardware_concurrency());
    asked.map_or((cores as usize).clamp(1, 8), usize::from)
}

/// Whether the user asked for reduced motion.
pub fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// Copies `text` to the clipboard (best effort; the browser may refuse).
pub fn copy_to_clipboard(text: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.navigator().clipboard().write_text(text);
    }
}

/// Offers `url` as a file named `name` to download.
pub fn download_url(name: &str, url: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let Ok(link) = document.create_element("a") else { return };
    let Ok(link) = link.dyn_into::<web_sys::HtmlAnchorElement>() else { return };
    link.set_href(url);
    link.set_download(name);
    link.click();
}

/// Offers `text` as a file named `name` of type `mime` to download.
pub fn download_text(name: &str, mime: &str, text: &str) {
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    download_url(name, &url);
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Shows an unrecoverable error over the page, without relying on Yew (which may be the culprit).
pub fn show_fatal_error(message: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = document.body() else { return };
    let Ok(panel) = document.create_element("div") else {
        return;
    };
    panel.set_class_name("fatal");
    let _ = panel.set_attribute("role", "alert");
    let _ = panel.set_attribute("data-testid", "fatal-error");
    let heading = format!("<strong>{}</strong>", t(CommonText::FatalHeading));
    // A plain link to this very page reloads it without any script (none may run inline, and
    // the wasm that panicked is best left alone).
    panel.set_inner_html(&format!(
        "{heading}<pre></pre><a class=\"reload\">{}</a>",
        t(CommonText::ReloadPage)
    ));
    if let Some(pre) = panel.query_selector("pre").ok().flatten() {
        pre.set_text_content(Some(message));
    }
    if let (Some(link), Ok(here)) = (
        panel.query_selector("a").ok().flatten(),
        document.location().map_or(Ok(String::new()), |l| l.href()),
    ) {
        let _ = link.set_attribute("href", &here);
    }
    let _ = body.append_child(&panel);
}

/// The tag name of the element an event targets, in lower case ("" if none).
pub fn target_tag(event: &web_sys::Event) -> String {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .map(|e| e.tag_name().to_ascii_lowercase())
        .unwrap_or_default()
}

/// Whether the event's target lies inside an element matching `selector`.
pub fn target_within(event: &web_sys::Event, selector: &str) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|e| e.closest(selector).ok().flatten())
        .is_some()
}

/// The text stored under `key` in local storage, if any (and if storage is allowed).
pub fn stored(key: &str) -> Option<String> {
    let storage = web_sys::window()?.local_storage().ok().flatten()?;
    storage.get_item(key).ok().flatten()
}

/// Stores `text` under `key` in local storage; whether it was stored (storage may be refused
/// or full: a caller that must say so can).
pub fn store(key: &str, text: &str) -> bool {
    let storage = web_sys::window().and_then(|w| w.local_storage().ok().flatten());
    storage.is_some_and(|storage| storage.set_item(key, text).is_ok())
}

/// Whether local storage keeps what is stored (a probe of its own is written and removed).
pub fn storage_works() -> bool {
    const PROBE: &str = "runut-storage-probe";
    let works = store(PROBE, "1");
    forget(PROBE);
    works
}

/// Removes what is stored under `key` in local storage (a damaged value, dropped).
pub fn forget(key: &str) {
    if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = storage.remove_item(key);
    }
}

/// The best practice score (or the quiz's score) stored under `key`: none if none is stored, and
/// none if the text stored is no score, which is then removed (`.1` says so, for the notice).
pub fn stored_best(key: &str) -> (Option<Score>, bool) {
    match Score::stored(stored(key).as_deref()) {
        Ok(best) => (best, false),
        Err(_) => {
            forget(key);
            (None, true)
        }
    }
}

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// A fresh random seed from the browser's cryptographic generator, below 10⁹ so that links
/// stay short (with the clock as a fallback should the generator be unavailable).
pub fn fresh_seed() -> u64 {
    let mut bytes = [0u8; 4];
    let random = match getrandom::fill(&mut bytes) {
        Ok(()) => u32::from_le_bytes(bytes) as u64,
        Err(_) => now_ms() as u64,
    };
    random % 1_000_000_000
}

/// Moves the keyboard focus to the element with this id, if there is one.
pub fn focus_by_id(id: &str) {
    let element =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(id));
    if let Some(element) = element.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = element.focus();
    }
}

/// Scrolls the page the least it takes to show `element` whole (smoothly unless the user asked
/// for reduced motion): for a panel that has just opened.
pub fn bring_into_view(element: &web_sys::Element) {
    scroll_to(element, web_sys::ScrollLogicalPosition::Nearest);
}

/// Scrolls the page so that `element` starts at the top of the screen (smoothly unless the user
/// asked for reduced motion): for a message about what follows it.
pub fn bring_to_top(element: &web_sys::Element) {
    scroll_to(element, web_sys::ScrollLogicalPosition::Start);
}

/// Scrolls `element` to `block` of the screen.
fn scroll_to(element: &web_sys::Element, block: web_sys::ScrollLogicalPosition) {
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(block);
    let behavior = if prefers_reduced_motion() {
        web_sys::ScrollBehavior::Instant
    } else {
        web_sys::ScrollBehavior::Smooth
    };
    options.set_behavior(behavior);
    element.scroll_into_view_with_scroll_into_view_options(&options);
}

/// The value of the `<select>` an event came from.
pub fn select_value(event: &web_sys::Event) -> Option<String> {
    event.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()).map(|s| s.value())
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// An element, seen only for its `setAttribute` taking any JavaScript value.
    type AttributeOwner;
    #[wasm_bindgen(method, js_name = setAttribute)]
    fn set_attribute(this: &AttributeOwner, name: &str, value: &js_sys::JsString);
}

/// Sets `element`'s attribute `name` to a JavaScript string as it is: a giant text built in JS
/// pieces is not copied back through Rust on the way.
pub fn set_attribute_js(element: &web_sys::Element, name: &str, value: &js_sys::JsString) {
    element.unchecked_ref::<AttributeOwner>().set_attribute(name, value);
}

/// Calls `then` in a task of its own, after the tasks already queued (a zero timeout).
pub fn in_next_task(then: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else { return then() };
    let later = wasm_bindgen::closure::Closure::once_into_js(then);
    let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(later.unchecked_ref(), 0);
}
