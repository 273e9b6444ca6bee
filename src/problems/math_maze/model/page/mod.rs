//! The math-maze page as a pure state machine: the puzzle the settings name, made in one worker
//! (proved to have one solution) and optionally watched in another while it is carved and
//! solved, then played on an empty grid. The Yew page only renders this state and feeds it
//! actions; the workers' commands come back from [`Driver::act`](crate::model::driver::Driver::act), numbered [`MAKER`] and
//! [`SHOW`].

use crate::core::grid::Square;
use crate::model::driver::{tag, Command, Control, Input, PartCommand, RunState};
use crate::model::game::day::{reseed, Day};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::t;
use crate::model::player::Player;
use crate::model::speed::Speed;
use crate::problems::math_maze::core::code::encode;
use crate::problems::math_maze::core::generate::Made;
use crate::problems::math_maze::core::puzzle::PathPuzzle;
use crate::problems::math_maze::core::verdict::PuzzleVerdict;
use crate::problems::math_maze::core::{Maze, Walk};
use crate::problems::math_maze::model::action::{Phase, Picking};
use crate::problems::math_maze::model::editor::Draft;
use crate::problems::math_maze::model::game::Game;
use crate::problems::math_maze::model::job::MazeJob;
use crate::problems::math_maze::model::marks::Marks;
use crate::problems::math_maze::model::problem::{made, verdict, MathMaze};
use crate::problems::math_maze::model::records::{Improved, Records, Unreadable};
use crate::problems::math_maze::model::saved::SavedGames;
use crate::problems::math_maze::model::session::Session;
use crate::problems::math_maze::model::settings::{maze_query, MazeSettings};
use crate::problems::math_maze::model::text::MathMazeText;
use std::rc::Rc;

mod act;
mod edit;
mod hinting;
mod play;
mod printing;
mod storage;
mod view;
mod wins;

pub use crate::problems::math_maze::model::saved::Stored;

/// The worker that makes the puzzle.
pub const MAKER: usize = 0;
/// The worker whose carving and solving are watched.
pub const SHOW: usize = 1;

/// The puzzle's outline, which the page works out at once from the settings (the maker's worker
/// makes the puzzle itself, with its given pieces): the maze, its DFS walk and the bare clues (a
/// typed-in puzzle has no maze: its clues are the puzzle).
#[derive(Debug, PartialEq)]
pub struct Outline {
    /// The carved maze and its depth-first walk from start to finish (the route is the
    /// solution); none for a typed-in puzzle.
    pub carved: Option<(Maze, Walk)>,
    /// The clues the grid shows: without given pieces (a typed-in puzzle: the puzzle).
    pub bare: PathPuzzle,
}

impl Outline {
    fn new(settings: &MazeSettings) -> Outline {
        if let Some(puzzle) = &settings.custom {
            return Outline { carved: None, bare: puzzle.clone() };
        }
        let spec = settings.spec();
        let maze = Maze::carve(spec.board, spec.seed);
        let walk = maze.solve(spec.start, spec.finish);
        let bare = PathPuzzle::from_path(spec.board, &walk.route, Vec::new());
        Outline { carved: Some((maze, walk)), bare }
    }
}

