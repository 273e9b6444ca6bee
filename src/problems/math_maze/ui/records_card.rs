//! The player's records: the daily streak, and the best time and fewest moves for every size and
//! level played, with a reset that asks once more before it forgets them.

use crate::core::slug::Slugged;
use crate::model::game::clock;
use crate::model::game::day::Day;
use crate::model::i18n::say;
use crate::model::i18n::{t, Lang};
use crate::problems::math_maze::model::records::Records;
use crate::problems::math_maze::model::text::{count, level_word, MathMazeText};
use yew::prelude::*;

/// Props of [`RecordsCard`].
#[derive(Properties, PartialEq)]
pub struct RecordsCardProps {
    /// The records.
    pub records: Records,
    /// Today, in UTC (the streak breaks once a whole day passes unsolved).
    pub today: Day,
    /// Forget the records.
    pub on_reset: Callback<()>,
}

/// The records card.
#[component]
pub fn RecordsCard(props: &RecordsCardProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let confirming = use_state(|| false);
    let ask = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(!*confirming))
    };
    let reset = {
        let (confirming, on_reset) = (confirming.clone(), props.on_reset.clone());
        Callback::from(move |_: MouseEvent| {
            confirming.set(false);
            on_reset.emit(());
        })
    };
    let streak = props.records.streak;
    let current = streak.current(props.today);
    let mut bests = props.records.bests.clone();
    bests.sort_unstable_by_key(|b| {
        (b.slot.board.rows(), b.slot.board.cols(), b.slot.difficulty.slug())
    });
    html! {
        <section class="card records" aria-label={t(MathMazeText::RecordsHeading)}>
            <h2>{ t(MathMazeText::RecordsHeading) }</h2>
            <p data-testid="streak" data-value={current.to_string()}>
                if streak.longest == 0 {
                    { t(MathMazeText::NoStreak) }
                } else {
                    { say(MathMazeText::StreakLine, &[("current", &count(current.into(), MathMazeText::DayOne, MathMazeText::DayMany)), ("longest", &count(streak.longest.into(), MathMazeText::DayOne, MathMazeText::DayMany))]) }
                }
            </p>
            if bests.is_empty() {
                <p class="hint">{ t(MathMazeText::NoRecords) }</p>
            } else {
                <table data-testid="records">
                    <thead><tr><th scope="col">{ t(MathMazeText::PuzzleHeading) }</th><th scope="col">{ t(MathMazeText::BestTimeCol) }</th><th scope="col">{ t(MathMazeText::FewestMoves) }</th></tr></thead>
                    <tbody>
                        { for bests.iter().map(|b| html! {
                            <tr data-testid="record" data-rows={b.slot.board.rows().to_string()} data-cols={b.slot.board.cols().to_string()}
                                data-level={b.slot.difficulty.slug()} data-ms={b.ms.to_string()} data-moves={b.moves.to_string()}>
                                <th scope="row">{ format!("{} × {}, {}", b.slot.board.rows(), b.slot.board.cols(), level_word(b.slot.difficulty)) }</th>
                                <td>{ clock(b.ms as f64) }</td><td>{ b.moves }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            }
            if !bests.is_empty() || streak.longest > 0 {
                <div class="buttons">
                    <button type="button" class="small" data-testid="records-reset" aria-expanded={confirming.to_string()} onclick={ask}>
                        { t(if *confirming { MathMazeText::KeepThem } else { MathMazeText::ResetRecords }) }</button>
                    if *confirming {
                        <button type="button" class="small danger" data-testid="records-reset-confirm" onclick={reset}>{ t(MathMazeText::ForgetRecords) }</button>
                    }
                </div>
            }
        </section>
    }
}
