//! The math-maze page: a puzzle made in the worker (proved to have one solution), optionally
//! watched while it is carved and solved, then played on an empty grid with clues.

use crate::core::grid::Board;
use crate::core::maze::deduce::Difficulty;
use crate::core::maze::generate::PuzzleSpec;
use crate::core::maze::puzzle::PathPuzzle;
use crate::core::maze::{Maze, Walk};
use crate::model::maze::game::{clock, ClueStatus, Game, SavedGame, Session};
use crate::model::maze::job::MazeJob;
use crate::model::maze::run::made;
use crate::model::maze::settings::{maze_query, MazeSettings};
use crate::model::maze::status::maze_status;
use crate::model::maze::view::{
    carving_views, clue_summary, playing_views, solving_views, CellView,
};
use crate::model::player::{Input, RunState, Speed};
use crate::model::problems::Job;
use crate::model::status::counted;
use crate::ui::dom;
use crate::ui::hooks::page_hooks::{
    use_document_keydown, use_player_shortcuts, use_single_player, use_ticks,
};
use crate::ui::maze::cards::{GameTools, MadeInfo, PlayCard, PuzzleCard};
use crate::ui::maze::grid::{GridAction, MazeGrid};
use crate::ui::widgets::controls::PlayerCard;
use crate::ui::widgets::notice::{Failure, PageIntro};
use crate::ui::widgets::stats::{timing_figures, Figure};
use std::rc::Rc;
use yew::prelude::*;

/// A change to the session in play, at a time in milliseconds.
type SessionChange = Rc<dyn Fn(&mut Session, f64)>;

/// A change to the game itself (returning the hint to show, if any) as a session change.
fn game_change(change: impl Fn(&mut Game) -> Option<String> + 'static) -> SessionChange {
    Rc::new(move |session, now| session.play(&change, now))
}

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

/// The puzzle the settings name (ends missing from them are drawn from the seed).
fn spec_of(s: &MazeSettings) -> PuzzleSpec {
    let seed = s.seed.unwrap_or_default();
    let (start, finish) = PuzzleSpec::random_ends(s.board, seed);
    let (start, finish) = (s.start.unwrap_or(start), s.finish.unwrap_or(finish));
    PuzzleSpec { board: s.board, seed, start, finish, difficulty: s.difficulty }
}

