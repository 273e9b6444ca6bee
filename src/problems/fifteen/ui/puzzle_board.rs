//! [`PuzzleBoard`]: the puzzle's tiles on their squares, the blank empty, each tile in its place
//! marked, the tile just moved outlined; a tile next to the blank slides when clicked (or by
//! the arrow keys, which move a tile into the blank), while the board is playable.

use crate::core::grid::Square;
use crate::model::i18n::say;
use crate::problems::fifteen::core::{Move, Position};
use crate::problems::fifteen::model::text::FifteenText;
use yew::prelude::*;

/// Props of [`PuzzleBoard`].
#[derive(Properties, PartialEq)]
pub struct PuzzleBoardProps {
    /// The position shown.
    pub position: Position,
    /// The tile just moved, if any.
    #[prop_or_default]
    pub moved: Option<u8>,
    /// The blank's moves of the answer, once there is one (`data-moves`).
    #[prop_or_default]
    pub moves: Option<String>,
    /// Where a click on a square goes, while tiles slide by hand.
    #[prop_or_default]
    pub on_square: Option<Callback<Square>>,
    /// Where an arrow key's move of the blank goes, while tiles slide by hand.
    #[prop_or_default]
    pub on_move: Option<Callback<Move>>,
}

/// The blank's move that an arrow key asks for: the key moves a tile into the blank, so the
/// blank goes the other way.
fn arrow_move(key: &str) -> Option<Move> {
    Some(match key {
        "ArrowUp" => Move::Down,
        "ArrowDown" => Move::Up,
        "ArrowLeft" => Move::Right,
        "ArrowRight" => Move::Left,
        _ => return None,
    })
}

/// The puzzle board (`data-testid=puzzle`, `data-tiles` row by row, 0 for the blank).
#[component]
pub fn PuzzleBoard(props: &PuzzleBoardProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let position = props.position;
    let side = usize::from(position.side());
    let tiles = position.to_string();
    let onkeydown = props.on_move.clone().map(|on_move| {
        Callback::from(move |e: KeyboardEvent| {
            if let Some(m) = arrow_move(&e.key()) {
                e.prevent_default();
                on_move.emit(m);
            }
        })
    });
    let cell = |index: usize, tile: u8| {
        let (row, col) = ((index / side) as u16, (index % side) as u16);
        let home = tile != 0 && usize::from(tile) == index + 1;
        let (r, c) = ((row + 1).to_string(), (col + 1).to_string());
        let label = if tile == 0 {
            say(FifteenText::BlankLabel, &[("row", &r), ("col", &c)])
        } else {
            say(FifteenText::TileLabel, &[("tile", &tile), ("row", &r), ("col", &c)])
        };
        let onclick =
            props.on_square.clone().map(|on| on.reform(move |_: MouseEvent| Square::new(row, col)));
        let classes = classes!(
            "tile",
            (tile == 0).then_some("blank"),
            home.then_some("home"),
            (props.moved == Some(tile) && tile != 0).then_some("moved")
        );
        html! {
            <button type="button" role="gridcell" class={classes} data-testid="tile" data-tile={tile.to_string()}
                data-row={row.to_string()} data-col={col.to_string()} aria-label={label}
                disabled={onclick.is_none()} {onclick}>
                if tile != 0 { { tile } }
            </button>
        }
    };
    let rows = position.tiles().chunks(side).enumerate().map(|(r, row)| {
        html! { <div role="row" class="puzzle-row">{ for row.iter().enumerate().map(|(c, &tile)| cell(r * side + c, tile)) }</div> }
    });
    html! {
        <div class="puzzle-frame" data-testid="board">
            <div class="puzzle" role="grid" data-testid="puzzle" data-tiles={tiles} data-moves={props.moves.clone()}
                data-side={side.to_string()} style={format!("--side: {side}")} tabindex="0"
                aria-label={say(FifteenText::BoardLabel, &[("side", &side)])} {onkeydown}>
                { for rows }
            </div>
        </div>
    }
}
