//! [`PuzzleCard`]: the math-maze puzzle card: size, difficulty, ends, showing the generation,
//! the link, and what names the puzzle (its seed, its day, or that it was typed in).

use crate::core::grid::Board;
use crate::model::game::day::Day;
use crate::model::i18n::{say, t, Lang};
use crate::problems::math_maze::core::deduce::Difficulty;
use crate::problems::math_maze::core::{MAX_MAZE_SIDE, MIN_MAZE_SIDE};
use crate::problems::math_maze::model::text::{level_label, MathMazeText};
use crate::ui::widgets::choice_field::choice_field;
use crate::ui::widgets::copy_link::CopyLink;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`PuzzleCard`].
#[derive(Properties, PartialEq)]
pub struct PuzzleCardProps {
    /// The grid.
    pub board: Board,
    /// The difficulty.
    pub difficulty: Difficulty,
    /// The seed.
    pub seed: u64,
    /// The day, if this is a daily puzzle.
    pub daily: Option<Day>,
    /// Whether generation is shown.
    pub show: bool,
    /// Whether the player is choosing the ends.
    pub picking: bool,
    /// New rows (`true`) or columns (`false`) from a slider.
    pub on_side: Callback<(bool, u16)>,
    /// A new difficulty.
    pub on_level: Callback<Difficulty>,
    /// Show generation on or off.
    pub on_show: Callback<bool>,
    /// Whether the puzzle was typed in (then there is no seed).
    pub typed_in: bool,
    /// Start or cancel choosing the ends.
    pub on_pick: Callback<MouseEvent>,
    /// Draw the ends from the seed.
    pub on_random_ends: Callback<MouseEvent>,
}

/// The puzzle card.
#[component]
pub fn PuzzleCard(props: &PuzzleCardProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let board = props.board;
    let slider = |rows: bool| {
        let on_side = props.on_side.clone();
        let (label, testid, value) = if rows {
            (MathMazeText::RowsValue, "rows", board.rows())
        } else {
            (MathMazeText::ColsValue, "cols", board.cols())
        };
        let onchange = Callback::from(move |e: Event| {
            let text = e.target_unchecked_into::<HtmlInputElement>().value();
            if let Ok(side) = text.parse() {
                on_side.emit((rows, side));
            }
        });
        html! {
            <label>{ say(label, &[("n", &value.to_string())]) }
                <input type="range" data-testid={testid} min={MIN_MAZE_SIDE.to_string()} max={MAX_MAZE_SIDE.to_string()} value={value.to_string()} {onchange} />
            </label>
        }
    };
    let on_show =
        props.on_show.reform(|e: Event| e.target_unchecked_into::<HtmlInputElement>().checked());
    html! {
        <section class="card">
            <h2>{ t(MathMazeText::PuzzleHeading) }</h2>
            <div class="fields">
                { slider(true) }
                { slider(false) }
                { choice_field(t(MathMazeText::Difficulty), "level", props.difficulty, level_label, props.on_level.clone()) }
                <label class="check">
                    <input type="checkbox" data-testid="show-generation" checked={props.show} onchange={on_show} />
                    { t(MathMazeText::ShowGeneration) }
                </label>
                <div class="wide buttons">
                    <button type="button" data-testid="pick-ends" aria-pressed={props.picking.to_string()} onclick={props.on_pick.clone()}>
                        { t(if props.picking { MathMazeText::CancelChoosing } else { MathMazeText::ChooseEnds }) }
                    </button>
                    <button type="button" data-testid="random-ends" onclick={props.on_random_ends.clone()}>{ t(MathMazeText::RandomEnds) }</button>
                    <CopyLink />
                </div>
            </div>
            <p class="hint">{ t(MathMazeText::LevelsHint) }</p>
            if props.typed_in {
                <p class="hint">{ t(MathMazeText::TypedInHint) }</p>
            } else if let Some(day) = props.daily {
                <p class="hint" data-testid="daily-date" data-value={day.to_string()}>{ say(MathMazeText::DailyHint, &[("day", &day.to_string())]) }</p>
            } else {
                <p class="hint">{ say(MathMazeText::SeedHint, &[("seed", &props.seed.to_string())]) }</p>
            }
        </section>
    }
}
