//! The labyrinth's grid: walls, start and goal, the current path with the step of each cell,
//! the cell under test (dead ones marked ✗), or breadth-first search's shortest path. Each cell
//! is a button while a click on it changes the labyrinth.

use crate::core::grid::Square;
use crate::model::i18n::{say, t};
use crate::problems::labyrinth::core::Plan;
use crate::problems::labyrinth::model::status::cell_text;
use crate::problems::labyrinth::model::text::LabyrinthText;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`Grid`].
#[derive(Properties, PartialEq)]
pub struct GridProps {
    /// The labyrinth.
    pub plan: Rc<Plan>,
    /// The path shown, start first.
    pub path: Rc<Vec<Square>>,
    /// The cell under test, if any, and whether it has just died.
    #[prop_or_default]
    pub testing: Option<(Square, bool)>,
    /// Whether `data-path` is written (the run is not running).
    #[prop_or_default]
    pub settled: bool,
    /// A click on a cell, when clicks change something.
    #[prop_or_default]
    pub on_cell: Option<Callback<Square>>,
}

/// One cell.
fn cell(props: &GridProps, at: Square) -> Html {
    let plan = &props.plan;
    let step = props.path.iter().position(|&p| p == at);
    let wall = plan.is_wall(at);
    let tested = props.testing.filter(|(t, _)| *t == at);
    let kind = match () {
        _ if at == plan.start() => LabyrinthText::CellStart,
        _ if at == plan.goal() => LabyrinthText::CellGoal,
        _ if wall => LabyrinthText::CellWall,
        _ => LabyrinthText::CellOpen,
    };
    let mut label = format!("{} {}", cell_text(at), t(kind));
    if let Some(step) = step {
        label.push_str(&format!(", {}", say(LabyrinthText::CellStep, &[("step", &step)])));
    }
    let mark = match (tested, step) {
        (Some((_, true)), _) => "✗".to_string(),
        (Some((_, false)), _) => "?".to_string(),
        (None, Some(step)) => step.to_string(),
        (None, None) if at == plan.start() => "S".to_string(),
        (None, None) if at == plan.goal() => "G".to_string(),
        _ => String::new(),
    };
    let class = classes!(
        "cell",
        wall.then_some("wall"),
        (at == plan.start()).then_some("start"),
        (at == plan.goal()).then_some("goal"),
        step.map(|_| "on-path"),
        tested.map(|(_, dead)| if dead { "dead" } else { "trying" }),
    );
    let (row, col) = (at.row.to_string(), at.col.to_string());
    let step = step.map(|s| s.to_string());
    let wall = wall.then_some("true");
    match &props.on_cell {
        Some(on_cell) => {
            let onclick = on_cell.reform(move |_: MouseEvent| at);
            html! {
                <button type="button" {class} data-testid="cell" data-row={row} data-col={col} data-wall={wall}
                    data-step={step} aria-label={label} {onclick}>{ mark }</button>
            }
        }
        None => html! {
            <span {class} role="img" data-testid="cell" data-row={row} data-col={col} data-wall={wall}
                data-step={step} aria-label={label}>{ mark }</span>
        },
    }
}

/// The labyrinth's grid.
#[component]
pub fn Grid(props: &GridProps) -> Html {
    let plan = &props.plan;
    let path = props
        .settled
        .then(|| props.path.iter().map(Square::to_string).collect::<Vec<_>>().join(" "));
    let board = plan.board();
    let style = format!("--cols: {}; --rows: {}", board.cols(), board.rows());
    html! {
        <div class="labyrinth-grid" role="group" aria-label={t(LabyrinthText::GridLabel)} data-testid="grid"
            data-rows={board.rows().to_string()} data-cols={board.cols().to_string()} data-path={path} {style}>
            { for board.squares().map(|at| cell(props, at)) }
        </div>
    }
}
