//! [`SettingInput`]: a field for one setting that keeps what the user types until it is used.
//!
//! A plain `<input value=…>` is set back to its `value` whenever the page draws again, and a
//! search page draws again at every step of a running search: text typed into it, not yet
//! used, was lost. This field shows the setting until the user types, then what they typed,
//! until the setting changes.

use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`SettingInput`].
#[derive(Properties, PartialEq)]
pub struct SettingInputProps {
    /// The setting in use, as text.
    pub value: String,
    /// Its `data-testid`.
    pub testid: AttrValue,
    /// Gets the text when the user is done with it (leaves the field, or presses Enter); the
    /// field then shows the setting again (as the page took it). Without it, what the user
    /// typed stays until the setting changes: a form reads its fields when it is sent, after
    /// they have lost the focus to its button.
    #[prop_or_default]
    pub onchange: Option<Callback<String>>,
    /// Whether it holds a whole number (`type=number`, with `min` and `max`), not text.
    #[prop_or_default]
    pub number: bool,
    /// The least number, if any.
    #[prop_or_default]
    pub min: Option<AttrValue>,
    /// The greatest number, if any.
    #[prop_or_default]
    pub max: Option<AttrValue>,
    /// Whether a phone should offer digits for this text (a list of numbers).
    #[prop_or_default]
    pub numeric: bool,
    /// The `<input>` itself, for a form that reads its fields when it is sent.
    #[prop_or_default]
    pub node: NodeRef,
    /// What a screen reader calls it, where no label element does.
    #[prop_or_default]
    pub label: Option<AttrValue>,
    /// The cities (from 1) of the road whose weight it holds (`data-from`, `data-to`).
    #[prop_or_default]
    pub road: Option<(u8, u8)>,
}

/// What the field shows: the setting, or what the user typed over it since it was last set.
struct Draft {
    /// The setting as last drawn.
    setting: String,
    /// Text typed and not yet used.
    typed: Option<String>,
}

/// An `<input>` for one setting; see the module's documentation.
#[component]
pub fn SettingInput(props: &SettingInputProps) -> Html {
    let draft = use_mut_ref(|| Draft { setting: props.value.clone(), typed: None });
    let redraw = use_force_update();
    if draft.borrow().setting != props.value {
        *draft.borrow_mut() = Draft { setting: props.value.clone(), typed: None };
    }
    let shown = draft.borrow().typed.clone().unwrap_or_else(|| props.value.clone());
    let text = |e: &Event| e.target_unchecked_into::<HtmlInputElement>().value();
    let oninput = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| draft.borrow_mut().typed = Some(text(&e)))
    };
    let onchange = props.onchange.clone().map(|on_change| {
        Callback::from(move |e: Event| {
            draft.borrow_mut().typed = None;
            on_change.emit(text(&e));
            // Shown as used: the page may have put it in its own words (or kept the old one).
            redraw.force_update();
        })
    });
    let (kind, inputmode) = match (props.number, props.numeric) {
        (true, _) => ("number", None),
        (false, true) => ("text", Some("numeric")),
        (false, false) => ("text", None),
    };
    let (from, to) = props.road.map(|(from, to)| (from.to_string(), to.to_string())).unzip();
    html! {
        <input type={kind} {inputmode} data-testid={props.testid.clone()} min={props.min.clone()} max={props.max.clone()}
            aria-label={props.label.clone()} data-from={from} data-to={to}
            autocomplete="off" spellcheck="false" value={shown} {oninput} {onchange} ref={props.node.clone()} />
    }
}
