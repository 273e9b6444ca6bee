//! A second grader, written apart from the app's logic solver: generic rules over candidate
//! sets, applied until none changes anything. The rules are monotone eliminations, so whether a
//! set of them solves a puzzle does not depend on the order they are applied in.
//! - naked subsets of size k: k cells of a house whose candidates together are k digits;
//! - hidden subsets of size k: k digits of a house confined to k cells;
//! - intersections: a digit's candidates in house A all inside house B leave B \ A;
//! - fish of size k: k rows where a digit lies in k columns (and the transpose);
//! - XY-wing: three two-candidate cells xy, xz, yz, the first seeing the others.

/// Which rules a grader may use.
#[derive(Clone, Copy, Debug)]
pub struct Rules {
    pub subsets: usize,
    pub intersections: bool,
    pub fish: usize,
    pub xy_wing: bool,
}

/// Singles: subsets of size 1.
pub const SINGLES: Rules = Rules { subsets: 1, intersections: false, fish: 0, xy_wing: false };
/// Pairs: subsets up to 2 and intersections.
pub const PAIRS: Rules = Rules { subsets: 2, intersections: true, fish: 0, xy_wing: false };
/// Wings: subsets and fish up to 3, intersections and XY-wings.
pub const WINGS: Rules = Rules { subsets: 3, intersections: true, fish: 3, xy_wing: true };

/// The 27 houses of a 9 × 9 grid as lists of cells: rows, columns, boxes.
fn houses() -> Vec<Vec<usize>> {
    let rows = (0..9).map(|r| (0..9).map(|c| r * 9 + c).collect());
    let cols = (0..9).map(|c| (0..9).map(|r| r * 9 + c).collect());
    let boxes = (0..9).map(|b| {
        let cells = (0..81).filter(|&x| (x / 27) * 3 + (x % 9) / 3 == b);
        cells.collect::<Vec<usize>>()
    });
    rows.chain(cols).chain(boxes).collect()
}

fn see(a: usize, b: usize) -> bool {
    a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27, a % 9 / 3) == (b / 27, b % 9 / 3))
}

/// The sets of `k` elements among `n`, as bit masks.
fn choose(n: usize, k: usize) -> impl Iterator<Item = usize> {
    (0usize..1 << n).filter(move |s| s.count_ones() as usize == k)
}

/// Takes the digits of `digits` (a mask, bit d − 1 for digit d) out of `cell`; whether any was.
fn strike(sets: &mut [u16], cell: usize, digits: u16) -> bool {
    let before = sets[cell];
    sets[cell] &= !digits;
    sets[cell] != before
}

fn naked_subsets(sets: &mut [u16], houses: &[Vec<usize>], k: usize) -> bool {
    let mut changed = false;
    for house in houses {
        for s in choose(9, k) {
            let union = (0..9).filter(|i| s >> i & 1 == 1).fold(0, |u, i| u | sets[house[i]]);
            if union.count_ones() as usize == k {
                for i in (0..9).filter(|i| s >> i & 1 == 0) {
                    changed |= strike(sets, house[i], union);
                }
            }
        }
    }
    changed
}

fn hidden_subsets(sets: &mut [u16], houses: &[Vec<usize>], k: usize) -> bool {
    let mut changed = false;
    for house in houses {
        for digits in choose(9, k).map(|d| d as u16) {
            let holding: Vec<usize> =
                house.iter().copied().filter(|&c| sets[c] & digits != 0).collect();
            if holding.len() == k {
                for cell in holding {
                    changed |= strike(sets, cell, !digits & 0x1ff);
                }
            }
        }
    }
    changed
}

fn intersections(sets: &mut [u16], houses: &[Vec<usize>]) -> bool {
    let mut changed = false;
    for a in houses {
        for b in houses.iter().filter(|b| *b != a) {
            for bit in (0..9).map(|d| 1u16 << d) {
                let mut holding = a.iter().filter(|&&c| sets[c] & bit != 0);
                let first = holding.clone().next();
                if first.is_some() && holding.all(|c| b.contains(c)) {
                    for &cell in b.iter().filter(|c| !a.contains(c)) {
                        changed |= strike(sets, cell, bit);
                    }
                }
            }
        }
    }
    changed
}

fn fish(sets: &mut [u16], k: usize) -> bool {
    let mut changed = false;
    let at = |line: usize, cross: usize, transposed: bool| {
        if transposed {
            cross * 9 + line
        } else {
            line * 9 + cross
        }
    };
    for transposed in [false, true] {
        for bit in (0..9).map(|d| 1u16 << d) {
            for lines in choose(9, k) {
                let covers: Vec<usize> = (0..9)
                    .filter(|&x| {
                        (0..9).any(|l| lines >> l & 1 == 1 && sets[at(l, x, transposed)] & bit != 0)
                    })
                    .collect();
                if covers.len() == k {
                    for &x in &covers {
                        for l in (0..9).filter(|l| lines >> l & 1 == 0) {
                            changed |= strike(sets, at(l, x, transposed), bit);
                        }
                    }
                }
            }
        }
    }
    changed
}

fn xy_wings(sets: &mut [u16]) -> bool {
    let mut changed = false;
    let pairs: Vec<usize> = (0..81).filter(|&c| sets[c].count_ones() == 2).collect();
    for &p in &pairs {
        for &a in pairs.iter().filter(|&&a| see(p, a)) {
            for &b in pairs.iter().filter(|&&b| see(p, b) && b != a) {
                let (sp, sa, sb) = (sets[p], sets[a], sets[b]);
                let z = sa & sb;
                let wing = (sp | sa | sb).count_ones() == 3
                    && sp & sa & sb == 0
                    && z.count_ones() == 1
                    && sp & z == 0;
                if wing {
                    for cell in (0..81).filter(|&c| see(c, a) && see(c, b)) {
                        changed |= strike(sets, cell, z);
                    }
                }
            }
        }
    }
    changed
}

/// Whether `rules` alone solve the 9 × 9 `puzzle` (`0` for empty): every cell ends with one
/// candidate.
pub fn solves(puzzle: &[u8], rules: Rules) -> bool {
    let houses = houses();
    let mut sets: Vec<u16> =
        puzzle.iter().map(|&d| if d == 0 { 0x1ff } else { 1 << (d - 1) }).collect();
    loop {
        let mut changed = false;
        for k in 1..=rules.subsets {
            changed |= naked_subsets(&mut sets, &houses, k);
            changed |= hidden_subsets(&mut sets, &houses, k);
        }
        if rules.intersections {
            changed |= intersections(&mut sets, &houses);
        }
        for k in 1..=rules.fish {
            changed |= fish(&mut sets, k);
        }
        if rules.xy_wing {
            changed |= xy_wings(&mut sets);
        }
        if !changed {
            return sets.iter().all(|s| s.count_ones() == 1);
        }
    }
}
