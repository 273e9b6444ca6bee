//! The math-maze page: renders the pure [`crate::model::maze::page::MazePage`] state machine and
//! feeds it what the user does; the puzzle is made in one worker and its carving and solving
//! watched in another.

use crate::core::maze::code::encode;
use crate::core::maze::verdict::PuzzleVerdict;
use crate::model::driver::RunState;
use crate::model::figures::{timing_figures, Figure};
use crate::model::i18n::common::T;
use crate::model::i18n::say;
use crate::model::i18n::{t, Lang};
use crate::model::maze::action::{GameChange, GridAction, MazeAction, Phase, Picking};
use crate::model::maze::code::{code_state, program, MazeSearch};
use crate::model::maze::daily::Day;
use crate::model::maze::game::clock;
use crate::model::maze::page::{MazePage as Model, Stored};
use crate::model::maze::practice as drills;
use crate::model::maze::records::Improved;
use crate::model::maze::saved::SavedGame;
use crate::model::maze::settings::{maze_query, MazeSettings};
use crate::model::maze::text::{count, M};
use crate::model::practice::{Answer, StateKey};
use crate::model::status::fixed;
use crate::ui::dom;
use crate::ui::hooks::page_hooks::{use_document_keydown, use_player_shortcuts, use_ticks};
use crate::ui::hooks::practice::use_practice;
use crate::ui::hooks::use_driver::use_driver;
use crate::ui::maze::cards::{GameTools, MadeInfo, PlayCard, PuzzleCard};
use crate::ui::maze::grid::MazeGrid;
use crate::ui::maze::own_card::OwnCard;
use crate::ui::maze::print_view::PrintView;
use crate::ui::maze::records_card::RecordsCard;
use crate::ui::widgets::code_panel::CodePanel;
use crate::ui::widgets::controls::PlayerCard;
use crate::ui::widgets::legend::{legend, Key};
use crate::ui::widgets::notice::{Failure, PageIntro};
use crate::ui::widgets::practice_card::{PracticeCard, PracticeSwitch};
use std::rc::Rc;
use yew::prelude::*;

/// Where the game in progress is kept.
const STORAGE_KEY: &str = "runut-maze-game";
/// The grid's legend: in play the first five keys, while the maze is watched the first seven,
/// for a puzzle with several solutions the first three and the last.
fn maze_keys() -> [Key; 8] {
    [
        ("start", "S", t(M::KeyStart)),
        ("finish", "F", t(M::KeyFinish)),
        ("given-key", "●", t(M::KeyGiven)),
        ("met", "✓", t(M::KeyMet)),
        ("over", "✗", t(M::KeyOver)),
        ("head", "", t(M::KeyHead)),
        ("abandoned", "", t(M::KeyAbandoned)),
        ("differs", "", t(M::KeyDiffers)),
    ]
}
/// Where the player's records are kept.
const RECORDS_KEY: &str = "runut-maze-records";

/// Props of [`MazePage`].
#[derive(Properties, PartialEq)]
pub struct MazePageProps {
    /// The settings the URL asked for.
    pub settings: MazeSettings,
    /// Notices about URL values that could not be honoured.
    pub notices: Vec<String>,
}

/// Registers Ctrl+Z (undo) and Ctrl+Y or Ctrl+Shift+Z (redo).
#[hook]
fn use_undo_keys(on_change: Callback<GameChange>) {
    use_document_keydown(Callback::from(move |e: KeyboardEvent| {
        let tag = dom::target_tag(e.as_ref());
        if !(e.ctrl_key() || e.meta_key())
            || matches!(tag.as_str(), "input" | "select" | "textarea")
        {
            return;
        }
        let change = match e.key().to_ascii_lowercase().as_str() {
            "z" if !e.shift_key() => GameChange::Undo,
            "z" | "y" => GameChange::Redo,
            _ => return,
        };
        e.prevent_default();
        on_change.emit(change);
    }));
}

/// What a win changed in the records, in words (empty if nothing).
fn improved_text(improved: Improved, streak: u32) -> String {
    let mut text = String::new();
    match (improved.time, improved.moves) {
        (true, true) => text.push_str(t(M::BestBoth)),
        (true, false) => text.push_str(t(M::BestTime)),
        (false, true) => text.push_str(t(M::BestMoves)),
        (false, false) => {}
    }
    if improved.streak {
        let days = count(streak.into(), M::DayOne, M::DayMany);
        text.push_str(&say(M::StreakGrew, &[("days", &days)]));
    }
    text
}

