//! Widgets every page shares: the player card, figures, notices, the tree view, icons, colours.

pub mod controls;
pub mod copy_link;
pub mod icons;
pub mod notice;
pub mod palette;
pub mod stats;
pub mod tree_view;
