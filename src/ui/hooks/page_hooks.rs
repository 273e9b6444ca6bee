//! Hooks every problem page uses: its player, autoplay from the URL, and the player's keyboard
//! shortcuts (Space play/pause, → step, ← step back, Esc stop).

use crate::model::driver::{Control, Input, RunState};
use crate::model::ensemble::{Ensemble, EnsembleAction};
use crate::model::i18n::{t, T};
use crate::model::player::Player;
use crate::model::problem::Problem;
use crate::model::speed::Speed;
use crate::ui::dom;
use crate::ui::hooks::use_driver::{use_driver, DriverHandle};
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// Calls `on_key` for every key pressed anywhere in the document while the page is shown (the
/// latest `on_key` given: the listener is registered once and follows the renders).
#[hook]
pub fn use_document_keydown(on_key: Callback<KeyboardEvent>) {
    let current = use_mut_ref(|| on_key.clone());
    *current.borrow_mut() = on_key;
    use_effect_with((), move |_| {
        let listener = Closure::<dyn FnMut(KeyboardEvent)>::new(move |e| {
            let on_key = current.borrow().clone();
            on_key.emit(e);
        });
        let document = web_sys::window().and_then(|w| w.document());
        if let Some(d) = &document {
            let _ =
                d.add_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
        }
        move || {
            if let Some(d) = document {
                let _ = d.remove_event_listener_with_callback(
                    "keydown",
                    listener.as_ref().unchecked_ref(),
                );
            }
        }
    });
}

/// Registers the player's keyboard shortcuts on the document while the page is shown.
#[hook]
pub fn use_player_shortcuts(input: Callback<Control>) {
    use_document_keydown(Callback::from(move |e: KeyboardEvent| {
        let event: &web_sys::Event = e.as_ref();
        let tag = dom::target_tag(event);
        if e.ctrl_key()
            || e.alt_key()
            || e.meta_key()
            || matches!(tag.as_str(), "input" | "select" | "textarea")
        {
            return;
        }
        let key = e.key();
        let in_board = dom::target_within(event, "[role=grid]");
        let command = match key.as_str() {
            " " if tag != "button" && !in_board => Control::TogglePlay,
            "ArrowRight" if !in_board => Control::Step,
            "ArrowLeft" if !in_board => Control::StepBack,
            "Escape" => Control::Stop,
            _ => return,
        };
        e.prevent_default();
        input.emit(command);
    }));
}

/// A player for `job` at `speed`, with its own worker.
#[hook]
pub fn use_single_player<P: Problem>(job: P::Job, speed: Speed) -> DriverHandle<Player<P>> {
    use_driver(move || {
        let (player, commands) = Player::new(job, speed);
        (player, commands.into_iter().map(|c| (0, c)).collect())
    })
}

/// Plays once on load when the URL says `run=1`; under reduced motion an animated run does not
/// start by itself, and a notice says so.
#[hook]
pub fn use_autoplay(
    run: bool,
    speed: Speed,
    input: Callback<Control>,
    notices: UseStateHandle<Vec<String>>,
) {
    use_effect_with((), move |_| {
        if run && speed != Speed::Max && dom::prefers_reduced_motion() {
            let mut list = (*notices).clone();
            list.push(t(T::NoticeReducedMotion).into());
            notices.set(list);
        } else if run {
            input.emit(Control::Play);
        }
    });
}

/// Which run a page's `run-state` reports: the watched search or the latest count.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Activity {
    /// The search the player plays.
    Search,
    /// A count split over several workers.
    Count,
}

/// A page's two runs: the player's search and a split count, and which one is current.
pub struct Runs<P: Problem> {
    /// The watched search.
    pub search: DriverHandle<Player<P>>,
    /// The latest count.
    pub count: DriverHandle<Ensemble<P>>,
    /// Which of the two the page reports.
    pub activity: Activity,
    /// Player inputs: they make the search current (Stop stops the count while it is current).
    pub input: Callback<Control>,
    /// Loads this job into the player (the settings changed) and makes the search current.
    pub load: Callback<P::Job>,
    /// Starts a count of these jobs, one worker each, and makes it current.
    pub start_count: Callback<Vec<P::Job>>,
    /// Forgets the count (when the settings it counted change).
    pub reset_count: Callback<()>,
}

impl<P: Problem> Runs<P> {
    /// The state of the current run.
    pub fn state(&self) -> RunState {
        match self.activity {
            Activity::Search => self.search.state.state(),
            Activity::Count => self.count.state.state(),
        }
    }
}

/// The search player for `job` at `speed`, and a split count beside it.
#[hook]
pub fn use_runs<P: Problem>(job: P::Job, speed: Speed) -> Runs<P> {
    let search = use_single_player(job, speed);
    let count = use_driver(|| Ensemble::warm(dom::worker_count(None)));
    let activity = use_state(|| Activity::Search);
    let input = {
        let (play, stop_count, activity) =
            (search.input.clone(), count.input.clone(), activity.clone());
        Callback::from(move |i: Control| {
            if i == Control::Stop && *activity == Activity::Count {
                stop_count.emit(EnsembleAction::All(Input::Control(Control::Stop)));
                return;
            }
            // Trying again (or playing) also forgets a failed count, so its stale message goes.
            if matches!(i, Control::Play | Control::Restart) {
                stop_count.emit(EnsembleAction::ClearFailure);
            }
            activity.set(Activity::Search);
            play.emit(Input::Control(i));
        })
    };
    let load = {
        let (play, activity) = (search.input.clone(), activity.clone());
        Callback::from(move |job: P::Job| {
            activity.set(Activity::Search);
            play.emit(Input::Load(job));
        })
    };
    let start_count = {
        let (count, activity) = (count.input.clone(), activity.clone());
        Callback::from(move |jobs: Vec<P::Job>| {
            activity.set(Activity::Count);
            count.emit(EnsembleAction::Start(jobs));
        })
    };
    let reset_count = count.input.reform(|_| EnsembleAction::Reset);
    Runs { search, count, activity: *activity, input, load, start_count, reset_count }
}

/// Re-renders the component every `ms` milliseconds while `active` (a ticking clock).
#[hook]
pub fn use_ticks(ms: i32, active: bool) {
    let update = use_force_update();
    use_effect_with(active, move |&active| {
        let window = web_sys::window();
        let tick = Closure::<dyn FnMut()>::new(move || update.force_update());
        let id = window.as_ref().filter(|_| active).and_then(|w| {
            w.set_interval_with_callback_and_timeout_and_arguments_0(
                tick.as_ref().unchecked_ref(),
                ms,
            )
            .ok()
        });
        move || {
            if let (Some(w), Some(id)) = (window, id) {
                w.clear_interval_with_handle(id);
            }
            drop(tick);
        }
    });
}
