//! What a problem's UI adds to its search page ([`SearchView`]), and the board it is asked to
//! draw ([`BoardView`]).

use crate::core::search::Wire;
use crate::core::search::{self, Replay};
use crate::model::driver::RunState;
use crate::model::i18n::PageMessages;
use crate::model::page::{SearchAction, SearchPage, SearchProblem, Side};
use crate::model::problem::ReplayOf;
use crate::ui::widgets::legend::Key;
use crate::ui::widgets::tree_view::TreeView;
use std::rc::Rc;
use yew::prelude::*;

/// A board to draw: the page's own, or one side of a comparison.
pub struct BoardView<'a, P: SearchProblem> {
    /// The page.
    pub page: &'a SearchPage<P>,
    /// The search whose board it is.
    pub trail: &'a ReplayOf<P>,
    /// Where that search's run is.
    pub state: RunState,
    /// Whether it is the page's own board (which shows practice's marks and any solution on
    /// show), not a side of a comparison.
    pub main: bool,
    /// The comparison's side it is, if it is one.
    pub side: Option<Side>,
    /// Whether it is drawn for paper, a printed question: the instance alone, without what a
    /// run shows (the best so far, the node in view and its figures, the cell chosen next).
    pub paper: bool,
    /// The page's actions (a click on a square is [`SearchAction::Square`]).
    pub act: &'a Callback<SearchAction<P>>,
}

/// How the page draws the state-space tree of a search's replay: one way for each vocabulary
/// (a depth-first search's path tree, branch and bound's tree of live nodes), the labels the
/// problem's.
pub trait DrawnTree: Replay {
    /// The tree of this replay, of a search of problem `P` with `settings`; `pick` is where a
    /// click on a node answers practice's question, while one that a node answers is asked.
    fn draw<P: SearchView>(&self, settings: &P::Settings, pick: Option<Callback<String>>) -> Html;
}

impl<R> DrawnTree for search::Trail<R>
where
    R: Wire,
{
    fn draw<P: SearchView>(&self, settings: &P::Settings, _pick: Option<Callback<String>>) -> Html {
        let levels = Rc::new(self.tree().levels().to_vec());
        let (settings, texts) = (settings.clone(), Replay::texts(self).clone());
        html! { <TreeView<P> {levels} {settings} {texts} /> }
    }
}

/// What a problem's UI adds to its search page (its title is the problem's name, its intro and
/// the stage's name are in its catalogue: [`PageMessages`]).
pub trait SearchView: SearchProblem<Messages: PageMessages, Replay: DrawnTree> {
    /// The board of a search.
    fn board(view: BoardView<'_, Self>) -> Html;
    /// The keys of the board's legend: each mark's class, symbol and meaning.
    fn legend() -> Vec<Key>;
    /// The settings card's own fields (the page adds practice and the links).
    fn fields(page: &SearchPage<Self>, act: &Callback<SearchAction<Self>>) -> Html;
    /// The count card (none by default: a page whose problem has no count).
    fn count_card(_page: &SearchPage<Self>, _act: &Callback<SearchAction<Self>>) -> Html {
        Html::default()
    }
    /// The card that explains the search.
    fn explanation(page: &SearchPage<Self>, act: &Callback<SearchAction<Self>>) -> Html;
    /// The growth chart's card (none by default).
    fn growth_card() -> Html {
        Html::default()
    }
    /// What the practice card offers besides its question (a choice of drills).
    fn practice_options(_page: &SearchPage<Self>, _act: &Callback<SearchAction<Self>>) -> Html {
        Html::default()
    }
    /// Anything the stage shows above the board (a note on the board, a solution on show).
    fn above_board(_page: &SearchPage<Self>, _act: &Callback<SearchAction<Self>>) -> Html {
        Html::default()
    }
    /// Anything the stage shows below the board and its legend (exports, a count's table).
    fn below_board(_page: &SearchPage<Self>) -> Html {
        Html::default()
    }
    /// Anything the player's card lists below its figures (the solutions found).
    fn in_player(_page: &SearchPage<Self>, _act: &Callback<SearchAction<Self>>) -> Html {
        Html::default()
    }
}
