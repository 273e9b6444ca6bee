//! Sudoku's game (`?p=sudoku&play=1`): its settings ([`settings`]), the grid being played ([`play`]), the hints ([`hint`]), the game kept
//! between visits ([`saved`]), the page as a state machine ([`page`]) and its messages
//! ([`text`]).

pub mod hint;
pub mod page;
pub mod play;
pub mod saved;
pub mod settings;
pub mod text;
