//! The page/worker model: the player wired to the worker's runner, ensembles of workers, and the
//! URL settings and status lines.

mod backtracking;
mod classroom;
mod code;
mod contract;
mod ensemble;
mod every_page;
mod growth;
mod guide_params;
mod i18n;
mod page;
mod params;
mod player;
mod practice;
mod protocol;
mod quiz;
mod shell;
