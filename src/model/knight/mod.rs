//! The knight's tour page's model.

pub mod export;
