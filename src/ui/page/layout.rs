//! The search page's parts, laid out: the stage (status, practice, the board or the compare
//! sides, the tree, the legend) and the panel (the player, the code, the settings, the count,
//! the explanation and the growth chart).

use super::problem::{BoardView, DrawnTree, SearchView};
use crate::model::driver::{Control, RunState};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{t, PageMessages};
use crate::model::page::{SearchAction, SearchPage};
use crate::model::player::Player;
use crate::model::practice::Answer;
use crate::model::quiz::text::QuizText;
use crate::model::shell::page_address;
use crate::ui::dom;
use crate::ui::widgets::code_panel::compared_code::ComparedCode;
use crate::ui::widgets::code_panel::{learn_tabs, CodePanel};
use crate::ui::widgets::compare::CompareSide;
use crate::ui::widgets::copy_link::CopyLink;
use crate::ui::widgets::legend::legend;
use crate::ui::widgets::notice::Notice;
use crate::ui::widgets::page_intro::PageIntro;
use crate::ui::widgets::player_card::PlayerCard;
use crate::ui::widgets::practice_card::PracticeCard;
use crate::ui::widgets::practice_switch::PracticeSwitch;
use crate::ui::widgets::tabs::Tabs;
use std::rc::Rc;
use yew::prelude::*;

/// The page's actions.
type Act<P> = Callback<SearchAction<P>>;

/// How wide the page is, which chooses its layout.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Width {
    /// A phone: code, stack and tree in tabs below the board.
    Phone,
    /// A desk: the board (and tree) with the player and code in a side panel.
    Desk,
    /// A lecture screen: the player above the board, so that the code beside it starts at the
    /// top and board, tree and code fit a laptop's height.
    Lecture,
}

/// The whole page, laid out for `width`; `whole` is false in the first frame, which draws only
/// the intro, the status, the board and the player (the rest follows in the next frame, so that
/// a phone lays out the page in two short tasks instead of one long one).
pub(super) fn page<P: SearchView>(
    page: &SearchPage<P>,
    act: &Act<P>,
    width: Width,
    whole: bool,
) -> Html {
    let dismiss = act.reform(|_| SearchAction::DismissNotices);
    html! {
        <main id="main" tabindex="-1" class={classes!("page", "search-page", P::SLUG)}
            data-drawn={whole.then_some("whole")}>
            <PageIntro title={P::NAME.get()} text={t(P::Messages::INTRO)} notices={link_notices(page)} on_dismiss={dismiss} />
            <div class="layout">
                { stage(page, act, width, whole) }
                { panel(page, act, width, whole) }
            </div>
        </main>
    }
}

/// Where a click on a node of the tree answers practice's question: while a question whose
/// buttons name nodes is asked.
fn pick<P: SearchView>(page: &SearchPage<P>, act: &Act<P>) -> Option<Callback<String>> {
    page.asked().filter(|question| !question.choices.is_empty())?;
    Some(act.reform(|value| SearchAction::Answer(Answer::Choice(value))))
}

/// The notices about the link, shown at the top of the page (those about a typed value are
/// shown by the fields).
fn link_notices<P: SearchView>(page: &SearchPage<P>) -> Vec<String> {
    if page.notices_by_fields() {
        Vec::new()
    } else {
        page.notices().to_vec()
    }
}

/// The state-space tree of the watched search, if the page draws one.
fn tree<P: SearchView>(page: &SearchPage<P>, act: &Act<P>) -> Option<Html> {
    page.shows_tree().then(|| page.trail().draw::<P>(page.settings(), pick(page, act)))
}

fn stage<P: SearchView>(page: &SearchPage<P>, act: &Act<P>, width: Width, whole: bool) -> Html {
    let phone = width == Width::Phone;
    let state = page.search().state();
    let tree = tree(page, act);
    let board = P::board(BoardView {
        page,
        trail: page.trail(),
        state,
        main: true,
        side: None,
        paper: false,
        act,
    });
    let beside = match (phone, tree.clone()) {
        (false, Some(tree)) => html! {
            <div class="duo">
                { board }
                <section class="card tree-card" aria-label={t(CommonText::StateSpaceTree)}>
                    <h2>{ t(CommonText::StateSpaceTree) }</h2>
                    { tree }
                </section>
            </div>
        },
        _ => board,
    };
    html! {
        <section class="stage" aria-label={t(P::Messages::STAGE_LABEL)}>
            <p class={classes!("status", state.name())} aria-live="polite" data-testid="status">{ page.status() }</p>
            if width == Width::Lecture {
                { player_card(page, act, false) }
            }
            if page.practising() {
                { practice_card(page, act) }
            }
            { P::above_board(page, act) }
            if page.comparing() {
                { compare_sides(page, act) }
            } else {
                { beside }
            }
            { legend(&P::legend()) }
            if width == Width::Lecture && !page.comparing() {
                <div class="player-parts">{ P::in_player(page, act) }</div>
            }
            if whole && phone && !page.comparing() {
                { learn(page, tree) }
            }
            if whole {
                { P::below_board(page) }
            }
        </section>
    }
}

