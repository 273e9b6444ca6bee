//! [`Tour`]: a node's partial tour, the cities visited in order from city 0; small and `Copy`,
//! so that millions of live nodes fit a tab (a node's reduced matrix is rebuilt from it).

use super::graph::MAX_CITIES;
use crate::core::matrix::{Order, MAX_ORDER};

const _: () = assert!(MAX_CITIES <= MAX_ORDER, "an order holds every city");

/// The cities visited so far, in order, from city 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tour {
    cities: Order,
}

impl Tour {
    /// The root's tour: city 0 alone.
    pub fn start() -> Tour {
        Tour { cities: Order::default().then(0) }
    }

    /// The tour of `cities` in order (the first must be 0, no city twice).
    ///
    /// ```
    /// use runut::problems::tsp::core::Tour;
    /// let tour = Tour::of(&[0, 3, 1]);
    /// assert_eq!((tour.last(), tour.len(), tour.visits(3), tour.visits(2)), (1, 3, true, false));
    /// ```
    pub fn of(cities: &[u8]) -> Tour {
        assert_eq!(cities.first(), Some(&0), "a tour starts at city 0");
        cities[1..].iter().fold(Tour::start(), |tour, &city| tour.then(city))
    }

    /// This tour going on to `city`, which it has not visited.
    pub fn then(&self, city: u8) -> Tour {
        Tour { cities: self.cities.then(city) }
    }

    /// The cities visited, in order.
    pub fn cities(&self) -> &[u8] {
        self.cities.items()
    }

    /// How many cities it has visited.
    pub fn len(&self) -> usize {
        self.cities.len()
    }

    /// Whether it has visited no city (never: it starts at city 0).
    pub fn is_empty(&self) -> bool {
        self.cities.is_empty()
    }

    /// The city it is at.
    pub fn last(&self) -> u8 {
        self.cities.last().expect("a tour starts at city 0")
    }

    /// Whether it has visited `city`.
    pub fn visits(&self, city: u8) -> bool {
        self.cities.contains(city)
    }

    /// The cities of `0..n` it has not visited, in increasing order.
    pub fn unvisited(&self, n: usize) -> impl Iterator<Item = u8> + '_ {
        self.cities.missing(n)
    }

    /// The roads it has taken, in order (without the road back to city 0).
    pub fn roads(&self) -> impl Iterator<Item = (u8, u8)> + '_ {
        self.cities().windows(2).map(|pair| (pair[0], pair[1]))
    }
}

/// Why no tour goes through a node: it is generated dead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum NoTour {
    /// No road is left out of this city to a city the tour may still go to (its row of the
    /// reduced matrix is all ∞; for a complete tour, the road back to city 0 is missing).
    CannotLeave(u8),
    /// No road is left into this city from a city the tour may still leave (its column of the
    /// reduced matrix is all ∞).
    CannotEnter(u8),
    /// This city has fewer than two roads left, its tour's own and others (the half-sum bound
    /// counts two per city).
    Stranded(u8),
}
