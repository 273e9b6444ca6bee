//! The n-queens page: the board, the live state-space tree, the player, the solutions found, and
//! a count of all solutions split over every core.

use crate::core::grid::Square;
use crate::core::queens::{split_subtrees, Conflict, Mode, MAX_ANIMATED_N};
use crate::core::search::Event as SearchEvent;
use crate::model::driver::{Control, Input, RunState};
use crate::model::ensemble::EnsembleAction;
use crate::model::i18n::queens::Q;
use crate::model::i18n::say;
use crate::model::i18n::{t, Lang, T};
use crate::model::practice::{Answer, StateKey};
use crate::model::problem::Trail;
use crate::model::queens::code::{code_state, program};
use crate::model::queens::job::QueensJob;
use crate::model::queens::practice::{self as drills, Drill};
use crate::model::queens::problem::count_total;
use crate::model::queens::settings::{queens_query, QueensChange, QueensSettings, BRUTE_FORCE};
use crate::model::queens::status::{columns_text, queens_status};
use crate::model::queens::Queens;
use crate::model::speed::Speed;
use crate::model::status::format_count;
use crate::ui::dom;
use crate::ui::hooks::media::{use_media_query, PHONE_QUERY};
use crate::ui::hooks::page_hooks::{use_autoplay, use_player_shortcuts, use_runs, Activity};
use crate::ui::hooks::practice::use_practice;
use crate::ui::queens::board::QueensBoard;
use crate::ui::queens::explain::explanation;
use crate::ui::queens::growth_chart::growth_card;
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

/// Props of [`QueensPage`].
#[derive(Properties, PartialEq)]
pub struct QueensPageProps {
    /// The settings the URL asked for.
    pub settings: QueensSettings,
    /// Notices about URL values that could not be honoured.
    pub notices: Vec<String>,
}

/// The candidate the last event rejected, and why.
fn rejection(trail: &Trail<Queens>) -> Option<(Square, Conflict)> {
    match trail.last() {
        Some(SearchEvent::Reject { at, why }) => Some((at, why)),
        _ => None,
    }
}

