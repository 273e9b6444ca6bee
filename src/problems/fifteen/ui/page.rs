//! The 15-puzzle page: what the puzzle adds to the search page — the board (played by hand
//! before a search, the E-node or the node just generated during one, the answer replayed
//! after), the reachability test, the settings fields, the drills, play's moves and the
//! explanation.

use super::answer_replay::AnswerReplay;
use super::puzzle_board::PuzzleBoard;
use super::reach_card::ReachCard;
use crate::core::branch::event::BranchEvent;
use crate::core::search::Never;
use crate::model::branch::practice::Drill;
use crate::model::branch::text::BranchText;
use crate::model::driver::RunState;
use crate::model::i18n::{say, t};
use crate::model::page::{SearchAction, SearchPage};
use crate::model::problem::ReplayOf;
use crate::problems::fifteen::core::{Estimate, Move, Position};
use crate::problems::fifteen::model::settings::{
    Compare, FifteenChange, FifteenSettings, MAX_SHUFFLE,
};
use crate::problems::fifteen::model::status::moves_text;
use crate::problems::fifteen::model::text::FifteenText;
use crate::problems::fifteen::Fifteen;
use crate::ui::dom;
use crate::ui::page::drill_field::drill_field;
use crate::ui::page::{on_change, BoardView, SearchView};
use crate::ui::widgets::choice_field::choice_field;
use crate::ui::widgets::legend::Key;
use crate::ui::widgets::setting_input::SettingInput;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The page's actions.
type Act = Callback<SearchAction<Fifteen>>;

/// The blank's moves from the start to `node`.
fn moves_to(trail: &ReplayOf<Fifteen>, node: u32) -> Vec<Move> {
    trail.decisions(node).into_iter().map(|s| Move::from_choice(s.col as u8)).collect()
}

/// The node the board shows during a search: the one just generated, else the E-node.
fn focus(trail: &ReplayOf<Fifteen>) -> Option<u32> {
    match trail.last() {
        Some(BranchEvent::Generate { node, .. }) => Some(node),
        _ => trail.e_node(),
    }
}

/// The tile the last of `moves` moved from `start` (it stands where the blank was).
fn moved_tile(start: Position, moves: &[Move]) -> Option<u8> {
    let (last, before) = moves.split_last()?;
    let from = start.after(before.iter().copied());
    let after = from.slid(*last)?;
    after.tiles().get(from.blank()).copied()
}

/// The page's replay of a search.
type BranchTrailOf = crate::core::branch::replay::BranchTrail<Never>;

impl SearchView for Fifteen {
    /// The board of a search of the puzzle.
    fn board(view: BoardView<'_, Fifteen>) -> Html {
        let settings: &FifteenSettings = view.page.settings();
        let start = settings.start;
        let trail: &BranchTrailOf = view.trail;
        if let (RunState::Finished, Some(answer)) = (view.state, trail.answer()) {
            return html! { <AnswerReplay {start} moves={moves_to(trail, answer)} /> };
        }
        if trail.totals().generated == 0 && view.main {
            let playable = view.state == RunState::Idle && !view.page.practising();
            let on_square = playable.then(|| view.act.reform(SearchAction::Square));
            let on_move =
                playable.then(|| view.act.reform(|m| SearchAction::Change(FifteenChange::Move(m))));
            return html! { <PuzzleBoard position={start} {on_square} {on_move} /> };
        }
        let moves = focus(trail).map(|node| moves_to(trail, node)).unwrap_or_default();
        let position = start.after(moves.iter().copied());
        html! { <PuzzleBoard {position} moved={moved_tile(start, &moves)} /> }
    }

    fn legend() -> Vec<Key> {
        vec![
            ("blank", "", t(FifteenText::LegendBlank)),
            ("moved", "", t(FifteenText::LegendMoved)),
            ("home", "", t(FifteenText::LegendGoal)),
        ]
    }

    /// The settings card's own fields: the board's size, the tiles, a shuffle, ĝ and the comparison.
    fn fields(page: &SearchPage<Fifteen>, act: &Act) -> Html {
        let settings = page.settings();
        let select = |e: Event| e.target_unchecked_into::<HtmlSelectElement>().value();
        let on_size = act.reform(move |e: Event| {
            SearchAction::Change(FifteenChange::Size(if select(e) == "3" { 3 } else { 4 }))
        });
        let cost_name = |cost| match cost {
            Estimate::Misplaced => t(FifteenText::Misplaced),
            Estimate::Manhattan => t(FifteenText::Manhattan),
        };
        let compare_name = |compare| match compare {
            Compare::Nothing => t(BranchText::CompareNone),
            Compare::Fifo => t(FifteenText::CompareFifo),
            Compare::Estimates => t(FifteenText::CompareEstimates),
        };
        let side = settings.start.side();
        html! { <>
            // Wide, as every select here: their choices' names do not fit half the card.
            <label class="wide">{ t(FifteenText::SizeField) }
                <select data-testid="size" onchange={on_size}>
                    <option value="4" selected={side == 4}>{ t(FifteenText::Size4) }</option>
                    <option value="3" selected={side == 3}>{ t(FifteenText::Size3) }</option>
                </select>
            </label>
            <label class="wide">{ t(FifteenText::TilesField) }
                <SettingInput numeric=true testid="tiles" value={settings.start.to_string()} onchange={on_change(act, FifteenChange::Tiles)} />
            </label>
            <ShuffleField act={act.clone()} />
            <div class="wide">
                { choice_field(t(FifteenText::CostField), "cost", settings.estimate, cost_name, on_change(act, FifteenChange::Estimate)) }
            </div>
            <div class="wide">
                { choice_field(t(BranchText::CompareField), "compare", settings.compare, compare_name, on_change(act, FifteenChange::Compare)) }
            </div>
        </> }
    }

