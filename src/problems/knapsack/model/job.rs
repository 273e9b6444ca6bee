//! What the knapsack page asks a worker to do: one search of an instance, or two compared.

use super::settings::KnapsackSettings;
use super::Knapsack;
use crate::model::branch::optimum::compare::Strategy;
use crate::model::page::{Jobs, Side};
use crate::problems::knapsack::core::{Bound, Instance, Item, Knapsack as Tree};
use serde::{Deserialize, Serialize};

/// A knapsack job: the items in the input's order, the capacity, the bound and how the search
/// goes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KnapsackJob {
    /// The items' values, in the input's order.
    pub values: Vec<u32>,
    /// Their weights, in the same order.
    pub weights: Vec<u32>,
    /// The capacity W.
    pub capacity: u32,
    /// The upper bound.
    pub bound: Bound,
    /// How the search picks its E-nodes and whether it bounds.
    pub strategy: Strategy,
}

impl KnapsackJob {
    /// The job that searches `instance` with `bound` by `strategy`.
    pub fn new(instance: &Instance, bound: Bound, strategy: Strategy) -> KnapsackJob {
        let input = instance.input();
        let values = input.iter().map(|item| item.value).collect();
        let weights = input.iter().map(|item| item.weight).collect();
        KnapsackJob { values, weights, capacity: instance.capacity(), bound, strategy }
    }

    /// The tree it searches (a page only makes jobs of 1 to 40 items, none weighing 0).
    pub fn tree(&self) -> Tree {
        let item = |(&value, &weight)| Item { value, weight };
        let items: Vec<Item> = self.values.iter().zip(&self.weights).map(item).collect();
        Tree::new(Instance::new(&items, self.capacity), self.bound)
    }
}

impl Jobs for Knapsack {
    /// The knapsack has no count: the brute force is compared instead.
    type Count = ();

    /// Least cost.
    fn job(settings: &KnapsackSettings) -> KnapsackJob {
        KnapsackJob::new(&settings.instance, settings.bound, Strategy::LEAST_COST)
    }

    fn compared(settings: &KnapsackSettings) -> Vec<(KnapsackJob, Side)> {
        let job = |strategy| KnapsackJob::new(&settings.instance, settings.bound, strategy);
        let sides = settings.compare.sides().into_iter();
        sides.map(|(side, strategy)| (job(strategy), side)).collect()
    }
}
