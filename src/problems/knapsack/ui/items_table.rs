//! [`ItemsTable`]: the items in value-per-weight order, as the search decides them, each with
//! its number in the input, its weight, value and value per weight; for the node in view, the
//! items it takes (✓) and leaves (–), and the items its upper bound counts (→, and the one it
//! cuts, with the fraction).

use crate::core::branch::Cost;
use crate::model::i18n::{say, t};
use crate::problems::knapsack::core::{Bound, Pack};
use crate::problems::knapsack::model::settings::KnapsackSettings;
use crate::problems::knapsack::model::status::item_number;
use crate::problems::knapsack::model::text::KnapsackText;
use crate::ui::matrix::{Cell, MatrixTable, Row};
use yew::prelude::*;

/// Props of [`ItemsTable`].
#[derive(Properties, PartialEq)]
pub struct ItemsTableProps {
    /// The settings (the items, the capacity, the bound).
    pub settings: KnapsackSettings,
    /// What the node in view has decided, if a node is in view.
    pub pack: Option<Pack>,
    /// Whether the table is for paper: the items alone, without the node in view's column.
    #[prop_or_default]
    pub paper: bool,
}

/// What the node `pack` says of item `k`: its mark, symbol and the text of its last column.
fn decided(settings: &KnapsackSettings, pack: &Pack, k: usize) -> Cell {
    let instance = &settings.instance;
    if k < pack.decided() {
        let take = pack.takes(k);
        let text = t(if take { KnapsackText::Taken } else { KnapsackText::Left });
        let (mark, symbol) = if take { ("taken", "✓") } else { ("left", "–") };
        return Cell::plain(text).marked(mark, Some(symbol));
    }
    let counted = match settings.bound {
        Bound::Simple => (k == pack.decided()).then(|| t(KnapsackText::CountedRatio).to_string()),
        Bound::Fractional if pack.weight() <= instance.capacity() => {
            let fill = instance.fill(pack);
            match fill.cut {
                Some((cut, part)) if cut == k => {
                    let cell = Cell::plain(say(
                        KnapsackText::CountedPart,
                        &[("part", &format!("{}/{}", part.num(), part.den()))],
                    ));
                    return cell.marked("cut", Some("½"));
                }
                _ => fill.whole.contains(&k).then(|| t(KnapsackText::CountedWhole).to_string()),
            }
        }
        Bound::Fractional => None,
    };
    match counted {
        Some(text) if pack.weight() <= instance.capacity() => {
            Cell::plain(text).marked("bound", Some("→"))
        }
        _ => Cell::plain(""),
    }
}

/// The items table (`data-testid=items`; each row `data-item`, its number in the input from 1,
/// `data-value`, `data-weight` and, once the node in view decides it, `data-taken` `1` or `0`).
#[component]
pub fn ItemsTable(props: &ItemsTableProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let settings = &props.settings;
    let instance = &settings.instance;
    let rows = instance.items().iter().enumerate().map(|(k, item)| {
        let ratio = Cost::ratio(i64::from(item.value), i64::from(item.weight));
        let mut cells = vec![
            Cell::plain(item_number(instance, k).to_string()),
            Cell::plain(item.weight.to_string()),
            Cell::plain(item.value.to_string()),
            Cell::plain(ratio.to_string()),
        ];
        let mut data = vec![
            ("data-item", item_number(instance, k).to_string()),
            ("data-value", item.value.to_string()),
            ("data-weight", item.weight.to_string()),
        ];
        let last = props.pack.map(|pack| decided(settings, &pack, k)).unwrap_or_default();
        if let Some(pack) = props.pack.filter(|pack| k < pack.decided()) {
            data.push(("data-taken", u8::from(pack.takes(k)).to_string()));
        }
        let mark = last.mark;
        if !props.paper {
            cells.push(last);
        }
        Row {
            header: (k + 1).to_string(),
            cells,
            mark,
            data: data.into_iter().chain([("data-testid", "item".to_string())]).collect(),
        }
    });
    let columns = [
        KnapsackText::ColItem,
        KnapsackText::ColWeight,
        KnapsackText::ColValue,
        KnapsackText::ColRatio,
        KnapsackText::ColNode,
    ];
    let columns = &columns[..columns.len() - usize::from(props.paper)];
    html! {
        <MatrixTable testid="items" caption={say(KnapsackText::ItemsCaption, &[("capacity", &instance.capacity())])}
            corner={t(KnapsackText::ColRank)} columns={columns.iter().map(|&c| t(c).to_string()).collect::<Vec<_>>()}
            rows={rows.collect::<Vec<_>>()} />
    }
}
