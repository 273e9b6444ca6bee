//! What every branch-and-bound page shares in its model: its code panel's lines ([`code`]), the worker's run of a
//! branch-and-bound [`Engine`](crate::core::branch::engine::Engine) ([`run`]), the figures
//! ([`figures`]), the sentences of its status line and tree ([`words`]), practice's question
//! "which live node becomes the E-node next?" ([`practice`]) and their catalogue ([`text`]).

pub mod code;
pub mod figures;
pub mod next_child;
pub mod optimum;
pub mod practice;
pub mod run;
pub mod text;
pub mod words;
