//! Sudoku's game page (`?p=sudoku&play=1`): renders the pure
//! [`GamePage`](crate::problems::sudoku::model::game::page::GamePage) and feeds it what the
//! player does; the puzzle is made in the worker. The grid is [`grid`]; the panel beside it
//! (new puzzles, the day's, sharing, printing, the solve's steps, the records) is [`panel`].

pub mod grid;
pub mod keys;
pub mod panel;

use crate::core::slug::Slugged;
use crate::model::game::clock;
use crate::model::i18n::{say, t, Lang};
use crate::problems::sudoku::core::logic::Candidates;
use crate::problems::sudoku::core::{Board, Grid};
use crate::problems::sudoku::model::game::hint::{step_text, Hint};
use crate::problems::sudoku::model::game::page::{
    Ask, GameAction, GamePage as Model, GameState, Keep,
};
use crate::problems::sudoku::model::game::settings::GameSettings;
use crate::problems::sudoku::model::game::text::{level_name, GameText};
use crate::ui::dom;
use crate::ui::hooks::first_paint::use_first_paint_done;
use crate::ui::hooks::page_hooks::{use_document_keydown, use_ticks, use_undo_keys, UndoKey};
use crate::ui::hooks::use_driver::use_driver;
use crate::ui::widgets::failure::Failure;
use crate::ui::widgets::notice::Notice;
use grid::{GameGrid, Marked};
use std::rc::Rc;
use yew::prelude::*;

/// Where the game in progress is kept.
const GAME_KEY: &str = "runut-sudoku-game";
/// Where the player's records are kept.
const RECORDS_KEY: &str = "runut-sudoku-records";

/// Props of [`GamePage`].
#[derive(Properties, PartialEq)]
pub struct GamePageProps {
    /// The settings the URL asked for.
    pub settings: GameSettings,
    /// Notices about the URL's values.
    pub notices: Vec<String>,
}

/// Registers the games' undo and redo keys, and P (pencil marks) outside fields.
#[hook]
fn use_game_keys(input: Callback<GameAction>) {
    use_undo_keys(input.reform(|key| match key {
        UndoKey::Undo => GameAction::Undo(dom::now_ms()),
        UndoKey::Redo => GameAction::Redo(dom::now_ms()),
    }));
    use_document_keydown(Callback::from(move |e: KeyboardEvent| {
        let tag = dom::target_tag(e.as_ref());
        let plain = !(e.ctrl_key() || e.meta_key() || e.alt_key());
        if plain
            && e.key().eq_ignore_ascii_case("p")
            && !matches!(tag.as_str(), "input" | "select" | "textarea")
        {
            e.prevent_default();
            input.emit(GameAction::TogglePencil);
        }
    }));
}

/// The grid and candidates after the first `k` steps of the logic solve of `model`'s puzzle,
/// with step `k` marked.
fn replayed(model: &Model, k: usize) -> Option<(Grid, Vec<u16>, Marked)> {
    let made = model.made()?;
    let mut board = Board::new(&made.puzzle);
    let mut candidates = Candidates::new(&made.puzzle);
    for step in &made.steps[..k] {
        if let Some((cell, digit)) = step.placed {
            board.put(cell, digit);
            candidates.place(cell, digit);
        }
        for &(cell, digit) in &step.removed {
            candidates.remove(cell, digit);
        }
    }
    let grid = board.grid().clone();
    let marks = (0..81).map(|c| if grid.get(c) == 0 { candidates.of(c) } else { 0 }).collect();
    Some((grid, marks, step_marked(&made.steps[k], &made.puzzle)))
}

/// What the grid marks of a step.
fn step_marked(step: &crate::problems::sudoku::core::logic::Step, puzzle: &Grid) -> Marked {
    let houses = step.houses.iter().flat_map(|&h| puzzle.cells_of(h)).collect();
    Marked {
        cells: step.cells.clone(),
        houses,
        placed: step.placed,
        removed: step.removed.clone(),
        wrong: Vec::new(),
    }
}

/// What the grid marks of the hint on show and the mistakes a check found.
fn hint_marked(model: &Model) -> Marked {
    let puzzle = model.play().map(|p| p.puzzle().clone()).unwrap_or_else(|| Grid::empty(9));
    let mut marked = match model.hint() {
        Some(Hint::Step(step)) => step_marked(step, &puzzle),
        Some(Hint::Mistakes(cells)) => Marked { wrong: cells.clone(), ..Marked::default() },
        Some(Hint::Guess { cell, digit }) => {
            Marked { placed: Some((*cell, *digit)), cells: vec![*cell], ..Marked::default() }
        }
        None => Marked::default(),
    };
    marked.wrong.extend(model.checked().unwrap_or_default());
    marked
}

