//! The panel beside the game's grid: a new puzzle at a level, the day's puzzle, the puzzle's
//! code to share, printing, the logic solve's steps to replay, the records, and the search
//! page's backtracking on this puzzle.

use crate::core::slug::Slugged;
use crate::model::driver::RunState;
use crate::model::game::clock;
use crate::model::game::day::Day;
use crate::model::i18n::{say, t};
use crate::model::status::fixed;
use crate::problems::sudoku::core::code::encode;
use crate::problems::sudoku::core::logic::Level;
use crate::problems::sudoku::model::game::page::{GameAction, GamePage as Model, GameState};
use crate::problems::sudoku::model::game::saved::LevelSlot;
use crate::problems::sudoku::model::game::text::{level_name, GameText};
use crate::ui::dom;
use yew::prelude::*;

/// A new puzzle at a level, and the day's puzzle.
fn new_puzzle(model: &Model, input: &Callback<GameAction>) -> Html {
    let current = model.settings().level;
    let on_level = input.reform(|e: Event| {
        let level =
            dom::select_value(&e).and_then(|v| Level::from_slug(&v)).unwrap_or(Level::Pairs);
        GameAction::New(level, dom::fresh_seed())
    });
    let on_new = input.reform(move |_: MouseEvent| GameAction::New(current, dom::fresh_seed()));
    let on_daily = input.reform(|_: MouseEvent| GameAction::Daily(Day::from_ms(dom::now_ms())));
    html! {
        <section class="card" aria-labelledby="game-new">
            <h2 id="game-new">{ t(GameText::NewHeading) }</h2>
            <label>{ t(GameText::LevelLabel) }
                <select data-testid="level" onchange={on_level}>
                    { for Level::all().map(|level| html! {
                        <option value={level.slug()} selected={level == current}>{ level_name(level) }</option>
                    }) }
                </select>
            </label>
            <p class="hint">{ t(GameText::LevelsExplained) }</p>
            <button type="button" data-testid="new-game" onclick={on_new}>{ t(GameText::NewPuzzle) }</button>
            <button type="button" data-testid="daily" onclick={on_daily}>{ t(GameText::DailyPuzzle) }</button>
            if let Some(day) = model.settings().daily {
                <p data-testid="daily-day">{ say(GameText::DailyOf, &[("day", &day)]) }</p>
            }
            { maker_line(model) }
        </section>
    }
}

/// The maker's worker: its state, and how long making and proving the puzzle took.
fn maker_line(model: &Model) -> Html {
    let maker = model.maker();
    let (state, name) = (maker.state(), maker.state().name());
    let text = match (state, model.made()) {
        (RunState::Finished, Some(made)) => say(
            GameText::MadeIn,
            &[("level", &level_name(made.level)), ("ms", &fixed(maker.elapsed_ms(), 0))],
        ),
        (RunState::Running, _) => t(GameText::Making).to_string(),
        _ => String::new(),
    };
    html! {
        <p class="maker" data-testid="maker">
            <span class={classes!("run-state", name)} data-testid="run-state" data-state={name}>{ state.label() }</span>
            { " " }{ text }
        </p>
    }
}

/// The puzzle's code and link to share, printing, and the search page on this puzzle.
fn share(model: &Model) -> Html {
    let Some(made) = model.made() else { return Html::default() };
    let code = encode(&made.puzzle).unwrap_or_default();
    let href = dom::href();
    let base = href.split(['?', '#']).next().unwrap_or_default().to_string();
    let link = format!("{base}?p=sudoku&play=1&code={code}");
    let copied = link.clone();
    let on_copy = Callback::from(move |_: MouseEvent| dom::copy_to_clipboard(&copied));
    let on_print = Callback::from(|_: MouseEvent| {
        if let Some(window) = web_sys::window() {
            let _ = window.print();
        }
    });
    let search = format!("?p=sudoku&puzzle={}&order=mrv&mode=all", made.puzzle.text());
    html! {
        <section class="card" aria-labelledby="game-share">
            <h2 id="game-share">{ t(GameText::ShareHeading) }</h2>
            <label>{ t(GameText::CodeLabel) }
                <input type="text" readonly=true value={code.clone()} data-testid="share-code" />
            </label>
            <button type="button" data-testid="copy-link" onclick={on_copy}>{ t(GameText::CopyLink) }</button>
            <button type="button" data-testid="print" onclick={on_print}>{ t(GameText::Print) }</button>
            <p><a href={search} data-testid="watch-search">{ t(GameText::WatchSearch) }</a></p>
        </section>
    }
}

