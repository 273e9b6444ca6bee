//! Practice: at every decision of every search the question's answer is what the search does
//! next, that answer is always accepted, every other answer is refused with an explanation that
//! names the rule, and a session answered right all the way reaches the end with a full score.

use runut::core::grid::{Board, Square};
use runut::core::search::Search;
use runut::core::search::{Event, Trail};
use runut::model::page::Practised;
use runut::model::practice::{Answer, Practice, Question, Score, StateKey, Verdict};
use runut::problems::knight::core::moves::KnightMoves;
use runut::problems::knight::core::{onward_degree, Algorithm, KnightSearch};
use runut::problems::knight::model::practice as knight;
use runut::problems::knight::model::settings::KnightSettings;
use runut::problems::knight::Knight;
use runut::problems::queens::core::{Mode, QueensSearch};
use runut::problems::queens::model::practice::{Drill, NO_COLUMN, SAFE};
use runut::problems::queens::model::settings::QueensSettings;
use runut::problems::queens::Queens;

/// An n × n board's settings, as practice reads them.
fn board(n: u16) -> QueensSettings {
    QueensSettings { n, mode: Mode::All, compare: false }
}

/// Every event of `search` (at most `limit`), as the page receives them.
fn events<S: Search>(mut search: S, limit: usize) -> Vec<Event<S::Reason>> {
    std::iter::from_fn(|| search.step()).take(limit).collect()
}

/// Replays `events`, calling `check(trail, rest)` before each one with the events still to come.
fn at_every_state<R: Copy>(events: &[Event<R>], mut check: impl FnMut(&Trail<R>, &[Event<R>])) {
    let mut trail = Trail::default();
    for (i, &event) in events.iter().enumerate() {
        check(&trail, &events[i..]);
        trail.apply(event);
    }
    check(&trail, &[]);
}

fn assert_refused(verdict: &Verdict, answer: &Answer, words: &[&str]) {
    assert!(!verdict.correct, "{answer:?} was accepted: {}", verdict.explanation);
    assert!(
        words.iter().any(|w| verdict.explanation.contains(w)),
        "{answer:?}: the explanation names no rule: {}",
        verdict.explanation
    );
}

fn every_square(n: u16) -> impl Iterator<Item = Square> {
    (0..n).flat_map(move |r| (0..n).map(move |c| Square::new(r, c)))
}

#[test]
fn where_each_queen_goes_is_what_the_search_does_and_wrong_answers_name_the_rule() {
    for n in 4..=7 {
        for mode in [Mode::First, Mode::All] {
            let stream = events(QueensSearch::new(n, mode), 20_000);
            let mut asked = 0;
            at_every_state(&stream, |trail, rest| {
                let Some(question) = Queens::question(&board(n), Drill::Place, trail) else {
                    return;
                };
                asked += 1;
                assert_eq!(question.kind, runut::problems::queens::model::practice::PLACE);
                let row = trail.path().len() as u16;
                // The search's next move on this row: a queen placed, or this row given up.
                let next = rest.iter().find_map(|e| match *e {
                    Event::Advance { at, .. } if at.row == row => Some(Answer::Square(at)),
                    Event::Retreat { at, .. } if at.row < row => {
                        Some(Answer::Choice(NO_COLUMN.into()))
                    }
                    Event::Exhausted => Some(Answer::Choice(NO_COLUMN.into())),
                    _ => None,
                });
                assert_eq!(Some(question.answer.clone()), next, "n = {n}, row {row}");
                assert!(Queens::judge(&board(n), trail, &question, &question.answer).correct);
                let wrong = every_square(n)
                    .map(Answer::Square)
                    .chain([Answer::Choice(NO_COLUMN.into())])
                    .filter(|a| *a != question.answer);
                for answer in wrong {
                    let verdict = Queens::judge(&board(n), trail, &question, &answer);
                    let rules = ["column", "diagonal", "row", "left to right", "tried", "safe"];
                    assert_refused(&verdict, &answer, &rules);
                }
            });
            assert!(asked >= n as usize, "n = {n}: {asked} questions");
        }
    }
}

#[test]
fn safe_or_attacked_matches_the_bounding_function_and_any_attacker_counts() {
    let n = 6;
    let stream = events(QueensSearch::new(n, Mode::All), 5_000);
    at_every_state(&stream, |trail, rest| {
        let Some(question) = Queens::question(&board(n), Drill::Safe, trail) else { return };
        let candidate = question.about.expect("a safe question is about its candidate");
        let queens = trail.path();
        let attackers: Vec<String> = queens
            .iter()
            .filter(|&&q| QueensSearch::conflict(&[q], candidate).is_some())
            .map(|q| (q.row + 1).to_string())
            .collect();
        match rest.first() {
            Some(Event::Reject { why, .. }) => {
                assert_eq!(question.answer, Answer::Choice((why.by().row + 1).to_string()));
            }
            Some(Event::Advance { .. }) => assert_eq!(question.answer, Answer::Choice(SAFE.into())),
            other => panic!("a Try is followed by {other:?}"),
        }
        for choice in &question.choices {
            let answer = Answer::Choice(choice.value.clone());
            let verdict = Queens::judge(&board(n), trail, &question, &answer);
            let right = if attackers.is_empty() {
                choice.value == SAFE
            } else {
                attackers.contains(&choice.value)
            };
            if right {
                assert!(verdict.correct, "{answer:?}: {}", verdict.explanation);
            } else {
                assert_refused(&verdict, &answer, &["attack", "column", "diagonal"]);
            }
        }
    });
}