/// The grid on show: the game, or a step of the solve replayed.
fn game_grid(model: &Model, input: &Callback<GameAction>) -> Html {
    let Some(play) = model.play() else {
        return html! { <div class="sudoku-frame placeholder" aria-hidden="true"></div> };
    };
    let on_select = input.reform(GameAction::Select);
    let on_digit = input.reform(|d| GameAction::Digit(d, dom::now_ms()));
    let (shown, marks, marked, playable) = match model.replay().and_then(|k| replayed(model, k)) {
        Some((grid, marks, marked)) => (grid, marks, marked, false),
        None => (play.grid(), play.marks().to_vec(), hint_marked(model), !play.is_solved()),
    };
    let clashes = if model.replay().is_some() { Vec::new() } else { play.clashes() };
    html! {
        <GameGrid puzzle={Rc::new(play.puzzle().clone())} shown={Rc::new(shown)} marks={Rc::new(marks)}
            selected={model.selected()} clashes={Rc::new(clashes)} marked={Rc::new(marked)}
            {playable} {on_select} {on_digit} />
    }
}

/// The digits to tap (with how many of each are still to place), erase, and the tools.
fn pad(model: &Model, input: &Callback<GameAction>) -> Html {
    let Some(play) = model.play() else { return Html::default() };
    let playing = !play.is_solved() && model.replay().is_none() && model.asking().is_none();
    let grid = play.grid();
    let digit = |d: u8| {
        let left = 9 - grid.cells().iter().filter(|&&c| c == d).count().min(9);
        let onclick = input.reform(move |_: MouseEvent| GameAction::Digit(d, dom::now_ms()));
        html! {
            <button type="button" class="pad-digit" data-testid="pad-digit" data-digit={d.to_string()}
                disabled={!playing} {onclick}>
                <span aria-hidden="true">{ d }</span><small aria-hidden="true">{ left }</small>
                <span class="sr-only">{ say(GameText::PadDigit, &[("digit", &d), ("left", &left)]) }</span>
            </button>
        }
    };
    let tool = |testid: &'static str, label: GameText, action: GameAction, enabled: bool| {
        let onclick = input.reform(move |_: MouseEvent| action.clone());
        html! { <button type="button" data-testid={testid} disabled={!enabled} {onclick}>{ t(label) }</button> }
    };
    let (can_undo, can_redo) = play.can_undo_redo();
    let now = dom::now_ms();
    let on_pencil = input.reform(|_: MouseEvent| GameAction::TogglePencil);
    html! {
        <div class="game-pad">
            <div class="pad-digits" role="group" aria-label={t(GameText::PadLabel)}>
                { for (1..=9).map(digit) }
                <button type="button" class="pad-digit" data-testid="pad-erase" disabled={!playing}
                    onclick={input.reform(|_: MouseEvent| GameAction::Digit(0, dom::now_ms()))}>{ t(GameText::Erase) }</button>
            </div>
            <div class="game-tools">
                <button type="button" data-testid="pencil" aria-pressed={model.pencil().to_string()} disabled={!playing} onclick={on_pencil}>{ t(GameText::Pencil) }</button>
                { tool("fill-candidates", GameText::FillCandidates, GameAction::FillCandidates(now), playing) }
                { tool("undo", GameText::Undo, GameAction::Undo(now), playing && can_undo) }
                { tool("redo", GameText::Redo, GameAction::Redo(now), playing && can_redo) }
                { tool("check", GameText::Check, GameAction::Check, playing) }
                { tool("hint", GameText::Hint, GameAction::Hint, playing) }
            </div>
        </div>
    }
}

/// The game's state, the clock, the moves and the status line.
fn game_bar(model: &Model) -> Html {
    let state = model.state();
    let label = t(match state {
        GameState::Generating => GameText::StateGenerating,
        GameState::Playing => GameText::StatePlaying,
        GameState::Solved => GameText::StateSolved,
        GameState::Failed => GameText::StateFailed,
    });
    let (started, solved) = model.times();
    let time = started.map(|s| clock(solved.unwrap_or_else(dom::now_ms) - s));
    let level = model.made().map(|m| level_name(m.level));
    let moves = model.play().map_or(0, |p| p.moves());
    html! {
        <div class="game-bar">
            <span class={classes!("game-state", state.slug())} data-testid="game-state" data-state={state.slug()}>{ label }</span>
            if let Some(level) = level {
                <span class="game-level" data-testid="game-level" data-level={model.made().map(|m| m.level.slug())}>{ level }</span>
            }
            <span class="clock" data-testid="clock">{ time.unwrap_or_else(|| "0:00".into()) }</span>
            <span class="game-moves">{ say(GameText::MovesCount, &[("moves", &moves)]) }</span>
            <p class="status" aria-live="polite" data-testid="status">{ model.message().unwrap_or_default().to_string() }</p>
        </div>
    }
}

