//! How fast a search is played: events a second on a logarithmic slider, or "max".

use crate::model::status::{bounded, decimal, fixed};

/// The slowest animation speed, in events per second.
pub const MIN_SPEED: f64 = 1.0;
/// The fastest animation speed before "max", in events per second.
pub const MAX_ANIMATED_SPEED: f64 = 100_000.0;

/// How fast the search is played.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Speed {
    /// This many events per second, between [`MIN_SPEED`] and [`MAX_ANIMATED_SPEED`].
    PerSecond(f64),
    /// As fast as the worker goes, without animating each event.
    Max,
}

/// Positions of the speed slider per tenfold increase of speed.
const SLIDER_STOPS_PER_DECADE: f64 = 10.0;
/// The speed slider's last position, which means "max".
pub const SLIDER_MAX: u32 = 51;

impl Speed {
    /// A speed of `events` per second, clamped into the animated range.
    pub fn per_second(events: f64) -> Speed {
        Speed::PerSecond(bounded(events, MIN_SPEED, MAX_ANIMATED_SPEED))
    }

    /// The speed at a position of the logarithmic slider (`0..=SLIDER_MAX`): position 0 is one
    /// event a second, each ten positions are ten times faster, and the last one is "max".
    ///
    /// ```
    /// use runut::model::speed::{Speed, SLIDER_MAX};
    /// assert_eq!(Speed::from_slider(0), Speed::PerSecond(1.0));
    /// assert_eq!(Speed::from_slider(20), Speed::PerSecond(100.0));
    /// assert_eq!(Speed::from_slider(SLIDER_MAX), Speed::Max);
    /// ```
    pub fn from_slider(position: u32) -> Speed {
        if position >= SLIDER_MAX {
            return Speed::Max;
        }
        let rate = 10f64.powf(position as f64 / SLIDER_STOPS_PER_DECADE);
        Speed::per_second((rate * 100.0).round() / 100.0)
    }

    /// The slider position nearest this speed.
    pub fn slider_position(self) -> u32 {
        match self {
            Speed::Max => SLIDER_MAX,
            Speed::PerSecond(rate) => {
                let position = (rate.max(MIN_SPEED).log10() * SLIDER_STOPS_PER_DECADE).round();
                (position as u32).min(SLIDER_MAX - 1)
            }
        }
    }

    /// A short label: "12 steps/s" or "max".
    pub fn label(self) -> String {
        match self {
            Speed::Max => "max".to_string(),
            Speed::PerSecond(rate) if rate >= 100.0 => format!("{} steps/s", fixed(rate, 0)),
            Speed::PerSecond(rate) => format!("{} steps/s", decimal(rate, 1)),
        }
    }
}
