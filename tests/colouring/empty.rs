//! The empty graph, to draw one's own from scratch (`graph=empty`, or `n=0` with empty
//! `edges=`): both graph pages open it without a notice, say that there is nothing to search
//! yet, and refuse a run or a count with that notice instead of starting one.

use crate::common::workers::Rig;
use runut::model::driver::{Control, Moment, RunState};
use runut::model::page::{Browser, Link, SearchAction, SearchPage, SearchProblem};
use runut::model::query::query_pairs;
use runut::problems::colouring::model::job::ColouringCount;
use runut::problems::colouring::Colouring;
use runut::problems::hamilton::Hamilton;

/// Page `P` opened at `query`, and its workers.
fn open<P: SearchProblem>(query: &str) -> Rig<SearchPage<P>> {
    let browser = Browser { cores: 2, ..Browser::default() };
    let mut rig = Rig::new(SearchPage::<P>::open(&query_pairs(query), Vec::new(), browser));
    rig.settle();
    rig
}

/// Whether `page` says there is nothing to search (its status) and, when `asked`, has said it
/// in a notice once.
fn says_nothing_to_search<P: SearchProblem>(page: &SearchPage<P>, asked: bool) {
    assert!(page.status().contains("graph is empty"), "{}", page.status());
    let said = page.notices().iter().filter(|n| n.contains("nothing to search")).count();
    assert_eq!(said, usize::from(asked), "{:?}", page.notices());
}

#[test]
fn the_empty_graph_opens_by_name_or_by_its_link_without_a_notice() {
    for url in ["?p=colouring&graph=empty", "?p=colouring&n=0&edges=", "?p=colouring&n=0"] {
        let (settings, notices) = Colouring::settings(&query_pairs(url));
        assert!(settings.graph.is_empty() && notices.is_empty(), "{url}: {notices:?}");
        let (again, notices) = Colouring::settings(&query_pairs(&Colouring::query(&settings)));
        assert_eq!(again, settings, "{url}");
        assert!(notices.is_empty(), "{url}: {notices:?}");
    }
}

#[test]
fn nothing_is_searched_or_counted_on_the_empty_graph_and_the_page_says_why() {
    let mut rig = open::<Colouring>("?p=colouring&graph=empty");
    says_nothing_to_search(&rig.driver, false);
    for control in [Control::Play, Control::Step, Control::Restart, Control::Seek(Moment::node(3))]
    {
        rig.act(SearchAction::Control(control));
        rig.settle();
        assert_eq!(rig.driver.run_state(), RunState::Idle, "{control:?}");
    }
    rig.act(SearchAction::Count(ColouringCount::Colourings));
    rig.settle();
    assert_eq!(rig.driver.count().state(), RunState::Idle);
    says_nothing_to_search(&rig.driver, true);
    // A link that runs on load, or finds the chromatic number, says it at once.
    let rig = open::<Colouring>("?p=colouring&n=0&edges=&run=1&find=chromatic");
    assert_eq!(rig.driver.run_state(), RunState::Idle);
    says_nothing_to_search(&rig.driver, true);
    let mut rig = open::<Hamilton>("?p=hamilton&graph=empty&run=1");
    says_nothing_to_search(&rig.driver, true);
    rig.act(SearchAction::Control(Control::Play));
    assert_eq!(rig.driver.run_state(), RunState::Idle);
    says_nothing_to_search(&rig.driver, true);
}
