//! The labyrinth page: what the maze search adds to the search page — the grid, the settings
//! fields (built-in and random labyrinths, size, priority, what a click does), the drills and
//! the explanation.

use super::grid::Grid;
use crate::core::grid::{Direction, Square};
use crate::core::search::Event as SearchEvent;
use crate::model::driver::RunState;
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::grid::GridText;
use crate::model::i18n::{say, t};
use crate::model::page::{SearchAction, SearchPage};
use crate::problems::labyrinth::core::{breadth_first, Order};
use crate::problems::labyrinth::model::practice::Drill;
use crate::problems::labyrinth::model::presets::PRESETS;
use crate::problems::labyrinth::model::settings::{
    LabyrinthChange as Change, Tool, BFS, MAX_DENSITY,
};
use crate::problems::labyrinth::model::text::LabyrinthText;
use crate::problems::labyrinth::Labyrinth;
use crate::ui::page::drill_field::drill_field;
use crate::ui::page::found::{found_list, shown_line};
use crate::ui::page::{on_change, BoardView, SearchView};
use crate::ui::widgets::compare::compare_check;
use crate::ui::widgets::legend::Key;
use crate::ui::widgets::mode_field::mode_field;
use crate::ui::widgets::setting_input::SettingInput;
use crate::ui::widgets::solution_list::Listed;
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// The page's actions.
type Act = Callback<SearchAction<Labyrinth>>;

/// Every priority of the four directions, for the priority list: the default (east, south,
/// west, north) first.
fn orders() -> Vec<Order> {
    let dirs = Order::default().0;
    let mut all = Vec::new();
    for a in dirs {
        for b in dirs.into_iter().filter(|&b| b != a) {
            for c in dirs.into_iter().filter(|&c| c != a && c != b) {
                let d = dirs.into_iter().find(|&d| d != a && d != b && d != c).unwrap_or(a);
                all.push(Order([a, b, c, d]));
            }
        }
    }
    all
}

