//! The player's card, the same on every page: the run's state ([`run_badge`]), the player's
//! controls (play / pause, step, step back, stop, restart and the speed slider), a failure with
//! "Try again", and the live figures.

use crate::model::driver::{Control, RunState};
use crate::model::figures::Figure;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{t, Lang};
use crate::model::speed::Speed;
use crate::ui::widgets::failure::Failure;
use crate::ui::widgets::figures::Figures;
use crate::ui::widgets::player_controls::PlayerControls;
use yew::prelude::*;

/// The badge that names a run's state (the `run-state` hook).
pub fn run_badge(state: RunState) -> Html {
    settling_badge(state, false)
}

/// The run's state; `settling` while a paused worker has not yet said where it stopped, or a
/// seek has not yet reached its node (`data-settling`).
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
    /// Whether the worker was paused and has not yet said where it stopped, or a seek is on
    /// its way.
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
                <h2>{ t(CommonText::Player) }</h2>
                { settling_badge(props.page_state, props.settling) }
            </div>
            <PlayerControls state={props.state} speed={props.speed} can_step_back={props.can_step_back}
                on_input={props.on_input.clone()} on_speed={props.on_speed.clone()} />
            if let Some(message) = props.failure.clone() {
                <Failure {message} on_retry={props.on_input.reform(|_| Control::Restart)} />
            }
            <Figures figures={props.figures.clone()} />
            { props.children.clone() }
        </section>
    }
}
