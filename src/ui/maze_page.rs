//! The math-maze page: a puzzle made in the worker (proved to have one solution), optionally
//! watched while it is carved and solved, then played on an empty grid with clues.

use super::controls::PlayerCard;
use super::copy_link::CopyLink;
use super::dom;
use super::maze_grid::{GridAction, MazeGrid};
use super::notice::PageIntro;
use super::page_hooks::{use_player_shortcuts, use_single_player};
use super::stats::{timing_figures, Figure};
use crate::core::board::{Board, Square};
use crate::core::clues::PathPuzzle;
use crate::core::deduce::{Difficulty, HARD_MAX_CELLS};
use crate::core::generate::PuzzleSpec;
use crate::core::maze::{Maze, Walk, MAX_MAZE_SIDE, MIN_MAZE_SIDE};
use crate::game::{clock, ClueStatus, Game, SavedGame};
use crate::maze_view::{carving_views, clue_summary, playing_views, solving_views, CellView};
use crate::narration::maze_status;
use crate::params::{maze_query, MazeSettings};
use crate::player::{Input, RunState, Speed};
use crate::protocol::Job;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// A change to the game in play, returning the hint to show (if any).
type GameChange = Rc<dyn Fn(&mut Game) -> Option<String>>;

/// Where the game in progress is kept.
const STORAGE_KEY: &str = "runut-maze-game";

/// Props of [`MazePage`].
#[derive(Properties, PartialEq)]
pub struct MazePageProps {
    /// The settings the URL asked for.
    pub settings: MazeSettings,
    /// Notices about URL values that could not be honoured.
    pub notices: Vec<String>,
}

/// What the page shows before play: the carving, the solver's walk, or nothing more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Carving,
    Solving,
    Done,
}

/// Which end a click on the grid chooses, while the player picks them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Picking {
    Start,
    Finish,
}

/// The settings with a seed and both ends filled in (fresh or drawn from the seed).
fn resolved(mut settings: MazeSettings) -> MazeSettings {
    let seed = *settings.seed.get_or_insert_with(dom::fresh_seed);
    let (start, finish) = PuzzleSpec::random_ends(settings.board, seed);
    settings.start.get_or_insert(start);
    settings.finish.get_or_insert(finish);
    settings
}

fn spec_of(s: &MazeSettings) -> PuzzleSpec {
    let (start, finish) = PuzzleSpec::random_ends(s.board, s.seed.unwrap_or(0));
    PuzzleSpec {
        board: s.board,
        seed: s.seed.unwrap_or(0),
        start: s.start.unwrap_or(start),
        finish: s.finish.unwrap_or(finish),
        difficulty: s.difficulty,
    }
}

/// The link query that names the puzzle alone (how it is shown left out).
fn puzzle_id(s: &MazeSettings) -> String {
    maze_query(&MazeSettings { show: false, ..s.clone() })
}

/// What the page works out at once: the maze, its DFS walk and the bare clues.
#[derive(PartialEq)]
struct Local {
    maze: Maze,
    walk: Walk,
    bare: PathPuzzle,
}

impl Local {
    fn new(spec: &PuzzleSpec) -> Local {
        let maze = Maze::carve(spec.board, spec.seed);
        let walk = maze.solve(spec.start, spec.finish);
        let bare = PathPuzzle::from_path(spec.board, &walk.route, Vec::new());
        Local { maze, walk, bare }
    }
}

/// The clues with their status (none while the maze is shown).
fn clue_list(clues: &[u16], status: Option<Vec<ClueStatus>>) -> Rc<Vec<(u16, Option<ClueStatus>)>> {
    Rc::new(clues.iter().enumerate().map(|(i, &c)| (c, status.as_ref().map(|s| s[i]))).collect())
}

/// Registers Ctrl+Z (undo) and Ctrl+Y or Ctrl+Shift+Z (redo) on the document.
#[hook]
fn use_undo_keys(on_undo: Callback<bool>) {
    use_effect_with((), move |_| {
        let listener = Closure::<dyn FnMut(KeyboardEvent)>::new(move |e: KeyboardEvent| {
            if !(e.ctrl_key() || e.meta_key()) {
                return;
            }
            let tag = dom::target_tag(e.as_ref());
            if matches!(tag.as_str(), "input" | "select" | "textarea") {
                return;
            }
            let redo = match e.key().to_lowercase().as_str() {
                "z" => e.shift_key(),
                "y" => true,
                _ => return,
            };
            e.prevent_default();
            on_undo.emit(!redo);
        });
        let document = web_sys::window().and_then(|w| w.document());
        if let Some(d) = &document {
            let _ =
                d.add_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
        }
        move || {
            if let Some(d) = document {
                let _ = d.remove_event_listener_with_callback(
                    "keydown",
                    listener.as_ref().unchecked_ref(),
                );
            }
        }
    });
}

