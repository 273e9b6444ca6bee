//! [`use_into_view`]: a panel that scrolls itself into view when it opens.

use crate::ui::dom;
use yew::prelude::*;

/// A reference for the panel's element; once it is mounted, the page scrolls the least it takes
/// to show it (a panel opened from a control far away is never left off-screen).
#[hook]
pub fn use_into_view() -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            if let Some(element) = node.cast::<web_sys::Element>() {
                dom::bring_into_view(&element);
            }
        });
    }
    node
}
