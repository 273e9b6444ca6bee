//! The travelling-salesman page's one-line status and figures, and the words it shares with the
//! tree, the code panel and practice: why no tour goes through a node, a node's road and its
//! cost.

use super::board::{cities_of, reduced_step, tour_of, tour_text, TspTrail};
use super::settings::TspSettings;
use super::text::TspText;
use super::Tsp;
use crate::core::branch::node::DrawnNode;
use crate::core::branch::stats::BranchEnding;
use crate::model::branch::figures::{best, counts, unbounded};
use crate::model::branch::optimum::compare::Compare;
use crate::model::branch::words::{status, PageWords};
use crate::model::driver::RunState;
use crate::model::figures::Figure;
use crate::model::i18n::{say, t};
use crate::model::page::{Side, Status};
use crate::model::player::Player;
use crate::problems::tsp::core::{half_bound, Bound, NoTour, Reduced, Tour};

/// Why no tour goes through a node, in words.
pub fn no_tour_text(why: NoTour) -> String {
    match why {
        NoTour::CannotLeave(city) => say(TspText::CannotLeave, &[("city", &(city + 1))]),
        NoTour::CannotEnter(city) => say(TspText::CannotEnter, &[("city", &(city + 1))]),
        NoTour::Stranded(city) => say(TspText::Stranded, &[("city", &(city + 1))]),
    }
}

/// The half-sum bound of the node of `tour`: the sum of the terms and the bound.
pub fn half_of(settings: &TspSettings, tour: &Tour) -> Option<(u32, u32)> {
    let half = half_bound(&settings.graph, tour).ok()?;
    Some((half.terms.iter().map(|term| term.sum()).sum(), half.bound))
}

/// What the root is: its cost with either bound.
fn root_text(settings: &TspSettings, node: &DrawnNode<NoTour>) -> String {
    match settings.bound {
        Bound::Reduced => say(TspText::RootReduced, &[("c", &node.cost)]),
        Bound::Half => {
            let (sum, _) = half_of(settings, &Tour::start()).unwrap_or_default();
            say(TspText::RootHalf, &[("sum", &sum), ("c", &node.cost)])
        }
    }
}

/// What the node just generated is: the root, or the road from its parent, with its cost.
pub fn generated(settings: &TspSettings, trail: &TspTrail, node: &DrawnNode<NoTour>) -> String {
    if node.parent == 0 {
        return root_text(settings, node);
    }
    let cities = cities_of(trail, node.node);
    let (from, to) = (cities[cities.len() - 2], node.choice);
    let road: [(&str, &dyn std::fmt::Display); 5] = [
        ("node", &node.node),
        ("from", &(from + 1)),
        ("to", &(to + 1)),
        ("parent", &node.parent),
        ("tour", &tour_text(&cities, "-", false)),
    ];
    let mut text = say(TspText::ChildRoad, &road);
    let cost = match settings.bound {
        Bound::Reduced => {
            reduced_step(&settings.graph, &tour_of(trail, node.parent), to).map(|step| {
                match step.reduced {
                    Some(r) => {
                        let args: [(&str, &dyn std::fmt::Display); 8] = [
                            ("node", &node.node),
                            ("parent", &node.parent),
                            ("from", &(from + 1)),
                            ("to", &(to + 1)),
                            ("cp", &step.parent_cost),
                            ("a", &step.edge),
                            ("r", &r),
                            ("c", &step.cost),
                        ];
                        say(TspText::ChildCost, &args)
                    }
                    None => t(TspText::ChildNoMatrix).to_string(),
                }
            })
        }
        Bound::Half => half_of(settings, &Tour::of(&cities)).map(|(sum, bound)| {
            say(TspText::ChildHalf, &[("node", &node.node), ("sum", &sum), ("c", &bound)])
        }),
    };
    if let Some(cost) = cost {
        text.push(' ');
        text.push_str(&cost);
    }
    text
}

impl Status for Tsp {
    fn status(
        settings: &TspSettings,
        state: RunState,
        trail: &TspTrail,
        ending: Option<BranchEnding>,
        failure: Option<&str>,
    ) -> String {
        let n = settings.cities();
        let idle = match settings.bound {
            Bound::Reduced => {
                let root = Reduced::root(&settings.graph).cost;
                say(TspText::StatusIdle, &[("n", &n), ("c", &root)])
            }
            Bound::Half => {
                let (_, bound) = half_of(settings, &Tour::start()).unwrap_or_default();
                say(TspText::StatusIdleHalf, &[("n", &n), ("c", &bound)])
            }
        };
        let words = PageWords {
            idle,
            generated: &|node| generated(settings, trail, node),
            infeasible: &no_tour_text,
            capped: ending == Some(BranchEnding::Capped),
        };
        status(state, trail, failure, &words)
    }

    /// Which search least cost is compared with.
    fn compare_status(settings: &TspSettings) -> String {
        t(match settings.compare {
            Compare::BruteForce => TspText::ComparingBrute,
            _ => TspText::ComparingDepth,
        })
        .to_string()
    }

    /// Its counts, the tours it has found and the best so far.
    fn figures(_: &TspSettings, trail: &TspTrail) -> Vec<Figure> {
        let mut figures = counts(trail);
        for figure in figures.iter_mut().filter(|f| f.testid == "stat-solutions") {
            figure.label = t(TspText::Tours);
        }
        figures.extend(best(trail));
        figures
    }

    /// The same but the live nodes now; the brute force's dead nodes are not said killed.
    fn side_figures(settings: &TspSettings, side: Side, player: &Player<Tsp>) -> Vec<Figure> {
        let figures = Self::figures(settings, player.trail());
        let mut figures: Vec<Figure> =
            figures.into_iter().filter(|f| f.testid != "stat-live").collect();
        if !settings.compare.strategy(Some(side)).bounded {
            unbounded(&mut figures);
        }
        figures
    }
}
