//! The math-maze page: renders the pure [`crate::problems::math_maze::model::page::MazePage`] state machine and
//! feeds it what the user does; the puzzle is made in one worker and its carving and solving
//! watched in another.

use crate::model::game::clock;
use crate::model::i18n::{t, Lang};
use crate::model::practice::{Answer, StateKey};
use crate::problems::math_maze::core::verdict::PuzzleVerdict;
use crate::problems::math_maze::model::action::{
    GameChange, GridAction, MazeAction, Phase, Picking,
};
use crate::problems::math_maze::model::page::{MazePage as Model, Stored};
use crate::problems::math_maze::model::practice as drills;
use crate::problems::math_maze::model::settings::{maze_query, MazeSettings};
use crate::problems::math_maze::model::text::MathMazeText;
use crate::problems::math_maze::ui::game_tools::GameTools;
use crate::problems::math_maze::ui::maze_grid::MazeGrid;
use crate::problems::math_maze::ui::messages::{messages, use_newest_message};
use crate::problems::math_maze::ui::panel::{game_button, panel};
use crate::problems::math_maze::ui::print_view::PrintView;
use crate::ui::dom;
use crate::ui::hooks::first_paint::use_first_paint_done;
use crate::ui::hooks::page_hooks::{use_player_shortcuts, use_ticks, use_undo_keys, UndoKey};
use crate::ui::hooks::practice::{use_practice, PracticeHandle};
use crate::ui::hooks::use_driver::use_driver;
use crate::ui::widgets::legend::{legend, Key};
use crate::ui::widgets::practice_card::PracticeCard;
use std::rc::Rc;
use yew::prelude::*;

