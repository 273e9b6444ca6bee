//! The knight's tour page: what the knight adds to the search page — the board (squares, or a
//! canvas for giant boards), the settings fields, the note on which tours exist, exports, the
//! count card and table, the explanation and the growth chart.

use crate::core::grid::MIN_SIDE;
use crate::core::slug::Slugged;
use crate::model::driver::RunState;
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::grid::GridText;
use crate::model::i18n::{fill, say, t};
use crate::model::page::{SearchAction, SearchPage};
use crate::problems::knight::core::count::MAX_COUNTED_SQUARES;
use crate::problems::knight::core::Algorithm;
use crate::problems::knight::model::count::countable;
use crate::problems::knight::model::growth::{measured, measurements, FIRST_SIDE, LAST_SIDE};
use crate::problems::knight::model::job::TourCount;
use crate::problems::knight::model::problem::tour_counts;
use crate::problems::knight::model::settings::{
    algorithm_name, KnightChange, MAX_GRID_SIDE, MAX_PAGE_SIDE,
};
use crate::problems::knight::model::status::theory;
use crate::problems::knight::model::text::KnightText;
use crate::problems::knight::ui::board::{ChessBoard, Mark};
use crate::problems::knight::ui::canvas_board::CanvasBoard;
use crate::problems::knight::ui::count_table::CountTable;
use crate::problems::knight::ui::explain::{explanation, move_order};
use crate::problems::knight::ui::export_buttons::ExportButtons;
use crate::problems::knight::ui::growth_chart::chart;
use crate::problems::knight::Knight;
use crate::ui::page::{on_change, BoardView, SearchView};
use crate::ui::widgets::choice_field::choice_field;
use crate::ui::widgets::count_card::{count_buttons, count_card};
use crate::ui::widgets::growth_card::{Drawer, GrowthCard, Reader};
use crate::ui::widgets::legend::Key;
use crate::ui::widgets::setting_input::SettingInput;
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// The page's actions.
type Act = Callback<SearchAction<Knight>>;

/// A settings change from a checkbox.
fn checkbox(act: &Act, change: fn(bool) -> KnightChange) -> Callback<Event> {
    act.reform(move |e: Event| {
        SearchAction::Change(change(e.target_unchecked_into::<HtmlInputElement>().checked()))
    })
}

impl SearchView for Knight {
    fn board(view: BoardView<'_, Knight>) -> Html {
        let (page, trail) = (view.page, view.trail);
        let settings = page.settings();
        let (board, start) = (settings.board, settings.start);
        let path = trail.shared_path();
        let expose_path = view.state != RunState::Running;
        let on_select = view.act.reform(SearchAction::Square);
        if board.rows() > MAX_GRID_SIDE || board.cols() > MAX_GRID_SIDE {
            return html! { <CanvasBoard {board} {path} {start} {expose_path} {on_select} /> };
        }
        let (answer, cited) = if view.main { page.practice_marks() } else { (None, Vec::new()) };
        html! {
            <ChessBoard {board} {path} {start} candidate={trail.candidate()} mark={Mark::of(trail)}
                show_numbers={settings.numbers} show_lines={settings.lines} {expose_path} {on_select}
                {answer} cited={Rc::new(cited)} />
        }
    }

    fn legend() -> Vec<Key> {
        vec![
            ("start", t(KnightText::StartMark), t(KnightText::LegendStart)),
            ("", "♞", t(KnightText::LegendKnight)),
            ("candidate", "?", t(BacktrackingText::LegendTrying)),
            ("rejected", "✗", t(KnightText::LegendRejected)),
            ("retreated", "↶", t(KnightText::LegendBacktracked)),
        ]
    }

    fn fields(page: &SearchPage<Knight>, act: &Act) -> Html {
        let settings = page.settings();
        let b = settings.board;
        let on_side = |rows: bool| {
            act.reform(move |text| SearchAction::Change(KnightChange::Side { rows, text }))
        };
        let algorithm = |e: Event| {
            Algorithm::from_slug(&e.target_unchecked_into::<HtmlSelectElement>().value())
        };
        let on_compare =
            act.reform(move |e| SearchAction::Change(KnightChange::Compare(algorithm(e))));
        let (row, col) =
            ((settings.start.row + 1).to_string(), (settings.start.col + 1).to_string());
        let (min, max) = (MIN_SIDE.to_string(), MAX_PAGE_SIDE.to_string());
        html! { <>
            <label>{ t(GridText::Rows) }
                <SettingInput number=true testid="rows" min={min.clone()} max={max.clone()} value={b.rows().to_string()} onchange={on_side(true)} />
            </label>
            <label>{ t(GridText::Columns) }
                <SettingInput number=true testid="cols" {min} {max} value={b.cols().to_string()} onchange={on_side(false)} />
            </label>
            <div class="wide">
                { choice_field(t(KnightText::Algorithm), "algo", settings.algorithm, algorithm_name, on_change(act, KnightChange::Algorithm)) }
            </div>
            <label class="wide">{ t(KnightText::CompareWith) }
                <select data-testid="compare" onchange={on_compare}>
                    <option value="" selected={settings.compare.is_none()}>{ t(KnightText::CompareNothing) }</option>
                    { for Algorithm::all().map(|a| html! {
                        <option value={a.slug()} selected={settings.compare == Some(a)}>{ algorithm_name(a) }</option>
                    }) }
                </select>
            </label>
            <p class="wide hint">{ fill(t(KnightText::StartHint), &[("row", &row), ("col", &col)]) }</p>
            <label class="check"><input type="checkbox" data-testid="closed" checked={settings.closed}
                onchange={checkbox(act, KnightChange::Closed)} />{ t(KnightText::ClosedOnly) }</label>
            <label class="check"><input type="checkbox" checked={settings.numbers}
                onchange={checkbox(act, KnightChange::Numbers)} />{ t(KnightText::MoveNumbers) }</label>
            <label class="check"><input type="checkbox" checked={settings.lines}
                onchange={checkbox(act, KnightChange::Lines)} />{ t(KnightText::PathLines) }</label>
        </> }
    }

