//! How fast a search is played: events a second on a logarithmic slider, or "max".

use crate::model::i18n::common::CommonText;
use crate::model::i18n::{fill, t};
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

/// The speeds of one decade of the slider, in tenths of the decade's first speed: the Renard R10
/// preferred numbers (ISO 3), each about 10^(1/10) times the one before, so that ten positions
/// make a tenfold increase and every label is a round number.
const DECADE_STEPS: [f64; 10] = [1.0, 1.25, 1.6, 2.0, 2.5, 3.15, 4.0, 5.0, 6.3, 8.0];
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
    /// assert_eq!(Speed::from_slider(23), Speed::PerSecond(200.0));
    /// assert_eq!(Speed::from_slider(SLIDER_MAX), Speed::Max);
    /// ```
    pub fn from_slider(position: u32) -> Speed {
        if position >= SLIDER_MAX {
            return Speed::Max;
        }
        let decade = (0..position / 10).fold(1.0, |rate, _| rate * 10.0);
        Speed::per_second(decade * DECADE_STEPS[(position % 10) as usize])
    }

    /// The slider position nearest this speed (on the slider's logarithmic scale).
    pub fn slider_position(self) -> u32 {
        match self {
            Speed::Max => SLIDER_MAX,
            // The first position whose speed is past the geometric middle between it and the
            // position before.
            Speed::PerSecond(rate) => (1..SLIDER_MAX)
                .find(|&p| {
                    let (below, at) = (Speed::from_slider(p - 1), Speed::from_slider(p));
                    matches!((below, at), (Speed::PerSecond(b), Speed::PerSecond(a)) if rate * rate < a * b)
                })
                .map_or(SLIDER_MAX - 1, |p| p - 1),
        }
    }

    /// A short label: "12 steps/s" or "max".
    pub fn label(self) -> String {
        match self {
            Speed::Max => t(CommonText::SpeedMax).to_string(),
            Speed::PerSecond(rate) if rate >= 100.0 => {
                fill(t(CommonText::StepsPerSecond), &[("rate", &fixed(rate, 0))])
            }
            Speed::PerSecond(rate) => {
                fill(t(CommonText::StepsPerSecond), &[("rate", &decimal(rate, 2))])
            }
        }
    }
}