/// The n-queens page.
#[component]
pub fn QueensPage(props: &QueensPageProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let settings = use_state(|| props.settings.clone());
    let notices = use_state(|| props.notices.clone());
    let viewing = use_state(|| None::<usize>);
    let runs = use_runs::<Queens>(settings.job(), settings.speed);
    let phone = use_media_query(PHONE_QUERY);
    // Compare: backtracking beside the brute force, driven by one player.
    let compared = settings.compared();
    let comparing = !compared.is_empty();
    let comparison = use_comparison::<Queens>(compared, settings.speed);
    let (search, count) = (&runs.search, &runs.count);
    let (player, counting) = (search.state.clone(), count.state.clone());

    // Every player input also leaves any solution on show.
    let input = {
        let (input, viewing) = (runs.input.clone(), viewing.clone());
        Callback::from(move |i: Control| {
            viewing.set(None);
            input.emit(i);
        })
    };
    let autoplayed = driven_input(comparing, &comparison, &input);
    use_autoplay(settings.run, settings.speed, autoplayed, notices.clone());
    use_effect_with((*settings).clone(), |s| dom::replace_query(&queens_query(s)));

    let change = {
        let (settings, notices, viewing) = (settings.clone(), notices.clone(), viewing.clone());
        let (load, reset_count) = (runs.load.clone(), runs.reset_count.clone());
        Callback::from(move |change: QueensChange| {
            // A typed n replaces the notices (clearing them when it is fine).
            if let QueensChange::N(_) = change {
                viewing.set(None);
            }
            let typed = matches!(change, QueensChange::N(_));
            let (next, list) = settings.changed(change);
            if typed {
                notices.set(list);
            }
            if next.job() != settings.job() {
                load.emit(next.job());
                if next.n != settings.n {
                    reset_count.emit(());
                }
            }
            settings.set(next);
        })
    };
    let on_n = change
        .reform(|e: Event| QueensChange::N(e.target_unchecked_into::<HtmlInputElement>().value()));
    let on_mode = {
        let change = change.clone();
        Callback::from(move |e: Event| {
            let slug = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(mode) = Mode::from_slug(&slug) {
                change.emit(QueensChange::Mode(mode));
            }
        })
    };
    let on_speed = {
        let (input, change, sides) = (runs.input.clone(), change.clone(), comparison.input.clone());
        Callback::from(move |speed: Speed| {
            input.emit(Control::SetSpeed(speed));
            sides.emit(EnsembleAction::All(Input::Control(Control::SetSpeed(speed))));
            change.emit(QueensChange::Speed(speed));
        })
    };
    let on_compare = change.reform(|e: Event| {
        QueensChange::Compare(e.target_unchecked_into::<HtmlInputElement>().checked())
    });
    let on_count = {
        let (start_count, n, workers) = (runs.start_count.clone(), settings.n, settings.workers);
        Callback::from(move |_: MouseEvent| {
            let jobs = split_subtrees(n, dom::worker_count(workers))
                .into_iter()
                .map(|subtrees| QueensJob::Count { n, subtrees })
                .collect();
            start_count.emit(jobs);
        })
    };
    let on_count_stop =
        count.input.reform(|_: MouseEvent| EnsembleAction::All(Input::Control(Control::Stop)));

    let n = settings.n;
    let trail = player.trail();
    let stats = trail.stats();
    let found = trail.found();
    let shown: Rc<Vec<_>> = Rc::new(match *viewing {
        Some(k) if k < found.len() => found[k].clone(),
        _ => trail.path().to_vec(),
    });
    let rejected = rejection(trail).filter(|_| viewing.is_none());
    let candidate = if viewing.is_none() { trail.candidate() } else { None };
    let count_state = counting.state();
    let run_state = runs.state();
    let status = if comparing {
        t(Q::ComparingStatus).to_string()
    } else {
        queens_status(n, settings.mode, player.state(), trail, player.failure())
    };
    let mut figures = vec![
        Figure::count(t(T::Nodes), "stat-nodes", stats.nodes),
        Figure::count(t(Q::DeadNodes), "stat-dead", stats.rejected),
        Figure::count(t(T::Backtracks), "stat-backtracks", stats.backtracks),
        Figure::count(t(T::Solutions), "stat-solutions", stats.solutions),
    ];
    figures.extend(timing_figures(&player));
    let code = Rc::new(program(settings.mode));
    let code_now = code_state(&code, trail, player.ending());

    // Practice: the learner places the queens, or plays the bounding function.
    let drill = use_state(|| Drill::Place);
    let practising = settings.practice && viewing.is_none() && !comparing;
    let question = practising.then(|| drills::question(n, *drill, trail)).flatten();
    let practice = use_practice(
        practising,
        StateKey::of(trail),
        question,
        player.state(),
        input.clone(),
        "queens",
    );
    use_player_shortcuts(driven_input(comparing, &comparison, &practice.input));
    let on_answer = {
        let (asked, record) = (practice.asked.clone(), practice.record.clone());
        let queens = trail.path().to_vec();
        Callback::from(move |answer: Answer| {
            if let Some(question) = &asked {
                record.emit(drills::judge(question, &queens, &answer));
            }
        })
    };
    let on_practice = change.reform(QueensChange::Practice);
    let on_drill = {
        let drill = drill.clone();
        Callback::from(move |e: Event| {
            let safe = e.target_unchecked_into::<HtmlSelectElement>().value() == "safe";
            drill.set(if safe { Drill::Safe } else { Drill::Place });
        })
    };
    let (answer_shown, cited) = practice.marks();
    let tree = html! {
        <TreeView levels={Rc::new(trail.tree().levels().to_vec())} labels={TreeLabels::Queens} />
    };
    let counted = count_total(counting.endings());
    let count_stats = counting.stats();
    let mut count_figures = vec![
        Figure {
            label: t(T::Solutions),
            testid: "count-total",
            value: counted.map_or(count_stats.solutions, |c| c.0),
            shown: None,
        },
        Figure {
            label: t(Q::Distinct),
            testid: "count-distinct",
            value: counted.map_or(0, |c| c.1),
            shown: Some(counted.map_or("…".to_string(), |c| format_count(c.1))),
        },
        Figure {
            label: t(Q::WorkersDone),
            testid: "count-workers",
            value: counting.finished_parts() as u64,
            shown: Some(say(
                Q::WorkersOf,
                &[("done", &counting.finished_parts()), ("all", &counting.len())],
            )),
        },
    ];
    count_figures.extend(count_timing_figures(&counting));
    let show_solution = |k: usize| {
        let (viewing, input) = (viewing.clone(), search.input.clone());
        Callback::from(move |_: MouseEvent| {
            input.emit(Input::Control(Control::Pause));
            viewing.set(Some(k));
        })
    };

    let dismiss_notices = {
        let notices = notices.clone();
        Callback::from(move |_| notices.set(Vec::new()))
    };
    html! {
        <main id="main" tabindex="-1" class="page queens">
            <PageIntro title={t(Q::Title)} text={t(Q::Intro)} notices={(*notices).clone()} on_dismiss={dismiss_notices} />
            <div class="layout">
                <section class="stage" aria-label={t(Q::BoardAndTree)}>
                    <p class={classes!("status", player.state().name())} aria-live="polite" data-testid="status">{ status }</p>
                    if practising {
                        <PracticeCard on_toggle={on_practice.clone()} session={practice.session.clone()}
                            asked={practice.asked.clone()} best={practice.best} finished={player.state() == RunState::Finished}
                            on_answer={on_answer.clone()} input={practice.input.clone()}>
                            <label class="drill">{ t(Q::Decide) }
                                <select data-testid="practice-drill" onchange={on_drill}>
                                    <option value="place" selected={*drill == Drill::Place}>{ t(Q::DrillPlace) }</option>
                                    <option value="safe" selected={*drill == Drill::Safe}>{ t(Q::DrillSafe) }</option>
                                </select>
                            </label>
                        </PracticeCard>
                    }
                    if let Some(k) = *viewing {
                        <p class="viewing">{ say(Q::ViewingSolution, &[("k", &(k + 1)), ("columns", &columns_text(&shown))]) }
                            <button type="button" onclick={let v = viewing.clone(); Callback::from(move |_: MouseEvent| v.set(None))}>{ t(Q::BackToSearch) }</button>
                        </p>
                    }
                    if comparing {
                        <div class="compare-sides">
                            { for comparison.state.parts().iter().zip([("backtracking", t(Q::Backtracking)), (BRUTE_FORCE, t(Q::BruteForce))]).map(|(side, (algo, name))| {
                                let trail = side.trail();
                                let status = queens_status(n, settings.mode, side.state(), trail, side.failure());
                                html! {
                                    <CompareSide {algo} {name} state={side.state()} {status} figures={side_figures(side)}>
                                        <QueensBoard {n} queens={Rc::new(trail.path().to_vec())} candidate={trail.candidate()}
                                            rejected={rejection(trail)} />
                                    </CompareSide>
                                }
                            }) }
                        </div>
                    } else {
                        <div class="duo">
                            <QueensBoard {n} queens={shown.clone()} {candidate} {rejected}
                                show_attacks={!practising} answer={answer_shown} {cited}
                                on_select={(practising && practice.asked.is_some()).then(|| on_answer.reform(Answer::Square))} />
                            if !phone {
                                <section class="card tree-card" aria-label={t(Q::StateSpaceTree)}>
                                    <h2>{ t(Q::StateSpaceTree) }</h2>
                                    { tree.clone() }
                                </section>
                            }
                        </div>
                    }
                    { legend(&[("", "♛", t(Q::LegendQueen)), ("attacked", "×", t(Q::LegendAttacked)),
                        ("candidate", "?", t(Q::LegendTrying)), ("rejected", "✗", t(Q::LegendRejected))]) }
                    if phone && !comparing {
                        <Tabs label={t(Q::HowSearchWorks)} tabs={learn_tabs(code.clone(), code_now.clone(), Some(tree))} />
                    }
                </section>
                <aside class="panel">
                    if comparing {
                        { compare_player(&comparison, settings.speed, on_speed.clone()) }
                    } else {
                        <PlayerCard page_state={run_state} state={player.state()} speed={player.speed()}
                            can_step_back={player.can_step_back()} failure={player.failure().map(String::from)}
                            on_input={practice.input.clone()} {on_speed} {figures}>
                            if !found.is_empty() {
                                <details class="found" open={true}>
                                    <summary>{ say(Q::SolutionsFound, &[("count", &format_count(stats.solutions))]) }</summary>
                                    <ol data-testid="solutions">
                                        { for found.iter().enumerate().map(|(k, s)| html! {
                                            <li><button type="button" class="link" onclick={show_solution(k)}>{ columns_text(s) }</button></li>
                                        }) }
                                    </ol>
                                    if stats.solutions as usize > found.len() {
                                        <p class="hint">{ say(Q::FirstListed, &[("count", &format_count(found.len() as u64))]) }</p>
                                    }
                                </details>
                            }
                        </PlayerCard>
                    }
                    if !phone && !comparing {
                        <CodePanel program={code} state={code_now} />
                    }
                    <section class="card">
                        <h2>{ t(Q::BoardAndSearch) }</h2>
                        <div class="fields">
                            <label>{ t(Q::NQueens) }
                                <input type="number" data-testid="n" min="1" max={MAX_ANIMATED_N.to_string()} value={n.to_string()} onchange={on_n} />
                            </label>
                            <label>{ t(Q::Find) }
                                <select data-testid="mode" onchange={on_mode}>
                                    <option value="first" selected={settings.mode == Mode::First}>{ t(Q::FirstSolution) }</option>
                                    <option value="all" selected={settings.mode == Mode::All}>{ t(Q::AllSolutions) }</option>
                                </select>
                            </label>
                            <label class="check wide"><input type="checkbox" data-testid="compare" checked={settings.compare} onchange={on_compare} />
                                { t(Q::CompareBrute) }</label>
                            <PracticeSwitch enabled={settings.practice} on_toggle={on_practice.clone()} />
                            <CopyLink />
                        </div>
                    </section>
                    <section class="card">
                        <div class="card-head">
                            <h2>{ t(Q::CountAll) }</h2>
                            if runs.activity == Activity::Count {
                                <span class={classes!("run-state", count_state.name())}>{ count_state.label() }</span>
                            }
                        </div>
                        <p class="hint">{ say(Q::CountHint, &[("workers", &dom::worker_count(settings.workers))]) }</p>
                        if count_state == RunState::Running {
                            <button type="button" data-testid="count-stop" onclick={on_count_stop}>{ t(Q::StopCounting) }</button>
                        } else {
                            <button type="button" class="primary" data-testid="count" onclick={on_count}>{ say(Q::CountFor, &[("n", &n)]) }</button>
                        }
                        { count_outcome(&counting, count_figures) }
                    </section>
                    <section class="card explain">
                        <h2>{ t(Q::HowBacktracking) }</h2>
                        { explanation(n, stats.nodes) }
                    </section>
                    { growth_card() }
                </aside>
            </div>
        </main>
    }
}

/// The page for the URL's query `pairs`, with the shell's `notices` (the program in
/// `src/bin/queens.rs` hands it to the shell).
pub fn page(pairs: &[(String, String)], mut notices: Vec<String>) -> Html {
    let (settings, more) = crate::model::queens::settings::queens_settings(pairs);
    notices.extend(more);
    html! { <QueensPage {settings} {notices} /> }
}
