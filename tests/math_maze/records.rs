//! The daily puzzle's dates and seeds, and the player's records: what they keep, and that
//! stored text which does not read back whole is refused rather than trusted.

use proptest::prelude::*;
use runut::core::grid::Board;
use runut::core::slug::Slugged;
use runut::model::game::day::Day;
use runut::problems::math_maze::core::deduce::Difficulty;
use runut::problems::math_maze::model::daily::daily_seed;
use runut::problems::math_maze::model::records::{
    Improved, MazeSlot, Records, Streak, Unreadable, Win,
};

fn board(rows: u16, cols: u16) -> Board {
    Board::new(rows, cols).unwrap()
}

fn day(text: &str) -> Day {
    Day::parse(text).unwrap()
}

fn win(rows: u16, ms: u64, moves: u32, daily: Option<Day>) -> Win {
    Win {
        slot: MazeSlot { board: board(rows, rows), difficulty: Difficulty::Normal },
        ms,
        moves,
        daily,
        hinted: false,
    }
}

#[test]
fn dates_count_days_from_1970_as_the_calendar_does() {
    // Independent truth: days between dates, counted month by month here.
    let month_days = |y: i64, m: usize| {
        let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
        [31, if leap { 29 } else { 28 }, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m]
    };
    let mut n = 0;
    for y in 1970..2110 {
        for m in 0..12 {
            for d in 1..=month_days(y, m) {
                let text = format!("{y:04}-{:02}-{d:02}", m + 1);
                assert_eq!(Day::parse(&text), Some(Day(n)), "{text}");
                assert_eq!(Day(n).to_string(), text);
                n += 1;
            }
        }
    }
    assert_eq!(day("2026-11-21"), Day::from_ms(1_795_219_200_000.0));
    assert_eq!(
        day("2026-11-21"),
        Day::from_ms(1_795_305_599_999.0),
        "the last millisecond of the day"
    );
}

#[test]
fn bad_dates_are_refused() {
    for text in [
        "",
        "2026-11-31",
        "2026-02-29",
        "1900-02-28",
        "1969-12-31",
        "2026-13-01",
        "2026-00-10",
        "2026-11-00",
        "2026-1-21",
        "26-11-21",
        "2026/11/21",
        "2026-11-21T00",
        "+026-11-21",
        "2026-11-2x",
        "２026-11-21",
    ] {
        assert_eq!(Day::parse(text), None, "{text:?}");
    }
    assert!(Day::parse("2000-02-29").is_some() && Day::parse("2024-02-29").is_some());
}

#[test]
fn the_daily_seed_is_fixed_for_a_day_size_and_level_and_differs_otherwise() {
    let (d, b, n) = (day("2026-11-21"), board(8, 8), Difficulty::Normal);
    assert_eq!(daily_seed(d, b, n), daily_seed(day("2026-11-21"), board(8, 8), Difficulty::Normal));
    let others = [
        daily_seed(d.previous(), b, n),
        daily_seed(day("2026-11-22"), b, n),
        daily_seed(d, board(8, 9), n),
        daily_seed(d, board(9, 8), n),
        daily_seed(d, b, Difficulty::Easy),
        daily_seed(d, b, Difficulty::Hard),
    ];
    assert!(others.iter().all(|&s| s != daily_seed(d, b, n)));
    // A year of daily seeds, all different.
    let mut year: Vec<u64> = (0..366).map(|k| daily_seed(Day(d.0 + k), b, n)).collect();
    year.sort_unstable();
    year.dedup();
    assert_eq!(year.len(), 366);
}

#[test]
fn a_win_keeps_the_best_time_and_the_fewest_moves_each_on_its_own() {
    let today = day("2026-11-21");
    let mut r = Records::default();
    assert_eq!(
        r.record(win(8, 60_000, 40, None), today),
        Improved { time: true, moves: true, streak: false }
    );
    assert_eq!(
        r.record(win(8, 50_000, 45, None), today),
        Improved { time: true, moves: false, streak: false }
    );
    assert_eq!(
        r.record(win(8, 70_000, 30, None), today),
        Improved { time: false, moves: true, streak: false }
    );
    assert_eq!(r.record(win(8, 70_000, 30, None), today), Improved::default());
    let best = r.best(MazeSlot { board: board(8, 8), difficulty: Difficulty::Normal }).unwrap();
    assert_eq!((best.ms, best.moves), (50_000, 30));
    r.record(win(6, 10_000, 20, None), today);
    assert_eq!(r.bests.len(), 2, "one record per size and level");
    assert_eq!(r.best(MazeSlot { board: board(6, 6), difficulty: Difficulty::Hard }), None);
}

#[test]
fn a_win_hints_helped_with_sets_no_best_but_keeps_the_streak() {
    let today = day("2026-11-21");
    let mut r = Records::default();
    let hinted = Win { hinted: true, ..win(8, 1000, 10, Some(today)) };
    assert_eq!(r.record(hinted, today), Improved { time: false, moves: false, streak: true });
    assert!(r.bests.is_empty());
    r.record(win(8, 5000, 40, None), today);
    r.record(Win { hinted: true, ..win(8, 1000, 10, None) }, today);
    let best = r.best(MazeSlot { board: board(8, 8), difficulty: Difficulty::Normal }).unwrap();
    assert_eq!((best.ms, best.moves), (5000, 40), "a hinted win beats no best");
}

