//! The texts' typed errors.

use runut::core::numbers::NumberError;
use runut::problems::knapsack::core::{Instance, KnapsackError, List, MAX_CAPACITY};

#[test]
fn one_more_value_than_weights_is_a_mismatch() {
    let error = Instance::parse("1,2,3", "1,2", "5");
    assert_eq!(error, Err(KnapsackError::CountMismatch { values: 3, weights: 2 }));
}

#[test]
fn forty_one_items_are_too_many() {
    let ones = vec!["1"; 41].join(",");
    assert_eq!(Instance::parse(&ones, &ones, "5"), Err(KnapsackError::TooManyItems { count: 41 }));
    let forty = vec!["1"; 40].join(",");
    assert_eq!(Instance::parse(&forty, &forty, "5").map(|i| i.len()), Ok(40));
}

#[test]
fn no_item_at_all_is_refused() {
    assert_eq!(Instance::parse("", " ", "5"), Err(KnapsackError::NoItems));
}

#[test]
fn a_weight_of_nothing_or_below_is_refused() {
    assert_eq!(Instance::parse("3,4", "2,0", "5"), Err(KnapsackError::ZeroWeight { item: 1 }));
    let negative =
        KnapsackError::Entry { list: List::Weights, index: 0, error: NumberError::Negative };
    assert_eq!(Instance::parse("3,4", "-2,1", "5"), Err(negative));
}

#[test]
fn a_word_among_the_values_is_refused_where_it_stands() {
    let word = NumberError::NotANumber("ten".into());
    let error = KnapsackError::Entry { list: List::Values, index: 2, error: word };
    assert_eq!(Instance::parse("1,2,ten", "1,2,3", "5"), Err(error));
}

#[test]
fn the_capacity_is_a_whole_number_from_1_to_the_largest() {
    let not = KnapsackError::Capacity(NumberError::NotANumber("ten".into()));
    assert_eq!(Instance::parse("1", "1", "ten"), Err(not));
    assert_eq!(Instance::parse("1", "1", "0"), Err(KnapsackError::ZeroCapacity));
    let large = KnapsackError::Capacity(NumberError::TooLarge { max: MAX_CAPACITY });
    assert_eq!(Instance::parse("1", "1", &(MAX_CAPACITY + 1).to_string()), Err(large));
}

#[test]
fn a_seed_always_makes_the_same_instance() {
    assert_eq!(Instance::random(40, 7), Instance::random(40, 7));
    assert_ne!(Instance::random(40, 7), Instance::random(40, 8));
}
