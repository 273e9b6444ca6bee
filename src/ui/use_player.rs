//! The `use_player` hook: a [`Player`] in a reducer, wired to a [`WorkerHost`] and, while a run
//! plays, to an animation-frame loop.

use super::frame_loop::FrameLoop;
use super::worker_host::WorkerHost;
use crate::player::{Command, Input, Player, RunState, Speed};
use crate::protocol::Job;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use yew::prelude::*;

type Outbox = Rc<RefCell<Vec<Command>>>;
type HostCell = Rc<RefCell<Option<WorkerHost>>>;

/// The player as reducer state; commands it produces wait in the shared outbox.
#[derive(Clone)]
pub struct PlayerCell {
    player: Player,
    outbox: Outbox,
}

impl std::ops::Deref for PlayerCell {
    type Target = Player;
    fn deref(&self) -> &Player {
        &self.player
    }
}

impl Reducible for PlayerCell {
    type Action = Input;

    fn reduce(self: Rc<Self>, input: Input) -> Rc<Self> {
        let mut next = Rc::unwrap_or_clone(self);
        let commands = next.player.handle(input);
        next.outbox.borrow_mut().extend(commands);
        Rc::new(next)
    }
}

/// Hands the waiting commands to the worker host.
fn flush(outbox: &Outbox, host: &Weak<RefCell<Option<WorkerHost>>>) {
    let commands: Vec<Command> = outbox.borrow_mut().drain(..).collect();
    if let Some(host) = host.upgrade() {
        if let Some(host) = host.borrow_mut().as_mut() {
            host.run(commands);
        }
    }
}

/// The player's state and the callback that feeds it inputs.
pub struct PlayerHandle {
    /// The current state.
    pub player: UseReducerHandle<PlayerCell>,
    /// Feeds the player one input (and carries out what it asks of the worker).
    pub input: Callback<Input>,
}

/// A player for `job` at `speed`, with its own worker.
#[hook]
pub fn use_player(job: Job, speed: Speed) -> PlayerHandle {
    let outbox: Outbox = (*use_memo((), |_| Rc::new(RefCell::new(Vec::new())))).clone();
    let player = {
        let outbox = outbox.clone();
        use_reducer(move || {
            let (player, commands) = Player::new(job, speed);
            outbox.borrow_mut().extend(commands);
            PlayerCell { player, outbox }
        })
    };
    let host: HostCell = use_mut_ref(|| None);
    let input = {
        let (dispatcher, outbox, host) =
            (player.dispatcher(), outbox.clone(), Rc::downgrade(&host));
        use_memo((), move |_| {
            Callback::from(move |input: Input| {
                dispatcher.dispatch(input);
                flush(&outbox, &host);
            })
        })
    };
    let input: Callback<Input> = (*input).clone();
    {
        let (host, input, outbox) = (host.clone(), input.clone(), outbox.clone());
        use_effect_with((), move |_| {
            *host.borrow_mut() = Some(WorkerHost::new(input));
            flush(&outbox, &Rc::downgrade(&host));
            move || drop(host.borrow_mut().take())
        });
    }
    {
        let input = input.clone();
        use_effect_with(player.state() == RunState::Running, move |running| {
            let frames =
                running.then(|| FrameLoop::start(move |ms| input.emit(Input::Frame { ms })));
            move || drop(frames)
        });
    }
    PlayerHandle { player, input }
}