    fn count_card(page: &SearchPage<Knight>, act: &Act) -> Html {
        let settings = page.settings();
        let body = if !countable(settings) {
            html! { <p class="hint">{ fill(t(KnightText::CountLimit), &[("max", &MAX_COUNTED_SQUARES.to_string())]) }</p> }
        } else {
            let how =
                if settings.closed { KnightText::CountHowClosed } else { KnightText::CountHowAll };
            let start = settings.start;
            let count = |c: TourCount| act.reform(move |_: MouseEvent| SearchAction::Count(c));
            let buttons = html! { <>
                <button type="button" data-testid="count-square" onclick={count(TourCount::From(start))}>
                    { say(KnightText::FromSquare, &[("row", &(start.row + 1)), ("col", &(start.col + 1))]) }</button>
                <button type="button" class="primary" data-testid="count-all" onclick={count(TourCount::EverySquare)}>
                    { t(KnightText::FromEverySquare) }</button>
            </> };
            html! { <>
                <p class="hint">{ say(how, &[("workers", &page.count_workers())]) }</p>
                <div class="buttons">{ count_buttons(page, act, buttons) }</div>
            </> }
        };
        count_card(page, t(KnightText::CountEvery), body)
    }

    fn explanation(page: &SearchPage<Knight>, act: &Act) -> Html {
        let algorithm = page.settings().algorithm;
        let switch = act.reform(|a| SearchAction::Change(KnightChange::Algorithm(a)));
        html! {
            <section class="card explain">
                <h2>{ fill(t(KnightText::HowItWorks), &[("name", algorithm_name(algorithm))]) }</h2>
                { explanation(algorithm, switch) }
            </section>
        }
    }

    /// The growth chart's card.
    fn growth_card() -> Html {
        let (first, last) = (FIRST_SIDE.to_string(), LAST_SIDE.to_string());
        let text = fill(t(KnightText::GrowthText), &[("first", &first), ("last", &last)]);
        let jobs = Rc::new(measurements().into_iter().map(|m| m.job()).collect());
        html! {
            <GrowthCard<Knight> title={t(KnightText::GrowthTitle)} start={t(KnightText::GrowthStart)} {text} {jobs} value={measured as Reader<Knight>} chart={chart as Drawer} />
        }
    }

    /// Plain backtracking's practice shows the fixed order of the eight jumps around a knight:
    /// the learner applies it to the board (numbering the squares would give the answer away).
    fn practice_options(page: &SearchPage<Knight>, _: &Act) -> Html {
        match page.settings().algorithm {
            Algorithm::Backtracking => move_order(),
            _ => Html::default(),
        }
    }

    fn above_board(page: &SearchPage<Knight>, _: &Act) -> Html {
        let settings = page.settings();
        html! { <p class="theory" data-testid="theory">{ theory(settings.board, settings.start) }</p> }
    }

    fn below_board(page: &SearchPage<Knight>) -> Html {
        let board = page.settings().board;
        let path = page.trail().shared_path();
        let counting = page.count();
        html! { <>
            if !path.is_empty() && page.search().state() != RunState::Running {
                <ExportButtons {board} {path} />
            }
            if counting.state() != RunState::Idle {
                <section class="card" aria-label={t(KnightText::ToursFromEachSquare)}>
                    <h2>{ t(KnightText::ToursFromEachSquareHeading) }</h2>
                    <CountTable {board} results={Rc::new(tour_counts(counting.found()))} />
                </section>
            }
        </> }
    }
}

/// The knight's page, for the URL's query `pairs` with the shell's `notices` (the program in
/// `programs/src/bin/knight.rs` hands it to the shell).
pub fn page(pairs: &[(String, String)], notices: Vec<String>) -> Html {
    crate::ui::page::page::<Knight>(pairs, notices)
}
