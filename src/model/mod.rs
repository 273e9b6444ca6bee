//! The pure page/worker model, free of web APIs and tested natively: the messages between page
//! and worker ([`protocol`]), the worker's logic ([`runner`]), the page's playback model
//! ([`player`]) and several players run as one ([`ensemble`]); and per problem its settings,
//! link, status line and view state.

pub mod backtracking;
pub mod branch;
pub mod classroom;
pub mod code;
pub mod driver;
pub mod ensemble;
pub mod figures;
pub mod game;
pub mod graph;
pub mod html;
pub mod i18n;
pub mod page;
pub mod player;
pub mod practice;
pub mod problem;
pub mod protocol;
pub mod query;
pub mod quiz;
pub mod run;
pub mod runner;
pub mod shell;
pub mod speed;
pub mod status;
