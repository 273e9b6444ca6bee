//! The job assignment in Test yourself and on the teacher's sheet: three or four people and
//! their costs made from a seed, Levitin's best-first branch and bound, and an assignment
//! written as each person's job, person a first (`2, 1, 3, 4`), or person by person
//! (`a → 2, b → 1, …`); the last person's job, forced, written or not.

use super::settings::{person, AssignmentSettings};
use super::Assignment;
use crate::core::grid::Square;
use crate::model::branch::optimum::compare::Compare;
use crate::model::i18n::{fill, Text};
use crate::model::quiz::forms::tuple;
use crate::model::quiz::read::read_numbers;
use crate::model::quiz::{QuizWords, Quizzed};
use crate::problems::assignment::core::{Assigned, Costs};
use oorandom::Rand32;

/// The largest cost of an instance made from a seed (one digit, as in Levitin's).
pub const QUIZ_MAX_COST: u32 = 9;

/// Why a node's lower bound is what it is.
const BOUND_REASON: Text = Text {
    en: "lb = {given} + {free} = {lb}: what the jobs given cost, plus each free person's cheapest free job ({terms}).",
    id: "lb = {given} + {free} = {lb}: biaya pekerjaan yang sudah diberikan, ditambah pekerjaan bebas termurah setiap orang yang belum mendapat pekerjaan ({terms}).",
};

/// The decision giving person `k` (from 0) job `job` (from 0).
fn decision(k: usize, job: u8) -> Square {
    Square::new(k as u16, u16::from(job))
}

/// The jobs of `decisions` (from 0), with the last person's, forced, added when every other
/// person has one.
fn completed(n: usize, decisions: &[Square]) -> Vec<u16> {
    let mut jobs: Vec<u16> = decisions.iter().map(|at| at.col).collect();
    if jobs.len() + 1 == n {
        if let Some(last) = (0..n as u16).find(|job| !jobs.contains(job)) {
            jobs.push(last);
        }
    }
    jobs
}

/// Person-and-job pairs written with the people's letters (`a → 2, b=1, c3`), in any order:
/// each person's job (from 1) if it is given, or `None` if the text is not written so.
fn by_person(text: &str, n: usize) -> Option<Vec<Option<u64>>> {
    let chars: Vec<char> = text.to_ascii_lowercase().chars().collect();
    let mut jobs: Vec<Option<u64>> = vec![None; n];
    let mut i = 0;
    let skip = |i: &mut usize, marks: &str| {
        while *i < chars.len() && (chars[*i].is_whitespace() || marks.contains(chars[*i])) {
            *i += 1;
        }
    };
    loop {
        skip(&mut i, ",;()[]{}");
        let Some(&letter) = chars.get(i) else { break };
        let who = (letter as usize).checked_sub('a' as usize).filter(|&k| k < n)?;
        i += 1;
        skip(&mut i, "→->=:");
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        let digits: String = chars[start..i].iter().collect();
        let job = digits.parse::<u64>().ok().filter(|&j| j < 1_000)?;
        if jobs[who].replace(job).is_some() {
            return None;
        }
    }
    jobs.iter().any(Option::is_some).then_some(jobs)
}

/// The jobs of people a, b, … in order, written by number or person by person; people left
/// out before one given read as jobs that no answer has (0).
fn jobs_written(text: &str, n: usize) -> Option<Vec<u64>> {
    if let Some(jobs) = read_numbers(text) {
        return Some(jobs);
    }
    let mut jobs = by_person(text, n)?;
    while jobs.last() == Some(&None) {
        jobs.pop();
    }
    Some(jobs.into_iter().map(|job| job.unwrap_or(0)).collect())
}

