//! Prints the list of problems (`src/problems.rs`) for the build and the tests outside Rust, as
//! JSON: for each problem in the navigation's order, its slug, its old slugs (aliases), its
//! folder under `src/problems/`, whether its page is a search page and whether it has a quiz
//! program (Test yourself and the teacher's sheet), its visit's size budget, whether its worker
//! is built size first, the link of its preview moment, and its name and description in each
//! language. `scripts/problems.py` (the build) runs it and keeps what it prints in
//! `target/problems.json`, which the end-to-end tests read too, so that no file outside Rust
//! lists the problems.
//! Usage: `cargo run --quiet --bin problems`.

use runut::model::i18n::{Lang, Text};
use runut::model::page::{SearchProblem, SearchProblems, SearchVisit};
use runut::model::problem::{Problem, Problems, Visit};
use runut::problems::{folders, All, QuizPages, SearchPages};

/// `text` as a JSON string.
fn json(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out += "\\\"",
            '\\' => out += "\\\\",
            c if (c as u32) < 0x20 => out += &format!("\\u{:04x}", c as u32),
            c => out.push(c),
        }
    }
    out + "\""
}

/// A text in both languages, as a JSON object keyed by language code.
fn languages(text: Text) -> String {
    let each: Vec<String> = Lang::ALL
        .iter()
        .map(|&lang| format!("{}: {}", json(lang.code()), json(text.text_in(lang))))
        .collect();
    format!("{{{}}}", each.join(", "))
}

/// Each problem as a line of JSON.
struct Lines {
    lines: Vec<String>,
    folders: Vec<(&'static str, &'static str)>,
    search: Vec<&'static str>,
    quiz: Vec<&'static str>,
}

/// The slugs of the problems with a search page.
struct Search(Vec<&'static str>);

impl SearchVisit for Search {
    fn visit<P: SearchProblem>(&mut self) {
        self.0.push(P::SLUG);
    }
}

impl Visit for Lines {
    fn visit<P: Problem>(&mut self) {
        self.lines.push(format!(
            "{{\"slug\": {}, \"aliases\": [{}], \"folder\": {}, \"search\": {}, \"quiz\": {}, \"budget\": {}, \"worker_size_first\": {}, \"preview\": {}, \"name\": {}, \"description\": {}}}",
            json(P::SLUG),
            P::ALIASES.iter().map(|a| json(a)).collect::<Vec<_>>().join(", "),
            json(self.folders.iter().find(|(slug, _)| *slug == P::SLUG).map_or("", |(_, folder)| folder)),
            self.search.contains(&P::SLUG),
            self.quiz.contains(&P::SLUG),
            P::VISIT_BUDGET,
            P::WORKER_SIZE_FIRST,
            json(P::PREVIEW),
            languages(P::NAME),
            languages(P::DESCRIPTION),
        ));
    }
}

fn main() {
    let mut search = Search(Vec::new());
    SearchPages::visit_search(&mut search);
    let mut quiz = Search(Vec::new());
    QuizPages::visit_search(&mut quiz);
    let mut lines = Lines { lines: Vec::new(), folders: folders(), search: search.0, quiz: quiz.0 };
    All::visit(&mut lines);
    println!("[\n  {}\n]", lines.lines.join(",\n  "));
}
