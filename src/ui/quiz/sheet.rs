//! [`QuizSheet`]: the teacher's sheet (`quiz=sheet`), a shell that every search page's program
//! serves: each question is a frame of its own page's print view (each page is its own
//! program), sized to its content, a few loading at a time, each frozen once ready (its
//! program let go); then the answer key on its own pages. A question that fails is named, with
//! Try again. The browser prints it as it stands.

use super::frames::{fit_frames, print, reload_frame, Frames};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{fill, lang, t, Lang};
use crate::model::problem::slugs;
use crate::model::quiz::sheet::{Sheet, SheetQuestion};
use crate::model::quiz::text::QuizText;
use crate::model::shell::page_address;
use crate::problems::{tabs, QuizPages};
use crate::ui::dom;
use crate::ui::hooks::interval::Interval;
use crate::ui::widgets::notice::Notice;
use std::rc::Rc;
use yew::prelude::*;

/// How many frames load at once, beyond those ready.
const AT_ONCE: usize = 3;

/// Props of [`QuizSheet`].
#[derive(Properties, PartialEq)]
pub struct QuizSheetProps {
    /// The URL's query, as key and value pairs.
    pub pairs: Vec<(String, String)>,
    /// The shell's notices about it.
    pub notices: Vec<String>,
    /// The page serving the sheet (its link keeps it).
    pub slug: &'static str,
}

/// The name of the page `slug`.
fn name(slug: &str) -> &'static str {
    tabs().into_iter().find(|(s, _)| *s == slug).map_or("", |(_, name)| name.get())
}

/// The teacher's sheet.
#[component]
pub fn QuizSheet(props: &QuizSheetProps) -> Html {
    use_context::<Lang>();
    let made = use_memo((), {
        let (pairs, notices) = (props.pairs.clone(), props.notices.clone());
        move |_| {
            let mut notices = notices;
            let sheet =
                Sheet::from_link(&pairs, &slugs::<QuizPages>(), dom::fresh_seed(), &mut notices);
            (sheet, notices)
        }
    });
    let (sheet, notices) = (&made.0, &made.1);
    let slug = props.slug;
    use_effect_with(sheet.link(slug), |link| dom::replace_query(link));
    let frames = use_state(Frames::default);
    {
        let frames = frames.clone();
        let last = use_mut_ref(Frames::default);
        use_effect_with((), move |_| {
            let interval = Interval::start(250, move |_| {
                let now = fit_frames();
                if now != *last.borrow() {
                    *last.borrow_mut() = now.clone();
                    frames.set(now);
                }
            });
            move || drop(interval)
        });
    }
    let ready = frames.ready;
    let questions = Rc::new(sheet.questions());
    let total = questions.len() * 2;
    // A failed frame holds its place among those loading until it is tried again.
    let shown = (ready + frames.failed.len() + AT_ONCE).min(total);
    let dismissed = use_state(|| false);
    let notices = if *dismissed { Vec::new() } else { notices.clone() };
    html! {
        <main id="main" tabindex="-1" class="page quiz-sheet print-view" data-drawn="whole" data-testid="quiz-sheet"
            data-ready={(ready >= total).to_string()} data-count={sheet.count.to_string()}
            data-failed={frames.failed.len().to_string()}>
            { tools(sheet, slug, ready, total) }
            { failures(&frames.failed, &questions) }
            <Notice messages={notices} on_dismiss={Callback::from(move |_| dismissed.set(true))} />
            <section class="sheet-paper" aria-label={t(QuizText::SheetTitle)}>
                <header class="sheet-head">
                    <h1>{ t(QuizText::SheetTitle) }</h1>
                    <p class="sheet-name">{ t(QuizText::SheetName) }{ ": " }</p>
                    <p>{ t(QuizText::SheetIntro) }</p>
                </header>
                { for questions.iter().enumerate().map(|(i, q)| frame(q, false, i < shown)) }
            </section>
            <section class="sheet-paper answer-key" aria-label={t(QuizText::AnswerKey)}>
                <h1>{ t(QuizText::AnswerKey) }</h1>
                { for questions.iter().enumerate().map(|(i, q)| frame(q, true, questions.len() + i < shown)) }
            </section>
        </main>
    }
}

/// The frame of question `q` (or of its answer), once it may load.
fn frame(q: &SheetQuestion, answer: bool, load: bool) -> Html {
    let title =
        fill(t(QuizText::SheetFrame), &[("n", &q.number.to_string()), ("problem", name(q.slug))]);
    let key = format!("{}-{answer}", q.number);
    if !load {
        return html! { <div {key} class="sheet-frame waiting" aria-hidden="true"></div> };
    }
    html! {
        <iframe {key} class="sheet-frame" data-testid="quiz-frame" data-slug={q.slug} data-seed={q.seed.to_string()}
            data-number={q.number.to_string()} data-answer={answer.to_string()}
            src={q.print_address(answer, lang())} {title} scrolling="no"></iframe>
    }
}

/// The questions that failed (not printed), each named, with Try again.
fn failures(failed: &[(u32, bool)], questions: &[SheetQuestion]) -> Html {
    if failed.is_empty() {
        return Html::default();
    }
    let item = |&(number, answer): &(u32, bool)| {
        let slug = questions.iter().find(|q| q.number == number).map_or("", |q| q.slug);
        let key = if answer { QuizText::SheetAnswerFailed } else { QuizText::SheetQuestionFailed };
        let text = fill(t(key), &[("n", &number.to_string()), ("problem", name(slug))]);
        html! {
            <li data-testid="quiz-frame-failed" data-number={number.to_string()} data-answer={answer.to_string()}>
                { text }{ " " }
                <button type="button" data-testid="try-again" onclick={Callback::from(move |_: MouseEvent| reload_frame(number, answer))}>
                    { t(CommonText::TryAgain) }</button>
            </li>
        }
    };
    html! {
        <div class="notice sheet-failures no-print" role="alert">
            <ul>{ for failed.iter().map(item) }</ul>
        </div>
    }
}

/// The tools above the sheet (not printed): how far it is, Print, and another sheet.
fn tools(sheet: &Sheet, slug: &'static str, ready: usize, total: usize) -> Html {
    let kept = dom::kept_params();
    let another = Sheet { seed: crate::model::quiz::seed::mix(sheet.seed, 1), ..sheet.clone() };
    let another = page_address(&format!("{}{kept}", another.link(slug)));
    let state = if ready >= total {
        fill(t(QuizText::SheetReady), &[("total", &sheet.count.to_string())])
    } else {
        let args = [
            ("ready", ready.div_ceil(2).min(sheet.count as usize).to_string()),
            ("total", sheet.count.to_string()),
        ];
        fill(t(QuizText::SheetPreparing), &args.each_ref().map(|(k, v)| (*k, v.as_str())))
    };
    html! {
        <div class="sheet-tools no-print">
            <div class="intro">
                <h1>{ t(QuizText::SheetTitle) }</h1>
                <p role="status" data-testid="quiz-sheet-state">{ state }</p>
            </div>
            <div class="buttons">
                <button type="button" class="primary" data-testid="quiz-print-sheet" onclick={Callback::from(|_: MouseEvent| print())}>
                    { t(QuizText::SheetPrint) }</button>
                <a class="button" href={another} data-testid="quiz-another">{ t(QuizText::SheetMake) }</a>
            </div>
            <p class="hint">{ fill(t(QuizText::SheetSeed), &[("seed", &sheet.seed.to_string())]) }{ " · " }
                { sheet.problems.iter().map(|s| name(s)).collect::<Vec<_>>().join(", ") }</p>
        </div>
    }
}
