//! Your own search's page: what it adds to the search page — the program's editor (kept on the
//! device), the error that stopped it, the examples, `x` as the board, the solutions found and
//! how to write a search.

use super::board::x_board;
use super::editor::CodeEditor;
use crate::core::branch::BranchEvent;
use crate::core::search::{Event as SearchEvent, Replay};
use crate::model::branch::text::BranchText;
use crate::model::classroom::embedded;
use crate::model::driver::RunState;
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::t;
use crate::model::page::{SearchAction, SearchPage};
use crate::model::query::{query_pairs, value};
use crate::model::shell::page_address;
use crate::problems::own::core::program::ProgramError;
use crate::problems::own::core::Method;
use crate::problems::own::model::examples::EXAMPLES;
use crate::problems::own::model::job::OTHER;
use crate::problems::own::model::replay::OwnReplay;
use crate::problems::own::model::settings::{Against, OwnChange};
use crate::problems::own::model::status::{error_text, failure};
use crate::problems::own::model::text::OwnText;
use crate::problems::own::model::values::{values, written, x_text};
use crate::problems::own::Own;
use crate::ui::dom;
use crate::ui::page::found::{found_list, shown_line};
use crate::ui::page::{on_change, BoardView, SearchView};
use crate::ui::widgets::choice_field::choice_field;
use crate::ui::widgets::compare::compare_check;
use crate::ui::widgets::legend::Key;
use crate::ui::widgets::mode_field::mode_field;
use crate::ui::widgets::solution_list::Listed;
use std::cell::RefCell;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The page's actions.
type Act = Callback<SearchAction<Own>>;

/// Where the device keeps the learner's last program.
const KEPT: &str = "runut-own-program";

thread_local! {
    /// The learner's program an example replaced, until it is brought back or replaced again:
    /// choosing an example never loses what the learner wrote.
    static REPLACED: RefCell<Option<String>> = const { RefCell::new(None) };
}

impl SearchView for Own {
    fn board(view: BoardView<'_, Own>) -> Html {
        let trail = view.trail;
        let viewing = view.main && view.page.viewing().is_some();
        let path = if view.main { view.page.shown_path() } else { trail.path().to_vec() };
        let candidate = match trail {
            OwnReplay::Depth(trail) => match trail.last() {
                Some(SearchEvent::Try { at, .. }) => Some((at, false)),
                Some(SearchEvent::Reject { at, .. }) => Some((at, true)),
                _ => None,
            },
            // The child just generated (its Kill, if it dies, is the next event), beside the
            // E-node's x.
            OwnReplay::Least(trail) => match trail.last() {
                Some(BranchEvent::Generate { node, parent, .. }) if parent > 0 => {
                    trail.decisions(node).last().map(|&at| (at, false))
                }
                Some(BranchEvent::Kill { node, .. }) => {
                    trail.decisions(node).last().map(|&at| (at, true))
                }
                _ => None,
            },
        };
        x_board(trail.texts(), &path, candidate.filter(|_| !viewing))
    }

    fn legend() -> Vec<Key> {
        vec![
            ("", "x", t(OwnText::LegendChosen)),
            ("candidate", "?", t(BacktrackingText::LegendTrying)),
            ("dead", "✗", t(OwnText::LegendDead)),
        ]
    }

