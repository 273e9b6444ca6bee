//! The player on every search page of the list (`runut::problems::SearchPages`), wired to
//! in-process workers: whatever was stepped or stepped back before, Play at max speed ends the
//! run, and so does switching the speed while it runs; a step at the end keeps the finished run. A search with little left after the
//! steps once hung here for good at max speed (all its events already on the page, none played).

use crate::common::page::finishes;
use crate::common::workers::Rig;
use runut::core::search::Replay;
use runut::model::driver::{Control, RunState};
use runut::model::i18n::common::CommonText;
use runut::model::i18n::t;
use runut::model::page::SearchVisit;
use runut::model::page::{Browser, SearchAction, SearchPage, SearchProblem, SearchProblems};
use runut::model::query::query_pairs;
use runut::model::speed::Speed;
use runut::problems::SearchPages;

/// The page `P` opened on its own default link, its workers settled.
fn open<P: SearchProblem>() -> Rig<SearchPage<P>> {
    let query = format!("?p={}", P::SLUG);
    let browser = Browser { cores: 2, ..Browser::default() };
    let mut rig = Rig::new(SearchPage::<P>::open(&query_pairs(&query), Vec::new(), browser));
    rig.settle();
    rig
}

fn control<P: SearchProblem>(rig: &mut Rig<SearchPage<P>>, control: Control) {
    rig.act(SearchAction::Control(control));
    rig.pump();
}

/// The final totals of `P`'s default search, run at max speed from the start.
fn reference<P: SearchProblem>() -> (u64, u64) {
    let mut rig = open::<P>();
    control(&mut rig, Control::SetSpeed(Speed::Max));
    control(&mut rig, Control::Play);
    finishes(&mut rig, "Play at max speed");
    let stats = rig.driver.trail().stats();
    (stats.nodes, stats.solutions)
}

/// Checks one page of the list.
struct MaxSpeedEnds;

impl SearchVisit for MaxSpeedEnds {
    fn visit<P: SearchProblem>(&mut self) {
        let whole = reference::<P>();
        let totals = |rig: &Rig<SearchPage<P>>| {
            let stats = rig.driver.trail().stats();
            (stats.nodes, stats.solutions)
        };
        for steps in [1, 2, 3, 6, 9, 10, 25, 60] {
            let what = format!("{steps} steps, then max speed and Play");
            let mut rig = open::<P>();
            (0..steps).for_each(|_| control(&mut rig, Control::Step));
            control(&mut rig, Control::SetSpeed(Speed::Max));
            control(&mut rig, Control::Play);
            finishes(&mut rig, &what);
            assert_eq!(totals(&rig), whole, "?p={}: {what}", P::SLUG);

            let what = format!("{steps} steps, 2 back, then max speed and Play");
            let mut rig = open::<P>();
            (0..steps).for_each(|_| control(&mut rig, Control::Step));
            (0..2).for_each(|_| control(&mut rig, Control::StepBack));
            control(&mut rig, Control::SetSpeed(Speed::Max));
            control(&mut rig, Control::Play);
            finishes(&mut rig, &what);
            assert_eq!(totals(&rig), whole, "?p={}: {what}", P::SLUG);

            let what = format!("{steps} steps, Play at 10/s, then max, 1000/s and max again");
            let mut rig = open::<P>();
            (0..steps).for_each(|_| control(&mut rig, Control::Step));
            control(&mut rig, Control::SetSpeed(Speed::PerSecond(10.0)));
            control(&mut rig, Control::Play);
            (0..3).for_each(|_| rig.frame());
            control(&mut rig, Control::SetSpeed(Speed::Max));
            rig.frame();
            control(&mut rig, Control::SetSpeed(Speed::PerSecond(1000.0)));
            (0..3).for_each(|_| rig.frame());
            control(&mut rig, Control::SetSpeed(Speed::Max));
            finishes(&mut rig, &what);
            assert_eq!(totals(&rig), whole, "?p={}: {what}", P::SLUG);
        }
    }
}

#[test]
fn play_at_max_speed_ends_every_search_page_after_any_steps_back_or_speed_changes() {
    SearchPages::visit_search(&mut MaxSpeedEnds);
}

/// Checks one page of the list: a step at the end changes nothing and says so.
struct StepAtTheEnd;

impl SearchVisit for StepAtTheEnd {
    fn visit<P: SearchProblem>(&mut self) {
        let mut rig = open::<P>();
        control(&mut rig, Control::SetSpeed(Speed::Max));
        control(&mut rig, Control::Play);
        finishes(&mut rig, "Play at max speed");
        rig.settle();
        let (nodes, status) = (rig.driver.trail().stats().nodes, rig.driver.status());
        let end = t(CommonText::AtTheEnd);
        assert!(!status.contains(end), "?p={}: {status}", P::SLUG);
        for _ in 0..2 {
            control(&mut rig, Control::Step);
            rig.settle();
            assert_eq!(rig.driver.run_state(), RunState::Finished, "?p={}", P::SLUG);
            assert_eq!(rig.driver.trail().stats().nodes, nodes, "?p={}: kept", P::SLUG);
            let now = rig.driver.status();
            assert!(now.starts_with(&status) && now.contains(end), "?p={}: {now}", P::SLUG);
        }
        control(&mut rig, Control::Restart);
        assert!(!rig.driver.status().contains(end), "?p={}", P::SLUG);
        finishes(&mut rig, "Restart at max speed");
        assert_eq!(rig.driver.trail().stats().nodes, nodes, "?p={}: searched again", P::SLUG);
    }
}

#[test]
fn a_step_at_the_end_keeps_the_finished_search_and_says_so_and_restart_searches_again() {
    SearchPages::visit_search(&mut StepAtTheEnd);
}

/// Checks one page of the list: the first step shows the root (branch and bound's opening event,
/// which generates nothing, comes with it), and a step back from there shows the empty tree.
struct FirstStepShowsTheRoot;

impl SearchVisit for FirstStepShowsTheRoot {
    fn visit<P: SearchProblem>(&mut self) {
        let mut rig = open::<P>();
        control(&mut rig, Control::Step);
        rig.settle();
        assert_eq!(rig.driver.trail().stats().nodes, 1, "?p={}: the root", P::SLUG);
        control(&mut rig, Control::Step);
        rig.settle();
        control(&mut rig, Control::StepBack);
        rig.settle();
        assert_eq!(rig.driver.trail().stats().nodes, 1, "?p={}: back at the root", P::SLUG);
        control(&mut rig, Control::StepBack);
        rig.settle();
        assert_eq!(rig.driver.trail().stats().nodes, 0, "?p={}: before the root", P::SLUG);
        assert_eq!(rig.driver.trail().moment(), 0, "?p={}: no event left", P::SLUG);
    }
}

#[test]
fn the_first_step_on_every_search_page_shows_the_root() {
    SearchPages::visit_search(&mut FirstStepShowsTheRoot);
}
