//! Messages between the page and the search worker: the only types both sides share, and their
//! wire format ([`encode`] / [`decode`]: postcard bytes, posted as one `Uint8Array`).
//!
//! What the page sends is the same for every problem ([`ToWorker`]: a job crosses as its
//! problem's slug and the job's own bytes, so the worker can pick the problem before it reads
//! the job); what the worker answers is in the problem's own types ([`FromWorker<P>`]).
//!
//! Both sides refuse to talk across builds: the page checks the worker's `Ready` version and the
//! worker checks the version in `Start` (a cached worker file from an older deployment must not
//! run a newer page's jobs).

use crate::core::search::{Replay, Stats};
use crate::model::problem::{Event, Problem};
use serde::{Deserialize, Serialize};

/// Bumped whenever a message changes shape or meaning.
pub const PROTOCOL_VERSION: u32 = 19;

/// A message as the bytes that cross the worker boundary.
pub fn encode<T: Serialize>(message: &T) -> Result<Vec<u8>, String> {
    postcard::to_allocvec(message).map_err(|e| e.to_string())
}

/// Reads a message from the bytes that crossed the worker boundary.
pub fn decode<T: for<'de> Deserialize<'de>>(bytes: &[u8]) -> Result<T, String> {
    postcard::from_bytes(bytes).map_err(|e| e.to_string())
}

/// Page → worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToWorker {
    /// Start a new search (replacing any other): problem `problem`'s job, as its bytes;
    /// `version` must equal [`PROTOCOL_VERSION`].
    Start {
        /// The protocol the page speaks.
        version: u32,
        /// The problem's slug.
        problem: String,
        /// The job, as the problem's own bytes.
        job: Vec<u8>,
    },
    /// Send at most `max_events` further events (animation flow control).
    Pull {
        /// The most events to send.
        max_events: u32,
    },
    /// Run flat out, reporting [`FromWorker::Progress`] about ten times a second.
    RunFlat,
    /// Stop running flat out and report where the search stopped ([`FromWorker::Paused`]).
    Pause,
    /// Run a job as [`ToWorker::Start`] would, flat out for one slice and without a word, then
    /// forget it: the engine then has the search's code optimised before the page's first run
    /// (a fresh worker's first milliseconds run code compiled only for a quick start). A
    /// `Start` replaces it at once.
    Warm {
        /// The protocol the page speaks (a worker of another build does not warm).
        version: u32,
        /// The problem's slug.
        problem: String,
        /// The job, as the problem's own bytes.
        job: Vec<u8>,
    },
}

impl ToWorker {
    /// The message that starts problem `P`'s `job`.
    pub fn start<P: Problem>(job: &P::Job) -> Result<ToWorker, String> {
        let job = encode(job)?;
        Ok(ToWorker::Start { version: PROTOCOL_VERSION, problem: P::SLUG.to_string(), job })
    }

    /// The message that warms the worker with problem `P`'s `job` (see [`ToWorker::Warm`]).
    pub fn warm<P: Problem>(job: &P::Job) -> Result<ToWorker, String> {
        let job = encode(job)?;
        Ok(ToWorker::Warm { version: PROTOCOL_VERSION, problem: P::SLUG.to_string(), job })
    }
}

/// Where a search is: enough to redraw it without its history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Snapshot<P: Problem> {
    /// Where the search stands before its tail, in its vocabulary's terms (a depth-first
    /// search's path and drawn tree).
    pub standing: <P::Replay as Replay>::Standing,
    /// Totals so far.
    pub stats: Stats,
    /// Milliseconds the worker has spent searching.
    pub busy_ms: f64,
    /// The bytes of the worker's linear memory (0 where it is not measured: a native run).
    pub memory: u64,
    /// What the run has found so far beyond its path, in its problem's terms.
    pub found: Option<P::Found>,
    /// How it ended, if it has.
    pub ending: Option<P::Ending>,
    /// The texts the run has named since its last message, numbered on from those before
    /// (see [`Run::take_texts`](crate::model::problem::Run::take_texts)).
    pub texts: Vec<String>,
    /// The last events, which lead from the standing and totals above to where the search is:
    /// the page plays them, so that it can step back over them.
    pub tail: Vec<Event<P>>,
}

impl<P: Problem> Default for Snapshot<P> {
    fn default() -> Self {
        Snapshot {
            standing: Default::default(),
            stats: Stats::default(),
            busy_ms: 0.0,
            memory: 0,
            found: None,
            ending: None,
            texts: Vec::new(),
            tail: Vec::new(),
        }
    }
}

/// Worker → page, in problem `P`'s terms. `Ready` and `Failed` come first so that their bytes are
/// [`Plain`]'s, which a worker writes before it knows its problem.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum FromWorker<P: Problem> {
    /// The worker's wasm is loaded and it listens; it speaks protocol `version`.
    Ready {
        /// The protocol the worker speaks.
        version: u32,
    },
    /// Something went wrong; the search is over.
    Failed {
        /// What went wrong, in words.
        message: String,
    },
    /// The events asked for by a `Pull`; `ending` is set when the last one has been sent.
    Events {
        /// The events, in order.
        events: Vec<Event<P>>,
        /// How the search ended, once the last event has been sent.
        ending: Option<P::Ending>,
        /// The texts the run has named since its last message, numbered on from those before.
        texts: Vec<String>,
    },
    /// Where a flat-out search is.
    Progress(Snapshot<P>),
    /// Where a flat-out search stopped, answering `Pause`.
    Paused(Snapshot<P>),
    /// A flat-out search has ended.
    Done(Snapshot<P>),
}

/// What a worker says without a problem's types: that it is ready (its first message, before
/// any job), or that something failed (a message it cannot read, a job of a problem it does
/// not know, a crash). The bytes are those of the same [`FromWorker`] message of any problem.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Plain {
    /// [`FromWorker::Ready`].
    Ready {
        /// The protocol the worker speaks.
        version: u32,
    },
    /// [`FromWorker::Failed`].
    Failed {
        /// What went wrong, in words.
        message: String,
    },
}
