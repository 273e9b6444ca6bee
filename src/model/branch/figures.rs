//! The figures every branch-and-bound page shows: nodes generated, expanded and killed, the live
//! nodes now and at most, and the best solution so far.

use super::text::BranchText;
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::Cost;
use crate::model::figures::Figure;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::t;

/// The search's counts: `stat-nodes` (generated, the root included), `stat-expanded`,
/// `stat-killed`, `stat-live`, `stat-live-max` and `stat-solutions` (every solution node
/// generated: better ones and the others, which the brute force counts).
pub fn counts<I: Copy>(trail: &BranchTrail<I>) -> Vec<Figure> {
    let totals = trail.totals();
    vec![
        Figure::count(t(BranchText::Generated), "stat-nodes", totals.generated),
        Figure::count(t(BranchText::Expanded), "stat-expanded", totals.expanded),
        Figure::count(t(BranchText::Killed), "stat-killed", totals.killed),
        Figure::count(t(BranchText::LiveNow), "stat-live", totals.live),
        Figure::count(t(BranchText::MostLive), "stat-live-max", totals.most_live),
        Figure::count(t(CommonText::Solutions), "stat-solutions", totals.solutions),
    ]
}

/// Relabels the dead nodes' figure (`stat-killed`) of a search that uses no bound (the brute
/// force): none of its nodes is killed by a bound; they cannot be solutions, or are solutions
/// no better than the best.
pub fn unbounded(figures: &mut [Figure]) {
    for figure in figures.iter_mut().filter(|f| f.testid == "stat-killed") {
        figure.label = t(BranchText::KilledNoBound);
    }
}

/// The best solution so far, `stat-best` (its value, rounded down, as `data-value`; as the
/// page writes it, exactly), once there is one.
pub fn best<I: Copy>(trail: &BranchTrail<I>) -> Option<Figure> {
    let (_, value) = trail.best()?;
    Some(Figure {
        label: t(BranchText::Best),
        testid: "stat-best",
        value: whole(value),
        shown: Some(value.to_string()),
    })
}

/// A cost as a plain integer: rounded down, never below 0.
pub fn whole(cost: Cost) -> u64 {
    u64::try_from(cost.num().div_euclid(cost.den())).unwrap_or(0)
}
