//! What every branch-and-bound page draws the same way: its state-space tree with each node's
//! number and cost, the E-node, the live nodes, the dead and the answer ([`tree_view`]), and
//! the live-node list in the order its nodes come up ([`live_list`]): together, they are how
//! the page draws a [`BranchTrail`]'s tree ([`DrawnTree`]).

pub mod layout;
pub mod live_list;
pub mod optimum;
pub mod tree_view;

use crate::core::branch::replay::BranchTrail;
use crate::core::search::{Replay, Wire};
use crate::ui::page::{DrawnTree, SearchView};
use live_list::LiveList;
use std::rc::Rc;
use tree_view::BranchTreeView;
use yew::prelude::*;

impl<I> DrawnTree for BranchTrail<I>
where
    I: Wire,
{
    fn draw<P: SearchView>(&self, settings: &P::Settings, pick: Option<Callback<String>>) -> Html {
        // An empty live list gives the tree its room back.
        let listless = pick.is_none() && self.live().next().is_none();
        let trail = Rc::new(self.clone());
        let (settings, texts) = (settings.clone(), Replay::texts(self).clone());
        html! {
            <div class={classes!("branch-tree", listless.then_some("listless"))}>
                <BranchTreeView<P, I> trail={trail.clone()} {settings} {texts} pick={pick.clone()} />
                <LiveList<I> {trail} {pick} />
            </div>
        }
    }
}
