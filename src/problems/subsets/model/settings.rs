//! The sum-of-subsets page's settings: the weights as typed, m, first or all, the comparison, and
//! the presets; what its URL can say, and the link that says it. Bad input never fails: each
//! weight or m that cannot be used is left out or clamped, with a notice.

use super::text::SubsetsText;
use super::Subsets;
use crate::core::search::Mode;
use crate::core::slug::Slugged;
use crate::model::i18n::{say, t};
use crate::model::page::common::BRUTE_FORCE;
use crate::model::page::common::{compared_with, mode};
use crate::model::page::Link;
use crate::model::query::{quoted, value};
use crate::model::status::format_count;
use crate::problems::subsets::core::{Instance, MAX_WEIGHT, MAX_WEIGHTS};

/// A ready-made instance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// Its name in the page's preset list (`data-value`).
    pub slug: &'static str,
    /// Its name on the page.
    pub name: SubsetsText,
    /// The weights, in the order they are written.
    pub weights: &'static [u64],
    /// The target sum.
    pub m: u64,
}

/// The presets, the course's example first (the page's default).
pub const PRESETS: [Preset; 4] = [
    Preset { slug: "course", name: SubsetsText::PresetCourse, weights: &[11, 13, 24, 7], m: 31 },
    Preset { slug: "six", name: SubsetsText::PresetSix, weights: &[5, 10, 12, 13, 15, 18], m: 30 },
    Preset { slug: "none", name: SubsetsText::PresetNone, weights: &[2, 4, 6, 8, 10], m: 15 },
    Preset { slug: "forty", name: SubsetsText::PresetForty, weights: &FORTY, m: 410 },
];

/// The weights 1 to 40.
const FORTY: [u64; 40] = {
    let mut weights = [0; 40];
    let mut i = 0;
    while i < 40 {
        weights[i] = i as u64 + 1;
        i += 1;
    }
    weights
};

/// Everything the sum-of-subsets page can be told by its URL.
#[derive(Clone, Debug, PartialEq)]
pub struct SubsetsSettings {
    /// The weights in the order they were typed (the search sorts them).
    pub weights: Vec<u64>,
    /// The target sum, from 1 to the sum of the weights.
    pub m: u64,
    /// First solution or all.
    pub mode: Mode,
    /// Whether backtracking runs beside the brute force.
    pub compare: bool,
}

impl SubsetsSettings {
    /// The instance searched: the weights sorted, and m.
    pub fn instance(&self) -> Instance {
        Instance::new(&self.weights, self.m)
    }

    /// The preset these settings show, if they show one.
    pub fn preset(&self) -> Option<&'static Preset> {
        PRESETS.iter().find(|p| p.weights == self.weights && p.m == self.m)
    }
}

/// The weights typed as `text` (separated by commas or spaces): a piece that is no whole number
/// is left out, one out of 1 to 10⁹ clamped, those past the 40th dropped, each with a notice;
/// none left gives the course's example.
///
/// ```
/// use runut::problems::subsets::model::settings::parse_weights;
/// let mut notices = Vec::new();
/// assert_eq!(parse_weights("11, 13 24,x,0", &mut notices), vec![11, 13, 24, 1]);
/// assert_eq!(notices.len(), 2);
/// ```
pub fn parse_weights(text: &str, notices: &mut Vec<String>) -> Vec<u64> {
    let pieces = text.split(|c: char| c == ',' || c == ';' || c.is_whitespace());
    let mut weights = Vec::new();
    for piece in pieces.filter(|p| !p.is_empty()) {
        let digits = piece.strip_prefix('-').unwrap_or(piece);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            notices.push(say(SubsetsText::NoticeWeightNotNumber, &[("value", &quoted(piece))]));
            continue;
        }
        let big = digits.parse::<u128>().unwrap_or(u128::MAX);
        let used = if piece.starts_with('-') { 1 } else { big.clamp(1, MAX_WEIGHT.into()) as u64 };
        if u128::from(used) != big || piece.starts_with('-') {
            let (max, shown) = (format_count(MAX_WEIGHT), format_count(used));
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("value", &quoted(piece)), ("max", &max), ("used", &shown)];
            notices.push(say(SubsetsText::NoticeWeightRange, &args));
        }
        weights.push(used);
    }
    if weights.len() > MAX_WEIGHTS {
        let args: [(&str, &dyn std::fmt::Display); 2] =
            [("count", &weights.len()), ("max", &MAX_WEIGHTS)];
        notices.push(say(SubsetsText::NoticeTooMany, &args));
        weights.truncate(MAX_WEIGHTS);
    }
    if weights.is_empty() {
        notices.push(t(SubsetsText::NoticeNoWeights).to_string());
        weights = PRESETS[0].weights.to_vec();
    }
    weights
}

