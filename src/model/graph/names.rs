//! The names a built-in graph gives its vertices, in the language in use: the map of Sumatra's
//! provinces names each province (in the order of `core::graph::named::SUMATRA`'s vertices).

use super::text::GraphText;
use crate::model::i18n::t;

/// The provinces of the map `sumatra`, vertex 1 first.
const SUMATRA: [GraphText; 8] = [
    GraphText::Aceh,
    GraphText::NorthSumatra,
    GraphText::WestSumatra,
    GraphText::Riau,
    GraphText::Jambi,
    GraphText::Bengkulu,
    GraphText::SouthSumatra,
    GraphText::Lampung,
];

/// The names of the vertices of the built-in graph `name`, vertex 1 first, if it names them.
///
/// ```
/// use runut::model::graph::names::vertex_names;
/// assert_eq!(vertex_names(Some("sumatra")).unwrap()[7], "Lampung");
/// assert_eq!(vertex_names(Some("petersen")), None);
/// ```
pub fn vertex_names(name: Option<&str>) -> Option<Vec<&'static str>> {
    match name? {
        "sumatra" => Some(SUMATRA.iter().map(|&key| t(key)).collect()),
        _ => None,
    }
}