    fn fields(page: &SearchPage<Own>, act: &Act) -> Html {
        let settings = page.settings();
        let current = EXAMPLES.iter().find(|e| e.source == settings.source);
        let written = current.is_none().then(|| settings.source.clone());
        let on_example = act.reform(move |e: Event| {
            if let Some(written) = written.clone() {
                REPLACED.with(|replaced| *replaced.borrow_mut() = Some(written));
            }
            let slug = e.target_unchecked_into::<HtmlSelectElement>().value();
            SearchAction::Change(OwnChange::Example(slug))
        });
        let replaced = REPLACED.with(|replaced| replaced.borrow().clone());
        let bring_back = replaced.filter(|_| current.is_some()).map(|program| {
            let onclick = act.reform(move |_: MouseEvent| {
                REPLACED.with(|replaced| replaced.borrow_mut().take());
                SearchAction::Change(OwnChange::Source(program.clone()))
            });
            html! { <button type="button" data-testid="bring-back" {onclick}>{ t(OwnText::BringBack) }</button> }
        });
        let option = |example: &crate::problems::own::model::examples::Example| {
            let selected = current.is_some_and(|c| c.slug == example.slug);
            html! { <option value={example.slug} {selected}>{ example.name.get() }</option> }
        };
        let offered = EXAMPLES.iter();
        let matching = current.filter(|e| !e.page.is_empty()).map(|e| {
            let href = page_address(&format!("{}{}", e.page, dom::kept_params()));
            html! { <a class="example-page" data-testid="example-page" {href}>{ t(OwnText::ExampleOpen) }</a> }
        });
        let least_cost = settings.method == Method::LeastCost;
        let modes = (t(BacktrackingText::FirstSolution), t(BacktrackingText::AllSolutions));
        let method_name = |method| {
            if method == Method::LeastCost {
                t(BranchText::SideLc)
            } else {
                t(BacktrackingText::Backtracking)
            }
        };
        let program = settings.source.clone();
        let on_against = on_change(act, move |against| {
            OwnChange::Other((against == Against::Program).then(|| program.clone()))
        });
        let against_name = |against| {
            t(if against == Against::Program {
                OwnText::AgainstOther
            } else {
                OwnText::AgainstNoBounding
            })
        };
        let chosen = if settings.other.is_some() { Against::Program } else { Against::NoBounding };
        let against = settings.compare.then(|| html! {
            <div class="wide">{ choice_field(t(OwnText::CompareAgainst), "compare-against", chosen, against_name, on_against) }</div>
        });
        html! { <>
            <label>{ t(OwnText::Examples) }
                <select data-testid="example" onchange={on_example}>
                    if current.is_none() { <option value="" selected=true>{ "—" }</option> }
                    { for offered.map(option) }
                </select>
            </label>
            { for matching }
            { for bring_back }
            { choice_field(t(OwnText::SearchField), "search", settings.method, method_name, on_change(act, OwnChange::Method)) }
            if !least_cost { { mode_field(t(BacktrackingText::Find), settings.mode, modes, on_change(act, OwnChange::Mode)) } }
            { compare_check(t(OwnText::CompareBounding), settings.compare, on_change(act, OwnChange::Compare)) }
            { for against }
        </> }
    }

    fn explanation(_: &SearchPage<Own>, _: &Act) -> Html {
        html! {
            <section class="card explain">
                <h2>{ t(OwnText::HowItWorks) }</h2>
                <p>{ t(OwnText::ExplainFunctions) }</p>
                <ul>
                    <li>{ t(OwnText::ExplainCandidates) }</li>
                    <li>{ t(OwnText::ExplainPromising) }</li>
                    <li>{ t(OwnText::ExplainSolution) }</li>
                    <li>{ t(OwnText::ExplainLabel) }</li>
                    <li>{ t(OwnText::ExplainCost) }</li>
                </ul>
                <p>{ t(OwnText::ExplainSafe) }</p>
            </section>
        }
    }