impl Quizzed for Assignment {
    const COST: (Text, &'static str) = (Text { en: "the lower bound", id: "batas bawah" }, "lb");

    const WORDS: QuizWords = QuizWords {
        solution: Text {
            en: "the assignment (each person's job, person a's first)",
            id: "penugasan (pekerjaan setiap orang, orang a lebih dahulu)",
        },
        partial: Text {
            en: "the partial assignment (the jobs given so far, person a's first)",
            id: "penugasan parsial (pekerjaan yang sudah diberikan, orang a lebih dahulu)",
        },
        form: Text {
            en: "Write each person's job, person a first, e.g. 2,1,3 (or a→2, b→1, c→3).",
            id: "Tulis pekerjaan setiap orang, orang a lebih dahulu, mis. 2,1,3 (atau a→2, b→1, c→3).",
        },
    };

    /// Three or four people, each doing each job for 1 to [`QUIZ_MAX_COST`].
    fn instance(seed: u64) -> AssignmentSettings {
        let mut rng = Rand32::new(seed);
        let n = 3 + rng.rand_range(0..2) as usize;
        let rows: Vec<String> = (0..n)
            .map(|_| {
                let row: Vec<String> =
                    (0..n).map(|_| rng.rand_range(1..QUIZ_MAX_COST + 1).to_string()).collect();
                row.join(",")
            })
            .collect();
        let costs = Costs::parse(&rows.join(";")).expect("n × n costs from 1 to 9 are costs");
        AssignmentSettings { costs, compare: Compare::Nothing }
    }

    fn searched(settings: &AssignmentSettings) -> AssignmentSettings {
        AssignmentSettings { compare: Compare::Nothing, ..settings.clone() }
    }

    /// `(2, 1, 3, 4)`: jobs from 1, person a first, the last person's written when it is
    /// forced.
    fn write_vector(settings: &AssignmentSettings, decisions: &[Square], _whole: bool) -> String {
        tuple(completed(settings.costs.len(), decisions).iter().map(|job| job + 1))
    }

    /// Jobs from 1, person a first, or pairs of a person's letter and a job; a job that is
    /// not one reads as an assignment that no answer is.
    fn read_vector(settings: &AssignmentSettings, text: &str) -> Option<Vec<Square>> {
        let n = settings.costs.len();
        let jobs = jobs_written(text, n)?;
        if jobs.len() > n || jobs.iter().any(|&job| job == 0 || job > n as u64) {
            return Some(Vec::new());
        }
        Some(jobs.iter().enumerate().map(|(k, &job)| decision(k, job as u8 - 1)).collect())
    }

    /// The last person's job, forced once every other person has one, written or not.
    fn same_vector(
        settings: &AssignmentSettings,
        expected: &[Square],
        given: &[Square],
        _whole: bool,
    ) -> bool {
        let n = settings.costs.len();
        !given.is_empty() && completed(n, expected) == completed(n, given)
    }

    fn describe(settings: &AssignmentSettings) -> String {
        let costs = &settings.costs;
        let rows: Vec<String> = (0..costs.len())
            .map(|k| {
                let row: Vec<String> =
                    (0..costs.len()).map(|job| costs.cost(k, job as u8).to_string()).collect();
                format!("{}: {}", person(k), row.join(", "))
            })
            .collect();
        rows.join("; ")
    }

    /// The jobs given, and each free person's cheapest free job.
    fn cost_reason(settings: &AssignmentSettings, decisions: &[Square]) -> Option<String> {
        let costs = &settings.costs;
        let n = costs.len();
        let jobs = completed(n, decisions);
        if jobs.iter().any(|&job| usize::from(job) >= n) {
            return None;
        }
        let node = jobs.iter().enumerate().fold(Assigned::default(), |node, (k, &job)| {
            node.then(job as u8, costs.cost(k, job as u8))
        });
        let terms = settings.tree().terms(&node);
        let free: Vec<_> = terms.iter().enumerate().filter(|(_, term)| !term.given).collect();
        let free_sum: u32 = free.iter().map(|(_, term)| term.cost).sum();
        let listed: Vec<String> = free
            .iter()
            .map(|(k, term)| format!("{} → {}: {}", person(*k), term.job + 1, term.cost))
            .collect();
        let values = [
            ("given", node.cost().to_string()),
            ("free", free_sum.to_string()),
            ("lb", (node.cost() + free_sum).to_string()),
            ("terms", if listed.is_empty() { "—".to_string() } else { listed.join(", ") }),
        ];
        let args = values.each_ref().map(|(key, value)| (*key, value.as_str()));
        Some(fill(BOUND_REASON.get(), &args))
    }
}