fn knight_practice(side: u16, algorithm: Algorithm, limit: usize) -> usize {
    let board = Board::new(side, side).unwrap();
    let stream = events(KnightSearch::new(board, Square::new(0, 0), algorithm, false), limit);
    let settings = KnightSettings { board, algorithm, ..KnightSettings::default() };
    let mut asked = 0;
    at_every_state(&stream, |trail, rest| {
        let Some(question) = Knight::question(&settings, (), trail) else { return };
        // The replay may stop (at `limit`) right before a decision.
        let Some(next) = rest.first() else { return };
        asked += 1;
        let expected = match next {
            Event::Try { at, .. } => Answer::Square(*at),
            Event::Retreat { .. } | Event::Exhausted => Answer::Choice(knight::NO_MOVE.into()),
            other => panic!("a decision is followed by {other:?}"),
        };
        assert_eq!(question.answer, expected);
        let judge = |a: &Answer| Knight::judge(&settings, trail, &question, a);
        assert!(judge(&question.answer).correct, "{}", judge(&question.answer).explanation);
        let path = trail.path();
        let from = *path.last().unwrap();
        let visited = |s: Square| path.contains(&s);
        let fewest = board
            .knight_moves(from)
            .filter(|&s| !visited(s))
            .map(|s| onward_degree(board, s, visited))
            .min();
        for answer in
            every_square(side).map(Answer::Square).chain([Answer::Choice(knight::NO_MOVE.into())])
        {
            if answer == question.answer {
                continue;
            }
            let verdict = judge(&answer);
            let tie = match (&answer, question.kind) {
                (Answer::Square(s), runut::problems::knight::model::practice::DEGREE) => {
                    !visited(*s)
                        && board.knight_moves(from).any(|m| m == *s)
                        && Some(onward_degree(board, *s, visited)) == fewest
                }
                _ => false,
            };
            if tie {
                assert!(
                    verdict.correct,
                    "a square of fewest onward moves is right: {}",
                    verdict.explanation
                );
            } else {
                let rules = [
                    "knight's jump",
                    "order",
                    "tried",
                    "onward moves",
                    "on the path",
                    "still to try",
                    "visited",
                ];
                assert_refused(&verdict, &answer, &rules);
            }
        }
    });
    asked
}

#[test]
fn the_knights_next_square_is_what_the_search_tries_and_wrong_answers_name_the_rule() {
    assert!(knight_practice(5, Algorithm::Backtracking, 3_000) > 100);
    assert!(knight_practice(6, Algorithm::Warnsdorff, 1_000) > 20);
    assert!(knight_practice(6, Algorithm::WarnsdorffBacktracking, 3_000) > 20);
    assert!(
        knight_practice(4, Algorithm::Warnsdorff, 1_000) > 5,
        "stuck: no move left is the answer"
    );
}

/// Plays a session the way the page does: step while the session wants to, answer every
/// question with `answer`, continue after wrong ones.
fn play<
    R: Copy + std::fmt::Debug + PartialEq + serde::Serialize + serde::de::DeserializeOwned + 'static,
>(
    stream: &[Event<R>],
    question: impl Fn(&Trail<R>) -> Option<Question>,
    answer: impl Fn(&Question) -> Answer,
    judge: impl Fn(&Trail<R>, &Question, &Answer) -> Verdict,
) -> (Practice, Trail<R>) {
    let mut practice = Practice::start();
    let mut trail = Trail::default();
    let mut next = stream.iter();
    loop {
        let key = StateKey::of(&trail);
        let asked = question(&trail);
        if practice.wants_step(key, asked.as_ref()) {
            match next.next() {
                Some(&event) => trail.apply(event),
                None => break,
            }
            continue;
        }
        let question = practice.asks(key, asked.as_ref()).expect("a stopped session asks").clone();
        let given = answer(&question);
        let verdict = judge(&trail, &question, &given);
        practice.answered(key, verdict, question.answer.clone());
        practice.resume();
    }
    (practice, trail)
}

#[test]
fn answering_n_5_queens_right_all_the_way_reaches_the_solution_with_a_full_score() {
    let stream = events(QueensSearch::new(5, Mode::First), 10_000);
    let (practice, trail) = play(
        &stream,
        |t| Queens::question(&board(5), Drill::Place, t),
        |q| q.answer.clone(),
        |t, q, a| Queens::judge(&board(5), t, q, a),
    );
    assert_eq!(trail.stats().solutions, 1);
    let columns: Vec<u16> = trail.path().iter().map(|q| q.col + 1).collect();
    assert_eq!(columns, [1, 3, 5, 2, 4]);
    assert_eq!(practice.score, Score { asked: 5, correct: 5, streak: 5, best_streak: 5 });
}