/// The m typed as `text` for weights summing to `total`: clamped into 1 to `total`, or the
/// default (the course's 31, clamped) if it is no number, with a notice.
pub fn parse_m(text: &str, total: u64, notices: &mut Vec<String>) -> u64 {
    let shown = quoted(text);
    let fallback = PRESETS[0].m.min(total);
    let trimmed = text.trim();
    let digits = trimmed.strip_prefix('-').unwrap_or(trimmed);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        let used = format_count(fallback);
        notices.push(say(SubsetsText::NoticeMNotNumber, &[("value", &shown), ("used", &used)]));
        return fallback;
    }
    let asked =
        if trimmed.starts_with('-') { 0 } else { digits.parse::<u128>().unwrap_or(u128::MAX) };
    let used = asked.clamp(1, total.into()) as u64;
    if u128::from(used) != asked || trimmed.starts_with('-') {
        let (max, used_text) = (format_count(total), format_count(used));
        let args: [(&str, &dyn std::fmt::Display); 3] =
            [("value", &shown), ("max", &max), ("used", &used_text)];
        notices.push(say(SubsetsText::NoticeMRange, &args));
    }
    used
}

/// A change the sum-of-subsets page makes to its settings.
#[derive(Clone, Debug, PartialEq)]
pub enum SubsetsChange {
    /// The weights, as typed by the user.
    Weights(String),
    /// m, as typed by the user.
    M(String),
    /// One of the [`PRESETS`], by its slug.
    Preset(String),
    /// First solution or all.
    Mode(Mode),
    /// Whether backtracking runs beside the brute force.
    Compare(bool),
}

/// The sum-of-subsets page's link: the settings a URL asks for (a notice for every value it could
/// not honour) and the link back (without `run`).
///
/// ```
/// use runut::model::page::Link;
/// use runut::model::query::query_pairs;
/// use runut::problems::subsets::model::settings::SubsetsChange;
/// use runut::problems::subsets::Subsets;
/// let (settings, notices) = Subsets::settings(&query_pairs("?p=subsets&w=3,1,2&m=99"));
/// assert_eq!((settings.weights, settings.m), (vec![3, 1, 2], 6));
/// assert_eq!(notices.len(), 1);
/// let (settings, _) = Subsets::settings(&[]);
/// let (next, notices) = Subsets::changed(&settings, SubsetsChange::M("1000".into()));
/// assert_eq!((next.m, notices.map(|n| n.len())), (55, Some(1)));
/// ```
impl Link for Subsets {
    type Settings = SubsetsSettings;
    type Change = SubsetsChange;

    fn settings(pairs: &[(String, String)]) -> (SubsetsSettings, Vec<String>) {
        let mut notices = Vec::new();
        let course = PRESETS[0];
        let weights =
            value(pairs, "w").map_or(course.weights.to_vec(), |w| parse_weights(w, &mut notices));
        let total = weights.iter().sum();
        let m = value(pairs, "m").map_or(course.m.min(total), |m| parse_m(m, total, &mut notices));
        let mode = mode(pairs, &mut notices);
        let compare = compared_with(pairs, BRUTE_FORCE, &mut notices);
        (SubsetsSettings { weights, m, mode, compare }, notices)
    }

    fn query(settings: &SubsetsSettings) -> String {
        let weights: Vec<String> = settings.weights.iter().map(u64::to_string).collect();
        let (m, mode) = (settings.m, settings.mode.slug());
        let compare = if settings.compare { "&compare=brute-force" } else { "" };
        format!("?p=subsets&w={}&m={m}&mode={mode}{compare}", weights.join(","))
    }

    /// Typed weights or m replace the page's notices (clearing them when they are fine). New
    /// weights keep m if it still fits.
    fn changed(
        settings: &SubsetsSettings,
        change: SubsetsChange,
    ) -> (SubsetsSettings, Option<Vec<String>>) {
        let typed = matches!(change, SubsetsChange::Weights(_) | SubsetsChange::M(_));
        let mut next = settings.clone();
        let mut notices = Vec::new();
        match change {
            SubsetsChange::Weights(text) => {
                next.weights = parse_weights(&text, &mut notices);
                next.m = next.m.min(next.weights.iter().sum());
            }
            SubsetsChange::M(text) => {
                next.m = parse_m(&text, next.weights.iter().sum(), &mut notices);
            }
            SubsetsChange::Preset(slug) => {
                if let Some(preset) = PRESETS.iter().find(|p| p.slug == slug) {
                    (next.weights, next.m) = (preset.weights.to_vec(), preset.m);
                }
            }
            SubsetsChange::Mode(mode) => next.mode = mode,
            SubsetsChange::Compare(compare) => next.compare = compare,
        }
        (next, typed.then_some(notices))
    }
}
