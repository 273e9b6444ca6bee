//! Compare's code panel on this page: each side shows its own search's pseudo-code.

use crate::common::compare::{settings, side};
use runut::model::page::Code;
use runut::problems::knight::core::Algorithm;
use runut::problems::knight::model::settings::KnightSettings;
use runut::problems::knight::Knight;

#[test]
fn each_knight_side_shows_its_own_algorithm() {
    let settings = settings::<Knight>("rows=5&cols=5&algo=backtracking&compare=warnsdorff");
    let warnsdorff = Knight::program(&settings, Some(side::<Knight>(&settings, "warnsdorff")));
    let alone = KnightSettings {
        algorithm: Algorithm::Warnsdorff,
        closed: false,
        compare: None,
        ..settings.clone()
    };
    assert_eq!(warnsdorff, Knight::program(&alone, None));
    let backtracking = Knight::program(&settings, Some(side::<Knight>(&settings, "backtracking")));
    assert_eq!(backtracking, Knight::program(&settings, None));
}
