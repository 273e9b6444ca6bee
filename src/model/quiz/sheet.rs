//! The teacher's sheet (`quiz=sheet`): `count=` questions dealt round-robin over the search
//! pages chosen (`problems=`, in its order), each with a seed drawn from the sheet's (`seed=`), so
//! that one link always gives the same sheet. Each page is its own program, so the sheet lists each
//! question as that page's own print view of it (`quiz=print`), and its answer (`answer=1`).

use super::link::seed_of;
use super::seed::mix;
use super::text::QuizText;
use crate::model::i18n::{say, Lang};
use crate::model::query::{echo, value};
use crate::model::shell::page_address;

/// The most questions a sheet holds.
pub const MAX_COUNT: u32 = 20;
/// The questions of a sheet whose link does not say.
pub const DEFAULT_COUNT: u32 = 6;

/// A teacher's sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sheet {
    /// How many questions.
    pub count: u32,
    /// The search pages the questions are about: in the order the link named them
    /// (`problems=`), else every one in the list's order.
    pub problems: Vec<&'static str>,
    /// Whether the link named them: its questions then follow their order from the first, where
    /// a sheet over every page starts from the page its seed picks.
    pub named: bool,
    /// The seed every question's is drawn from.
    pub seed: u64,
}

/// One question of a sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetQuestion {
    /// Its number on the sheet, from 1.
    pub number: u32,
    /// The search page it is about.
    pub slug: &'static str,
    /// Its own seed.
    pub seed: u64,
}

impl Sheet {
    /// The sheet a link's `pairs` ask for, over the search pages `pages` (those `problems=` names,
    /// in its order; by default every one), with `fresh` as its seed if the link gives none; a
    /// notice for each value it cannot use.
    ///
    /// ```
    /// use runut::model::query::query_pairs;
    /// use runut::model::quiz::sheet::Sheet;
    /// let pages = ["a", "b", "c"];
    /// let mut notices = Vec::new();
    /// let sheet = Sheet::from_link(&query_pairs("?count=50&problems=c,x,a,c&seed=9"), &pages, 1, &mut notices);
    /// assert_eq!((sheet.count, sheet.problems.clone(), sheet.seed), (20, vec!["c", "a"], 9));
    /// assert_eq!(notices.len(), 2);
    /// let slugs: Vec<_> = sheet.questions().iter().map(|q| q.slug).collect();
    /// assert_eq!(slugs[..4], ["c", "a", "c", "a"]); // in the order named
    /// let every = Sheet::from_link(&query_pairs("?seed=7"), &pages, 1, &mut notices);
    /// let slugs: Vec<_> = every.questions().iter().map(|q| q.slug).collect();
    /// assert_eq!(slugs[..4], ["b", "c", "a", "b"]); // from the page the seed picks, 7 % 3
    /// let empty = Sheet::from_link(&query_pairs("?problems="), &pages, 1, &mut notices);
    /// assert_eq!((empty.problems, empty.named, notices.len()), (pages.to_vec(), false, 3));
    /// ```
    pub fn from_link(
        pairs: &[(String, String)],
        pages: &[&'static str],
        fresh: u64,
        notices: &mut Vec<String>,
    ) -> Sheet {
        let count = value(pairs, "count").map_or(DEFAULT_COUNT, |text| {
            let count = text.trim().parse::<u32>().unwrap_or(0);
            let clamped = count.clamp(1, MAX_COUNT);
            if count != clamped {
                let fallback = if count == 0 { DEFAULT_COUNT } else { clamped };
                let args: [(&str, &dyn std::fmt::Display); 2] =
                    [("value", &echo("count", text)), ("count", &fallback)];
                notices.push(say(QuizText::NoticeCount, &args));
                return fallback;
            }
            count
        });
        let mut problems: Vec<&'static str> = pages.to_vec();
        let mut named = false;
        if let Some(text) = value(pairs, "problems") {
            let asked: Vec<&str> =
                text.split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
            for unknown in asked.iter().filter(|slug| !pages.contains(slug)) {
                notices
                    .push(say(QuizText::NoticeProblems, &[("value", &echo("problems", unknown))]));
            }
            if asked.is_empty() {
                notices.push(say(QuizText::NoticeProblems, &[("value", &echo("problems", text))]));
            }
            let mut chosen: Vec<&'static str> = Vec::new();
            for page in asked.iter().filter_map(|slug| pages.iter().find(|p| *p == slug)) {
                if !chosen.contains(page) {
                    chosen.push(page);
                }
            }
            if !chosen.is_empty() {
                (problems, named) = (chosen, true);
            }
        }
        let seed = seed_of(pairs, "seed", notices).unwrap_or(fresh);
        Sheet { count, problems, named, seed }
    }

    /// Its questions, dealt round-robin over its pages (from the first named, else from one the
    /// seed picks), each with a seed of its own.
    pub fn questions(&self) -> Vec<SheetQuestion> {
        let pages = self.problems.len().max(1);
        let first = if self.named { 0 } else { (self.seed % pages as u64) as usize };
        (1..=self.count)
            .filter_map(|number| {
                let slug = *self.problems.get((first + number as usize - 1) % pages)?;
                Some(SheetQuestion { number, slug, seed: mix(self.seed, u64::from(number)) })
            })
            .collect()
    }

    /// The sheet's own link (a query), which gives it again: `problems=` only if it was named.
    pub fn link(&self, page: &str) -> String {
        let problems = if self.named {
            format!("&problems={}", self.problems.join(","))
        } else {
            String::new()
        };
        format!("?p={page}&quiz=sheet&count={}{problems}&seed={}", self.count, self.seed)
    }
}

impl SheetQuestion {
    /// Where its print view is (its page's own address), in `lang`; `answer` for its answer.
    ///
    /// ```
    /// use runut::model::i18n::Lang;
    /// use runut::model::quiz::sheet::SheetQuestion;
    /// let q = SheetQuestion { number: 2, slug: "a", seed: 77 };
    /// assert_eq!(q.print_address(true, Lang::Id), "id/a/?p=a&quiz=print&seed=77&q=2&embed=1&lang=id&answer=1");
    /// ```
    pub fn print_address(&self, answer: bool, lang: Lang) -> String {
        let answer = if answer { "&answer=1" } else { "" };
        let (slug, seed, number) = (self.slug, self.seed, self.number);
        page_address(&format!(
            "?p={slug}&quiz=print&seed={seed}&q={number}&embed=1&lang={}{answer}",
            lang.code()
        ))
    }
}
