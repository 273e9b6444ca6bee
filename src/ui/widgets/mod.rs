//! Widgets every page shares: the player card, the code panel, figures, notices, the tree view, icons, colours.

pub mod choice_field;
pub mod code_panel;
pub mod compare;
pub mod copy_link;
pub mod count_card;
pub mod failure;
pub mod figures;
pub mod fullscreen;
pub mod growth_card;
pub mod icons;
pub mod legend;
pub mod log_chart;
pub mod mode_field;
pub mod notice;
pub mod page_intro;
pub mod pan_zoom;
pub mod player_card;
pub mod player_controls;
pub mod practice_card;
pub mod practice_switch;
pub mod setting_input;
pub mod solution_list;
pub mod tabs;
pub mod toggle_keys;
pub mod tree_view;
