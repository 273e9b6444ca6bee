//! What every backtracking page shares in its model, as [`crate::model::branch`] is what the
//! branch-and-bound pages share: the frame of its status line ([`words`]), the course's
//! recursive procedure ([`code`]), and the comparison with the brute force ([`compare`]).

pub mod code;
pub mod compare;
pub mod words;
