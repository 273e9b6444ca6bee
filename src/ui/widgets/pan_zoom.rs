//! How a tree's view moves ([`use_pan_zoom`]): a drag with the mouse pans it (a finger pans it
//! as the browser scrolls), Ctrl + wheel or a pinch zooms it about the pointer, the keys `+`,
//! `−` and `0` zoom in, out and to fit, and the zoom buttons ([`PanZoom::tools`]) do the same.

use crate::model::i18n::common::CommonText;
use crate::model::i18n::t;
use crate::model::status::bounded;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The smallest zoom (a tree of a few hundred slots fits a phone).
const MIN_ZOOM: f64 = 0.1;
/// The largest zoom.
const MAX_ZOOM: f64 = 2.5;
/// How much one press of a zoom button or key zooms.
const STEP: f64 = 1.25;
/// How far a mouse moves, in pixels, before a press becomes a drag.
const DRAG_FROM: f64 = 4.0;

/// The pointers on the view, and what the view was when the gesture began.
#[derive(Default)]
struct Gesture {
    /// Each pointer down on the view: its id and where it is.
    pointers: Vec<(i32, f64, f64)>,
    /// Where the first pointer went down, and the view's scroll then.
    start: Option<(f64, f64, f64, f64)>,
    /// The distance between two fingers and the zoom when the pinch began.
    pinch: Option<(f64, f64)>,
    /// Whether the mouse has moved far enough to pan.
    dragging: bool,
}

/// Where a zoom should leave the view: the point of the drawing (at zoom 1) to keep under the
/// point of the view.
type Anchor = Option<((f64, f64), (f64, f64))>;

/// A tree's view's zoom and its handlers, to spread on its scrolling element.
pub struct PanZoom {
    /// The zoom (1: the drawing's own size).
    pub zoom: f64,
    /// Whether the drawing may shrink to fit its view by itself (down to three quarters): only
    /// until the zoom is chosen.
    pub shrinks: bool,
    /// The zoom buttons: out, in, and to fit.
    pub tools: Html,
    /// A pointer goes down on the view.
    pub onpointerdown: Callback<PointerEvent>,
    /// A pointer moves on the view.
    pub onpointermove: Callback<PointerEvent>,
    /// A pointer goes up or is lost.
    pub onpointerup: Callback<PointerEvent>,
    /// A key on the focused view.
    pub onkeydown: Callback<KeyboardEvent>,
}

/// The zoom that shows the whole drawing, `size` at zoom 1, in `view`.
fn fitting(view: &web_sys::Element, size: (f64, f64)) -> f64 {
    let (w, h) = (f64::from(view.client_width()), f64::from(view.client_height()));
    let fit = if size.0 > 0.0 && size.1 > 0.0 { (w / size.0).min(h / size.1) } else { 1.0 };
    bounded(fit, MIN_ZOOM, 1.0)
}

/// Zooms the view to a zoom, about a point of the view (its middle when `None`).
type ZoomBy = Rc<dyn Fn(f64, Option<(f64, f64)>)>;
/// Zooms the view to show the whole drawing.
type Fit = Rc<dyn Fn()>;

