//! [`QuizPrint`]: one question laid out for the teacher's sheet (`quiz=print`), inside the
//! sheet's frame: its number, kind and question, the instance drawn, room to draw the tree and
//! a line for the answer, and the link that opens it as Test yourself; with `answer=1`, its
//! answer explained and the tree drawn up to it instead.

use crate::core::slug::Slugged;
use crate::model::driver::Moment;
use crate::model::i18n::{fill, t, Lang};
use crate::model::quiz::link::QuizView;
use crate::model::quiz::text::QuizText;
use crate::model::quiz::view::QuizStanding;
use crate::model::quiz::{QuizAction, QuizBrowser, QuizPage, Quizzed};
use crate::model::shell::page_address;
use crate::ui::dom;
use crate::ui::page::{BoardView, DrawnTree, SearchView};
use crate::ui::widgets::notice::Notice;
use std::marker::PhantomData;
use yew::prelude::*;

/// Props of [`QuizPrint`].
#[derive(Properties, PartialEq)]
pub struct QuizPrintProps<P: SearchView + Quizzed> {
    /// The URL's query, as key and value pairs.
    pub pairs: Vec<(String, String)>,
    /// The problem.
    #[prop_or_default]
    pub problem: PhantomData<P>,
}

/// One question of a sheet, or its answer.
#[component]
pub fn QuizPrint<P: SearchView + Quizzed>(props: &QuizPrintProps<P>) -> Html {
    use_context::<Lang>();
    let pairs = props.pairs.clone();
    let handle = crate::ui::hooks::use_driver::use_driver(move || {
        let browser = QuizBrowser {
            seed: dom::fresh_seed(),
            score: None,
            storage: true,
            score_damaged: false,
        };
        QuizPage::<P>::open(&pairs, Vec::new(), browser)
    });
    use_effect_with((), |_| dom::add_root_class("quiz-paper"));
    let quiz: &QuizPage<P> = &handle.state;
    let dismiss = handle.input.reform(|_| QuizAction::DismissNotices);
    let answer = matches!(quiz.view(), QuizView::Print { answer: true });
    let ready = quiz.standing() == QuizStanding::Ready;
    let failed = matches!(quiz.standing(), QuizStanding::Failed(_));
    let heading = fill(
        t(QuizText::QuestionNumber),
        &[("n", &quiz.number().map(|n| n.to_string()).unwrap_or_default())],
    );
    html! {
        <main class="page quiz-print print-view" data-drawn="whole" data-testid="quiz-print"
            data-ready={ready.to_string()} data-failed={failed.to_string()} data-answer={answer.to_string()}>
            // On screen only (print hides notices): what the link could not honour.
            <Notice messages={quiz.notices().to_vec()} on_dismiss={dismiss} />
            <h2 class="print-head">{ heading.trim() }{ " · " }{ P::NAME.get() }{ " · " }{ quiz.kind().label() }</h2>
            if let QuizStanding::Failed(why) = quiz.standing() {
                <p class="error">{ fill(t(QuizText::Failed), &[("why", &why)]) }</p>
            }
            if ready {
                if answer {
                    { key(quiz) }
                } else {
                    { question(quiz) }
                }
            } else {
                <p class="hint">{ t(QuizText::Preparing) }</p>
            }
        </main>
    }
}

/// The question: what is asked, the instance, room for the tree and the answer, the link.
fn question<P: SearchView + Quizzed>(quiz: &QuizPage<P>) -> Html {
    let board = quiz.board();
    let act = Callback::noop();
    let view = BoardView {
        page: board,
        trail: board.trail(),
        state: board.search().state(),
        main: true,
        side: None,
        paper: true,
        act: &act,
    };
    html! {
        <>
            { asked(quiz) }
            <div class="print-board">{ P::board(view) }</div>
            <div class="draw-here" aria-hidden="true"><span>{ t(QuizText::DrawHere) }</span></div>
            <p class="answer-line">{ t(QuizText::AnswerLabel) }</p>
            { check_online(quiz) }
        </>
    }
}

