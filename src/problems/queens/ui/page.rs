//! The n-queens page: what n-queens adds to the search page — the board, the settings fields,
//! the drills, the solutions found, the count card, the explanation and the growth chart.

use crate::core::grid::Square;
use crate::core::search::Event as SearchEvent;
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::{say, t};
use crate::model::page::{SearchAction, SearchPage};
use crate::model::problem::ReplayOf;
use crate::problems::queens::core::{Conflict, MAX_ANIMATED_N};
use crate::problems::queens::model::growth::{growth_jobs, tree_size, FIRST_N, LAST_N};
use crate::problems::queens::model::practice::Drill;
use crate::problems::queens::model::settings::QueensChange;
use crate::problems::queens::model::status::columns_text;
use crate::problems::queens::model::text::QueensText;
use crate::problems::queens::ui::board::QueensBoard;
use crate::problems::queens::ui::explain::explanation;
use crate::problems::queens::ui::growth_chart::chart;
use crate::problems::queens::Queens;
use crate::ui::page::drill_field::drill_field;
use crate::ui::page::found::{found_list, shown_line};
use crate::ui::page::{on_change, BoardView, SearchView};
use crate::ui::widgets::compare::compare_check;
use crate::ui::widgets::count_card::one_count_card;
use crate::ui::widgets::growth_card::{Drawer, GrowthCard, Reader};
use crate::ui::widgets::legend::Key;
use crate::ui::widgets::mode_field::mode_field;
use crate::ui::widgets::setting_input::SettingInput;
use crate::ui::widgets::solution_list::Listed;
use std::rc::Rc;
use yew::prelude::*;

/// The page's actions.
type Act = Callback<SearchAction<Queens>>;

/// The candidate the last event rejected, and why.
fn rejection(trail: &ReplayOf<Queens>) -> Option<(Square, Conflict)> {
    match trail.last() {
        Some(SearchEvent::Reject { at, why }) => Some((at, why)),
        _ => None,
    }
}

impl SearchView for Queens {
    fn board(view: BoardView<'_, Queens>) -> Html {
        let (page, trail) = (view.page, view.trail);
        let n = page.settings().n;
        if !view.main {
            let queens = trail.shared_path();
            return html! {
                <QueensBoard {n} {queens} candidate={trail.candidate()} rejected={rejection(trail)} />
            };
        }
        let on_show = page.viewing().is_none();
        let queens = Rc::new(page.shown_path());
        let candidate = trail.candidate().filter(|_| on_show);
        let rejected = rejection(trail).filter(|_| on_show);
        let (answer, cited) = page.practice_marks();
        let practising = page.practising();
        let on_select =
            (practising && page.asked().is_some()).then(|| view.act.reform(SearchAction::Square));
        html! {
            <QueensBoard {n} {queens} {candidate} {rejected} show_attacks={!practising} {answer}
                cited={Rc::new(cited)} {on_select} />
        }
    }

    fn legend() -> Vec<Key> {
        vec![
            ("", "♛", t(QueensText::LegendQueen)),
            ("attacked", "×", t(QueensText::LegendAttacked)),
            ("candidate", "?", t(BacktrackingText::LegendTrying)),
            ("rejected", "✗", t(QueensText::LegendRejected)),
        ]
    }

    fn fields(page: &SearchPage<Queens>, act: &Act) -> Html {
        let settings = page.settings();
        let modes = (t(BacktrackingText::FirstSolution), t(BacktrackingText::AllSolutions));
        html! { <>
            <label>{ t(QueensText::NQueens) }
                <SettingInput number=true testid="n" min="1" max={MAX_ANIMATED_N.to_string()} value={settings.n.to_string()} onchange={on_change(act, QueensChange::N)} />
            </label>
            { mode_field(t(BacktrackingText::Find), settings.mode, modes, on_change(act, QueensChange::Mode)) }
            { compare_check(t(QueensText::CompareBrute), settings.compare, on_change(act, QueensChange::Compare)) }
        </> }
    }

    fn count_card(page: &SearchPage<Queens>, act: &Act) -> Html {
        let label = say(QueensText::CountFor, &[("n", &page.settings().n)]);
        one_count_card(page, act, t(QueensText::CountAll), QueensText::CountHint, label)
    }

    fn explanation(page: &SearchPage<Queens>, _: &Act) -> Html {
        html! {
            <section class="card explain">
                <h2>{ t(BacktrackingText::HowBacktracking) }</h2>
                { explanation(page.settings().n, page.trail().stats().nodes) }
            </section>
        }
    }

    /// The growth chart's card.
    fn growth_card() -> Html {
        let text = say(QueensText::GrowthText, &[("first", &FIRST_N), ("last", &LAST_N)]);
        html! {
            <GrowthCard<Queens> title={t(QueensText::GrowthTitle)} start={t(QueensText::GrowthStart)} {text}
                jobs={Rc::new(growth_jobs())} value={tree_size as Reader<Queens>} chart={chart as Drawer} />
        }
    }

    fn practice_options(page: &SearchPage<Queens>, act: &Act) -> Html {
        let name = |drill| {
            t(if drill == Drill::Safe { QueensText::DrillSafe } else { QueensText::DrillPlace })
        };
        drill_field(page, act, t(BacktrackingText::Decide), name)
    }

    fn above_board(page: &SearchPage<Queens>, act: &Act) -> Html {
        let columns =
            |shown: &[Square]| say(QueensText::Columns, &[("columns", &columns_text(shown))]);
        shown_line(page, act, columns).unwrap_or_default()
    }

    fn in_player(page: &SearchPage<Queens>, act: &Act) -> Html {
        let listed =
            |s: &[Square]| Listed { label: columns_text(s), hook: columns_text(s), x: None };
        found_list(page, act, t(BacktrackingText::SolutionsFound), listed)
    }
}

/// The queens page, for the URL's query `pairs` with the shell's `notices` (the program in
/// `programs/src/bin/queens.rs` hands it to the shell).
pub fn page(pairs: &[(String, String)], notices: Vec<String>) -> Html {
    crate::ui::page::page::<Queens>(pairs, notices)
}