    fn explanation(_: &SearchPage<Fifteen>, _: &Act) -> Html {
        html! {
            <section class="card explain">
                <h2>{ t(FifteenText::HowLc) }</h2>
                <p>{ t(FifteenText::ExplainCost) }</p>
                <p>{ t(FifteenText::ExplainOrder) }</p>
                <p>{ t(FifteenText::ExplainNoRepeat) }</p>
            </section>
        }
    }

    fn practice_options(page: &SearchPage<Fifteen>, act: &Act) -> Html {
        drill_field(page, act, t(BranchText::DrillAsk), Drill::name)
    }

    fn below_board(page: &SearchPage<Fifteen>) -> Html {
        html! { <ReachCard start={page.settings().start} /> }
    }

    fn in_player(page: &SearchPage<Fifteen>, act: &Act) -> Html {
        let played = page.settings().played.len();
        let idle = page.search().state() == RunState::Idle;
        let trail = page.trail();
        let answer = trail.answer().map(|node| trail.decisions(node));
        html! { <>
            if played > 0 {
                <p class="hand-moves" data-testid="hand-moves" data-value={played.to_string()}>
                    { say(FifteenText::HandMoves, &[("n", &played)]) }
                    if idle {
                        <button type="button" class="small" data-testid="undo" title={t(FifteenText::UndoTitle)}
                            onclick={act.reform(|_| SearchAction::Change(FifteenChange::Undo))}>{ t(FifteenText::Undo) }</button>
                    }
                    if idle && page.settings().solved_by_hand() {
                        <button type="button" class="small" data-testid="search-hand-start" title={t(FifteenText::SearchHandStartTitle)}
                            onclick={act.reform(|_| SearchAction::Change(FifteenChange::SearchWhereHandBegan))}>{ t(FifteenText::SearchHandStart) }</button>
                    }
                </p>
            }
            if let Some(path) = answer {
                <p class="answer-depth" data-testid="answer-depth" data-value={path.len().to_string()}>
                    { say(FifteenText::FarFromGoal, &[("depth", &path.len())]) }{ " " }
                    { say(FifteenText::AnswerMoves, &[("moves", &moves_text(&path))]) }
                </p>
            }
        </> }
    }
}

/// Props of [`ShuffleField`].
#[derive(Properties, PartialEq)]
struct ShuffleFieldProps {
    /// The page's actions.
    act: Act,
}

/// How many moves from the goal a shuffle makes, and the button that shuffles.
#[component]
fn ShuffleField(props: &ShuffleFieldProps) -> Html {
    let moves = use_state_eq(|| 20u32);
    let on_moves = {
        let moves = moves.clone();
        Callback::from(move |typed: String| {
            moves.set(typed.trim().parse::<u32>().unwrap_or(20).min(MAX_SHUFFLE));
        })
    };
    let count = *moves;
    let on_shuffle = props.act.reform(move |_: MouseEvent| {
        SearchAction::Change(FifteenChange::Shuffle { moves: count, seed: dom::fresh_seed() })
    });
    html! { <>
        <label>{ t(FifteenText::ShuffleField) }
            <SettingInput number=true testid="shuffle-moves" min="0" max={MAX_SHUFFLE.to_string()} value={count.to_string()} onchange={on_moves} />
        </label>
        <button type="button" data-testid="shuffle" onclick={on_shuffle}>{ t(FifteenText::ShuffleButton) }</button>
    </> }
}

/// The 15-puzzle page, for the URL's query `pairs` with the shell's `notices` (the program in
/// `programs/src/bin/fifteen.rs` hands it to the shell): a shuffle without a seed gets a fresh one.
pub fn page(pairs: &[(String, String)], notices: Vec<String>) -> Html {
    let mut pairs = pairs.to_vec();
    let seeded = pairs.iter().any(|(key, _)| key == "seed");
    if pairs.iter().any(|(key, _)| key == "shuffle") && !seeded {
        pairs.push(("seed".into(), dom::fresh_seed().to_string()));
    }
    crate::ui::page::page::<Fifteen>(&pairs, notices)
}