/// Where the games in progress are kept.
const STORAGE_KEY: &str = "runut-maze-game";
/// Where the best practice score of the solve is kept.
const PRACTICE_KEY: &str = "runut-practice-maze";
/// The grid's legend: in play the first five keys and the last three, while the maze is
/// watched the first seven, for a puzzle with several solutions the first three and the eighth.
fn maze_keys() -> [Key; 11] {
    [
        ("start", "S", t(MathMazeText::KeyStart)),
        ("finish", "F", t(MathMazeText::KeyFinish)),
        ("given-key", "●", t(MathMazeText::KeyGiven)),
        ("met", "✓", t(MathMazeText::KeyMet)),
        ("over", "✗", t(MathMazeText::KeyOver)),
        ("head", "", t(MathMazeText::KeyHead)),
        ("abandoned", "", t(MathMazeText::KeyAbandoned)),
        ("differs", "", t(MathMazeText::KeyDiffers)),
        ("marked", "✕", t(MathMazeText::KeyMarked)),
        ("hinted", "", t(MathMazeText::KeyHinted)),
        ("wrong", "✗", t(MathMazeText::KeyWrong)),
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

/// Whether the learner practises on the solve now: practice is on and the solve is watched.
fn practising(model: &Model) -> bool {
    model.settings().practice && model.phase() == Phase::Solving
}

/// The practice card's answers, judged against the maze's walk (a no-op while none is asked).
fn answer_callback(model: &Model, practice: &PracticeHandle) -> Callback<Answer> {
    match &practice.asked {
        Some(_) => {
            let (record, outline) = (practice.record.clone(), model.outline().clone());
            let trail = model.show().trail().clone();
            Callback::from(move |answer: Answer| {
                if let Some((maze, walk)) = &outline.carved {
                    record.emit(drills::judge(maze, walk, &trail, &answer));
                }
            })
        }
        None => Callback::noop(),
    }
}

/// The printed sheets of puzzles, shown instead of the page.
fn print_view(model: &Model, input: &Callback<MazeAction>) -> Html {
    let settings = model.settings();
    let on_back = input.reform(|_: MouseEvent| MazeAction::SetPrint(0));
    let on_count = input.reform(MazeAction::SetPrint);
    let count = if settings.custom.is_some() { 1 } else { settings.print };
    html! { <PrintView puzzles={model.printed()} {count} {on_back} {on_count} /> }
}

/// The grid of the puzzle on screen; while a practice question is asked a click answers it.
fn maze_grid(
    model: &Model,
    input: &Callback<MazeAction>,
    asked: bool,
    on_answer: &Callback<Answer>,
) -> Html {
    let on_action = if asked {
        let answer = on_answer.clone();
        Callback::from(move |action: GridAction| {
            if let GridAction::Click(cell) = action {
                answer.emit(Answer::Square(cell));
            }
        })
    } else {
        input.reform(|action: GridAction| MazeAction::Grid { action, now: dom::now_ms() })
    };
    let (cells, line) = model.cells();
    let [row_clues, col_clues] = model.clues();
    let shown = model.grid_puzzle();
    let (board, start, finish) = (shown.board, shown.start, shown.finish);
    let (playing, solved, picking) = (model.playing(), model.solved(), model.picking());
    let editing = model.draft().is_some();
    html! {
        <MazeGrid rows={board.rows()} cols={board.cols()} seed={model.spec().seed} {start} {finish}
            row_clues={Rc::new(row_clues)} col_clues={Rc::new(col_clues)}
            cells={Rc::new(cells)} line={Rc::new(line)}
            playable={(playing && !solved) || picking.is_some() || asked || editing} {solved} {on_action}
            marking={model.marking() && playing && !asked}
            offer_col={picking.map(|p| if p == Picking::Start { 0 } else { board.cols() - 1 })} />
    }
}

/// The game's tools under the grid: the moves, the clock, undo, redo, restart, marks and the aids.
fn game_tools(model: &Model, input: &Callback<MazeAction>) -> Html {
    let session = model.session();
    let clock_text = session.and_then(|s| {
        let ms = s.solving_time_ms().or_else(|| s.started_ms.map(|t| dom::now_ms() - t))?;
        Some(clock(ms))
    });
    let moves = session.map_or(0, |s| s.game.moves());
    let (playing, (can_undo, can_redo)) = (model.playing(), model.can_undo_redo());
    let game = |change| game_button(input, change);
    let on_marking = input.reform(|_: MouseEvent| MazeAction::ToggleMarking);
    html! {
        <GameTools moves={moves} clock={clock_text} {playing} {can_undo} {can_redo} on_undo={game(GameChange::Undo)} on_redo={game(GameChange::Redo)} on_restart={game(GameChange::Restart)}
            marking={model.marking()} {on_marking} helping={playing && !model.solved()}
            on_hint={input.reform(|_: MouseEvent| MazeAction::Hint)} hint_pending={model.hint_pending()}
            on_check={game(GameChange::Check)} on_reveal={game(GameChange::Reveal)} />
    }
}

/// The grid's legend: the keys of [`maze_keys`] for watching, several solutions, or play.
fn grid_legend(model: &Model) -> Html {
    let maze_keys = maze_keys();
    legend(&match (model.watching(), model.verdict()) {
        (true, _) => maze_keys[..7].to_vec(),
        (false, Some(PuzzleVerdict::Several(..))) => [&maze_keys[..3], &maze_keys[7..8]].concat(),
        _ => [&maze_keys[..5], &maze_keys[8..]].concat(),
    })
}

/// The stage: the messages (state, status, notices, a win, a hint: of fixed height), the
/// practice card, the grid, its tools and legend. On a phone the grid comes first.
fn stage(
    model: &Model,
    input: &Callback<MazeAction>,
    practice: &PracticeHandle,
    messages_area: &NodeRef,
    whole: bool,
) -> Html {
    let settings = model.settings();
    let on_answer = answer_callback(model, practice);
    let on_practice = input.reform(MazeAction::SetPractice);
    html! {
        <section class="stage" aria-label={t(MathMazeText::StageLabel)}>
            { messages(model, input, messages_area) }
            if practising(model) || (settings.practice && practice.session.score.asked > 0) {
                <PracticeCard on_toggle={on_practice} session={practice.session.clone()}
                    asked={practice.asked.clone()} best={practice.best} finished={model.show().ending().is_some()}
                    on_answer={on_answer.clone()} input={practice.input.clone()} />
            }
            { maze_grid(model, input, practice.asked.is_some(), &on_answer) }
            if whole {
                { game_tools(model, input) }
                { grid_legend(model) }
            }
        </section>
    }
}

/// The math-maze page.
#[component]
pub fn MazePage(props: &MazePageProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let (settings, notices) = (props.settings.clone(), props.notices.clone());
    let page = use_driver(move || {
        let stored = Stored::read(dom::stored(STORAGE_KEY), dom::stored(RECORDS_KEY));
        let practice_damaged = dom::stored_best(PRACTICE_KEY).1;
        let stored = Stored { practice_damaged, ..stored };
        let reduced = dom::prefers_reduced_motion();
        Model::new(settings, notices, stored, reduced, dom::fresh_seed())
    });
    let input = page.input.clone();
    let model = &*page.state;
    use_effect_with(model.settings().clone(), |s| dom::replace_query(&maze_query(s)));
    let on_save_failed = input.reform(|_: ()| MazeAction::SaveFailed);
    use_effect_with(model.saved().clone(), move |saved| {
        if !saved.is_empty() && !dom::store(STORAGE_KEY, &saved.to_text()) {
            on_save_failed.emit(());
        }
    });
    use_effect_with(model.records().clone(), |records| {
        dom::store(RECORDS_KEY, &records.to_text());
    });
    use_undo_keys(input.reform(|key| {
        let change = if key == UndoKey::Undo { GameChange::Undo } else { GameChange::Redo };
        MazeAction::Game { change, now: dom::now_ms() }
    }));

    // Practice on the solve: the learner says which way the walk goes next.
    let (practising, show) = (practising(model), model.show());
    let carved = model.outline().carved.as_ref().filter(|_| practising);
    let question = carved.and_then(|(maze, walk)| drills::question(maze, walk, show.trail()));
    let practice = use_practice(
        practising,
        StateKey::of(show.trail()),
        question,
        show.state(),
        input.reform(MazeAction::Show),
        PRACTICE_KEY,
    );
    use_player_shortcuts(practice.input.clone());
    // The clock ticks from the first move until the puzzle is solved.
    let started = model.session().is_some_and(|s| s.started_ms.is_some());
    use_ticks(1000, model.playing() && !model.solved() && started);
    let messages_area = use_node_ref();
    use_newest_message(messages_area.clone(), model);
    // The tools, the legend and the panel follow the grid and the messages a frame later.
    let whole = use_first_paint_done();
    if model.settings().print > 0 {
        return print_view(model, &input);
    }
    html! {
        <main id="main" tabindex="-1" class="page maze-page game-page" data-drawn={whole.then_some("whole")}>
            <div class="layout">
                <div class="intro">
                    <h1>{ t(MathMazeText::Title) }</h1>
                    <p>{ t(MathMazeText::Intro) }</p>
                </div>
                { stage(model, &input, &practice, &messages_area, whole) }
                if whole {
                    { panel(model, &input, &practice) }
                }
            </div>
        </main>
    }
}

/// The page for the URL's query `pairs`, with the shell's `notices` (the program in
/// `programs/src/bin/math_maze.rs` hands it to the shell).
pub fn page(pairs: &[(String, String)], mut notices: Vec<String>) -> Html {
    let (settings, more) = crate::problems::math_maze::model::settings::maze_settings(pairs);
    notices.extend(more);
    html! { <MazePage {settings} {notices} /> }
}