/// The math-maze page's whole state.
#[derive(Clone, Debug)]
pub struct MazePage {
    settings: MazeSettings,
    notices: Vec<String>,
    outline: Rc<Outline>,
    maker: Player<MathMaze>,
    show: Player<MathMaze>,
    phase: Phase,
    picking: Option<Picking>,
    session: Option<Session>,
    /// The code of the puzzle in play, which its saved game is kept by.
    code: String,
    saved: SavedGames,
    reduced_motion: bool,
    records: Records,
    /// Whether the session's win is in the records (or was never to be: revealed, resumed).
    recorded: bool,
    /// What the last win changed in the records.
    improved: Option<Improved>,
    /// Whether the page chose the seed (fresh, or the day's), and so may choose another for a
    /// puzzle easier than its level; a seed a link names is kept.
    chooses_seed: bool,
    /// How many seeds it has passed over for this puzzle.
    reseeds: u32,
    /// The puzzle, once made, with the maker's time (ms) and solver runs: kept here because
    /// the maker's worker then answers hints.
    made: Option<(Made, f64, u64)>,
    /// Whether a hint has been asked of the maker's worker and not yet answered.
    hint_pending: bool,
    /// The path and marks a pending hint was asked for (an answer for another position is
    /// dropped).
    hint_position: (Vec<Square>, Marks),
    /// Whether a tap on the grid marks cells empty instead of drawing (mark mode).
    marking: bool,
    /// What a stroke across the grid in mark mode does to each cell it enters: marks it (true)
    /// or takes its mark off, as its first cell's tap did.
    paint: Option<bool>,
    /// Whether saving the game has failed (said once in a notice).
    unsaved: bool,
    /// A typed-in puzzle's verdict, once the maker's worker has settled it.
    verdict: Option<PuzzleVerdict>,
    /// Which of a several-solution verdict's two solutions the grid shows (0 or 1).
    shown_solution: usize,
    /// The puzzle being typed in, while the editor is open.
    draft: Option<Draft>,
    /// The further puzzles laid out for printing with this one (2 or 4 per page), each with the
    /// settings that name it.
    prints: Vec<(Made, MazeSettings)>,
    /// The next further puzzle to try, and how many seeds it has passed over (as the page
    /// does, for one easier than its level).
    print_next: Option<(MazeSettings, u32)>,
    /// Whether the maker's worker is making one of them.
    print_pending: bool,
}

/// The most seeds the page passes over for one puzzle easier than its level (on tiny grids
/// nearly every maze gives itself away to the level below).
pub const MAX_RESEEDS: u32 = 16;

impl MazePage {
    /// The page for `settings` (with URL `notices`), resuming a game `stored` if it is this
    /// puzzle's,
    /// with the player's records read from `stored_records` (dropped, with a notice, if they
    /// cannot be read), drawing `fresh_seed` if the settings name no seed. Under
    /// `reduced_motion` a show never starts by itself. Returns the workers' first commands.
    pub fn new(
        settings: MazeSettings,
        mut notices: Vec<String>,
        stored: Stored,
        reduced_motion: bool,
        fresh_seed: u64,
    ) -> (MazePage, Vec<PartCommand>) {
        let records = match stored.records.as_deref().map(Records::from_text) {
            None => Records::default(),
            Some(Ok(records)) => records,
            Some(Err(Unreadable)) => {
                notices.push(t(MathMazeText::RecordsUnreadable).into());
                Records::default()
            }
        };
        if stored.game_unreadable {
            notices.push(t(MathMazeText::GameUnreadable).into());
        }
        if stored.practice_damaged {
            notices.push(t(CommonText::PracticeBestDamaged).into());
        }
        let named =
            settings.seed.is_some() || settings.start.is_some() || settings.finish.is_some();
        let chooses_seed = settings.daily.is_some() || !named;
        let settings = resolved(settings, fresh_seed);
        let (maker, mut commands) = tagged(MAKER, Player::new(make(&settings), Speed::Max));
        let (show, spawn) = tagged(SHOW, Player::new(first_show(&settings).0, settings.speed));
        commands.extend(spawn);
        let mut page = MazePage {
            outline: Rc::new(Outline::new(&settings)),
            settings,
            notices,
            maker,
            show,
            phase: Phase::Done,
            picking: None,
            session: None,
            code: String::new(),
            saved: stored.games,
            reduced_motion,
            records,
            recorded: false,
            improved: None,
            chooses_seed,
            reseeds: 0,
            made: None,
            hint_pending: false,
            hint_position: (Vec::new(), Marks::default()),
            marking: false,
            paint: None,
            unsaved: false,
            verdict: None,
            shown_solution: 0,
            draft: None,
            prints: Vec::new(),
            print_next: None,
            print_pending: false,
        };
        let watch = page.settings.show;
        page.start_puzzle(watch, &mut commands);
        (page, commands)
    }

