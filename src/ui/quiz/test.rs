//! [`QuizTest`]: Test yourself (`quiz=1`) on a search page: the instance on the board (never
//! its answer; the tree stays hidden), the question card, and the score kept on the device.

use super::card::{Asked, QuizCard};
use crate::model::i18n::{t, Lang};
use crate::model::page::SearchAction;
use crate::model::quiz::text::QuizText;
use crate::model::quiz::{QuizAction, QuizBrowser, QuizPage, Quizzed};
use crate::model::shell::page_address;
use crate::ui::dom;
use crate::ui::page::{BoardView, SearchView};
use crate::ui::widgets::legend::legend;
use crate::ui::widgets::notice::Notice;
use crate::ui::widgets::player_card::run_badge;
use std::marker::PhantomData;
use yew::prelude::*;

/// Props of [`QuizTest`].
#[derive(Properties, PartialEq)]
pub struct QuizTestProps<P: SearchView + Quizzed> {
    /// The URL's query, as key and value pairs.
    pub pairs: Vec<(String, String)>,
    /// The shell's notices about it.
    pub notices: Vec<String>,
    /// The problem.
    #[prop_or_default]
    pub problem: PhantomData<P>,
}

/// Where the quiz's score on page `slug` is kept on the device.
fn score_key(slug: &str) -> String {
    format!("runut-quiz-{slug}")
}

/// What the quiz finds in this browser: a fresh seed, the score kept for problem `P` (a damaged
/// one dropped, and said), and whether storage works (found without touching the score, which
/// a browser that refuses reading but allows writing would otherwise lose).
fn browser<P: Quizzed>() -> QuizBrowser {
    let (score, score_damaged) = dom::stored_best(&score_key(P::SLUG));
    QuizBrowser { seed: dom::fresh_seed(), score, storage: dom::storage_works(), score_damaged }
}

/// Test yourself on problem `P`'s page.
#[component]
pub fn QuizTest<P: SearchView + Quizzed>(props: &QuizTestProps<P>) -> Html {
    use_context::<Lang>();
    let (pairs, notices) = (props.pairs.clone(), props.notices.clone());
    let handle = crate::ui::hooks::use_driver::use_driver(move || {
        QuizPage::<P>::open(&pairs, notices, browser::<P>())
    });
    let quiz: &QuizPage<P> = &handle.state;
    let act = handle.input.clone();
    use_effect_with(quiz.link(), |link| dom::replace_query(link));
    {
        let act = act.clone();
        use_effect_with(quiz.score(), move |score| {
            if score.asked > 0 && !dom::store(&score_key(P::SLUG), &score.to_text()) {
                act.emit(QuizAction::StorageRefused);
            }
        });
    }
    let dismiss = act.reform(|_| QuizAction::DismissNotices);
    let title = format!("{} · {}", t(QuizText::Title), P::NAME.get());
    html! {
        <main id="main" tabindex="-1" class={classes!("page", "quiz-page", P::SLUG)} data-drawn="whole">
            <div class="intro">
                <h1>{ title }</h1>
                <p>{ t(QuizText::Intro) }</p>
            </div>
            <Notice messages={quiz.notices().to_vec()} on_dismiss={dismiss} />
            <div class="layout">
                { stage(quiz, &act) }
                <aside class="panel">
                    { card(quiz, &act) }
                    { links(quiz) }
                    { code_form::<P>() }
                </aside>
            </div>
        </main>
    }
}

/// The instance: its description and its board, which a click may answer on.
fn stage<P: SearchView + Quizzed>(quiz: &QuizPage<P>, act: &Callback<QuizAction<P>>) -> Html {
    let clicks = {
        let act = act.clone();
        Callback::from(move |action: SearchAction<P>| {
            if let SearchAction::Square(square) = action {
                act.emit(QuizAction::Click(square));
            }
        })
    };
    let board = quiz.board();
    let view = BoardView {
        page: board,
        trail: board.trail(),
        state: board.search().state(),
        main: true,
        side: None,
        paper: false,
        act: &clicks,
    };
    let about = if quiz.own() {
        t(QuizText::Own).to_string()
    } else {
        crate::model::i18n::say(QuizText::Generated, &[("seed", &quiz.seed())])
    };
    html! {
        <section class="stage" aria-label={t(QuizText::Instance)}>
            <p class={classes!("status", quiz.run_state().name())} data-testid="status">
                { run_badge(quiz.run_state()) }{ " " }{ P::describe(quiz.settings()) }
            </p>
            <p class="hint">{ about }</p>
            { P::board(view) }
            { legend(&P::legend()) }
            <p class="hint">{ t(QuizText::TreeHidden) }</p>
        </section>
    }
}

fn card<P: SearchView + Quizzed>(quiz: &QuizPage<P>, act: &Callback<QuizAction<P>>) -> Html {
    let asked = quiz.question().zip(quiz.prompt()).map(|(question, prompt)| Asked {
        kind: question.kind,
        k: question.k,
        query: quiz.query(),
        prompt,
        form: question.kind.wants_vector().then(|| P::WORDS.form.get()),
    });
    let kept = dom::kept_params();
    let show_me = quiz.show_me().map(|query| page_address(&format!("{query}{kept}")));
    let at = quiz.question().map_or(0, |q| q.at.node);
    html! {
        <QuizCard standing={quiz.standing()} {asked} field={quiz.field().to_string()} verdict={quiz.verdict()}
            unread={quiz.unread()} {show_me} {at} score={quiz.score()}
            on_type={act.reform(QuizAction::Type)} on_submit={act.reform(|_| QuizAction::Submit)}
            on_next={act.reform(|_| QuizAction::Next)} on_retry={act.reform(|_| QuizAction::Retry)} />
    }
}

/// Back to the page with this instance, and the teacher's sheet.
fn links<P: SearchView + Quizzed>(quiz: &QuizPage<P>) -> Html {
    let kept = dom::kept_params();
    let back = page_address(&format!("{}{kept}", P::query(quiz.settings())));
    let sheet = page_address(&format!("?p={}&quiz=sheet{kept}", P::SLUG));
    html! {
        <p class="quiz-links">
            <a href={back} data-testid="quiz-leave">{ t(QuizText::LeaveQuiz) }</a>
            { " · " }
            <a href={sheet} data-testid="quiz-sheet-link">{ t(QuizText::SheetLink) }</a>
        </p>
    }
}

/// A question's code, as a printed sheet gives it, typed to open that question here: the page
/// loads again with `question=` (and what every link of the page keeps).
fn code_form<P: SearchView + Quizzed>() -> Html {
    let field = NodeRef::default();
    let onsubmit = {
        let field = field.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Some(input) = field.cast::<web_sys::HtmlInputElement>() else { return };
            let code = js_sys::encode_uri_component(input.value().trim());
            let query = format!("?p={}&quiz=1&question={code}{}", P::SLUG, dom::kept_params());
            if let Some(window) = web_sys::window() {
                let _ = window.location().set_href(&page_address(&query));
            }
        })
    };
    html! {
        <form class="card question-code-form" data-testid="question-code-form" {onsubmit}>
            <label>{ t(QuizText::CodeLabel) }
                <input type="text" ref={field} data-testid="question-code-field" required=true
                    autocomplete="off" spellcheck="false" autocapitalize="characters" placeholder="4K7-M2Q-X9T" />
            </label>
            <button type="submit" data-testid="question-code-open">{ t(QuizText::CodeOpen) }</button>
            <p class="hint">{ t(QuizText::CodeHint) }</p>
        </form>
    }
}
