//! [`ColumnClues`]: the math-maze grid's first row, the column clues, handed to the browser as
//! HTML text.

use crate::model::i18n::Lang;
use crate::problems::math_maze::model::markup::{column_clues_markup, Clue};
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`ColumnClues`].
#[derive(Properties, PartialEq)]
pub struct ColumnCluesProps {
    /// Each column's clue and its status.
    pub clues: Rc<Vec<Clue>>,
}

/// The grid's first row: the column clues, drawn again only when one changes.
#[component]
pub fn ColumnClues(props: &ColumnCluesProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    Html::from_html_unchecked(column_clues_markup(&props.clues).into())
}