    /// Starts the puzzle the settings name: make it, and load its carving (and, to `watch` it,
    /// play it).
    fn start_puzzle(&mut self, watch: bool, commands: &mut Vec<PartCommand>) {
        self.outline = Rc::new(Outline::new(&self.settings));
        self.session = None;
        self.made = None;
        self.hint_pending = false;
        (self.verdict, self.shown_solution) = (None, 0);
        (self.prints, self.print_next, self.print_pending) = (Vec::new(), None, false);
        commands.extend(tag(MAKER, self.maker.handle(Input::Load(make(&self.settings)))));
        commands.extend(tag(MAKER, self.maker.control(Control::Play)));
        self.phase = Phase::Done;
        if watch {
            self.watch(commands);
        } else {
            let job = first_show(&self.settings).0;
            commands.extend(tag(SHOW, self.show.handle(Input::Load(job))));
        }
    }

    /// Loads the carving (a typed-in puzzle's backtracking solve) and, unless motion is
    /// reduced, plays it.
    fn watch(&mut self, commands: &mut Vec<PartCommand>) {
        let (job, phase) = first_show(&self.settings);
        commands.extend(tag(SHOW, self.show.handle(Input::Load(job))));
        self.phase = phase;
        if !self.reduced_motion {
            commands.extend(tag(SHOW, self.show.control(Control::Play)));
        }
    }

    /// Ends the show: stop its worker and go to the puzzle.
    fn end_show(&mut self, commands: &mut Vec<PartCommand>) {
        commands.extend(tag(SHOW, self.show.control(Control::Stop)));
        self.phase = Phase::Done;
    }

    /// Changes the settings; a different puzzle starts afresh.
    fn update(&mut self, change: impl FnOnce(&mut MazeSettings)) -> Vec<PartCommand> {
        let before = (self.spec(), self.settings.custom.clone());
        let seed = before.0.seed;
        let mut next = self.settings.clone();
        change(&mut next);
        if next.daily.is_some() && (next.start.is_some() || next.finish.is_some()) {
            // Ends picked on a daily puzzle: it becomes the puzzle of its seed, with those ends.
            (next.daily, next.seed) = (None, Some(seed));
        }
        next.daily_draw = 0;
        self.reseeds = 0;
        self.notices.clear();
        self.settings = resolved(next, seed);
        let mut commands = Vec::new();
        if (self.spec(), self.settings.custom.clone()) != before {
            self.start_puzzle(self.settings.show, &mut commands);
        }
        commands
    }

    /// After the show's player changed: the carving ends → walk the maze; the walk ends (or
    /// the show is stopped) → play.
    fn follow_show(&mut self, commands: &mut Vec<PartCommand>) {
        match (self.show.state(), self.phase) {
            (RunState::Finished, Phase::Carving) => {
                self.phase = Phase::Solving;
                let solve = MazeJob::solve(&self.spec());
                commands.extend(tag(SHOW, self.show.handle(Input::Load(solve))));
                commands.extend(tag(SHOW, self.show.control(Control::Play)));
            }
            (RunState::Finished | RunState::Stopped, Phase::Solving)
            | (RunState::Stopped, Phase::Carving) => self.phase = Phase::Done,
            _ => {}
        }
    }

