//! The `use_driver` hook: a pure [`Driver`] (a player, or an ensemble of players) in a reducer,
//! wired to one [`WorkerHost`] per part and, while something runs, to an animation-frame loop.

use crate::model::driver::{Driver, PartCommand};
use crate::ui::dom;
use crate::ui::hooks::first_paint::after_next_paint;
use crate::ui::hooks::frame_loop::FrameLoop;
use crate::ui::hooks::interval::Interval;
use crate::ui::hooks::worker_host::WorkerHost;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use yew::prelude::*;

/// How often the watchdog looks at a worker that owes an answer, in milliseconds.
const WATCHDOG_TICK_MS: i32 = 500;

type Outbox = Rc<RefCell<Vec<PartCommand>>>;
type Hosts<P> = Rc<RefCell<Vec<WorkerHost<P>>>>;

/// The driver as reducer state; commands it produces wait in the shared outbox.
#[derive(Clone)]
pub struct DriverCell<D: Driver> {
    driver: D,
    outbox: Outbox,
}

impl<D: Driver> std::ops::Deref for DriverCell<D> {
    type Target = D;
    fn deref(&self) -> &D {
        &self.driver
    }
}

impl<D: Driver> Reducible for DriverCell<D> {
    type Action = D::Action;

    fn reduce(self: Rc<Self>, action: D::Action) -> Rc<Self> {
        let mut next = Rc::unwrap_or_clone(self);
        let commands = next.driver.act(action);
        next.outbox.borrow_mut().extend(commands);
        Rc::new(next)
    }
}

/// Hands the waiting commands to the workers' hosts, creating a host for a new part.
fn flush<D: Driver>(
    outbox: &Outbox,
    hosts: &Weak<RefCell<Vec<WorkerHost<D::Problem>>>>,
    input: &Callback<D::Action>,
) {
    let commands: Vec<PartCommand> = outbox.borrow_mut().drain(..).collect();
    let Some(hosts) = hosts.upgrade() else { return };
    let mut hosts = hosts.borrow_mut();
    for (part, command) in commands {
        while hosts.len() <= part {
            let index = hosts.len();
            hosts.push(WorkerHost::new(
                input.reform(move |i| D::from_worker(index, i, dom::now_ms())),
            ));
        }
        hosts[part].run(vec![command]);
    }
}

/// The driver's state and the callback that feeds it actions.
pub struct DriverHandle<D: Driver> {
    /// The current state.
    pub state: UseReducerHandle<DriverCell<D>>,
    /// Feeds the driver one action (and carries out what it asks of the workers).
    pub input: Callback<D::Action>,
}

/// A driver made by `init` (which also returns its first commands), with its own workers.
#[hook]
pub fn use_driver<D: Driver>(
    init: impl FnOnce() -> (D, Vec<PartCommand>) + 'static,
) -> DriverHandle<D> {
    use_boxed_driver(Box::new(init))
}

/// [`use_driver`] with its `init` boxed, so that its body is compiled once per kind of driver,
/// not once per call site.
#[hook]
fn use_boxed_driver<D: Driver>(
    init: Box<dyn FnOnce() -> (D, Vec<PartCommand>)>,
) -> DriverHandle<D> {
    let outbox: Outbox = (*use_memo((), |_| Rc::new(RefCell::new(Vec::new())))).clone();
    let state = {
        let outbox = outbox.clone();
        use_reducer(move || {
            let (driver, commands) = init();
            outbox.borrow_mut().extend(commands);
            DriverCell { driver, outbox }
        })
    };
    let hosts: Hosts<D::Problem> = use_mut_ref(Vec::new);
    let input = {
        let (dispatcher, outbox, hosts) =
            (state.dispatcher(), outbox.clone(), Rc::downgrade(&hosts));
        use_memo((), move |_| {
            let this: Rc<RefCell<Option<Callback<D::Action>>>> = Rc::default();
            let callback = {
                let this = Rc::downgrade(&this);
                Callback::from(move |action: D::Action| {
                    dispatcher.dispatch(action);
                    if let Some(me) = this.upgrade().and_then(|t| t.borrow().clone()) {
                        flush::<D>(&outbox, &hosts, &me);
                    }
                })
            };
            *this.borrow_mut() = Some(callback.clone());
            (this, callback)
        })
    };
    let callback: Callback<D::Action> = input.1.clone();
    {
        let (hosts, callback, outbox) = (hosts.clone(), callback.clone(), outbox.clone());
        use_effect_with((), move |_| {
            // The first workers start once the page's first frame is painted: starting them is
            // no part of drawing it, and on a phone it would lengthen that frame (issue 25).
            let weak = Rc::downgrade(&hosts);
            after_next_paint(move || flush::<D>(&outbox, &weak, &callback));
            move || hosts.borrow_mut().clear()
        });
    }
    {
        let callback = callback.clone();
        use_effect_with(state.wants_frames(), move |running| {
            let frames = running.then(|| FrameLoop::start(move |ms| callback.emit(D::frame(ms))));
            move || drop(frames)
        });
    }
    {
        // The watchdog: while a worker owes an answer, time passes for the driver, which
        // declares a worker that stays silent too long lost.
        let callback = callback.clone();
        use_effect_with(state.awaits_worker(), move |waiting| {
            let ticks = waiting
                .then(|| Interval::start(WATCHDOG_TICK_MS, move |ms| callback.emit(D::tick(ms))));
            move || drop(ticks)
        });
    }
    DriverHandle { state, input: callback }
}
