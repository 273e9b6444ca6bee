//! The player: play / pause, step, step back, stop, restart and the speed slider, the same on
//! every page.

use crate::model::driver::{Control, RunState};
use crate::model::figures::Figure;
use crate::model::i18n::common::T;
use crate::model::i18n::{t, Lang};
use crate::model::speed::{Speed, SLIDER_MAX};
use crate::ui::widgets::icons::{icon, Icon};
use crate::ui::widgets::notice::Failure;
use crate::ui::widgets::stats::Stats;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`Controls`].
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
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

/// The player controls.
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
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
            <div class="buttons" role="group" aria-label={t(T::Player)}>
                if running {
                    <button type="button" class="primary" data-testid="pause" onclick={send(Control::Pause)}
                        title={t(T::PauseTitle)} aria-keyshortcuts="Space">{ icon(Icon::Pause) }{ t(T::Pause) }</button>
                } else {
                    <button type="button" class="primary" data-testid="play" onclick={send(Control::Play)}
                        title={t(T::PlayTitle)} aria-keyshortcuts="Space">{ icon(Icon::Play) }{ t(T::Play) }</button>
                }
                <button type="button" data-testid="step-back" onclick={send(Control::StepBack)}
                    disabled={!props.can_step_back} title={t(T::StepBackTitle)} aria-keyshortcuts="ArrowLeft">
                    { icon(Icon::StepBack) }<span class="sr-only">{ t(T::StepBack) }</span>
                </button>
                <button type="button" data-testid="step" onclick={send(Control::Step)}
                    title={t(T::StepTitle)} aria-keyshortcuts="ArrowRight">
                    { icon(Icon::Step) }<span class="sr-only">{ t(T::Step) }</span>
                </button>
                <button type="button" data-testid="stop" onclick={send(Control::Stop)} disabled={!active}
                    title={t(T::StopTitle)} aria-keyshortcuts="Escape">
                    { icon(Icon::Stop) }<span class="sr-only">{ t(T::Stop) }</span>
                </button>
                <button type="button" data-testid="restart" onclick={send(Control::Restart)}
                    title={t(T::RestartTitle)}>
                    { icon(Icon::Restart) }<span class="sr-only">{ t(T::Restart) }</span>
                </button>
            </div>
            <label class="speed">
                <span>{ t(T::Speed) }</span>
                <input type="range" data-testid="speed" min="0" max={SLIDER_MAX.to_string()} step="1"
                    value={props.speed.slider_position().to_string()} oninput={on_speed}
                    aria-valuetext={props.speed.label()} />
                <output>{ props.speed.label() }</output>
            </label>
            <p class="keys">{ t(T::PlayerKeys) }</p>
        </div>
    }
}

/// The badge that names a run's state (the `run-state` hook).
pub fn run_badge(state: RunState) -> Html {
    settling_badge(state, false)
}

/// The run's state; `settling` while a paused worker has not yet said where it stopped
/// (`data-settling`).
fn settling_badge(state: RunState, settling: bool) -> Html {
    let name = state.name();
    html! {
        <span class={classes!("run-state", name)} data-testid="run-state" data-state={name}
            data-settling={settling.then_some("true")}>{ state.label() }</span>
    }
}

/// Props of [`PlayerCard`].
#[derive(Properties, PartialEq)]
pub struct PlayerCardProps {
    /// What the page's `run-state` reports (the search, or a count started since).
    pub page_state: RunState,
    /// Whether the worker was paused and has not yet said where it stopped.
    #[prop_or_default]
    pub settling: bool,
    /// Where the player's own run is.
    pub state: RunState,
    /// The player's speed.
    pub speed: Speed,
    /// Whether there is an event to step back over.
    pub can_step_back: bool,
    /// The worker's error, when the run failed.
    #[prop_or_default]
    pub failure: Option<String>,
    /// Player inputs.
    pub on_input: Callback<Control>,
    /// A new speed from the slider.
    pub on_speed: Callback<Speed>,
    /// The live figures.
    pub figures: Vec<Figure>,
    /// Anything the page adds below the figures.
    #[prop_or_default]
    pub children: Html,
}

/// The player's card, the same on every page: the run state, the controls, a failure with
/// "Try again", and the live figures.
#[component]
pub fn PlayerCard(props: &PlayerCardProps) -> Html {
    use_context::<Lang>();
    html! {
        <section class="card player-card">
            <div class="card-head">
                <h2>{ t(T::Player) }</h2>
                { settling_badge(props.page_state, props.settling) }
            </div>
            <Controls state={props.state} speed={props.speed} can_step_back={props.can_step_back}
                on_input={props.on_input.clone()} on_speed={props.on_speed.clone()} />
            if let Some(message) = props.failure.clone() {
                <Failure {message} on_retry={props.on_input.reform(|_| Control::Restart)} />
            }
            <Stats figures={props.figures.clone()} />
            { props.children.clone() }
        </section>
    }
}