/// The settings with a seed (a fresh one if missing) and both ends filled in, so that the URL
/// names the very puzzle shown.
fn resolved(mut settings: MazeSettings) -> MazeSettings {
    settings.seed.get_or_insert_with(dom::fresh_seed);
    let spec = spec_of(&settings);
    (settings.start, settings.finish) = (Some(spec.start), Some(spec.finish));
    settings
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

/// Registers Ctrl+Z (undo: `true`) and Ctrl+Y or Ctrl+Shift+Z (redo: `false`).
#[hook]
fn use_undo_keys(on_undo: Callback<bool>) {
    use_document_keydown(Callback::from(move |e: KeyboardEvent| {
        let tag = dom::target_tag(e.as_ref());
        if !(e.ctrl_key() || e.meta_key())
            || matches!(tag.as_str(), "input" | "select" | "textarea")
        {
            return;
        }
        let undo = match e.key().to_lowercase().as_str() {
            "z" => !e.shift_key(),
            "y" => false,
            _ => return,
        };
        e.prevent_default();
        on_undo.emit(undo);
    }));
}

/// The math-maze page.
#[component]
pub fn MazePage(props: &MazePageProps) -> Html {
    let settings = use_state(|| resolved(props.settings.clone()));
    let notices = use_state(|| props.notices.clone());
    let spec = spec_of(&settings);
    let local = use_memo(spec, Local::new);
    let maker = use_single_player(Job::Maze(MazeJob::Make { spec }), Speed::Max);
    let show = use_single_player(Job::Maze(MazeJob::carve(&spec)), settings.speed);
    let phase = use_state(|| if settings.show { Phase::Carving } else { Phase::Done });
    let play = use_state(|| None::<Session>);
    let picking = use_state(|| None::<Picking>);
    let reduced = use_memo((), |_| dom::prefers_reduced_motion());

    // A new puzzle: make it in the worker, and watch it if asked to.
    {
        let (maker, show, phase, play) =
            (maker.input.clone(), show.input.clone(), phase.clone(), play.clone());
        let (watch, reduced) = (settings.show, *reduced);
        use_effect_with(spec, move |spec| {
            play.set(None);
            maker.emit(Input::Load(Job::Maze(MazeJob::Make { spec: *spec })));
            maker.emit(Input::Play);
            show.emit(Input::Load(Job::Maze(MazeJob::carve(spec))));
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
    let made = made(maker.state.found()).filter(|m| m.spec == spec).cloned();
    // The game shown: only one of this very puzzle (a new spec renders once before its reset).
    let current: Option<Session> = play
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
                    Some(Session::new(game, (s.started_ms > 0.0).then_some(s.started_ms)))
                });
                let mut next =
                    resumed.unwrap_or_else(|| Session::new(Game::new(made.puzzle.clone()), None));
                next.play(|_| None, dom::now_ms());
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
            started_ms: p.started_ms.unwrap_or(0.0),
        });
        use_effect_with(saved, |saved| {
            if let Some(saved) = saved {
                dom::store(STORAGE_KEY, &saved.to_text());
            }
        });
    }
    // The carving ends: walk the maze; the walk ends (or the show is stopped): play.
    {
        let (phase, input, show_state) = (phase.clone(), show.input.clone(), show.state.state());
        use_effect_with((show_state, *phase), move |&(state, current)| {
            if state == RunState::Finished {
                if current == Phase::Carving {
                    phase.set(Phase::Solving);
                    input.emit(Input::Load(Job::Maze(MazeJob::solve(&spec))));
                    input.emit(Input::Play);
                } else if current == Phase::Solving {
                    phase.set(Phase::Done);
                }
            } else if state == RunState::Stopped && current != Phase::Done {
                phase.set(Phase::Done);
            }
        });
    }

    let change_session = {
        let play = play.clone();
        move |change: SessionChange| {
            if let Some(mut next) = (*play).clone() {
                change(&mut next, dom::now_ms());
                play.set(Some(next));
            }
        }
    };
    use_undo_keys({
        let change = change_session.clone();
        Callback::from(move |undo: bool| {
            change(game_change(move |g| {
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
        let (change, picking, update) =
            (change_session.clone(), picking.clone(), update_settings.clone());
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
            change(game_change(move |g| {
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
    let button = |change: SessionChange| {
        let change_session = change_session.clone();
        Callback::from(move |_: MouseEvent| change_session(change.clone()))
    };
    let on_undo = button(game_change(|g| {
        g.undo();
        None
    }));
    let on_redo = button(game_change(|g| {
        g.redo();
        None
    }));
    let on_restart = button(game_change(|g| {
        g.restart();
        None
    }));
    let route = Rc::new(local.walk.route.clone());
    let on_check = {
        let route = route.clone();
        button(Rc::new(move |s, _| s.check(&route)))
    };
    let on_reveal = {
        let route = route.clone();
        button(Rc::new(move |s, now| s.reveal(&route, now)))
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
    let on_side = {
        let update = update_settings.clone();
        Callback::from(move |(rows, side): (bool, u16)| {
            update(Box::new(move |s| {
                let (r, c) = if rows { (side, s.board.cols()) } else { (s.board.rows(), side) };
                s.board = Board::new(r, c).expect("slider range");
                s.start = None;
                s.finish = None;
            }))
        })
    };
    let on_level = {
        let update = update_settings.clone();
        Callback::from(move |level: Difficulty| update(Box::new(move |s| s.difficulty = level)))
    };
    // Watching turns on with the checkbox, or with Play while it is off.
    let set_watching = {
        let (settings, phase, show_input) = (settings.clone(), phase.clone(), show.input.clone());
        Callback::from(move |on: bool| {
            let mut next = (*settings).clone();
            next.show = on;
            settings.set(next);
            if on {
                show_input.emit(Input::Load(Job::Maze(MazeJob::carve(&spec))));
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
    let elapsed = current.as_ref().and_then(|p| p.solving_time_ms().map(clock));
    // The clock ticks from the first move until the puzzle is solved.
    let ticking = playing && !solved && current.as_ref().is_some_and(|p| p.started_ms.is_some());
    use_ticks(1000, ticking);
    let clock_text = current.as_ref().and_then(|p| {
        let ms = p.solving_time_ms().or_else(|| p.started_ms.map(|s| dom::now_ms() - s))?;
        Some(clock(ms))
    });
    let moves = current.as_ref().map_or(0, |p| p.game.moves());
    let made_info = made.as_ref().map(|m| MadeInfo {
        givens: m.puzzle.givens.len(),
        ms: maker.state.elapsed_ms(),
        solver_runs: maker.state.trail().stats().nodes,
    });
    let can_undo = playing && current.as_ref().is_some_and(|p| p.game.can_undo());
    let can_redo = playing && current.as_ref().is_some_and(|p| p.game.can_redo());
    let mut figures = vec![
        Figure::count("Cells tried", "stat-nodes", trail.stats().nodes),
        Figure::count("Backtracks", "stat-backtracks", trail.stats().backtracks),
        Figure::count("Path length", "stat-path", trail.path().len() as u64),
    ];
    figures.extend(timing_figures(&show.state));
    let board = spec.board;
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
                        if watching {
                            <button type="button" class="skip" data-testid="skip" onclick={on_skip}>{ "Skip ▸" }</button>
                        }
                    </div>
                    if solved {
                        <div class="won" role="status" data-testid="won">
                            if current.as_ref().is_some_and(|p| p.revealed) {
                                <strong>{ "Solution revealed." }</strong>{ " Press New game for another puzzle." }
                            } else {
                                <strong>{ "✓ Solved!" }</strong>
                                { format!(" Time {}, {}.", elapsed.clone().unwrap_or_default(), counted(moves as usize, "move")) }
                            }
                        </div>
                    }
                    <MazeGrid rows={board.rows()} cols={board.cols()} seed={spec.seed} start={spec.start} finish={spec.finish}
                        row_clues={clue_list(&local.bare.row_clues, row_status)}
                        col_clues={clue_list(&local.bare.col_clues, col_status)}
                        cells={Rc::new(cells)} line={Rc::new(line)}
                        playable={(playing && !solved) || picking.is_some()} {solved} {on_action}
                        offer_col={picking.map(|p| if p == Picking::Start { 0 } else { board.cols() - 1 })} />
                    <GameTools moves={moves} clock={clock_text} {playing} {can_undo} {can_redo} {on_undo} {on_redo} {on_restart} />
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
                    <PlayCard helping={playing && !solved} made={made_info} {on_new} {on_check} {on_reveal} />
                    <PuzzleCard board={board} difficulty={settings.difficulty} seed={spec.seed} show={settings.show}
                        picking={picking.is_some()} {on_side} {on_level} on_show={set_watching.clone()} {on_pick} {on_random_ends} />
                    <PlayerCard page_state={show.state.state()} state={show.state.state()} speed={show.state.speed()}
                            can_step_back={show.state.can_step_back()} failure={show.state.failure().map(String::from)}
                            on_input={watch_input} {on_speed} {figures}>
                            if watching {
                                if *reduced && show.state.state() == RunState::Idle {
                                    <p class="hint">{ "Reduced motion is on: press Play or step through the generation." }</p>
                                }
                            } else {
                                <p class="hint">{ "Press Play (or tick Show generation) to watch the maze being carved, then solved, before you play." }</p>
                            }
                        </PlayerCard>
                    if let Some(message) = maker.state.failure().map(String::from) {
                        <Failure {message} on_retry={maker.input.reform(|_| Input::Restart)} />
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
