//! The travelling-salesman page: its map of the cities, the reduced matrix and the half-sum
//! bound under it, the road editor, and its part of the search page.

pub mod city_map;
pub mod half_card;
pub mod matrix_card;
pub mod page;
pub mod road_editor;
