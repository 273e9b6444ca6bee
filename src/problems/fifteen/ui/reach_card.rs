//! [`ReachCard`]: the course's reachability test of the start, before any search: KURANG(i) for
//! every tile, X, Σ KURANG(i) + X and the verdict (even: the goal can be reached).

use crate::model::i18n::{say, t};
use crate::problems::fifteen::core::{Position, Reachability};
use crate::problems::fifteen::model::text::FifteenText;
use yew::prelude::*;

/// Props of [`ReachCard`].
#[derive(Properties, PartialEq)]
pub struct ReachCardProps {
    /// The start.
    pub start: Position,
}

/// The reachability test (`kurang` per tile, `kurang-x`, `kurang-sum`, `reachable`).
#[component]
pub fn ReachCard(props: &ReachCardProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let test = Reachability::of(&props.start);
    let squares = props.start.tiles().len() as u8;
    let sum = test.sum();
    let reachable = test.is_reachable();
    let verdict = if reachable {
        say(FifteenText::Reachable, &[("sum", &sum)])
    } else {
        say(FifteenText::Unreachable, &[("sum", &sum)])
    };
    html! {
        <section class="card reach-card" aria-label={t(FifteenText::ReachTitle)}>
            <h2>{ t(FifteenText::ReachTitle) }</h2>
            <p class="hint">{ say(FifteenText::ReachHow, &[("blank", &squares)]) }</p>
            if squares == 9 {
                <p class="hint">{ t(FifteenText::ReachHow3) }</p>
            }
            <dl class="kurang">
                { for (1..=squares).map(|tile| html! {
                    <div data-testid="kurang" data-tile={tile.to_string()} data-value={test.kurang(tile).to_string()}>
                        <dt>{ say(FifteenText::KurangOf, &[("tile", &tile)]) }</dt>
                        <dd>{ test.kurang(tile) }</dd>
                    </div>
                }) }
                <div data-testid="kurang-x" data-value={test.x().to_string()}>
                    <dt>{ t(FifteenText::KurangX) }</dt><dd>{ test.x() }</dd>
                </div>
                <div class="sum" data-testid="kurang-sum" data-value={sum.to_string()}>
                    <dt>{ t(FifteenText::KurangSum) }</dt><dd>{ sum }</dd>
                </div>
            </dl>
            <p class={classes!("verdict", (!reachable).then_some("unreachable"))} data-testid="reachable"
                data-value={reachable.to_string()}>{ verdict }</p>
        </section>
    }
}
