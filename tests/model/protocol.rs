//! The wire format between page and worker. Every message of every model test already crosses
//! it (the test rig encodes and decodes each one); here, what arrives that is not a message.

use proptest::prelude::*;
use runut::model::protocol::{decode, encode, FromWorker, ToWorker, PROTOCOL_VERSION};

#[test]
fn a_message_survives_the_wire() {
    let ready = FromWorker::Ready { version: PROTOCOL_VERSION };
    assert_eq!(decode::<FromWorker>(&encode(&ready).unwrap()), Ok(ready));
    let pull = ToWorker::Pull { max_events: 4096 };
    assert_eq!(decode::<ToWorker>(&encode(&pull).unwrap()), Ok(pull));
}

#[test]
fn no_bytes_or_a_cut_message_is_an_error() {
    assert!(decode::<FromWorker>(&[]).is_err());
    let failed = encode(&FromWorker::Failed { message: "out of memory".into() }).unwrap();
    assert!(decode::<FromWorker>(&failed[..failed.len() - 3]).is_err());
}

proptest! {
    /// Garbage (a message from another build, a corrupted buffer) is an error, never a panic.
    #[test]
    fn garbage_is_an_error_or_a_message_never_a_panic(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let _ = decode::<FromWorker>(&bytes);
        let _ = decode::<ToWorker>(&bytes);
    }
}