/// The game in play with what the page keeps beside it.
#[derive(Clone, PartialEq)]
struct Play {
    game: Game,
    started_ms: f64,
    solved_ms: Option<f64>,
    revealed: bool,
    wrong: Option<Square>,
    message: Option<String>,
}

impl Play {
    fn new(game: Game, started_ms: f64) -> Play {
        Play { game, started_ms, solved_ms: None, revealed: false, wrong: None, message: None }
    }

    /// Applies `change` to the game; a finished game is not changed.
    fn update(&mut self, change: impl FnOnce(&mut Game) -> Option<String>) {
        self.message = change(&mut self.game);
        self.wrong = None;
        if self.game.is_solved() && self.solved_ms.is_none() {
            self.solved_ms = Some(dom::now_ms());
        }
    }
}

/// The math-maze page.
#[component]
pub fn MazePage(props: &MazePageProps) -> Html {
    let settings = use_state(|| resolved(props.settings.clone()));
    let notices = use_state(|| props.notices.clone());
    let spec = spec_of(&settings);
    let local = use_memo(spec, Local::new);
    let maker = use_single_player(Job::MakePuzzle { spec }, Speed::Max);
    let show =
        use_single_player(Job::MazeCarve { board: spec.board, seed: spec.seed }, settings.speed);
    let phase = use_state(|| if settings.show { Phase::Carving } else { Phase::Done });
    let play = use_state(|| None::<Play>);
    let picking = use_state(|| None::<Picking>);
    let reduced = use_memo((), |_| dom::prefers_reduced_motion());

    // A new puzzle: make it in the worker, and watch it if asked to.
    {
        let (maker, show, phase, play) =
            (maker.input.clone(), show.input.clone(), phase.clone(), play.clone());
        let (watch, reduced) = (settings.show, *reduced);
        use_effect_with(spec, move |spec| {
            play.set(None);
            maker.emit(Input::Load(Job::MakePuzzle { spec: *spec }));
            maker.emit(Input::Play);
            show.emit(Input::Load(Job::MazeCarve { board: spec.board, seed: spec.seed }));
            if watch {
                phase.set(Phase::Carving);
                if !reduced {
                    show.emit(Input::Play);
                }
            } else {
                phase.set(Phase::Done);
            }
        });
    }
    use_effect_with((*settings).clone(), |s| dom::replace_query(&maze_query(s)));

    // The made puzzle arrives: resume the saved game if it is this puzzle's, else start afresh.
    let made = maker.state.made().filter(|m| m.spec == spec).cloned();
    // The game shown: only one of this very puzzle (a new spec renders once before its reset).
    let current: Option<Play> = play
        .as_ref()
        .filter(|p| made.as_ref().is_some_and(|m| p.game.puzzle() == &m.puzzle))
        .cloned();
    {
        let (play, id) = (play.clone(), puzzle_id(&settings));
        use_effect_with(made.clone(), move |made| {
            if let Some(made) = made {
                let saved = dom::stored(STORAGE_KEY).and_then(|t| SavedGame::from_text(&t));
                let resumed = saved.filter(|s| s.puzzle == id).and_then(|s| {
                    let game = Game::restored(made.puzzle.clone(), &s.path, s.moves)?;
                    Some(Play::new(game, s.started_ms))
                });
                let mut next = resumed
                    .unwrap_or_else(|| Play::new(Game::new(made.puzzle.clone()), dom::now_ms()));
                next.update(|_| None);
                play.set(Some(next));
            }
        });
    }
    // Keep the game in progress (only it) in local storage.
    {
        let id = puzzle_id(&settings);
        let saved = current.as_ref().map(|p| SavedGame {
            puzzle: id,
            path: p.game.saved_path(),
            moves: p.game.moves(),
            started_ms: p.started_ms,
        });
        use_effect_with(saved, |saved| {
            if let Some(saved) = saved {
                dom::store(STORAGE_KEY, &saved.to_text());
            }
        });
    }
    // The carving ends: walk the maze; the walk ends: play.
    {
        let (phase, input, show_state) = (phase.clone(), show.input.clone(), show.state.state());
        use_effect_with((show_state, *phase), move |&(state, current)| {
            if state == RunState::Finished {
                if current == Phase::Carving {
                    phase.set(Phase::Solving);
                    input.emit(Input::Load(Job::MazeSolve {
                        board: spec.board,
                        seed: spec.seed,
                        start: spec.start,
                        finish: spec.finish,
                    }));
                    input.emit(Input::Play);
                } else if current == Phase::Solving {
                    phase.set(Phase::Done);
                }
            }
        });
    }

    let change_game = {
        let play = play.clone();
        move |change: GameChange| {
            if let Some(mut next) = (*play).clone() {
                next.update(|g| change(g));
                play.set(Some(next));
            }
        }
    };
    use_undo_keys({
        let change_game = change_game.clone();
        Callback::from(move |undo: bool| {
            change_game(Rc::new(move |g: &mut Game| {
                if undo {
                    g.undo()
                } else {
                    g.redo()
                };
                None
            }))
        })
    });

    let update_settings = {
        let (settings, notices) = (settings.clone(), notices.clone());
        move |change: Box<dyn Fn(&mut MazeSettings)>| {
            let mut next = (*settings).clone();
            change(&mut next);
            notices.set(next.fit_difficulty().into_iter().collect());
            settings.set(resolved(next));
        }
    };
    let on_action = {
        let (change_game, picking, update) =
            (change_game.clone(), picking.clone(), update_settings.clone());
        let board = spec.board;
        Callback::from(move |action: GridAction| {
            if let (Some(pick), GridAction::Click(cell)) = (*picking, action) {
                match pick {
                    Picking::Start if cell.col == 0 => {
                        update(Box::new(move |s| s.start = Some(cell)));
                        picking.set(Some(Picking::Finish));
                    }
                    Picking::Finish if cell.col == board.cols() - 1 => {
                        update(Box::new(move |s| s.finish = Some(cell)));
                        picking.set(None);
                    }
                    _ => {}
                }
                return;
            }
            change_game(Rc::new(move |g: &mut Game| {
                let result = match action {
                    GridAction::Click(cell) => g.click(cell),
                    GridAction::Drag(cell) => {
                        // Dragging past a cell it cannot join draws nothing, quietly.
                        let _ = g.click(cell);
                        Ok(())
                    }
                    GridAction::Step(d) => g.step(d),
                };
                result.err().map(|refusal| refusal.hint())
            }))
        })
    };
    let button = |change: GameChange| {
        let change_game = change_game.clone();
        Callback::from(move |_: MouseEvent| change_game(change.clone()))
    };
    let on_undo = button(Rc::new(|g| {
        g.undo();
        None
    }));
    let on_redo = button(Rc::new(|g| {
        g.redo();
        None
    }));
    let on_restart = button(Rc::new(|g| {
        g.restart();
        None
    }));
    let route = Rc::new(local.walk.route.clone());
    let on_check = {
        let (play, route) = (play.clone(), route.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(mut next) = (*play).clone() {
                next.wrong = next.game.first_wrong(&route);
                next.message = Some(match next.wrong {
                    Some(cell) => format!(
                        "Row {}, column {} is the first cell that leaves the solution (marked ✗).",
                        cell.row + 1,
                        cell.col + 1
                    ),
                    None => "So far so good: every cell of your path is on the solution.".into(),
                });
                play.set(Some(next));
            }
        })
    };
    let on_reveal = {
        let (play, route) = (play.clone(), route.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(mut next) = (*play).clone() {
                next.revealed = next.solved_ms.is_none();
                next.update(|g| {
                    g.show(&route);
                    None
                });
                play.set(Some(next));
            }
        })
    };
    let on_new = {
        let update = update_settings.clone();
        Callback::from(move |_: MouseEvent| {
            update(Box::new(|s| {
                s.seed = None;
                s.start = None;
                s.finish = None;
            }))
        })
    };
    let side_input = |rows: bool| {
        let update = update_settings.clone();
        Callback::from(move |e: Event| {
            let value: u16 =
                e.target_unchecked_into::<HtmlInputElement>().value().parse().unwrap_or(8);
            update(Box::new(move |s| {
                let (r, c) = if rows { (value, s.board.cols()) } else { (s.board.rows(), value) };
                s.board = Board::new(r, c).expect("slider range");
                s.start = None;
                s.finish = None;
            }))
        })
    };
    let on_level = {
        let update = update_settings.clone();
        Callback::from(move |e: Event| {
            let level =
                Difficulty::from_slug(&e.target_unchecked_into::<HtmlSelectElement>().value());
            if let Some(level) = level {
                update(Box::new(move |s| s.difficulty = level));
            }
        })
    };
    // Watching turns on with the checkbox, or with Play while it is off.
    let set_watching = {
        let (settings, phase, show_input) = (settings.clone(), phase.clone(), show.input.clone());
        Callback::from(move |on: bool| {
            let mut next = (*settings).clone();
            next.show = on;
            settings.set(next);
            if on {
                show_input.emit(Input::Load(Job::MazeCarve { board: spec.board, seed: spec.seed }));
                phase.set(Phase::Carving);
                if !dom::prefers_reduced_motion() {
                    show_input.emit(Input::Play);
                }
            } else {
                show_input.emit(Input::Stop);
                phase.set(Phase::Done);
            }
        })
    };
    let on_show =
        set_watching.reform(|e: Event| e.target_unchecked_into::<HtmlInputElement>().checked());
    let watch_input = {
        let (input, watching, set_watching) =
            (show.input.clone(), *phase != Phase::Done, set_watching.clone());
        Callback::from(move |i: Input| match i {
            _ if watching => input.emit(i),
            Input::Play | Input::TogglePlay | Input::Restart => set_watching.emit(true),
            _ => {}
        })
    };
    use_player_shortcuts(watch_input.clone());
    let on_skip = {
        let (phase, input) = (phase.clone(), show.input.clone());
        Callback::from(move |_: MouseEvent| {
            input.emit(Input::Stop);
            phase.set(Phase::Done);
        })
    };
    let on_pick = {
        let picking = picking.clone();
        Callback::from(move |_: MouseEvent| {
            picking.set(if picking.is_some() { None } else { Some(Picking::Start) })
        })
    };
    let on_random_ends = {
        let update = update_settings.clone();
        Callback::from(move |_: MouseEvent| {
            update(Box::new(|s| {
                s.start = None;
                s.finish = None;
            }))
        })
    };
    let on_speed = {
        let (input, settings) = (show.input.clone(), settings.clone());
        Callback::from(move |speed: Speed| {
            input.emit(Input::SetSpeed(speed));
            let mut next = (*settings).clone();
            next.speed = speed;
            settings.set(next);
        })
    };

    // What the grid shows.
    let watching = *phase != Phase::Done;
    let trail = show.state.trail();
    let made_puzzle = made.as_ref().map(|m| &m.puzzle);
    let (cells, line) = match (*phase, current.as_ref(), made_puzzle) {
        (Phase::Carving, _, _) => (
            carving_views(&local.maze, trail.stats().nodes as usize, trail.path()),
            trail.path().to_vec(),
        ),
        (Phase::Solving, _, _) => (
            solving_views(&local.maze, &local.walk, trail.stats().nodes as usize, trail.path()),
            trail.path().to_vec(),
        ),
        (Phase::Done, Some(p), Some(puzzle)) => {
            (playing_views(&p.game, puzzle, p.wrong), p.game.path().to_vec())
        }
        _ => (vec![CellView::default(); spec.board.len()], Vec::new()),
    };
    let playing = !watching && play.is_some();
    let (row_status, col_status) = match current.as_ref().filter(|_| playing) {
        Some(p) => {
            let (r, c) = p.game.clue_status();
            (Some(r), Some(c))
        }
        None => (None, None),
    };
    let solved = playing && current.as_ref().is_some_and(|p| p.game.is_solved());
    let game_state = if !playing {
        "generating"
    } else if solved {
        "solved"
    } else {
        "playing"
    };
    let status = if picking.is_some() {
        match *picking {
            Some(Picking::Start) => {
                "Click a cell of the left edge: the path will start there.".to_string()
            }
            _ => "Now click a cell of the right edge: the path will finish there.".to_string(),
        }
    } else if watching {
        maze_status(*phase == Phase::Carving, show.state.state(), trail)
    } else if let Some(p) = current.as_ref() {
        p.message.clone().unwrap_or_else(|| clue_summary(&p.game))
    } else {
        let stats = maker.state.trail().stats();
        format!(
            "Making sure this puzzle has exactly one solution… ({} solver runs, {} pieces given so far)",
            stats.nodes, stats.solutions
        )
    };
    let elapsed = current.as_ref().and_then(|p| p.solved_ms.map(|s| clock(s - p.started_ms)));
    let moves = current.as_ref().map_or(0, |p| p.game.moves());
    let givens = made_puzzle.map_or(0, |p| p.givens.len());
    let can_undo = playing && current.as_ref().is_some_and(|p| p.game.can_undo());
    let can_redo = playing && current.as_ref().is_some_and(|p| p.game.can_redo());
    let mut figures = vec![
        Figure::count("Cells tried", "stat-nodes", trail.stats().nodes),
        Figure::count("Backtracks", "stat-backtracks", trail.stats().backtracks),
        Figure::count("Path length", "stat-path", trail.path().len() as u64),
    ];
    figures.extend(timing_figures(&show.state));
    let board = spec.board;
    let level_option = |d: Difficulty, label: &'static str| {
        html! { <option value={d.slug()} selected={settings.difficulty == d}>{ label }</option> }
    };

    html! {
        <main class="page maze-page">
            <PageIntro title={"Math maze"} text={"A maze is carved by randomized depth-first backtracking and solved by backtracking; then its walls vanish. Rebuild the hidden path from S to F, cell to side-by-side cell: the numbers say how many path cells each row and column holds."} notices={notices.clone()} />
            <div class="layout">
                <section class="stage" aria-label="Maze">
                    <div class="game-bar">
                        <span class={classes!("game-state", game_state)} data-testid="game-state" data-state={game_state}
                            data-generation-ms={made.is_some().then(|| format!("{:.1}", maker.state.elapsed_ms()))}>
                            { match game_state { "generating" => "Generating", "solved" => "Solved", _ => "Playing" } }
                        </span>
                        <p class={classes!("status", (!playing).then_some("running"))} aria-live="polite" data-testid="status">{ status }</p>
                    </div>
                    if solved {
                        <div class="won" role="status" data-testid="won">
                            if current.as_ref().is_some_and(|p| p.revealed) {
                                <strong>{ "Solution revealed." }</strong>{ " Press New game for another puzzle." }
                            } else {
                                <strong>{ "✓ Solved!" }</strong>
                                { format!(" Time {}, {} move{}.", elapsed.clone().unwrap_or_default(), moves, if moves == 1 { "" } else { "s" }) }
                            }
                        </div>
                    }
                    <MazeGrid rows={board.rows()} cols={board.cols()} seed={spec.seed} start={spec.start} finish={spec.finish}
                        row_clues={clue_list(&local.bare.row_clues, row_status)}
                        col_clues={clue_list(&local.bare.col_clues, col_status)}
                        cells={Rc::new(cells)} line={Rc::new(line)}
                        playable={(playing && !solved) || picking.is_some()} {solved} {on_action}
                        offer_col={picking.map(|p| if p == Picking::Start { 0 } else { board.cols() - 1 })} />
                    <ul class="legend" aria-label="Legend">
                        <li><span class="key start">{ "S" }</span>{ "start" }</li>
                        <li><span class="key finish">{ "F" }</span>{ "finish" }</li>
                        <li><span class="key given-key">{ "●" }</span>{ "given piece" }</li>
                        <li><span class="key met">{ "✓" }</span>{ "clue met" }</li>
                        <li><span class="key over">{ "✗" }</span>{ "clue exceeded" }</li>
                        if watching {
                            <li><span class="key head">{ "" }</span>{ "current cell" }</li>
                            <li><span class="key abandoned">{ "" }</span>{ "dead end abandoned" }</li>
                        }
                    </ul>
                </section>
                <aside class="panel">
                    <section class="card">
                        <div class="card-head"><h2>{ "Play" }</h2><span class="moves">{ if moves == 1 { "1 move".to_string() } else { format!("{moves} moves") } }</span></div>
                        <div class="buttons" role="group" aria-label="Game">
                            <button type="button" data-testid="undo" disabled={!can_undo} onclick={on_undo} title="Undo (Ctrl+Z)">{ "↶ Undo" }</button>
                            <button type="button" data-testid="redo" disabled={!can_redo} onclick={on_redo} title="Redo (Ctrl+Y)">{ "↷ Redo" }</button>
                            <button type="button" data-testid="restart" disabled={!playing} onclick={on_restart}>{ "Restart" }</button>
                            <button type="button" class="primary" data-testid="new-game" onclick={on_new}>{ "New game" }</button>
                        </div>
                        <div class="buttons learn" role="group" aria-label="Help">
                            <button type="button" data-testid="check" disabled={!playing || solved} onclick={on_check}>{ "Check my path" }</button>
                            <button type="button" data-testid="reveal" disabled={!playing || solved} onclick={on_reveal}>{ "Reveal solution" }</button>
                        </div>
                        <p class="keys">{ "Tap or drag from the path's end; tap a path cell to cut back to it. Keys: arrows move the end, Shift+arrows move the focus, Enter picks the focused cell, Ctrl+Z / Ctrl+Y undo and redo." }</p>
                        if givens > 0 {
                            <p class="hint">{ format!("{givens} given piece{} (●, with the path's exits drawn) make the solution unique.", if givens == 1 { "" } else { "s" }) }</p>
                        } else if made.is_some() {
                            <p class="hint">{ "The clues alone make the solution unique: no piece is given." }</p>
                        }
                        if made.is_some() {
                            <p class="hint">{ format!("Proved unique in {:.2} s ({} solver runs).", maker.state.elapsed_ms() / 1000.0, maker.state.trail().stats().nodes) }</p>
                        }
                    </section>
                    <section class="card">
                        <h2>{ "Puzzle" }</h2>
                        <div class="fields">
                            <label>{ format!("Rows: {}", board.rows()) }
                                <input type="range" data-testid="rows" min={MIN_MAZE_SIDE.to_string()} max={MAX_MAZE_SIDE.to_string()} value={board.rows().to_string()} onchange={side_input(true)} />
                            </label>
                            <label>{ format!("Columns: {}", board.cols()) }
                                <input type="range" data-testid="cols" min={MIN_MAZE_SIDE.to_string()} max={MAX_MAZE_SIDE.to_string()} value={board.cols().to_string()} onchange={side_input(false)} />
                            </label>
                            <label>{ "Difficulty" }
                                <select data-testid="level" onchange={on_level}>
                                    { level_option(Difficulty::Easy, "Easy") }
                                    { level_option(Difficulty::Normal, "Normal") }
                                    if board.len() <= HARD_MAX_CELLS {
                                        { level_option(Difficulty::Hard, "Hard") }
                                    }
                                </select>
                            </label>
                            <label class="check">
                                <input type="checkbox" data-testid="show-generation" checked={settings.show} onchange={on_show} />
                                { "Show generation" }
                            </label>
                            <div class="wide buttons">
                                <button type="button" data-testid="pick-ends" aria-pressed={picking.is_some().to_string()} onclick={on_pick}>{ if picking.is_some() { "Cancel choosing" } else { "Choose start & finish" } }</button>
                                <button type="button" data-testid="random-ends" onclick={on_random_ends}>{ "Random ends" }</button>
                                <CopyLink />
                            </div>
                        </div>
                        <p class="hint">{ "Easy gives more pieces; hard expects one step of look-ahead (grids up to 20 × 20)." }</p>
                        <p class="hint">{ format!("Seed {} — the link replays this very puzzle.", spec.seed) }</p>
                    </section>
                    <PlayerCard page_state={show.state.state()} state={show.state.state()} speed={show.state.speed()}
                            can_step_back={show.state.can_step_back()} failure={show.state.failure().map(String::from)}
                            on_input={watch_input} {on_speed} {figures}>
                            if watching {
                                <button type="button" class="skip" data-testid="skip" onclick={on_skip}>{ "Skip to the puzzle" }</button>
                                if *reduced && show.state.state() == RunState::Idle {
                                    <p class="hint">{ "Reduced motion is on: press Play or step through the generation." }</p>
                                }
                            } else {
                                <p class="hint">{ "Press Play (or tick Show generation) to watch the maze being carved, then solved, before you play." }</p>
                            }
                        </PlayerCard>
                    if let Some(message) = maker.state.failure() {
                        <div class="error" role="alert"><p>{ message }</p></div>
                    }
                    <section class="card explain">
                        <h2>{ "One solution, proved" }</h2>
                        <p>{ "Without its walls a maze's clues often allow several paths. Before you play, a solver that only writes down forced deductions — a path cell has two path neighbours, a full row takes no more cells, no loops, no unreachable cells (and, on hard, one step of look-ahead) — must rebuild the whole path. Where it cannot, a piece of the path is given; pieces it no longer needs are then taken away." }</p>
                    </section>
                </aside>
            </div>
        </main>
    }
}
