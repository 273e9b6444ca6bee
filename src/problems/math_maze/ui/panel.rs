//! The math-maze page's side panel: the cards to play, share, set up and watch the puzzle, the
//! code of the watched search, and the explanation.

use crate::model::code::{CodeState, Program};
use crate::model::driver::RunState;
use crate::model::figures::{timing_figures, Figure};
use crate::model::game::day::Day;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::t;
use crate::problems::math_maze::core::code::encode;
use crate::problems::math_maze::model::action::{GameChange, MazeAction, Phase};
use crate::problems::math_maze::model::code::{code_state, program, MakerSearch};
use crate::problems::math_maze::model::page::MazePage as Model;
use crate::problems::math_maze::model::text::MathMazeText;
use crate::problems::math_maze::ui::own_card::OwnCard;
use crate::problems::math_maze::ui::play_card::{MadeInfo, PlayCard};
use crate::problems::math_maze::ui::puzzle_card::PuzzleCard;
use crate::problems::math_maze::ui::records_card::RecordsCard;
use crate::ui::dom;
use crate::ui::hooks::practice::PracticeHandle;
use crate::ui::widgets::code_panel::CodePanel;
use crate::ui::widgets::player_card::PlayerCard;
use crate::ui::widgets::practice_switch::PracticeSwitch;
use std::rc::Rc;
use yew::prelude::*;

/// A button's click that changes the game (undo, redo, restart, check, reveal).
pub(super) fn game_button(
    input: &Callback<MazeAction>,
    change: GameChange,
) -> Callback<MouseEvent> {
    input.reform(move |_: MouseEvent| MazeAction::Game { change, now: dom::now_ms() })
}

/// The play card: a new or daily puzzle, print, and how it was made.
fn play_card(model: &Model, input: &Callback<MazeAction>) -> Html {
    let made = model.made();
    let made_info = made.zip(model.made_stats()).map(|(m, (ms, solver_runs))| MadeInfo {
        givens: m.puzzle.givens.len(),
        ms,
        solver_runs,
        easier: model.grading_note(),
    });
    let on_new = input.reform(|_: MouseEvent| MazeAction::NewGame { seed: dom::fresh_seed() });
    let on_daily =
        input.reform(|_: MouseEvent| MazeAction::Daily { today: Day::from_ms(dom::now_ms()) });
    html! {
        <PlayCard made={made_info} {on_new} {on_daily}
            on_print={input.reform(|_: MouseEvent| MazeAction::SetPrint(1))}
            can_print={made.is_some() || model.verdict().is_none()} />
    }
}

/// The puzzle card: its size, level, seed or day, watching, and choosing its ends.
fn puzzle_card(model: &Model, input: &Callback<MazeAction>) -> Html {
    let (settings, spec) = (model.settings(), model.spec());
    let on_side = input.reform(|(rows, side): (bool, u16)| MazeAction::SetSide { rows, side });
    let on_level = input.reform(MazeAction::SetLevel);
    let on_show = input.reform(MazeAction::SetWatching);
    let on_pick = input.reform(|_: MouseEvent| MazeAction::TogglePicking);
    let on_random_ends = input.reform(|_: MouseEvent| MazeAction::RandomEnds);
    html! {
        <PuzzleCard typed_in={settings.custom.is_some()} board={model.grid_puzzle().board} difficulty={settings.difficulty} seed={spec.seed} daily={settings.daily} show={settings.show}
            picking={model.picking().is_some()} {on_side} {on_level} {on_show} {on_pick} {on_random_ends} />
    }
}

/// The watched search's figures: cells tried, backtracks, the path's length and the timing.
fn show_figures(model: &Model) -> Vec<Figure> {
    let (show, trail) = (model.show(), model.show().trail());
    let mut figures = vec![
        Figure::count(t(MathMazeText::CellsTried), "stat-nodes", trail.stats().nodes),
        Figure::count(t(CommonText::Backtracks), "stat-backtracks", trail.stats().backtracks),
        Figure::count(t(MathMazeText::PathLength), "stat-path", trail.path().len() as u64),
    ];
    figures.extend(timing_figures(show));
    figures
}

/// The player's card for watching the carving and solving, with its hints and practice switch.
fn player_card(model: &Model, input: &Callback<MazeAction>, practice: &PracticeHandle) -> Html {
    let (settings, show) = (model.settings(), model.show());
    let on_speed = input.reform(MazeAction::SetSpeed);
    let on_practice = input.reform(MazeAction::SetPractice);
    let figures = show_figures(model);
    html! {
        <PlayerCard page_state={show.state()} state={show.state()} speed={show.speed()}
            can_step_back={show.can_step_back()} failure={show.failure().map(String::from)}
            on_input={practice.input.clone()} {on_speed} {figures}>
            if model.watching() {
                if model.reduced_motion() && show.state() == RunState::Idle {
                    <p class="hint">{ t(MathMazeText::ReducedMotion) }</p>
                }
            } else {
                <p class="hint">{ t(MathMazeText::PressPlay) }</p>
            }
            <div class="fields">
                <PracticeSwitch enabled={settings.practice} on_toggle={on_practice} />
            </div>
            if settings.practice && model.phase() == Phase::Carving {
                <p class="hint">{ t(MathMazeText::PracticeAfterCarving) }</p>
            }
        </PlayerCard>
    }
}

/// The code panel's program and state for the search being watched, if one is.
fn watched_code(model: &Model) -> Option<(Rc<Program>, CodeState)> {
    let search = match model.phase() {
        Phase::Carving => MakerSearch::Carve,
        Phase::Solving => MakerSearch::Solve,
        Phase::Done => return None,
    };
    let (show, code) = (model.show(), Rc::new(program(search)));
    let now = code_state(&code, search, show.trail(), show.ending().is_some());
    Some((code, now))
}

/// The side panel: the cards to play, share, set up and watch the puzzle, and the explanation.
pub(super) fn panel(
    model: &Model,
    input: &Callback<MazeAction>,
    practice: &PracticeHandle,
) -> Html {
    let typed_in = model.settings().custom.as_ref();
    let puzzle_code = typed_in.or(model.made().map(|m| &m.puzzle)).map(encode);
    html! {
        <aside class="panel">
            { play_card(model, input) }
            <OwnCard code={puzzle_code} typed_in={typed_in.is_some()} verdict={model.verdict().cloned()}
                draft={model.draft().cloned()} on_edit={input.reform(MazeAction::Edit)}
                on_other={input.reform(|_: MouseEvent| MazeAction::OtherSolution)} />
            { puzzle_card(model, input) }
            <RecordsCard records={model.records().clone()} today={Day::from_ms(dom::now_ms())}
                on_reset={input.reform(|_| MazeAction::ResetRecords)} />
            { player_card(model, input, practice) }
            if let Some((program, state)) = watched_code(model) {
                <CodePanel {program} {state} />
            }
            <section class="card explain">
                <h2>{ t(MathMazeText::ExplainHeading) }</h2>
                <p>{ t(MathMazeText::Explain1) }</p>
                <p>{ t(MathMazeText::Explain2) }</p>
            </section>
        </aside>
    }
}
