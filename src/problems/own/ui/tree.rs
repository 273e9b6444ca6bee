//! How your own search's page draws its tree: backtracking's path tree, or least cost's tree of
//! live nodes with their costs and the live-node list, as the built-in pages draw theirs.

use crate::problems::own::model::replay::OwnReplay;
use crate::ui::page::{DrawnTree, SearchView};
use yew::prelude::*;

impl DrawnTree for OwnReplay {
    fn draw<P: SearchView>(&self, settings: &P::Settings, pick: Option<Callback<String>>) -> Html {
        match self {
            OwnReplay::Depth(trail) => trail.draw::<P>(settings, pick),
            OwnReplay::Least(trail) => trail.draw::<P>(settings, pick),
        }
    }
}
