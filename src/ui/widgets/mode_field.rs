//! The "find the first solution or all of them" field every search page offers.

use crate::core::search::Mode;
use crate::ui::widgets::choice_field::choice_field;
use yew::prelude::*;

/// The field labelled `label` (`data-testid=mode`), showing `mode`, its two choices named
/// `first` and `all`; `on_change` gets the mode chosen.
pub fn mode_field(
    label: &str,
    mode: Mode,
    (first, all): (&str, &str),
    on_change: Callback<Mode>,
) -> Html {
    let name = |mode| if mode == Mode::First { first } else { all };
    choice_field(label, "mode", mode, name, on_change)
}