fn practice_card<P: SearchView>(page: &SearchPage<P>, act: &Act<P>) -> Html {
    html! {
        <PracticeCard on_toggle={act.reform(SearchAction::Practise)} session={page.practice().clone()}
            asked={page.asked()} best={page.best()} finished={page.search().state() == RunState::Finished}
            on_answer={act.reform(SearchAction::Answer)} input={act.reform(SearchAction::Control)}>
            { P::practice_options(page, act) }
        </PracticeCard>
    }
}

fn compare_sides<P: SearchView>(page: &SearchPage<P>, act: &Act<P>) -> Html {
    let sides = page.comparison().parts().iter().zip(page.sides());
    html! {
        <div class="compare-sides">
            { for sides.map(|(side, info)| {
                let view = BoardView { page, trail: side.trail(), state: side.state(), main: false, side: Some(info), paper: false, act };
                // Each side keeps its own tree, so the two searches' trees can be compared.
                html! {
                    <CompareSide algo={info.slug} name={info.name} state={side.state()}
                        status={page.side_status(side)} figures={P::side_figures(page.settings(), info, side)}>
                        { P::board(view) }
                        if page.shows_tree() {
                            { side.trail().draw::<P>(page.settings(), None) }
                        }
                    </CompareSide>
                }
            }) }
        </div>
    }
}

/// The phone's tabs under the board: the watched search's code, its stack and its tree.
fn learn<P: SearchView>(page: &SearchPage<P>, tree: Option<Html>) -> Html {
    let (program, code) = page.code();
    html! { <Tabs label={t(CommonText::HowSearchWorks)} tabs={learn_tabs(Rc::new(program), code, tree)} /> }
}

/// The watched search's code panel, in the side panel.
fn code_card<P: SearchView>(page: &SearchPage<P>) -> Html {
    let (program, code) = page.code();
    html! { <CodePanel program={Rc::new(program)} state={code} /> }
}

fn panel<P: SearchView>(page: &SearchPage<P>, act: &Act<P>, width: Width, whole: bool) -> Html {
    html! {
        <aside class="panel">
            if width != Width::Lecture {
                { player_card(page, act, true) }
            }
            if whole {
                { panel_cards(page, act, width) }
            }
        </aside>
    }
}

/// The side panel's cards under the player: the code, the settings, the count, the explanation
/// and the growth chart.
fn panel_cards<P: SearchView>(page: &SearchPage<P>, act: &Act<P>, width: Width) -> Html {
    html! {
        <>
            if page.comparing() {
                <ComparedCode sides={page.sides_code()} />
            } else if width != Width::Phone {
                { code_card(page) }
            }
            <section class="card">
                <h2>{ t(CommonText::BoardAndSearch) }</h2>
                if page.notices_by_fields() {
                    <Notice messages={page.notices().to_vec()} on_dismiss={act.reform(|_| SearchAction::DismissNotices)} reveal=true />
                }
                <div class="fields">
                    { P::fields(page, act) }
                    <PracticeSwitch enabled={page.common().practice} on_toggle={act.reform(SearchAction::Practise)} />
                    <CopyLink />
                    if P::QUIZ {
                        <a class="button" href={quiz_link::<P>()} data-testid="quiz-link">{ t(QuizText::Title) }</a>
                    }
                </div>
            </section>
            { P::count_card(page, act) }
            { P::explanation(page, act) }
            { P::growth_card() }
        </>
    }
}

/// Test yourself on this page: a question about a small instance made from a fresh seed.
fn quiz_link<P: SearchView>() -> String {
    page_address(&format!("?p={}&quiz=1{}", P::SLUG, dom::kept_params()))
}

/// The player's card: the watched search's, or the one player that drives both sides of a
/// comparison.
/// The player card; `inside` says whether the page's own player parts (its solutions, say) go
/// in it, or (in the lecture layout, where a growing player would move the board) below the board.
fn player_card<P: SearchView>(page: &SearchPage<P>, act: &Act<P>, inside: bool) -> Html {
    let on_input = act.reform(SearchAction::Control);
    let on_speed = act.reform(|speed| SearchAction::Control(Control::SetSpeed(speed)));
    let page_state = page.run_state();
    if page.comparing() {
        let both = page.comparison();
        return html! {
            <PlayerCard {page_state} state={both.state()} speed={page.common().speed}
                can_step_back={both.parts().iter().any(Player::can_step_back)}
                failure={both.failure().map(String::from)} {on_input} {on_speed} figures={Vec::new()} />
        };
    }
    let search = page.search();
    html! {
        <PlayerCard {page_state} settling={search.is_stopping() || search.is_seeking()} state={search.state()} speed={search.speed()}
            can_step_back={search.can_step_back()} failure={search.failure().map(String::from)}
            {on_input} {on_speed} figures={page.figures()}>
            if inside {
                { P::in_player(page, act) }
            }
        </PlayerCard>
    }
}