/// The view of a drawing `size` big (at zoom 1) in the element `view`, zoomable and pannable.
#[hook]
pub fn use_pan_zoom(view: NodeRef, size: (f64, f64)) -> PanZoom {
    let zoom = use_state(|| 1.0f64);
    // The zoom as last drawn, for the handlers that outlive a drawing (the wheel's listener).
    let drawn = use_mut_ref(|| 1.0f64);
    *drawn.borrow_mut() = *zoom;
    let chosen = use_state(|| false);
    let anchor: Rc<RefCell<Anchor>> = use_mut_ref(|| None);
    let gesture = use_mut_ref(Gesture::default);
    // After a zoom, the point it was about stays where it was on the screen.
    {
        let (view, anchor) = (view.clone(), anchor.clone());
        use_effect_with(*zoom, move |&zoom| {
            if let (Some(((x, y), (vx, vy))), Some(el)) =
                (anchor.borrow_mut().take(), view.cast::<web_sys::Element>())
            {
                el.set_scroll_left((x * zoom - vx).max(0.0) as i32);
                el.set_scroll_top((y * zoom - vy).max(0.0) as i32);
            }
        });
    }
    let zoom_by: ZoomBy = {
        let (zoom, drawn, view, anchor, chosen) =
            (zoom.clone(), drawn.clone(), view.clone(), anchor.clone(), chosen.clone());
        Rc::new(move |to: f64, at: Option<(f64, f64)>| {
            let Some(el) = view.cast::<web_sys::Element>() else { return };
            chosen.set(true);
            let to = bounded(to, MIN_ZOOM, MAX_ZOOM);
            let (vx, vy) = at.unwrap_or((
                f64::from(el.client_width()) / 2.0,
                f64::from(el.client_height()) / 2.0,
            ));
            let (sx, sy) = (f64::from(el.scroll_left()), f64::from(el.scroll_top()));
            let from = *drawn.borrow();
            *anchor.borrow_mut() = Some((((sx + vx) / from, (sy + vy) / from), (vx, vy)));
            zoom.set(to);
        })
    };
    let fit: Fit = {
        let (view, zoom_by) = (view.clone(), zoom_by.clone());
        Rc::new(move || {
            if let Some(el) = view.cast::<web_sys::Element>() {
                zoom_by(fitting(&el, size), Some((0.0, 0.0)));
            }
        })
    };
    use_wheel_zoom(view.clone(), zoom_by.clone(), drawn);
    PanZoom {
        zoom: *zoom,
        shrinks: !*chosen,
        tools: tools(&zoom_by, &fit, *zoom),
        onpointerdown: pointer_down(gesture.clone(), view.clone(), *zoom),
        onpointermove: pointer_move(gesture.clone(), view, zoom_by.clone()),
        onpointerup: pointer_up(gesture),
        onkeydown: keys(zoom_by, fit, *zoom),
    }
}

/// Ctrl + wheel zooms `view` about the pointer, from the zoom `drawn`: a listener of its own,
/// registered once, since the page's own wheel listeners may not keep the browser from zooming
/// the whole page.
#[hook]
fn use_wheel_zoom(view: NodeRef, zoom_by: ZoomBy, drawn: Rc<RefCell<f64>>) {
    use_effect_with(view.clone(), move |_| {
        let el = view.cast::<web_sys::Element>();
        let wheel = Closure::<dyn Fn(web_sys::WheelEvent)>::new(move |e: web_sys::WheelEvent| {
            if !e.ctrl_key() {
                return;
            }
            e.prevent_default();
            let Some(target) = e.current_target() else { return };
            let rect = target.unchecked_into::<web_sys::Element>().get_bounding_client_rect();
            let at = (f64::from(e.client_x()) - rect.left(), f64::from(e.client_y()) - rect.top());
            let factor = if e.delta_y() < 0.0 { STEP } else { 1.0 / STEP };
            zoom_by(*drawn.borrow() * factor, Some(at));
        });
        let options = web_sys::AddEventListenerOptions::new();
        options.set_passive(false);
        if let Some(el) = &el {
            let _ = el.add_event_listener_with_callback_and_add_event_listener_options(
                "wheel",
                wheel.as_ref().unchecked_ref(),
                &options,
            );
        }
        move || {
            if let Some(el) = el {
                let _ =
                    el.remove_event_listener_with_callback("wheel", wheel.as_ref().unchecked_ref());
            }
        }
    });
}

/// A pointer down on `view`: a mouse's press may become a drag, a second finger a pinch.
fn pointer_down(
    gesture: Rc<RefCell<Gesture>>,
    view: NodeRef,
    current: f64,
) -> Callback<PointerEvent> {
    Callback::from(move |e: PointerEvent| {
        let Some(el) = view.cast::<web_sys::Element>() else { return };
        let mut g = gesture.borrow_mut();
        let (x, y) = (f64::from(e.client_x()), f64::from(e.client_y()));
        g.pointers.retain(|&(id, ..)| id != e.pointer_id());
        g.pointers.push((e.pointer_id(), x, y));
        match g.pointers.as_slice() {
            [_] if e.pointer_type() == "mouse" && e.button() == 0 => {
                let scroll = (f64::from(el.scroll_left()), f64::from(el.scroll_top()));
                g.start = Some((x, y, scroll.0, scroll.1));
                g.dragging = false;
            }
            [(_, x1, y1), (_, x2, y2)] => g.pinch = Some(((x1 - x2).hypot(y1 - y2), current)),
            _ => {}
        }
    })
}