#[test]
fn wrong_answers_cost_the_score_but_not_the_search() {
    let stream = events(QueensSearch::new(6, Mode::First), 10_000);
    let wrong = |q: &Question| match &q.answer {
        Answer::Square(s) => Answer::Square(Square::new(s.row, (s.col + 1) % 6)),
        Answer::Choice(_) => Answer::Square(Square::new(0, 0)),
    };
    let (practice, trail) = play(
        &stream,
        |t| Queens::question(&board(6), Drill::Place, t),
        wrong,
        |t, q, a| Queens::judge(&board(6), t, q, a),
    );
    assert_eq!(trail.stats().solutions, 1, "the search still reaches its solution");
    assert!(practice.score.asked > 0 && practice.score.correct < practice.score.asked);
}

#[test]
fn a_step_by_hand_stops_the_session_stepping_by_itself() {
    let key = StateKey::default();
    let mut practice = Practice::start();
    assert!(practice.wants_step(key, None));
    practice.stepped_by_hand();
    assert!(!practice.wants_step(key, None));
    practice.resume();
    assert!(practice.wants_step(key, None));
}

#[test]
fn scores_are_stored_and_corrupt_ones_ignored() {
    let score = Score::default().after(true).after(true).after(false).after(true);
    assert_eq!(score, Score { asked: 4, correct: 3, streak: 1, best_streak: 2 });
    let read = Score::from_text(&score.to_text()).unwrap();
    assert_eq!((read.asked, read.correct, read.best_streak), (4, 3, 2));
    for corrupt in ["", "3/4", "5/4/1", "3/4/9", "a/b/c", "3/4/2/1", "-1/4/0", "99999999999/1/1"] {
        assert_eq!(Score::from_text(corrupt), None, "{corrupt:?}");
    }
    assert!(score.beats(None));
    assert!(!score.beats(Some(score)));
    assert!(Score::default().after(true).after(true).after(true).beats(Some(score)));
}

#[test]
fn a_damaged_stored_best_is_dropped_with_a_notice_on_every_search_page() {
    use runut::model::page::{Browser, SearchPage, SearchProblem, SearchProblems, SearchVisit};
    use runut::model::practice::Damaged;
    use runut::model::query::query_pairs;
    for damaged in ["garbage", "5/3/1", "3/5", ""] {
        assert_eq!(Score::stored(Some(damaged)), Err(Damaged), "{damaged:?}");
    }
    assert_eq!(Score::stored(Some("3/5/2")).unwrap().map(|s| (s.correct, s.asked)), Some((3, 5)));
    struct Open;
    impl SearchVisit for Open {
        fn visit<P: SearchProblem>(&mut self) {
            let said = |best_damaged| {
                let browser = Browser { cores: 1, best_damaged, ..Browser::default() };
                let query = query_pairs(&format!("?p={}", P::SLUG));
                let (page, _) = SearchPage::<P>::open(&query, Vec::new(), browser);
                page.notices().iter().any(|n| n.contains("practice score") && n.contains("dropped"))
            };
            assert!(said(true) && !said(false), "{}", P::SLUG);
        }
    }
    runut::problems::SearchPages::visit_search(&mut Open);
}

#[test]
fn which_way_next_in_the_maze_is_where_the_walk_goes_and_wrong_ways_name_the_rule() {
    use runut::problems::math_maze::core::{Maze, MazeSolver};
    use runut::problems::math_maze::model::practice as maze;
    for seed in [3, 11, 42] {
        let board = Board::new(6, 7).unwrap();
        let (start, finish) = (Square::new(2, 0), Square::new(4, 6));
        let carved = Maze::carve(board, seed);
        let walk = carved.solve(start, finish);
        let stream = events(MazeSolver::new(carved.clone(), start, finish), 10_000);
        let mut asked = 0;
        at_every_state(&stream, |trail, rest| {
            let Some(question) = maze::question(&carved, &walk, trail) else { return };
            asked += 1;
            let expected = match rest.first() {
                Some(Event::Try { at, .. }) => Answer::Square(*at),
                Some(Event::Retreat { .. }) => Answer::Choice(maze::BACK.into()),
                other => panic!("a decision is followed by {other:?}"),
            };
            assert_eq!(question.answer, expected, "seed {seed}");
            assert!(maze::judge(&carved, &walk, trail, &question.answer).correct);
            let wrong = (0..6)
                .flat_map(|r| (0..7).map(move |c| Answer::Square(Square::new(r, c))))
                .chain([Answer::Choice(maze::BACK.into())])
                .filter(|a| *a != question.answer);
            for answer in wrong {
                let verdict = maze::judge(&carved, &walk, trail, &answer);
                let rules = ["next to", "wall", "visited", "in turn", "dead end", "open side"];
                assert_refused(&verdict, &answer, &rules);
            }
        });
        assert!(asked >= walk.route.len() - 1, "seed {seed}: {asked} questions");
    }
}