/// The logic solve's steps, to replay one by one on the grid.
fn steps(model: &Model, input: &Callback<GameAction>) -> Html {
    let Some(made) = model.made() else { return Html::default() };
    let count = made.steps.len();
    if count == 0 {
        return Html::default();
    }
    let shown = model.replay();
    let go = |to: Option<usize>| input.reform(move |_: MouseEvent| GameAction::Replay(to));
    let (previous, next) = match shown {
        Some(k) => (k.checked_sub(1), (k + 1 < count).then_some(k + 1)),
        None => (None, Some(0)),
    };
    let stuck = made.level == Level::Guess;
    html! {
        <section class="card" aria-labelledby="game-steps">
            <h2 id="game-steps">{ t(GameText::StepsHeading) }</h2>
            <p>{ say(GameText::StepsSummary, &[("count", &count)]) }
                if stuck { { " " }{ t(GameText::StepsStuck) } }</p>
            <div class="steps-nav">
                <button type="button" data-testid="step-previous" disabled={previous.is_none()} onclick={go(previous)}>{ t(GameText::StepPrevious) }</button>
                <span data-testid="step-shown">{ shown.map_or_else(String::new, |k| say(GameText::StepOf, &[("k", &(k + 1)), ("count", &count)])) }</span>
                <button type="button" data-testid="step-next" disabled={next.is_none()} onclick={go(next)}>{ t(GameText::StepNext) }</button>
                if shown.is_some() {
                    <button type="button" data-testid="step-back" onclick={go(None)}>{ t(GameText::BackToGame) }</button>
                }
            </div>
        </section>
    }
}

/// The records: each level's best time and fewest moves, and the daily streak.
fn records(model: &Model) -> Html {
    let (records, _) = model.records();
    let today = Day::from_ms(dom::now_ms());
    let row = |level: Level| {
        let best = records.best(LevelSlot(level));
        html! {
            <tr data-testid="record" data-level={level.slug()}>
                <th scope="row">{ level_name(level) }</th>
                <td>{ best.map_or_else(|| "–".into(), |b| clock(b.ms as f64)) }</td>
                <td>{ best.map_or_else(|| "–".into(), |b| b.moves.to_string()) }</td>
            </tr>
        }
    };
    html! {
        <section class="card" aria-labelledby="game-records">
            <h2 id="game-records">{ t(GameText::RecordsHeading) }</h2>
            <table class="records">
                <thead><tr><th scope="col">{ t(GameText::LevelLabel) }</th><th scope="col">{ t(GameText::BestTime) }</th><th scope="col">{ t(GameText::FewestMoves) }</th></tr></thead>
                <tbody>{ for Level::all().map(row) }</tbody>
            </table>
            <p data-testid="streak">{ say(GameText::StreakLine, &[("days", &records.streak.current(today)), ("longest", &records.streak.longest)]) }</p>
        </section>
    }
}

/// The panel.
pub fn panel(model: &Model, input: &Callback<GameAction>) -> Html {
    html! {
        <aside class="panel game-panel">
            { new_puzzle(model, input) }
            if model.state() != GameState::Generating {
                { share(model) }
                { steps(model, input) }
            }
            { records(model) }
        </aside>
    }
}