/// A pointer moving on `view`: two fingers zoom it, a pressed mouse pans it.
fn pointer_move(
    gesture: Rc<RefCell<Gesture>>,
    view: NodeRef,
    zoom_by: ZoomBy,
) -> Callback<PointerEvent> {
    Callback::from(move |e: PointerEvent| {
        let Some(el) = view.cast::<web_sys::Element>() else { return };
        let mut g = gesture.borrow_mut();
        let (x, y) = (f64::from(e.client_x()), f64::from(e.client_y()));
        if let Some(p) = g.pointers.iter_mut().find(|p| p.0 == e.pointer_id()) {
            (p.1, p.2) = (x, y);
        }
        if let (Some((d0, z0)), [(_, x1, y1), (_, x2, y2)]) = (g.pinch, g.pointers.as_slice()) {
            let rect = el.get_bounding_client_rect();
            let middle = ((x1 + x2) / 2.0 - rect.left(), (y1 + y2) / 2.0 - rect.top());
            if d0 > 0.0 {
                zoom_by(z0 * (x1 - x2).hypot(y1 - y2) / d0, Some(middle));
            }
            return;
        }
        let Some((x0, y0, sx, sy)) = g.start.filter(|_| e.buttons() & 1 == 1) else { return };
        g.dragging |= (x - x0).hypot(y - y0) > DRAG_FROM;
        if g.dragging {
            el.set_scroll_left((sx - (x - x0)) as i32);
            el.set_scroll_top((sy - (y - y0)) as i32);
        }
    })
}

/// A pointer up, or lost: the gesture it was part of ends.
fn pointer_up(gesture: Rc<RefCell<Gesture>>) -> Callback<PointerEvent> {
    Callback::from(move |e: PointerEvent| {
        let mut g = gesture.borrow_mut();
        g.pointers.retain(|&(id, ..)| id != e.pointer_id());
        if g.pointers.len() < 2 {
            g.pinch = None;
        }
        if g.pointers.is_empty() {
            g.start = None;
        }
    })
}

/// The keys of the focused view: `+` and `−` zoom in and out, `0` fits.
fn keys(zoom_by: ZoomBy, fit: Fit, current: f64) -> Callback<KeyboardEvent> {
    Callback::from(move |e: KeyboardEvent| {
        let factor = match e.key().as_str() {
            "+" | "=" => STEP,
            "-" | "_" => 1.0 / STEP,
            "0" => 0.0,
            _ => return,
        };
        e.prevent_default();
        if factor == 0.0 {
            fit();
        } else {
            zoom_by(current * factor, None);
        }
    })
}

/// The zoom buttons: out, in and to fit.
fn tools(zoom_by: &ZoomBy, fit: &Fit, current: f64) -> Html {
    let button = |factor: f64| {
        let zoom_by = zoom_by.clone();
        Callback::from(move |_: MouseEvent| zoom_by(current * factor, None))
    };
    let on_fit = {
        let fit = fit.clone();
        Callback::from(move |_: MouseEvent| fit())
    };
    html! { <>
        <button type="button" class="ghost" data-testid="zoom-out" onclick={button(1.0 / STEP)} aria-label={t(CommonText::ZoomOut)}>{ "−" }</button>
        <button type="button" class="ghost" data-testid="zoom-in" onclick={button(STEP)} aria-label={t(CommonText::ZoomIn)}>{ "+" }</button>
        <button type="button" class="ghost" data-testid="zoom-fit" onclick={on_fit} title={t(CommonText::ZoomFitTitle)}>{ t(CommonText::ZoomFit) }</button>
    </> }
}