/// The question asked before a game in progress is put aside.
fn ask_card(model: &Model, input: &Callback<GameAction>) -> Html {
    let Some(ask) = model.asking() else { return Html::default() };
    let (question, yes, no) = match ask {
        Ask::Resume(saved) => (
            say(GameText::ResumeAsk, &[("moves", &saved.moves)]),
            GameText::ResumeYes,
            GameText::ResumeNo,
        ),
        Ask::Replace(..) => {
            (t(GameText::ReplaceAsk).to_string(), GameText::ReplaceYes, GameText::ReplaceNo)
        }
    };
    html! {
        <div class="ask" role="alertdialog" aria-label={question.clone()} data-testid="ask">
            <p>{ question }</p>
            <button type="button" data-testid="ask-yes" onclick={input.reform(|_: MouseEvent| GameAction::Answer(true))}>{ t(yes) }</button>
            <button type="button" data-testid="ask-no" onclick={input.reform(|_: MouseEvent| GameAction::Answer(false))}>{ t(no) }</button>
        </div>
    }
}

/// The win: the time, the moves, the hints, and what it did to the records.
fn won_box(model: &Model) -> Html {
    if model.state() != GameState::Solved {
        return Html::default();
    }
    let (started, solved) = model.times();
    let time = clock(solved.zip(started).map_or(0.0, |(s, t)| s - t));
    let moves = model.play().map_or(0, |p| p.moves());
    let (records, improved) = model.records();
    let mut line =
        say(GameText::WonLine, &[("time", &time), ("moves", &moves), ("hints", &model.hints())]);
    if let Some(improved) = improved {
        if improved.time || improved.moves {
            line.push(' ');
            line.push_str(t(GameText::NewBest));
        }
        if improved.streak {
            line.push(' ');
            line.push_str(&say(GameText::StreakGrew, &[("days", &records.streak.days)]));
        }
    }
    html! {
        <div class="won" role="status" data-testid="won"><strong>{ t(GameText::Solved) }</strong>{ " " }{ line }</div>
    }
}

/// The replayed step's text.
fn replay_text(model: &Model) -> Option<String> {
    let (made, k) = (model.made()?, model.replay()?);
    Some(step_text(made.steps.get(k)?))
}

/// Sudoku's game page.
#[component]
pub fn GamePage(props: &GamePageProps) -> Html {
    use_context::<Lang>();
    let (settings, notices) = (props.settings.clone(), props.notices.clone());
    let page = use_driver(move || {
        let stored = (dom::stored(GAME_KEY), dom::stored(RECORDS_KEY));
        Model::new(settings, notices, stored, dom::fresh_seed())
    });
    let input = page.input.clone();
    let model = &*page.state;
    use_effect_with(model.link(), |link| dom::replace_query(link));
    let on_save_failed = input.reform(|_: ()| GameAction::SaveFailed);
    use_effect_with(model.keep(), move |keep| match keep {
        Keep::Save(text) => {
            if !dom::store(GAME_KEY, text) {
                on_save_failed.emit(());
            }
        }
        Keep::Forget => dom::forget(GAME_KEY),
        Keep::Nothing => {}
    });
    use_effect_with(model.records().0.to_text(), |text| {
        dom::store(RECORDS_KEY, text);
    });
    use_game_keys(input.clone());
    let (started, solved) = model.times();
    use_ticks(1000, started.is_some() && solved.is_none());
    let on_retry = input.reform(|_| GameAction::Retry);
    let on_dismiss = input.reform(|_| GameAction::DismissNotices);
    let whole = use_first_paint_done();
    html! {
        <main id="main" tabindex="-1" class="page sudoku-game game-page" data-drawn={whole.then_some("whole")}>
            <div class="layout">
                <div class="intro">
                    <h1>{ t(GameText::Title) }</h1>
                    <p>{ t(GameText::Intro) }</p>
                </div>
                <section class="stage" aria-label={t(GameText::StageLabel)}>
                    <section class="messages" data-testid="messages" aria-label={t(GameText::MessagesLabel)}>
                        { game_bar(model) }
                        <Notice messages={model.notices().to_vec()} {on_dismiss} />
                        if let Some(message) = model.failure() {
                            <Failure {message} {on_retry} />
                        }
                        { ask_card(model, &input) }
                        { won_box(model) }
                        if let Some(text) = replay_text(model) {
                            <p class="hint-box" role="status" data-testid="step-text">{ text }</p>
                        }
                    </section>
                    { game_grid(model, &input) }
                    { pad(model, &input) }
                </section>
                { panel::panel(model, &input) }
            </div>
        </main>
    }
}

/// The game page for the URL's query `pairs`, with the shell's `notices`.
pub fn page(pairs: &[(String, String)], mut notices: Vec<String>) -> Html {
    let (settings, more) = crate::problems::sudoku::model::game::settings::game_settings(pairs);
    notices.extend(more);
    html! { <GamePage {settings} {notices} /> }
}