/// A select's value.
fn selected(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

impl SearchView for Labyrinth {
    fn board(view: BoardView<'_, Labyrinth>) -> Html {
        let settings = view.page.settings();
        let plan = Rc::new(settings.plan());
        let bfs = view.side.is_some_and(|side| side.slug == BFS);
        let path = match bfs {
            true => breadth_first(&plan, settings.order).path.unwrap_or_default(),
            false if view.main => view.page.shown_path(),
            false => view.trail.path().to_vec(),
        };
        let testing = match view.trail.last() {
            Some(SearchEvent::Try { at, .. }) => Some((at, false)),
            Some(SearchEvent::Reject { at, .. }) => Some((at, true)),
            _ => None,
        };
        let settled = view.state != RunState::Running;
        let viewing = view.main && view.page.viewing().is_some();
        let idle = view.main && matches!(view.state, RunState::Idle) && !view.page.practising();
        let on_cell = idle.then(|| view.act.reform(SearchAction::Square));
        html! {
            <div class={classes!("labyrinth-board", bfs.then_some("bfs"))} data-testid="board">
                <Grid {plan} path={Rc::new(path)} testing={testing.filter(|_| !bfs && !viewing)} {settled} {on_cell} />
            </div>
        }
    }

    fn legend() -> Vec<Key> {
        vec![
            ("start", "S", t(LabyrinthText::LegendStart)),
            ("goal", "G", t(LabyrinthText::LegendGoal)),
            ("wall", "", t(LabyrinthText::LegendWall)),
            ("on-path", "3", t(LabyrinthText::LegendPath)),
            ("dead", "✗", t(LabyrinthText::LegendDead)),
        ]
    }

    fn fields(page: &SearchPage<Labyrinth>, act: &Act) -> Html {
        let s = page.settings();
        let change =
            |f: fn(&Event) -> Change| act.reform(move |e: Event| SearchAction::Change(f(&e)));
        let on_preset = change(|e| Change::Preset(selected(e)));
        let on_order = change(|e| Change::Order(Order::parse(&selected(e)).unwrap_or_default()));
        let on_tool = change(|e| {
            Change::Tool(match selected(e).as_str() {
                "start" => Tool::Start,
                "goal" => Tool::Goal,
                _ => Tool::Wall,
            })
        });
        let on_density = change(|e| {
            let value = e.target_unchecked_into::<HtmlInputElement>().value();
            Change::Density(value.parse().unwrap_or(0))
        });
        let click = |c: Change| act.reform(move |_: MouseEvent| SearchAction::Change(c.clone()));
        let preset = s.preset();
        let letters = s.order.letters();
        html! { <>
            <label class="wide">{ t(LabyrinthText::PresetField) }
                <select data-testid="preset" onchange={on_preset}>
                    if preset.is_none() {
                        <option value="" selected={true}>{ t(LabyrinthText::PresetOwn) }</option>
                    }
                    { for PRESETS.iter().map(|p| html! {
                        <option value={p.slug} selected={preset == Some(p.slug)}>{ t(p.name) }</option>
                    }) }
                </select>
            </label>
            <label>{ t(GridText::Rows) }
                <SettingInput number=true testid="rows" min="2" max="20" value={s.rows.to_string()} onchange={on_change(act, Change::Rows)} /></label>
            <label>{ t(GridText::Columns) }
                <SettingInput number=true testid="cols" min="2" max="20" value={s.cols.to_string()} onchange={on_change(act, Change::Cols)} /></label>
            <label>{ t(LabyrinthText::ToolField) }
                <select data-testid="tool" onchange={on_tool}>
                    <option value="wall" selected={s.tool == Tool::Wall}>{ t(LabyrinthText::ToolWall) }</option>
                    <option value="start" selected={s.tool == Tool::Start}>{ t(LabyrinthText::ToolStart) }</option>
                    <option value="goal" selected={s.tool == Tool::Goal}>{ t(LabyrinthText::ToolGoal) }</option>
                </select>
            </label>
            <label>{ t(LabyrinthText::OrderField) }
                <select data-testid="order" onchange={on_order}>
                    { for orders().into_iter().map(|o| html! {
                        <option value={o.letters()} selected={o.letters() == letters}>{ o.letters() }</option>
                    }) }
                </select>
            </label>
            { mode_field(t(BacktrackingText::Find), s.mode, (t(LabyrinthText::FirstPath), t(LabyrinthText::AllPaths)), on_change(act, Change::Mode)) }
            <label class="wide">{ format!("{} ({} %)", t(LabyrinthText::DensityField), s.density) }
                <input type="range" data-testid="density" min="0" max={MAX_DENSITY.to_string()} value={s.density.to_string()} onchange={on_density} /></label>
            <div class="wide buttons">
                <button type="button" data-testid="random" onclick={click(Change::Random)}>{ t(LabyrinthText::Random) }</button>
                <button type="button" data-testid="clear" onclick={click(Change::Clear)}>{ t(LabyrinthText::Clear) }</button>
            </div>
            { compare_check(t(LabyrinthText::CompareBfs), s.compare, on_change(act, Change::Compare)) }
        </> }
    }

    fn count_card(_: &SearchPage<Labyrinth>, _: &Act) -> Html {
        Html::default()
    }

    fn in_player(page: &SearchPage<Labyrinth>, act: &Act) -> Html {
        found_list(page, act, t(LabyrinthText::PathsFound), solution)
    }

    fn above_board(page: &SearchPage<Labyrinth>, act: &Act) -> Html {
        shown_line(page, act, |path| solution(path).label).unwrap_or_default()
    }

    fn explanation(_: &SearchPage<Labyrinth>, _: &Act) -> Html {
        html! {
            <section class="card explain">
                <h2>{ t(LabyrinthText::HowSearch) }</h2>
                <p>{ t(LabyrinthText::ExplainSearch) }</p>
                <p>{ t(LabyrinthText::ExplainBfs) }</p>
                <p class="hint">{ t(LabyrinthText::NotMathMaze) }</p>
            </section>
        }
    }

    fn practice_options(page: &SearchPage<Labyrinth>, act: &Act) -> Html {
        let name = |drill| {
            t(if drill == Drill::Alive {
                LabyrinthText::DrillAlive
            } else {
                LabyrinthText::DrillNext
            })
        };
        drill_field(page, act, t(BacktrackingText::Decide), name)
    }
}

/// A path (its cells from the start) as the list shows it: its steps and their directions, and
/// as its hook its cells (`r,c r,c …`, as the grid's `data-path`).
fn solution(path: &[Square]) -> Listed {
    let dirs: Vec<String> = path
        .windows(2)
        .filter_map(|w| Direction::between(w[0], w[1]))
        .map(|d| d.letter().to_string())
        .collect();
    let steps = path.len().saturating_sub(1);
    let hook = path.iter().map(|at| format!("{},{}", at.row, at.col)).collect::<Vec<_>>().join(" ");
    Listed {
        label: say(LabyrinthText::PathListed, &[("steps", &steps), ("dirs", &dirs.join(" "))]),
        hook,
        x: None,
    }
}

/// The labyrinth page, for the URL's query `pairs` with the shell's `notices` (the program in
/// `programs/src/bin/labyrinth.rs` hands it to the shell).
pub fn page(pairs: &[(String, String)], notices: Vec<String>) -> Html {
    crate::ui::page::page::<Labyrinth>(pairs, notices)
}
