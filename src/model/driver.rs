//! What every page-side model shares with the browser glue: the [`Driver`] interface (a pure
//! model that drives numbered workers), the [`Command`]s it gives them, the [`Input`]s a run
//! takes, and the [`RunState`] the page shows.

use crate::model::i18n::common::CommonText;
use crate::model::i18n::t;
use crate::model::problem::Problem;
use crate::model::protocol::{FromWorker, ToWorker};
use crate::model::speed::Speed;

/// Where a run is, as the page's `run-state` hook reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunState {
    /// Nothing has run since the settings last changed.
    Idle,
    /// The search is being played or run.
    Running,
    /// The user paused it (or is stepping).
    Paused,
    /// The search ended by itself.
    Finished,
    /// The user stopped it.
    Stopped,
    /// The worker failed.
    Failed,
}

impl RunState {
    /// The name used by the `data-state` hook.
    pub fn name(self) -> &'static str {
        match self {
            RunState::Idle => "idle",
            RunState::Running => "running",
            RunState::Paused => "paused",
            RunState::Finished => "finished",
            RunState::Stopped => "stopped",
            RunState::Failed => "failed",
        }
    }

    /// The state in words, as the badge shows it (the hook keeps [`RunState::name`]).
    pub fn label(self) -> &'static str {
        t(match self {
            RunState::Idle => CommonText::StateIdle,
            RunState::Running => CommonText::StateRunning,
            RunState::Paused => CommonText::StatePaused,
            RunState::Finished => CommonText::StateFinished,
            RunState::Stopped => CommonText::StateStopped,
            RunState::Failed => CommonText::StateFailed,
        })
    }

    /// Whether a run is under way (running or paused).
    pub fn is_active(self) -> bool {
        matches!(self, RunState::Running | RunState::Paused)
    }
}

/// What the page must do for the player.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Post this message to the worker.
    Send(ToWorker),
    /// Terminate the current worker (if any) and spawn a fresh one.
    Spawn,
    /// Terminate the current worker at once.
    Terminate,
}

/// A command for worker number `.0` of a driver.
pub type PartCommand = (usize, Command);

/// Tags each of `commands` with the worker `part` it is for.
pub fn tag(part: usize, commands: Vec<Command>) -> impl Iterator<Item = PartCommand> {
    commands.into_iter().map(move |c| (part, c))
}

/// A page-side model that drives one or more numbered workers: the browser glue feeds it
/// actions and carries out the commands it returns, each for one worker.
pub trait Driver: Clone + 'static {
    /// The problem whose jobs its workers run.
    type Problem: Problem;
    /// What the page (or a worker) tells it.
    type Action: Clone + 'static;
    /// Takes one action; returns what each worker must do.
    fn act(&mut self, action: Self::Action) -> Vec<PartCommand>;
    /// The action that carries `input` from worker `part`, received at time `now`
    /// (milliseconds).
    fn from_worker(part: usize, input: Input<Self::Problem>, now: f64) -> Self::Action;
    /// The action for a display frame `ms` milliseconds after the last.
    fn frame(ms: f64) -> Self::Action;
    /// Whether display frames are wanted (something is running).
    fn wants_frames(&self) -> bool;
    /// The action for a watchdog tick, `ms` milliseconds after the last.
    fn tick(ms: f64) -> Self::Action;
    /// Whether a worker owes an answer, so that watchdog ticks are wanted.
    fn awaits_worker(&self) -> bool;
}

/// What the player's buttons and keys say, the same on every page.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Control {
    /// Play (or resume, or run again when the last run is over).
    Play,
    /// Pause a running search.
    Pause,
    /// Pause if running, play otherwise (the Space key).
    TogglePlay,
    /// Apply exactly one more event (pausing first if running; nothing once the search has
    /// finished, whose end stays on show until Restart).
    Step,
    /// Undo exactly the last applied event.
    StepBack,
    /// Stop the run at once.
    Stop,
    /// Run again from the beginning.
    Restart,
    /// Change the speed.
    SetSpeed(Speed),
    /// Run again from the beginning and stand paused at a [`Moment`] (or at the end, if the
    /// search never gets there): a link to a moment (`at=N`, `then=J`).
    Seek(Moment),
}

/// A moment of a run, as a link names it: right after node `node` is generated (`at=N`), then
/// `then` events more (`then=J`: what becomes of the node, the best so far, the answer).
///
/// ```
/// use runut::model::driver::Moment;
/// assert_eq!(Moment::node(9), Moment { node: 9, then: 0 });
/// assert_eq!(Moment::node(11).query(), "&at=11");
/// assert_eq!(Moment { node: 11, then: 4 }.query(), "&at=11&then=4");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Moment {
    /// The node generated last.
    pub node: u64,
    /// The events after it.
    pub then: u64,
}

impl Moment {
    /// Right after node `node` is generated.
    pub fn node(node: u64) -> Moment {
        Moment { node, then: 0 }
    }

    /// The part of a link that opens it (`&at=N`, and `&then=J` when it is past the node).
    pub fn query(self) -> String {
        let then = if self.then > 0 { format!("&then={}", self.then) } else { String::new() };
        format!("&at={}{then}", self.node)
    }
}

/// Something the user did, or a message from the worker, for a run of problem `P`.
#[derive(Clone, Debug, PartialEq)]
pub enum Input<P: Problem> {
    /// A press of the player's buttons or keys.
    Control(Control),
    /// Forget the run and prepare this job instead (the settings changed).
    Load(P::Job),
    /// Forget the run and hold no job (a worker kept ready for work to come).
    Unload,
    /// A display frame: `ms` milliseconds passed since the last one.
    Frame {
        /// Milliseconds since the last frame.
        ms: f64,
    },
    /// A watchdog tick: `ms` milliseconds passed since the last one.
    Tick {
        /// Milliseconds since the last tick.
        ms: f64,
    },
    /// A message from the worker.
    Worker(FromWorker<P>),
    /// The worker died without a message.
    WorkerCrashed(String),
}

impl<P: Problem> From<Control> for Input<P> {
    fn from(control: Control) -> Input<P> {
        Input::Control(control)
    }
}