#[test]
fn the_streak_counts_days_in_a_row_on_which_that_days_daily_was_solved() {
    let d1 = day("2026-11-20");
    let d2 = day("2026-11-21");
    let d4 = day("2026-11-23");
    let mut r = Records::default();
    assert!(!r.record(win(8, 1, 1, None), d1).streak, "not a daily puzzle");
    assert!(
        !r.record(win(8, 1, 1, Some(d1.previous())), d1).streak,
        "yesterday's daily, solved today"
    );
    assert!(r.record(win(8, 1, 1, Some(d1)), d1).streak);
    assert!(!r.record(win(6, 1, 1, Some(d1)), d1).streak, "one day counts once, whatever the size");
    assert!(r.record(win(6, 1, 1, Some(d2)), d2).streak);
    assert_eq!(r.streak, Streak { last: Some(d2), days: 2, longest: 2 });
    assert_eq!(r.streak.current(d2), 2);
    assert_eq!(r.streak.current(Day(d2.0 + 1)), 2, "still alive the next day, until it is solved");
    assert_eq!(r.streak.current(d4), 0, "a whole day passed unsolved");
    r.record(win(6, 1, 1, Some(d4)), d4);
    assert_eq!(r.streak, Streak { last: Some(d4), days: 1, longest: 2 });
}

fn any_records() -> impl Strategy<Value = Records> {
    let best =
        (2u16..=40, 2u16..=40, 0usize..3, any::<u64>(), any::<u32>(), any::<u64>(), any::<u32>());
    (
        prop::collection::vec(best, 0..20),
        prop::option::of((0i64..2_900_000, 1u32..1000, 0u32..1000)),
    )
        .prop_map(|(bests, streak)| {
            let mut r = Records::default();
            for (rows, cols, level, ms, moves, _, _) in bests {
                let w = Win {
                    slot: MazeSlot {
                        board: board(rows, cols),
                        difficulty: Difficulty::SLUGS[level].0,
                    },
                    ms,
                    moves,
                    daily: None,
                    hinted: false,
                };
                r.record(w, Day(0));
            }
            if let Some((last, days, extra)) = streak {
                r.streak = Streak { last: Some(Day(last)), days, longest: days + extra };
            }
            r
        })
}

proptest! {
    #[test]
    fn records_read_back_what_was_stored(records in any_records()) {
        prop_assert_eq!(Records::from_text(&records.to_text()), Ok(records));
    }

    #[test]
    fn damaged_records_are_refused_never_misread(records in any_records(), cut in 0usize..400, byte in any::<u8>(), at in 0usize..400) {
        let text = records.to_text();
        // Cut short: refused (or, cut only after its last line, read whole).
        let cut_text: String = text.chars().take(cut).collect();
        if let Ok(read) = Records::from_text(&cut_text) {
            prop_assert_eq!(read, records.clone());
        }
        // One byte changed: read as something, or refused; never a panic.
        let mut bytes = text.into_bytes();
        if !bytes.is_empty() {
            let i = at % bytes.len();
            bytes[i] = byte;
            let _ = Records::from_text(&String::from_utf8_lossy(&bytes));
        }
    }
}

#[test]
fn stored_text_that_is_not_exactly_records_is_refused() {
    let good = "runut-maze-records-1\nstreak 2026-11-21 3 5\nbest 8 8 normal 61000 42\nend\n";
    assert!(Records::from_text(good).is_ok());
    assert_eq!(Records::from_text(good.trim_end_matches("end\n")), Err(Unreadable), "cut short");
    for bad in [
        "",
        "{\"bests\":[]}",
        "runut-maze-records-2\n",
        "runut-maze-records-1\nbest 8 8 normal 61000\n",
        "runut-maze-records-1\nbest 8 8 normal -5 42\n",
        "runut-maze-records-1\nbest 8 8 normal 61000 4294967296\n",
        "runut-maze-records-1\nbest 1 8 normal 61000 42\n",
        "runut-maze-records-1\nbest 8 41 normal 61000 42\n",
        "runut-maze-records-1\nbest 8 8 expert 61000 42\n",
        "runut-maze-records-1\nbest 8 8 normal 61000 42\nbest 8 8 normal 1 1\n",
        "runut-maze-records-1\nstreak 2026-11-21 6 5\n",
        "runut-maze-records-1\nstreak 2026-11-21 0 5\n",
        "runut-maze-records-1\nstreak 2026-02-30 1 1\n",
        "runut-maze-records-1\nstreak 2026-11-21 1 1\nstreak 2026-11-22 1 1\n",
        "runut-maze-records-1\nbest  8 8 normal 61000 42\n",
        "runut-maze-records-1\nwhatever\n",
        "runut-maze-records-1\nend\nbest 8 8 normal 61000 42\n",
    ] {
        // Each is refused for what it holds, not only for lacking the end line.
        for text in [bad.to_string(), format!("{bad}end\n")] {
            assert_eq!(Records::from_text(&text), Err(Unreadable), "{text:?}");
        }
    }
}