    /// The editor, the error that stopped the program (if one did), the other program's
    /// editor and error in a comparison of two, and the solution on show.
    fn above_board(page: &SearchPage<Own>, act: &Act) -> Html {
        // The watched search's error, or in a comparison its sides' (the other program's apart).
        let sides = page.comparison().parts().iter().zip(page.sides());
        let players = std::iter::once((page.search(), false))
            .chain(sides.map(|(player, side)| (player, side.slug == OTHER)));
        let failed = |other: bool| {
            let mut players = players.clone().filter(move |(_, o)| *o == other);
            players.find_map(|(p, _)| failure(p.trail(), p.ending()))
        };
        let (mine, others) = (failed(false), failed(true));
        let error_line = |failed: &Option<(ProgramError, u64)>| {
            failed.as_ref().and_then(|(error, _)| error.at).map(|(line, _)| line)
        };
        let (error_line, other_line) = (error_line(&mine), error_line(&others));
        let error_of = |failed: Option<(ProgramError, u64)>, hook: &'static str| {
            failed.map(|(error, node)| {
                let (line, col) = error.at.map(|(l, c)| (l.to_string(), c.to_string())).unzip();
                html! {
                    <p class="code-error" role="alert" data-testid={hook} data-line={line} data-col={col}>
                        { error_text(&error, node) }</p>
                }
            })
        };
        let (error, other_error) = (error_of(mine, "code-error"), error_of(others, "other-error"));
        // Embedded, the page is for watching: the program stays folded unless it went wrong.
        let embedded = embedded(&query_pairs(&dom::kept_params()), &mut Vec::new());
        let idle = page.run_state() == RunState::Idle && !embedded;
        let unfolded = idle || error.is_some();
        let other = page.settings().other.clone().filter(|_| page.settings().compare);
        let other_editor = other.map(|source| {
            let unfolded = idle || other_error.is_some();
            let on_use = act.reform(|source| SearchAction::Change(OwnChange::Other(Some(source))));
            html! { <>
                <CodeEditor {source} error_line={other_line} {on_use} {unfolded} other=true />
                { for other_error }
            </> }
        });
        let on_use = act.reform(|source| SearchAction::Change(OwnChange::Source(source)));
        let source = page.settings().source.clone();
        let x = |path: &[crate::core::grid::Square]| {
            format!("x = {}", x_text(page.trail().texts(), path))
        };
        html! { <>
            <KeptProgram source={source.clone()} on_restore={on_use.clone()} />
            <CodeEditor {source} {error_line} {on_use} {unfolded} />
            { for error }
            { for other_editor }
            { shown_line(page, act, x).unwrap_or_default() }
        </> }
    }

    fn in_player(page: &SearchPage<Own>, act: &Act) -> Html {
        let texts = page.trail().texts();
        let listed = |path: &[crate::core::grid::Square]| {
            let values = values(texts, path);
            let label = format!("x = {}", written(&values));
            let joined = values.join(",");
            Listed { label, x: Some(joined.clone()), hook: joined }
        };
        found_list(page, act, t(BacktrackingText::SolutionsFound), listed)
    }
}

/// Props of [`KeptProgram`].
#[derive(Properties, PartialEq)]
struct KeptProgramProps {
    /// The program in use.
    source: String,
    /// Gets the program kept on the device, when the page's link named none.
    on_restore: Callback<String>,
}

/// Keeps the program in use on the device, and brings the last one back on a visit whose link
/// names no program; says so when the device keeps nothing.
#[component]
fn KeptProgram(props: &KeptProgramProps) -> Html {
    let restored = use_state(|| false);
    let works = use_state(dom::storage_works);
    {
        let (on_restore, restored) = (props.on_restore.clone(), restored.clone());
        use_effect_with((), move |_| {
            let pairs = query_pairs(&dom::query());
            let named = value(&pairs, "src").is_some() || value(&pairs, "example").is_some();
            if let Some(kept) = dom::stored(KEPT).filter(|_| !named) {
                restored.set(true);
                on_restore.emit(kept);
            }
        });
    }
    {
        let works = works.clone();
        use_effect_with(props.source.clone(), move |source| {
            if *works && !dom::store(KEPT, source) {
                works.set(false);
            }
        });
    }
    match (*works, *restored) {
        (false, _) => {
            html! { <p class="hint" data-testid="storage-off">{ t(OwnText::StorageOff) }</p> }
        }
        (true, true) => {
            html! { <p class="hint" data-testid="restored">{ t(OwnText::Restored) }</p> }
        }
        (true, false) => Html::default(),
    }
}

/// Your own search's page, for the URL's query `pairs` with the shell's `notices` (the program
/// in `programs/src/bin/own.rs` hands it to the shell).
pub fn page(pairs: &[(String, String)], notices: Vec<String>) -> Html {
    crate::ui::page::page::<Own>(pairs, notices)
}