    /// Once the puzzle is made: if it is easier than its level and the page chose its seed, make
    /// the next seed's instead; else resume the saved game if it is this puzzle's, or start
    /// afresh.
    fn follow_maker(&mut self, now: f64, commands: &mut Vec<PartCommand>) {
        if self.hint_pending {
            self.follow_hint();
            // Printing asked for while the hint was pending goes on now.
            self.next_print(commands);
            return;
        }
        if self.print_pending {
            self.follow_print(commands);
            return;
        }
        if self.session.is_some() {
            return;
        }
        let made = match &self.settings.custom {
            Some(puzzle) => {
                let Some(verdict) = verdict(self.maker.found()) else { return };
                self.verdict = Some(verdict.clone());
                let PuzzleVerdict::Unique(route) = verdict else { return };
                let (puzzle, route) = (puzzle.clone(), route.clone());
                &Made { spec: self.spec(), puzzle, route, graded: true }
            }
            None => match made(self.maker.found()).filter(|m| m.spec == self.spec()) {
                Some(made) => made,
                None => return,
            },
        };
        let (puzzle, graded) = (made.puzzle.clone(), made.graded);
        let (ms, runs) = (self.maker.elapsed_ms(), self.maker.trail().stats().nodes);
        self.made = Some((made.clone(), ms, runs));
        if !graded && self.chooses_seed && self.reseeds < MAX_RESEEDS {
            self.reseeds += 1;
            // A show skipped (or never started) stays so for the next seed's maze.
            let watch = self.watching();
            self.settings = resolved(following(&self.settings, false), 0);
            self.start_puzzle(watch, commands);
            return;
        }
        self.code = encode(&puzzle);
        let resumed = self.resumed(&puzzle);
        let mut session = resumed.unwrap_or_else(|| Session::new(Game::new(puzzle), None));
        session.play(|_| None, now);
        // A game resumed already solved was recorded when it was solved.
        self.recorded = session.solved_ms.is_some();
        self.improved = None;
        self.session = Some(session);
        self.next_print(commands);
    }

    /// The link query that names the puzzle alone (how it is shown left out).
    fn puzzle_id(&self) -> String {
        maze_query(&MazeSettings { show: false, ..self.settings.clone() })
    }

    /// Changes the game in play, if there is one, at time `now`.
    fn play(&mut self, change: impl FnOnce(&mut Session, f64), now: f64) {
        if let Some(session) = self.session.as_mut() {
            change(session, now);
        }
    }
}

/// The settings with a seed (`seed` if missing) and both ends filled in, so that the URL names
/// the very puzzle shown.
fn resolved(mut settings: MazeSettings, seed: u64) -> MazeSettings {
    settings.seed.get_or_insert(seed);
    // A daily puzzle's ends come from its day's seed: its link names the day alone.
    if settings.daily.is_none() {
        let spec = settings.spec();
        (settings.start, settings.finish) = (Some(spec.start), Some(spec.finish));
    }
    settings
}

/// The puzzle the page offers after `settings`' with their own ends dropped: with `another`,
/// the next slot (the next seed, or the next day's daily puzzle); else the same slot's next
/// draw (the next seed, or the same day's next draw), for one easier than its level.
fn following(settings: &MazeSettings, another: bool) -> MazeSettings {
    let mut next = settings.clone();
    (next.start, next.finish) = (None, None);
    match next.daily {
        Some(Day(day)) if another => (next.daily, next.daily_draw) = (Some(Day(day + 1)), 0),
        Some(_) => next.daily_draw += 1,
        None => next.seed = next.seed.map(reseed),
    }
    next
}

/// The maker's job: make the settings' puzzle, or settle a typed-in one's verdict.
fn make(settings: &MazeSettings) -> MazeJob {
    match &settings.custom {
        Some(puzzle) => MazeJob::Check { puzzle: puzzle.clone() },
        None => MazeJob::Make { spec: settings.spec() },
    }
}

/// What the show watches first: the carving, or a typed-in puzzle's backtracking solve.
fn first_show(settings: &MazeSettings) -> (MazeJob, Phase) {
    match &settings.custom {
        Some(puzzle) => (MazeJob::SolveClues { puzzle: puzzle.clone() }, Phase::Solving),
        None => (MazeJob::carve(&settings.spec()), Phase::Carving),
    }
}

fn tagged(
    part: usize,
    (player, commands): (Player<MathMaze>, Vec<Command>),
) -> (Player<MathMaze>, Vec<PartCommand>) {
    (player, tag(part, commands).collect())
}