/// The question's words and hooks, and the instance in words.
fn asked<P: SearchView + Quizzed>(quiz: &QuizPage<P>) -> Html {
    let question = quiz.question();
    html! {
        <div class="quiz-question" data-testid="quiz-question" data-kind={quiz.kind().slug()}
            data-query={quiz.query()} data-k={question.and_then(|q| q.k).map(|k| k.to_string())}>
            <p class="prompt">{ quiz.prompt().unwrap_or_default() }</p>
            <p class="instance">{ P::describe(quiz.settings()) }</p>
        </div>
    }
}

/// The answer explained, with the tree drawn up to the node that shows it.
fn key<P: SearchView + Quizzed>(quiz: &QuizPage<P>) -> Html {
    let Some(shown) = quiz.shown(None) else { return Html::default() };
    let moment = quiz.moment(quiz.question().map_or_else(Moment::default, |q| q.at));
    html! {
        <>
            { asked(quiz) }
            <p class="key-answer" data-testid="quiz-key" data-expected={shown.expected.clone()}>
                <strong>{ t(QuizText::AnswerLabel) }{ " " }{ shown.expected.clone() }</strong>
            </p>
            <p class="key-why">{ shown.explanation }</p>
            <div class="key-tree">{ moment.draw::<P>(quiz.settings(), None) }</div>
        </>
    }
}

/// The link that opens the question as Test yourself, written out for paper.
fn check_online<P: SearchView + Quizzed>(quiz: &QuizPage<P>) -> Html {
    let lang = crate::model::i18n::lang().code();
    let link = page_address(&format!("{}&lang={lang}", quiz.test_link()));
    let shown = link.split_once('?').map_or(link.as_str(), |(_, query)| query).to_string();
    let code = quiz.code().map(|code| {
        // The code is drawn apart from the words around it, which keep its place for it.
        let words = fill(t(QuizText::CheckCode), &[("page", P::NAME.get())]);
        let (before, after) = words.split_once("{code}").unwrap_or((words.as_str(), ""));
        html! { <>
            { before.to_string() }<strong class="question-code" data-testid="question-code">{ code }</strong>{ after.to_string() }{ " " }
        </> }
    });
    html! {
        <div class="check-online">
            { qr_code(&link) }
            <p>
                { t(QuizText::CheckOnline) }{ " " }{ for code }
                <a href={link.clone()} target="_top" data-testid="quiz-test-link">{ format!("…/{}?{shown}", P::SLUG) }</a>
            </p>
        </div>
    }
}

/// The QR code of `link` (resolved against this page's address), for a phone's camera: its dark
/// modules as one SVG path, inside a quiet zone of four; nothing if the link cannot be coded.
fn qr_code(link: &str) -> Html {
    use qrcodegen::{QrCode, QrCodeEcc};
    let href = web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default();
    let Ok(url) = web_sys::Url::new_with_base(link, &href) else { return Html::default() };
    let Ok(code) = QrCode::encode_text(&url.href(), QrCodeEcc::Medium) else {
        return Html::default();
    };
    let (width, quiet) = (code.size(), 4);
    let mut d = String::new();
    for (y, x) in (0..width).flat_map(|y| (0..width).map(move |x| (y, x))) {
        if code.get_module(x, y) {
            d.push_str(&format!("M{} {}h1v1h-1z", x + quiet, y + quiet));
        }
    }
    let side = (width + 2 * quiet).to_string();
    html! {
        <svg class="qr-code" data-testid="quiz-qr" viewBox={format!("0 0 {side} {side}")} role="img"
            aria-label={t(QuizText::QrLabel)} shape-rendering="crispEdges">
            <rect width={side.clone()} height={side} fill="#fff" />
            <path {d} fill="#000" />
        </svg>
    }
}
