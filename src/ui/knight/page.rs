//! The knight's tour page: settings, the board, the player, live figures and an explanation.

use crate::core::grid::{Square, MIN_SIDE};
use crate::core::knight::count::MAX_COUNTED_SQUARES;
use crate::core::knight::Algorithm;
use crate::model::driver::{Control, Input, RunState};
use crate::model::ensemble::EnsembleAction;
use crate::model::i18n::knight::K;
use crate::model::i18n::{fill, t, Lang, T};
use crate::model::knight::code::{code_state, program};
use crate::model::knight::job::{KnightEnding, TREE_MAX_SQUARES};
use crate::model::knight::practice as drills;
use crate::model::knight::problem::{tour_counts, Knight};
use crate::model::knight::settings::{
    knight_query, KnightChange, KnightSettings, MAX_GRID_SIDE, MAX_PAGE_SIDE,
};
use crate::model::knight::status::{knight_status, theory};
use crate::model::practice::{Answer, StateKey};
use crate::model::problem::Trail;
use crate::model::speed::Speed;
use crate::ui::dom;
use crate::ui::hooks::media::{use_media_query, PHONE_QUERY};
use crate::ui::hooks::page_hooks::{use_autoplay, use_player_shortcuts, use_runs, Activity};
use crate::ui::hooks::practice::use_practice;
use crate::ui::knight::board::{ChessBoard, Mark};
use crate::ui::knight::canvas_board::CanvasBoard;
use crate::ui::knight::count_table::{totals, tour_count_jobs, CountTable};
use crate::ui::knight::explain::{algorithm_name, explanation};
use crate::ui::knight::export_buttons::ExportButtons;
use crate::ui::knight::growth_chart::growth_card;
use crate::ui::widgets::code_panel::{learn_tabs, CodePanel};
use crate::ui::widgets::compare::{
    compare_player, driven_input, side_figures, use_comparison, CompareSide,
};
use crate::ui::widgets::controls::PlayerCard;
use crate::ui::widgets::copy_link::CopyLink;
use crate::ui::widgets::legend::legend;
use crate::ui::widgets::notice::PageIntro;
use crate::ui::widgets::practice_card::{PracticeCard, PracticeSwitch};
use crate::ui::widgets::stats::{count_outcome, count_timing_figures, timing_figures, Figure};
use crate::ui::widgets::tabs::Tabs;
use crate::ui::widgets::tree_view::{TreeLabels, TreeView};
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Props of [`KnightPage`].
#[derive(Properties, PartialEq)]
pub struct KnightPageProps {
    /// The settings the URL asked for.
    pub settings: KnightSettings,
    /// Notices about URL values that could not be honoured.
    pub notices: Vec<String>,
}

/// What practice adds to the board: the right answer shown after a wrong one, the squares an
/// explanation cites, and the fixed order of the moves numbered.
#[derive(Default)]
struct Practised {
    answer: Option<Square>,
    cited: Rc<Vec<Square>>,
    order: Rc<Vec<Square>>,
}

