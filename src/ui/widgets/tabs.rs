//! [`Tabs`]: panels that share one place, one shown at a time, each collapsible (a second click
//! on the selected tab folds it away). Arrow keys move between tabs, as WAI-ARIA's tab pattern
//! asks.

use yew::prelude::*;

/// One tab: its label and what its panel shows.
#[derive(Clone, PartialEq)]
pub struct Tab {
    /// A short name, unique among the tabs (used in element ids).
    pub key: &'static str,
    /// The tab's label.
    pub label: &'static str,
    /// The panel.
    pub content: Html,
}

/// Props of [`Tabs`].
#[derive(Properties, PartialEq)]
pub struct TabsProps {
    /// The tabs, in order; the first is open at first.
    pub tabs: Vec<Tab>,
    /// What the tabs are about (the tab list's accessible name).
    pub label: &'static str,
}

/// A tab list with one open (or folded) panel.
#[component]
pub fn Tabs(props: &TabsProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let open = use_state(|| Some(0usize));
    let count = props.tabs.len();
    let select = |i: usize| {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(if *open == Some(i) { None } else { Some(i) }))
    };
    let on_key = {
        let open = open.clone();
        Callback::from(move |e: KeyboardEvent| {
            let current = open.unwrap_or(0);
            let next = match e.key().as_str() {
                "ArrowRight" => (current + 1) % count,
                "ArrowLeft" => (current + count - 1) % count,
                "Home" => 0,
                "End" => count - 1,
                _ => return,
            };
            e.prevent_default();
            open.set(Some(next));
            crate::ui::dom::focus_by_id(&format!("tab-{next}"));
        })
    };
    html! {
        <section class="tabs card">
            <div class="tab-list" role="tablist" aria-label={props.label} onkeydown={on_key}>
                { for props.tabs.iter().enumerate().map(|(i, tab)| {
                    let selected = *open == Some(i);
                    html! {
                        <button type="button" role="tab" id={format!("tab-{i}")} data-tab={tab.key}
                            aria-selected={selected.to_string()} aria-expanded={selected.to_string()}
                            aria-controls={format!("panel-{}", tab.key)}
                            tabindex={if selected || (open.is_none() && i == 0) { "0" } else { "-1" }}
                            onclick={select(i)}>{ tab.label }</button>
                    }
                }) }
            </div>
            { for props.tabs.iter().enumerate().map(|(i, tab)| html! {
                <div class="tab-panel" role="tabpanel" id={format!("panel-{}", tab.key)}
                    aria-labelledby={format!("tab-{i}")} hidden={*open != Some(i)}>
                    { tab.content.clone() }
                </div>
            }) }
        </section>
    }
}