/// The math-maze page.
#[component]
pub fn MazePage(props: &MazePageProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let (settings, notices) = (props.settings.clone(), props.notices.clone());
    let page = use_driver(move || {
        let game = dom::stored(STORAGE_KEY).and_then(|t| SavedGame::from_text(&t));
        let stored = Stored { game, records: dom::stored(RECORDS_KEY) };
        let reduced = dom::prefers_reduced_motion();
        Model::new(settings, notices, stored, reduced, dom::fresh_seed())
    });
    let input = page.input.clone();
    let model = &*page.state;
    use_effect_with(model.settings().clone(), |s| dom::replace_query(&maze_query(s)));
    use_effect_with(model.saved().cloned(), |saved| {
        if let Some(saved) = saved {
            dom::store(STORAGE_KEY, &saved.to_text());
        }
    });
    use_effect_with(model.records().clone(), |records| {
        dom::store(RECORDS_KEY, &records.to_text());
    });
    let game = |change: GameChange| {
        input.reform(move |_: MouseEvent| MazeAction::Game { change, now: dom::now_ms() })
    };
    use_undo_keys(input.reform(|change| MazeAction::Game { change, now: dom::now_ms() }));
    let on_action =
        input.reform(|action: GridAction| MazeAction::Grid { action, now: dom::now_ms() });
    let on_new = input.reform(|_: MouseEvent| MazeAction::NewGame { seed: dom::fresh_seed() });
    let on_daily =
        input.reform(|_: MouseEvent| MazeAction::Daily { today: Day::from_ms(dom::now_ms()) });
    let on_side = input.reform(|(rows, side): (bool, u16)| MazeAction::SetSide { rows, side });
    let on_level = input.reform(MazeAction::SetLevel);
    let on_show = input.reform(MazeAction::SetWatching);
    let on_skip = input.reform(|_: MouseEvent| MazeAction::Skip);
    let on_pick = input.reform(|_: MouseEvent| MazeAction::TogglePicking);
    let on_random_ends = input.reform(|_: MouseEvent| MazeAction::RandomEnds);
    let on_speed = input.reform(MazeAction::SetSpeed);
    let on_retry = input.reform(|_| MazeAction::RetryMaker);

    let (spec, settings, show, maker) =
        (model.spec(), model.settings(), model.show(), model.maker());
    let (watching, playing, solved) = (model.watching(), model.playing(), model.solved());
    let session = model.session();
    let made = model.made();
    let trail = show.trail();

    // Practice on the solve: the learner says which way the walk goes next.
    let practising = settings.practice && model.phase() == Phase::Solving;
    let local = model.local();
    let carved = local.carved.as_ref().filter(|_| practising);
    let question = carved.and_then(|(maze, walk)| drills::question(maze, walk, trail));
    let practice = use_practice(
        practising,
        StateKey::of(trail),
        question,
        show.state(),
        input.reform(MazeAction::Show),
        "maze",
    );
    use_player_shortcuts(practice.input.clone());
    let on_answer = match &practice.asked {
        Some(_) => {
            let (record, local, trail) = (practice.record.clone(), local.clone(), trail.clone());
            Callback::from(move |answer: Answer| {
                if let Some((maze, walk)) = &local.carved {
                    record.emit(drills::judge(maze, walk, &trail, &answer));
                }
            })
        }
        None => Callback::noop(),
    };
    // While a question is asked a click on the grid answers it.
    let on_action = if practice.asked.is_some() {
        let answer = on_answer.clone();
        Callback::from(move |action: GridAction| {
            if let GridAction::Click(cell) = action {
                answer.emit(Answer::Square(cell));
            }
        })
    } else {
        on_action
    };
    let on_practice = input.reform(MazeAction::SetPractice);
    let (cells, line) = model.cells();
    let [row_clues, col_clues] = model.clues();
    let game_state = model.game_state();
    let elapsed = session.and_then(|s| s.solving_time_ms().map(clock));
    // The clock ticks from the first move until the puzzle is solved.
    let ticking = playing && !solved && session.is_some_and(|s| s.started_ms.is_some());
    use_ticks(1000, ticking);
    let clock_text = session.and_then(|s| {
        let ms = s.solving_time_ms().or_else(|| s.started_ms.map(|t| dom::now_ms() - t))?;
        Some(clock(ms))
    });
    let moves = session.map_or(0, |s| s.game.moves());
    let made_info = made.zip(model.made_stats()).map(|(m, (ms, solver_runs))| MadeInfo {
        givens: m.puzzle.givens.len(),
        ms,
        solver_runs,
        easier: model.grading_note(),
    });
    let (can_undo, can_redo) = model.can_undo_redo();
    let mut figures = vec![
        Figure::count(t(M::CellsTried), "stat-nodes", trail.stats().nodes),
        Figure::count(t(T::Backtracks), "stat-backtracks", trail.stats().backtracks),
        Figure::count(t(M::PathLength), "stat-path", trail.path().len() as u64),
    ];
    figures.extend(timing_figures(show));
    let reduced = model.reduced_motion();
    let maze_keys = maze_keys();
    let picking = model.picking();
    let game_state_name = game_state.name();
    let shown = model.grid_puzzle();
    let (board, start, finish) = (shown.board, shown.start, shown.finish);
    let typed_in = settings.custom.as_ref();
    let puzzle_code = typed_in.or(made.map(|m| &m.puzzle)).map(encode);
    let editing = model.draft().is_some();
    let watched = match model.phase() {
        Phase::Carving => Some(MazeSearch::Carve),
        Phase::Solving => Some(MazeSearch::Solve),
        Phase::Done => None,
    };
    let code = watched.map(|search| {
        let code = Rc::new(program(search));
        let now = code_state(&code, search, trail, show.ending().is_some());
        (code, now)
    });
    if settings.print > 0 {
        let on_back = input.reform(|_: MouseEvent| MazeAction::SetPrint(0));
        let on_count = input.reform(MazeAction::SetPrint);
        let count = if typed_in.is_some() { 1 } else { settings.print };
        return html! { <PrintView puzzles={model.printed()} {count} {on_back} {on_count} /> };
    }
    html! {
        <main id="main" tabindex="-1" class="page maze-page">
            <PageIntro title={t(M::Title)} text={t(M::Intro)} notices={model.notices().to_vec()} on_dismiss={input.reform(|_| MazeAction::DismissNotices)} />
            <div class="layout">
                <section class="stage" aria-label={t(M::StageLabel)}>
                    <div class="game-bar">
                        <span class={classes!("game-state", game_state_name)} data-testid="game-state" data-state={game_state_name}
                            data-generation-ms={model.made_stats().map(|(ms, _)| fixed(ms, 1))}>
                            { game_state.label() }
                        </span>
                        <p class={classes!("status", (!playing).then_some("running"))} aria-live="polite" data-testid="status">{ model.status() }</p>
                        if watching {
                            <button type="button" class="skip" data-testid="skip" onclick={on_skip}>{ t(M::Skip) }</button>
                        }
                    </div>
                    if solved {
                        <div class="won" role="status" data-testid="won">
                            if session.is_some_and(|s| s.revealed) {
                                <strong>{ t(M::Revealed) }</strong>{ t(M::PressNewGame) }
                            } else {
                                <strong>{ t(M::Solved) }</strong>
                                { say(M::WonLine, &[("time", &elapsed.clone().unwrap_or_default()),
                                    ("moves", &count(moves.into(), M::MoveOne, M::MoveMany)),
                                    ("hints", &count(session.map_or(0, |s| s.hints.into()), M::HintOne, M::HintMany))]) }
                                if let Some(improved) = model.improved() {
                                    { improved_text(improved, model.records().streak.days) }
                                }
                            }
                        </div>
                    }
                    if let Some(hint) = session.and_then(|s| s.hint.as_ref()) {
                        <p class="hint-box" role="status" data-testid="hint-text"><strong>{ t(M::HintLabel) }</strong>{ hint.text.clone() }</p>
                    }
                    if practising || (settings.practice && practice.session.score.asked > 0) {
                        <PracticeCard on_toggle={on_practice.clone()} session={practice.session.clone()}
                            asked={practice.asked.clone()} best={practice.best} finished={show.ending().is_some()}
                            on_answer={on_answer.clone()} input={practice.input.clone()} />
                    }
                    <MazeGrid rows={board.rows()} cols={board.cols()} seed={spec.seed} {start} {finish}
                        row_clues={Rc::new(row_clues)} col_clues={Rc::new(col_clues)}
                        cells={Rc::new(cells)} line={Rc::new(line)}
                        playable={(playing && !solved) || picking.is_some() || practice.asked.is_some() || editing} {solved} {on_action}
                        offer_col={picking.map(|p| if p == Picking::Start { 0 } else { board.cols() - 1 })} />
                    <GameTools moves={moves} clock={clock_text} {playing} {can_undo} {can_redo} on_undo={game(GameChange::Undo)} on_redo={game(GameChange::Redo)} on_restart={game(GameChange::Restart)} />
                    { legend(&match (watching, model.verdict()) {
                        (true, _) => maze_keys[..7].to_vec(),
                        (false, Some(PuzzleVerdict::Several(..))) => [&maze_keys[..3], &maze_keys[7..]].concat(),
                        _ => maze_keys[..5].to_vec(),
                    }) }
                </section>
                <aside class="panel">
                    <PlayCard helping={playing && !solved} made={made_info} {on_new} {on_daily}
                        on_print={input.reform(|_: MouseEvent| MazeAction::SetPrint(1))}
                        can_print={made.is_some() || model.verdict().is_none()}
                        on_hint={input.reform(|_: MouseEvent| MazeAction::Hint)} hint_pending={model.hint_pending()} on_check={game(GameChange::Check)} on_reveal={game(GameChange::Reveal)} />
                    <OwnCard code={puzzle_code} typed_in={typed_in.is_some()} verdict={model.verdict().cloned()}
                        draft={model.draft().cloned()} on_edit={input.reform(MazeAction::Edit)}
                        on_other={input.reform(|_: MouseEvent| MazeAction::OtherSolution)} />
                    <PuzzleCard typed_in={typed_in.is_some()} board={board} difficulty={settings.difficulty} seed={spec.seed} daily={settings.daily} show={settings.show}
                        picking={picking.is_some()} {on_side} {on_level} {on_show} {on_pick} {on_random_ends} />
                    <RecordsCard records={model.records().clone()} today={Day::from_ms(dom::now_ms())}
                        on_reset={input.reform(|_| MazeAction::ResetRecords)} />
                    <PlayerCard page_state={show.state()} state={show.state()} speed={show.speed()}
                            can_step_back={show.can_step_back()} failure={show.failure().map(String::from)}
                            on_input={practice.input.clone()} {on_speed} {figures}>
                            if watching {
                                if reduced && show.state() == RunState::Idle {
                                    <p class="hint">{ t(M::ReducedMotion) }</p>
                                }
                            } else {
                                <p class="hint">{ t(M::PressPlay) }</p>
                            }
                            <div class="fields">
                                <PracticeSwitch enabled={settings.practice} on_toggle={on_practice.clone()} />
                            </div>
                            if settings.practice && model.phase() == Phase::Carving {
                                <p class="hint">{ t(M::PracticeAfterCarving) }</p>
                            }
                        </PlayerCard>
                    if let Some((program, state)) = code {
                        <CodePanel {program} {state} />
                    }
                    if let Some(message) = maker.failure().map(String::from) {
                        <Failure {message} {on_retry} />
                    }
                    <section class="card explain">
                        <h2>{ t(M::ExplainHeading) }</h2>
                        <p>{ t(M::Explain1) }</p>
                        <p>{ t(M::Explain2) }</p>
                    </section>
                </aside>
            </div>
        </main>
    }
}

/// The page for the URL's query `pairs`, with the shell's `notices` (the program in
/// `src/bin/maze.rs` hands it to the shell).
pub fn page(pairs: &[(String, String)], mut notices: Vec<String>) -> Html {
    let (settings, more) = crate::model::maze::settings::maze_settings(pairs);
    notices.extend(more);
    html! { <MazePage {settings} {notices} /> }
}
