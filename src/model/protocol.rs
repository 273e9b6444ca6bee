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

use crate::core::grid::Square;
use crate::core::search::tree::TreeNode;
use crate::core::search::Stats;
use crate::model::problem::{Event, Problem};
use serde::{Deserialize, Serialize};

/// Bumped whenever a message changes shape or meaning.
pub const PROTOCOL_VERSION: u32 = 15;

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
}

/// Paths cross the worker boundary as bytes, four per square (row and column, little-endian
/// u16s), so a giant board's million squares are copied as one block rather than encoded one
/// by one.
mod packed_squares {
    use crate::core::grid::Square;
    use serde::de::{Error, SeqAccess, Visitor};
    use serde::{Deserializer, Serializer};

    pub fn serialize<S: Serializer>(path: &[Square], serializer: S) -> Result<S::Ok, S::Error> {
        let bytes: Vec<u8> = path
            .iter()
            .flat_map(|s| [s.row.to_le_bytes(), s.col.to_le_bytes()])
            .flatten()
            .collect();
        serializer.serialize_bytes(&bytes)
    }

    struct Squares;

    impl Squares {
        fn from_bytes<E: Error>(bytes: &[u8]) -> Result<Vec<Square>, E> {
            if !bytes.len().is_multiple_of(4) {
                return Err(E::custom("a packed path has four bytes per square"));
            }
            let half = |b: &[u8]| u16::from_le_bytes([b[0], b[1]]);
            Ok(bytes.chunks_exact(4).map(|b| Square::new(half(&b[..2]), half(&b[2..]))).collect())
        }
    }

    impl<'de> Visitor<'de> for Squares {
        type Value = Vec<Square>;

        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a packed path (four bytes per square)")
        }

        fn visit_bytes<E: Error>(self, bytes: &[u8]) -> Result<Vec<Square>, E> {
            Squares::from_bytes(bytes)
        }

        fn visit_byte_buf<E: Error>(self, bytes: Vec<u8>) -> Result<Vec<Square>, E> {
            Squares::from_bytes(&bytes)
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<Square>, A::Error> {
            let mut bytes = Vec::new();
            while let Some(b) = seq.next_element::<u8>()? {
                bytes.push(b);
            }
            Squares::from_bytes(&bytes)
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Vec<Square>, D::Error> {
        deserializer.deserialize_byte_buf(Squares)
    }
}

impl ToWorker {
    /// The message that starts problem `P`'s `job`.
    pub fn start<P: Problem>(job: &P::Job) -> Result<ToWorker, String> {
        let job = encode(job)?;
        Ok(ToWorker::Start { version: PROTOCOL_VERSION, problem: P::SLUG.to_string(), job })
    }
}

/// Where a search is: enough to redraw it without its history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Snapshot<P: Problem> {
    /// The current path.
    #[serde(with = "packed_squares")]
    pub path: Vec<Square>,
    /// Totals so far.
    pub stats: Stats,
    /// Milliseconds the worker has spent searching.
    pub busy_ms: f64,
    /// The levels of the drawn state-space tree, for searches that show one.
    pub tree: Option<Vec<Vec<TreeNode>>>,
    /// What the run has found so far beyond its path, in its problem's terms.
    pub found: Option<P::Found>,
    /// How it ended, if it has.
    pub ending: Option<P::Ending>,
    /// The last events, which lead from the path, totals and tree above to where the search
    /// is: the page plays them, so that it can step back over them.
    pub tail: Vec<Event<P>>,
}

impl<P: Problem> Default for Snapshot<P> {
    fn default() -> Self {
        Snapshot {
            path: Vec::new(),
            stats: Stats::default(),
            busy_ms: 0.0,
            tree: None,
            found: None,
            ending: None,
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
