//! [`PlayerControls`]: play / pause, step, step back, stop, restart and the speed slider, the
//! same on every page.

use crate::model::driver::{Control, RunState};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{t, Lang};
use crate::model::speed::{Speed, SLIDER_MAX};
use crate::ui::widgets::icons::{icon, Icon};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`PlayerControls`].
#[derive(Properties, PartialEq)]
pub struct PlayerControlsProps {
    /// Where the run is.
    pub state: RunState,
    /// The current speed.
    pub speed: Speed,
    /// Whether there is an event to step back over.
    pub can_step_back: bool,
    /// Player inputs (play, pause, step…).
    pub on_input: Callback<Control>,
    /// A new speed from the slider.
    pub on_speed: Callback<Speed>,
}

/// The player's controls: play or pause, step back, step, stop, restart, and the speed slider
/// with its keys.
#[component]
pub fn PlayerControls(props: &PlayerControlsProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let send = |control: Control| props.on_input.reform(move |_: MouseEvent| control);
    let on_speed = props.on_speed.reform(|e: InputEvent| {
        let position = e.target_unchecked_into::<HtmlInputElement>().value().parse().unwrap_or(0);
        Speed::from_slider(position)
    });
    let running = props.state == RunState::Running;
    let active = props.state.is_active();
    html! {
        <div class="player">
            <div class="buttons" role="group" aria-label={t(CommonText::Player)}>
                if running {
                    <button type="button" class="primary" data-testid="pause" onclick={send(Control::Pause)}
                        title={t(CommonText::PauseTitle)} aria-keyshortcuts="Space">{ icon(Icon::Pause) }{ t(CommonText::Pause) }</button>
                } else {
                    <button type="button" class="primary" data-testid="play" onclick={send(Control::Play)}
                        title={t(CommonText::PlayTitle)} aria-keyshortcuts="Space">{ icon(Icon::Play) }{ t(CommonText::Play) }</button>
                }
                <button type="button" data-testid="step-back" onclick={send(Control::StepBack)}
                    disabled={!props.can_step_back} title={t(CommonText::StepBackTitle)} aria-keyshortcuts="ArrowLeft">
                    { icon(Icon::StepBack) }<span class="sr-only">{ t(CommonText::StepBack) }</span>
                </button>
                <button type="button" data-testid="step" onclick={send(Control::Step)}
                    title={t(CommonText::StepTitle)} aria-keyshortcuts="ArrowRight">
                    { icon(Icon::Step) }<span class="sr-only">{ t(CommonText::Step) }</span>
                </button>
                <button type="button" data-testid="stop" onclick={send(Control::Stop)} disabled={!active}
                    title={t(CommonText::StopTitle)} aria-keyshortcuts="Escape">
                    { icon(Icon::Stop) }<span class="sr-only">{ t(CommonText::Stop) }</span>
                </button>
                <button type="button" data-testid="restart" onclick={send(Control::Restart)}
                    title={t(CommonText::RestartTitle)}>
                    { icon(Icon::Restart) }<span class="sr-only">{ t(CommonText::Restart) }</span>
                </button>
            </div>
            <label class="speed">
                <span>{ t(CommonText::Speed) }</span>
                <input type="range" data-testid="speed" min="0" max={SLIDER_MAX.to_string()} step="1"
                    value={props.speed.slider_position().to_string()} oninput={on_speed}
                    aria-valuetext={props.speed.label()} />
                <output>{ props.speed.label() }</output>
            </label>
            <p class="keys">{ t(CommonText::PlayerKeys) }</p>
        </div>
    }
}
