//! The texts a learner's search names, which its events number: what each node's value, edge
//! and reason read ([`NodeText`]) and what went wrong in the program ([`ProgramError::joined`]),
//! each once ([`Texts`]). The worker numbers them as it meets
//! them and sends them beside its events; the page reads a node's square's column as the
//! number of its [`NodeText`].

use super::program::{Function, ProgramError, Trouble};
use std::collections::HashMap;

/// The most different texts one search may name (a square's column numbers them).
pub const MAX_TEXTS: usize = 1 << 16;

/// What separates a [`NodeText`]'s parts in its one text (the ASCII unit separator, which a
/// part never holds: it is replaced by a space).
const SEPARATOR: char = '\u{1f}';

/// What the page says of one node: its value, as the learner's `x` holds it; its edge's label,
/// if the program's `label` gave one; whether `promising` killed it, and why, if it said.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NodeText {
    /// The value, as text.
    pub value: String,
    /// The edge's label from the program's `label`, if any.
    pub label: Option<String>,
    /// Why the node is dead, if `promising` returned a string.
    pub reason: Option<String>,
    /// Whether `promising` killed the node (returned `false` or a string).
    pub dead: bool,
}

impl NodeText {
    /// The node's text as one string, its parts apart: what crosses to the page (an empty
    /// label or reason reads as none).
    pub fn joined(&self) -> String {
        let part = |text: Option<&str>| text.unwrap_or_default().replace(SEPARATOR, " ");
        let dead = if self.dead { "dead" } else { "" };
        [
            part(Some(&self.value)),
            part(self.label.as_deref()),
            part(self.reason.as_deref()),
            dead.to_string(),
        ]
        .join(&SEPARATOR.to_string())
    }

    /// The node text [`NodeText::joined`] wrote.
    pub fn split(text: &str) -> NodeText {
        let mut parts = text.split(SEPARATOR).map(str::to_string);
        let value = parts.next().unwrap_or_default();
        let mut optional = || parts.next().filter(|part| !part.is_empty());
        let label = optional();
        let reason = optional();
        let dead = optional().is_some();
        NodeText { value, label, reason, dead }
    }
}

/// The texts a search names, each once, numbered in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Texts {
    texts: Vec<String>,
    numbers: HashMap<String, u16>,
    /// How many texts have been taken to be sent ([`Texts::take_new`]).
    sent: usize,
}

impl Texts {
    /// The number of `text`, numbering it if it is new; none once all but the last of
    /// [`MAX_TEXTS`] are taken (the last is kept for the error that ends the search then).
    pub fn number(&mut self, text: String) -> Option<u16> {
        if let Some(&number) = self.numbers.get(&text) {
            return Some(number);
        }
        (self.texts.len() + 1 < MAX_TEXTS).then(|| self.add(text))
    }

    /// The number of the error that ends the search: a number is always left for it.
    pub fn number_error(&mut self, text: String) -> u16 {
        match self.numbers.get(&text) {
            Some(&number) => number,
            None => self.add(text),
        }
    }

    /// Numbers `text`, which is new (and for which a number is left).
    fn add(&mut self, text: String) -> u16 {
        let number = self.texts.len() as u16;
        self.texts.push(text.clone());
        self.numbers.insert(text, number);
        number
    }

    /// Text number `number`.
    pub fn get(&self, number: u16) -> Option<&str> {
        self.texts.get(usize::from(number)).map(String::as_str)
    }

    /// The texts numbered since this was last asked, oldest first.
    pub fn take_new(&mut self) -> Vec<String> {
        let new = self.texts[self.sent..].to_vec();
        self.sent = self.texts.len();
        new
    }
}

/// Every kind of trouble, in the order its text numbers them.
const TROUBLES: [Trouble; 8] = [
    Trouble::Syntax,
    Trouble::Missing,
    Trouble::Run,
    Trouble::TooLong,
    Trouble::TooDeep,
    Trouble::TooLarge,
    Trouble::Returned,
    Trouble::Endless,
];

/// Every function the search calls, in the order its text numbers them.
const FUNCTIONS: [Function; 5] = [
    Function::Candidates,
    Function::Promising,
    Function::IsSolution,
    Function::Cost,
    Function::Label,
];

impl ProgramError {
    /// The error as one text, to cross to the page among the run's texts: the kind of trouble,
    /// the line and column, the function (each a number, or empty) and the message, apart.
    pub fn joined(&self) -> String {
        let number = |n: Option<usize>| n.map_or(String::new(), |n| n.to_string());
        let trouble = TROUBLES.iter().position(|&t| t == self.trouble);
        let function = self.function.and_then(|f| FUNCTIONS.iter().position(|&g| g == f));
        let (line, col) = self.at.map(|(l, c)| (l as usize, c as usize)).unzip();
        [number(trouble), number(line), number(col), number(function), self.message.clone()]
            .join(&SEPARATOR.to_string())
    }

    /// The error [`ProgramError::joined`] wrote (none for any other text).
    pub fn split(text: &str) -> Option<ProgramError> {
        let mut parts = text.splitn(5, SEPARATOR);
        let mut number = || parts.next().map(|part| part.parse::<usize>().ok());
        let (trouble, line, col, function) = (number()?, number()?, number()?, number()?);
        let message = parts.next()?.to_string();
        Some(ProgramError {
            trouble: *TROUBLES.get(trouble?)?,
            message,
            at: line.zip(col).map(|(l, c)| (l as u32, c as u32)),
            function: function.and_then(|f| FUNCTIONS.get(f).copied()),
        })
    }
}