/// The knight's tour page.
#[component]
pub fn KnightPage(props: &KnightPageProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let settings = use_state(|| props.settings.clone());
    let notices = use_state(|| props.notices.clone());
    let show_numbers = use_state(|| true);
    let show_lines = use_state(|| true);
    let runs = use_runs::<Knight>(settings.job(), settings.speed);
    let phone = use_media_query(PHONE_QUERY);
    // Compare: the same board and start under two algorithms, driven by one player.
    let compared = settings.compared();
    let comparing = !compared.is_empty();
    let comparison = use_comparison::<Knight>(compared, settings.speed);
    // What the latest count covers: one start square, or (None) every square of the board.
    let count_scope = use_state(|| None::<Square>);
    let (player, counting, input) =
        (runs.search.state.clone(), runs.count.state.clone(), runs.input.clone());

    let autoplayed = driven_input(comparing, &comparison, &input);
    use_autoplay(settings.run, settings.speed, autoplayed, notices.clone());
    use_effect_with((*settings).clone(), |s| dom::replace_query(&knight_query(s)));

    // Settings and player change together: a new job resets the player before the next render,
    // so the board never draws one board's path on another.
    let change = {
        let (settings, notices, load, clear_count) =
            (settings.clone(), notices.clone(), runs.load.clone(), runs.reset_count.clone());
        Callback::from(move |change: KnightChange| {
            // A typed side replaces the notices (clearing them when it is fine).
            let typed = matches!(change, KnightChange::Side { .. });
            let (next, list) = settings.changed(change);
            if typed {
                notices.set(list);
            }
            if next.job() != settings.job() {
                load.emit(next.job());
                clear_count.emit(());
            }
            settings.set(next);
        })
    };
    let on_side = |rows: bool| {
        change.reform(move |e: Event| {
            let text = e.target_unchecked_into::<HtmlInputElement>().value();
            KnightChange::Side { rows, text }
        })
    };
    let on_algorithm = {
        let change = change.clone();
        Callback::from(move |e: Event| {
            let slug = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(algorithm) = Algorithm::from_slug(&slug) {
                change.emit(KnightChange::Algorithm(algorithm));
            }
        })
    };
    let on_closed = change.reform(|e: Event| {
        KnightChange::Closed(e.target_unchecked_into::<HtmlInputElement>().checked())
    });
    let on_select = change.reform(KnightChange::Start);
    let on_speed = {
        let (input, change, sides) = (input.clone(), change.clone(), comparison.input.clone());
        Callback::from(move |speed: Speed| {
            input.emit(Control::SetSpeed(speed));
            sides.emit(EnsembleAction::All(Input::Control(Control::SetSpeed(speed))));
            change.emit(KnightChange::Speed(speed));
        })
    };
    let on_compare = change.reform(|e: Event| {
        KnightChange::Compare(Algorithm::from_slug(
            &e.target_unchecked_into::<HtmlSelectElement>().value(),
        ))
    });
    let toggle = |flag: &UseStateHandle<bool>| {
        let flag = flag.clone();
        Callback::from(move |_: Event| flag.set(!*flag))
    };
    let on_count_square = {
        let (start_count, scope) = (runs.start_count.clone(), count_scope.clone());
        let (board, closed, start) = (settings.board, settings.closed, settings.start);
        Callback::from(move |_: MouseEvent| {
            scope.set(Some(start));
            start_count.emit(tour_count_jobs(board, closed, vec![start], 1));
        })
    };
    let on_count_all = {
        let (start_count, scope) = (runs.start_count.clone(), count_scope.clone());
        let (board, closed) = (settings.board, settings.closed);
        Callback::from(move |_: MouseEvent| {
            scope.set(None);
            let squares = board.class_representatives();
            start_count.emit(tour_count_jobs(board, closed, squares, dom::worker_count(None)));
        })
    };
    let on_count_stop =
        runs.count.input.reform(|_: MouseEvent| EnsembleAction::All(Input::Control(Control::Stop)));

    let state = player.state();
    let run_state = runs.state();
    let results = Rc::new(tour_counts(counting.found()));
    let (totals, squares_done) = totals(settings.board, &results, *count_scope);
    let (open_label, closed_label) = match *count_scope {
        Some(_) => (t(K::OpenTours), t(K::ClosedTours)),
        None => (t(K::OpenAllSquares), t(K::ClosedAllSquares)),
    };
    let mut count_figures = vec![
        Figure::count(open_label, "count-open", totals.open),
        Figure::count(closed_label, "count-closed", totals.closed),
        Figure::count(t(K::ToursSoFar), "count-tours", counting.stats().solutions),
        Figure {
            label: t(K::SquaresDone),
            testid: "count-squares",
            value: squares_done as u64,
            shown: Some(format!("{squares_done}")),
        },
    ];
    count_figures.extend(count_timing_figures(&counting));
    let trail = player.trail();
    let stats = trail.stats();
    let status = match settings.compare {
        Some(other) if comparing => fill(
            t(K::CompareStatus),
            &[("first", algorithm_name(settings.algorithm)), ("second", algorithm_name(other))],
        ),
        _ => knight_status(
            settings.board,
            settings.start,
            state,
            trail,
            player.ending(),
            player.failure(),
        ),
    };
    let depth = trail.path().len().saturating_sub(1) as u64;
    let mut figures = vec![
        Figure::count(t(T::Nodes), "stat-nodes", stats.nodes),
        Figure::count(t(T::Backtracks), "stat-backtracks", stats.backtracks),
        Figure::count(t(K::Depth), "stat-depth", depth),
        Figure::count(t(T::Solutions), "stat-solutions", stats.solutions),
    ];
    figures.extend(timing_figures(&player));
    let b = settings.board;
    let code = Rc::new(program(settings.algorithm, settings.closed));
    let outcome = match player.ending() {
        Some(KnightEnding::Searched(outcome)) => Some(outcome),
        _ => None,
    };
    let code_now = code_state(&code, b, settings.algorithm, trail, outcome);

    // Practice: the learner says which square the knight tries next. Giant boards (drawn on a
    // canvas, without clickable squares) have no practice.
    let practising =
        settings.practice && !comparing && b.rows() <= MAX_GRID_SIDE && b.cols() <= MAX_GRID_SIDE;
    let question = practising.then(|| drills::question(b, settings.algorithm, trail)).flatten();
    let practice =
        use_practice(practising, StateKey::of(trail), question, state, input.clone(), "knight");
    use_player_shortcuts(driven_input(comparing, &comparison, &practice.input));
    let on_answer = match &practice.asked {
        Some(question) => {
            let (question, record) = (question.clone(), practice.record.clone());
            let (algorithm, trail) = (settings.algorithm, trail.clone());
            Callback::from(move |answer: Answer| {
                record.emit(drills::judge(b, algorithm, &trail, &question, &answer));
            })
        }
        None => Callback::noop(),
    };
    let on_practice = change.reform(KnightChange::Practice);
    let (answer_shown, cited) = practice.marks();
    let order = Rc::new(if practising {
        drills::fixed_order(b, settings.algorithm, trail)
    } else {
        Vec::new()
    });
    // While practising a click answers the question (and does nothing between questions).
    let on_select = if practising { on_answer.reform(Answer::Square) } else { on_select };
    // The board for a search's trail: squares while they fit, else the canvas.
    let board_view = |trail: &Trail<Knight>, state: RunState, practised: Practised| {
        let (path, expose_path) = (Rc::new(trail.path().to_vec()), state != RunState::Running);
        if b.rows() > MAX_GRID_SIDE || b.cols() > MAX_GRID_SIDE {
            html! { <CanvasBoard board={b} {path} start={settings.start} {expose_path} on_select={on_select.clone()} /> }
        } else {
            let Practised { answer, cited, order } = practised;
            html! {
                <ChessBoard board={b} {path} start={settings.start} candidate={trail.candidate()} mark={Mark::of(trail)}
                    show_numbers={*show_numbers} show_lines={*show_lines} {expose_path} on_select={on_select.clone()}
                    {answer} {cited} {order} />
            }
        }
    };
    let tree = (b.len() <= TREE_MAX_SQUARES).then(|| html! {
        <TreeView levels={Rc::new(trail.tree().levels().to_vec())} labels={TreeLabels::Squares} />
    });

    let dismiss_notices = {
        let notices = notices.clone();
        Callback::from(move |_| notices.set(Vec::new()))
    };
    html! {
        <main id="main" tabindex="-1" class="page knight">
            <PageIntro title={t(K::Title)} text={t(K::Intro)} notices={(*notices).clone()} on_dismiss={dismiss_notices} />
            <div class="layout">
                <section class="stage" aria-label={t(K::StageLabel)}>
                    <p class={classes!("status", state.name())} aria-live="polite" data-testid="status">{ status }</p>
                    <p class="theory" data-testid="theory">{ theory(b, settings.start) }</p>
                    if practising {
                        <PracticeCard on_toggle={on_practice.clone()} session={practice.session.clone()}
                            asked={practice.asked.clone()} best={practice.best} finished={state == RunState::Finished}
                            on_answer={on_answer.clone()} input={practice.input.clone()} />
                    }
                    if comparing {
                        <div class="compare-sides">
                            { for comparison.state.parts().iter().zip([Some(settings.algorithm), settings.compare]).map(|(side, algorithm)| {
                                let algorithm = algorithm.unwrap_or(settings.algorithm);
                                let trail = side.trail();
                                let status = knight_status(b, settings.start, side.state(), trail, side.ending(), side.failure());
                                html! {
                                    <CompareSide algo={algorithm.slug()} name={algorithm_name(algorithm)} state={side.state()}
                                        {status} figures={side_figures(side)}>
                                        { board_view(trail, side.state(), Practised::default()) }
                                    </CompareSide>
                                }
                            }) }
                        </div>
                    } else {
                        { board_view(trail, state, Practised { answer: answer_shown, cited, order }) }
                    }
                    { legend(&[("start", t(K::StartMark), t(K::LegendStart)), ("", "♞", t(K::LegendKnight)),
                        ("candidate", "?", t(K::LegendTrying)), ("rejected", "✗", t(K::LegendRejected)),
                        ("retreated", "↶", t(K::LegendBacktracked))]) }
                    if phone && !comparing {
                        <Tabs label={t(K::HowSearchWorks)} tabs={learn_tabs(code.clone(), code_now.clone(), tree.clone())} />
                    }
                    if !trail.path().is_empty() && state != RunState::Running {
                        <ExportButtons board={b} path={Rc::new(trail.path().to_vec())} />
                    }
                    if counting.state() != RunState::Idle {
                        <section class="card" aria-label={t(K::ToursFromEachSquare)}>
                            <h2>{ t(K::ToursFromEachSquareHeading) }</h2>
                            <CountTable board={b} results={results.clone()} />
                        </section>
                    }
                    if let (false, false, Some(tree)) = (phone, comparing, tree) {
                        <section class="card tree-card" aria-label={t(K::StateSpaceTree)}>
                            <h2>{ t(K::StateSpaceTree) }</h2>
                            { tree }
                        </section>
                    }
                </section>
                <aside class="panel">
                    if comparing {
                        { compare_player(&comparison, settings.speed, on_speed.clone()) }
                    } else {
                        <PlayerCard page_state={run_state} state={player.state()} speed={player.speed()}
                            can_step_back={player.can_step_back()} failure={player.failure().map(String::from)}
                            on_input={practice.input.clone()} {on_speed} {figures} />
                    }
                    if !phone && !comparing {
                        <CodePanel program={code} state={code_now} />
                    }
                    <section class="card">
                        <h2>{ t(K::BoardAndSearch) }</h2>
                        <div class="fields">
                            <label>{ t(K::Rows) }
                                <input type="number" data-testid="rows" min={MIN_SIDE.to_string()} max={MAX_PAGE_SIDE.to_string()} value={b.rows().to_string()} onchange={on_side(true)} />
                            </label>
                            <label>{ t(K::Columns) }
                                <input type="number" data-testid="cols" min={MIN_SIDE.to_string()} max={MAX_PAGE_SIDE.to_string()} value={b.cols().to_string()} onchange={on_side(false)} />
                            </label>
                            <label class="wide">{ t(K::Algorithm) }
                                <select data-testid="algo" onchange={on_algorithm}>
                                    { for Algorithm::ALL.iter().map(|&a| html! {
                                        <option value={a.slug()} selected={a == settings.algorithm}>{ algorithm_name(a) }</option>
                                    }) }
                                </select>
                            </label>
                            <label class="wide">{ t(K::CompareWith) }
                                <select data-testid="compare" onchange={on_compare}>
                                    <option value="" selected={settings.compare.is_none()}>{ t(K::CompareNothing) }</option>
                                    { for Algorithm::ALL.iter().map(|&a| html! {
                                        <option value={a.slug()} selected={settings.compare == Some(a)}>{ algorithm_name(a) }</option>
                                    }) }
                                </select>
                            </label>
                            <p class="wide hint">{ fill(t(K::StartHint), &[("row", &settings.start.row.to_string()), ("col", &settings.start.col.to_string())]) }</p>
                            <label class="check"><input type="checkbox" data-testid="closed" checked={settings.closed} onchange={on_closed} />{ t(K::ClosedOnly) }</label>
                            <label class="check"><input type="checkbox" checked={*show_numbers} onchange={toggle(&show_numbers)} />{ t(K::MoveNumbers) }</label>
                            <label class="check"><input type="checkbox" checked={*show_lines} onchange={toggle(&show_lines)} />{ t(K::PathLines) }</label>
                            <PracticeSwitch enabled={settings.practice} on_toggle={on_practice.clone()} />
                            <CopyLink />
                        </div>
                    </section>
                    <section class="card">
                        <div class="card-head">
                            <h2>{ t(K::CountEvery) }</h2>
                            if runs.activity == Activity::Count {
                                <span class={classes!("run-state", run_state.name())}>{ run_state.label() }</span>
                            }
                        </div>
                        if b.len() > MAX_COUNTED_SQUARES {
                            <p class="hint">{ fill(t(K::CountLimit), &[("max", &MAX_COUNTED_SQUARES.to_string())]) }</p>
                        } else {
                            <p class="hint">{ fill(t(if settings.closed { K::CountHowClosed } else { K::CountHowAll }),
                                &[("workers", &dom::worker_count(None).to_string())]) }</p>
                            <div class="buttons">
                                if counting.state() == RunState::Running {
                                    <button type="button" data-testid="count-stop" onclick={on_count_stop}>{ t(K::StopCounting) }</button>
                                } else {
                                    <button type="button" data-testid="count-square" onclick={on_count_square}>
                                        { fill(t(K::FromSquare), &[("row", &settings.start.row.to_string()), ("col", &settings.start.col.to_string())]) }</button>
                                    <button type="button" class="primary" data-testid="count-all" onclick={on_count_all}>{ t(K::FromEverySquare) }</button>
                                }
                            </div>
                            { count_outcome(&counting, count_figures) }
                        }
                    </section>
                    <section class="card explain">
                        <h2>{ fill(t(K::HowItWorks), &[("name", algorithm_name(settings.algorithm))]) }</h2>
                        { explanation(settings.algorithm) }
                    </section>
                    { growth_card() }
                </aside>
            </div>
        </main>
    }
}

/// The page for the URL's query `pairs`, with the shell's `notices` (the program in
/// `src/bin/knight.rs` hands it to the shell).
pub fn page(pairs: &[(String, String)], mut notices: Vec<String>) -> Html {
    let (settings, more) = crate::model::knight::settings::knight_settings(pairs);
    notices.extend(more);
    html! { <KnightPage {settings} {notices} /> }
}
