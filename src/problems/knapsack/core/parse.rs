//! An [`Instance`] read from the texts of a link or the page's fields: the values and the
//! weights as lists separated by commas, in the same order, and the capacity, with typed errors.

use super::instance::{Instance, Item, MAX_CAPACITY, MAX_ITEMS, MAX_VALUE, MAX_WEIGHT};
use crate::core::numbers::{numbers, whole, NumberError};

/// Which list an entry is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum List {
    /// The values.
    Values,
    /// The weights.
    Weights,
}

/// Why the texts are not a knapsack instance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KnapsackError {
    /// Entry `index` (from 0) of a list cannot be read.
    Entry {
        /// The list.
        list: List,
        /// The entry's position, from 0.
        index: usize,
        /// What is wrong with it.
        error: NumberError,
    },
    /// The lists have different lengths.
    CountMismatch {
        /// How many values.
        values: usize,
        /// How many weights.
        weights: usize,
    },
    /// There is no item.
    NoItems,
    /// There are `count` items, more than [`MAX_ITEMS`].
    TooManyItems {
        /// How many there are.
        count: usize,
    },
    /// Item `item` (from 0, in the input) weighs nothing: its value per weight is no number.
    ZeroWeight {
        /// The item, from 0.
        item: usize,
    },
    /// The capacity cannot be read (up to [`MAX_CAPACITY`]).
    Capacity(NumberError),
    /// The capacity is 0.
    ZeroCapacity,
}

impl Instance {
    /// Reads an instance from its values, its weights and its capacity.
    ///
    /// ```
    /// use runut::problems::knapsack::core::{Instance, KnapsackError};
    /// let instance = Instance::parse("40, 42, 25, 12", "4, 7, 5, 3", "10").unwrap();
    /// assert_eq!(instance, Instance::textbook());
    /// assert_eq!(
    ///     Instance::parse("40,42", "4,7,5", "10"),
    ///     Err(KnapsackError::CountMismatch { values: 2, weights: 3 })
    /// );
    /// assert_eq!(Instance::parse("40", "0", "10"), Err(KnapsackError::ZeroWeight { item: 0 }));
    /// ```
    pub fn parse(values: &str, weights: &str, capacity: &str) -> Result<Instance, KnapsackError> {
        let list = |text, max, list| {
            numbers(text, max).map_err(|bad| KnapsackError::Entry {
                list,
                index: bad.index,
                error: bad.error,
            })
        };
        let values = list(values, MAX_VALUE, List::Values)?;
        let weights = list(weights, MAX_WEIGHT, List::Weights)?;
        if values.len() != weights.len() {
            let (values, weights) = (values.len(), weights.len());
            return Err(KnapsackError::CountMismatch { values, weights });
        }
        match values.len() {
            0 => return Err(KnapsackError::NoItems),
            count if count > MAX_ITEMS => return Err(KnapsackError::TooManyItems { count }),
            _ => {}
        }
        if let Some(item) = weights.iter().position(|&w| w == 0) {
            return Err(KnapsackError::ZeroWeight { item });
        }
        let capacity = whole(capacity, MAX_CAPACITY).map_err(KnapsackError::Capacity)?;
        if capacity == 0 {
            return Err(KnapsackError::ZeroCapacity);
        }
        let items: Vec<Item> =
            values.iter().zip(&weights).map(|(&value, &weight)| Item { value, weight }).collect();
        Ok(Instance::new(&items, capacity))
    }
}
