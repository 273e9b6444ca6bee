//! The knight's growth chart: every measurement run as the page runs it (one player, its jobs
//! loaded one after another), each value checked against an independent count.

use crate::common::workers::Rig;
use runut::model::driver::{tag, Control, Input, RunState};
use runut::model::player::Player;
use runut::model::speed::Speed;
use runut::problems::knight::model::growth::{
    measured, measurements, Measure, FIRST_SIDE, LAST_COUNTED_SIDE, LAST_SIDE,
};

/// The knight's jumps in the order of the course's program (the seed programs).
const JUMPS: [(i32, i32); 8] =
    [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)];

/// Nodes of plain backtracking from the corner of the n × n board up to its first tour,
/// written here from the textbook: the root, then one node per on-board jump tried.
fn nodes_to_first_tour(n: i32) -> u64 {
    fn extend(
        n: i32,
        (r, c): (i32, i32),
        placed: i32,
        visited: &mut [bool],
        nodes: &mut u64,
    ) -> bool {
        if placed == n * n {
            return true;
        }
        for (dr, dc) in JUMPS {
            let (r, c) = (r + dr, c + dc);
            if r < 0 || c < 0 || r >= n || c >= n {
                continue;
            }
            *nodes += 1;
            let i = (r * n + c) as usize;
            if !visited[i] {
                visited[i] = true;
                if extend(n, (r, c), placed + 1, visited, nodes) {
                    return true;
                }
                visited[i] = false;
            }
        }
        false
    }
    let mut visited = vec![false; (n * n) as usize];
    visited[0] = true;
    let mut nodes = 1;
    assert!(
        extend(n, (0, 0), 1, &mut visited, &mut nodes),
        "every board from 5 x 5 has a tour from the corner"
    );
    nodes
}

fn corner_tours_5x5() -> u64 {
    let text = include_str!("../data/knight-5x5-corner.txt");
    text.lines().find(|l| !l.starts_with('#')).unwrap().trim().parse().unwrap()
}

#[test]
fn the_growth_chart_measures_every_board_in_one_worker() {
    let all = measurements();
    let (player, commands) = Player::new(all[0].job(), Speed::Max);
    let mut rig = Rig::new((player, tag(0, commands).collect()));
    let mut values = Vec::new();
    for (k, m) in all.iter().enumerate() {
        if k > 0 {
            rig.act(Input::Load(m.job()));
        }
        rig.pump();
        rig.act(Input::Control(Control::Play));
        rig.run_until(|p| p.state() == RunState::Finished);
        let value = measured(&rig.driver).expect("a finished run has a value");
        values.push((m.measure, m.side, value));
    }
    assert_eq!(rig.spawned, 1, "one worker measures everything");
    let sides = |measure| values.iter().filter(move |v| v.0 == measure).map(|v| (v.1, v.2));
    let backtracking: Vec<_> = sides(Measure::Backtracking).collect();
    assert_eq!(
        backtracking.iter().map(|v| v.0).collect::<Vec<_>>(),
        (FIRST_SIDE..=LAST_SIDE).collect::<Vec<_>>()
    );
    for (side, nodes) in backtracking {
        assert_eq!(nodes, nodes_to_first_tour(i32::from(side)), "{side} x {side}");
    }
    for (side, nodes) in sides(Measure::Warnsdorff) {
        let squares = u64::from(side * side);
        assert!(
            nodes >= squares && nodes < 8 * squares,
            "Warnsdorff on {side} x {side}: {nodes} nodes"
        );
    }
    let tours: Vec<_> = sides(Measure::Tours).collect();
    assert_eq!(
        tours.iter().map(|v| v.0).collect::<Vec<_>>(),
        (FIRST_SIDE..=LAST_COUNTED_SIDE).collect::<Vec<_>>()
    );
    assert_eq!(tours[0].1, corner_tours_5x5());
    assert!(tours[1].1 > tours[0].1, "6 x 6 has more tours from the corner than 5 x 5");
}
