//! Small inline SVG icons for the player (system fonts often lack the media-control glyphs).

use yew::prelude::*;

/// A player icon.
#[derive(Clone, Copy, PartialEq)]
pub enum Icon {
    /// ▶
    Play,
    /// ❚❚
    Pause,
    /// Step forward: a bar after a triangle.
    Step,
    /// Step back: a bar before a triangle.
    StepBack,
    /// ■
    Stop,
    /// A circular arrow.
    Restart,
}

/// Renders `icon` at the current font size, hidden from assistive technology (buttons carry text).
pub fn icon(icon: Icon) -> Html {
    let shape = match icon {
        Icon::Play => html! { <path d="M7 4.5v15l12-7.5z" /> },
        Icon::Pause => html! { <path d="M6 4.5h4v15H6zM14 4.5h4v15h-4z" /> },
        Icon::Step => html! { <path d="M5 5v14l10-7zM16 5h3v14h-3z" /> },
        Icon::StepBack => html! { <path d="M19 5v14L9 12zM5 5h3v14H5z" /> },
        Icon::Stop => html! { <path d="M6 6h12v12H6z" /> },
        Icon::Restart => html! {
            <path d="M12 5a7 7 0 1 1-6.6 4.7l2 .7A4.9 4.9 0 1 0 12 7.1V10L7.5 6 12 2z" />
        },
    };
    html! {
        <svg class="icon" viewBox="0 0 24 24" width="1.1em" height="1.1em" fill="currentColor" aria-hidden="true" focusable="false">
            { shape }
        </svg>
    }
}
