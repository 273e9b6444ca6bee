//! [`QuizCard`]: Test yourself's question card: the kind and the question, the answer field
//! and Check, the verdict explained with Show me and the next question, and the score.

use crate::core::slug::Slugged;
use crate::model::i18n::{fill, t, Lang};
use crate::model::practice::Score;
use crate::model::quiz::text::QuizText;
use crate::model::quiz::view::{QuizStanding, Shown};
use crate::model::quiz::Kind;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// What the card shows of the question asked.
#[derive(Clone, Debug, PartialEq)]
pub struct Asked {
    /// Its kind.
    pub kind: Kind,
    /// The node it names.
    pub k: Option<u32>,
    /// The instance as its page's link's query (`data-query`).
    pub query: String,
    /// The question in words.
    pub prompt: String,
    /// How to write a vector, for a question that wants one.
    pub form: Option<&'static str>,
}

/// Props of [`QuizCard`].
#[derive(Properties, PartialEq)]
pub struct QuizCardProps {
    /// Where the quiz stands.
    pub standing: QuizStanding,
    /// The question, once asked.
    pub asked: Option<Asked>,
    /// The answer field's text.
    pub field: String,
    /// The verdict on the answer, once given.
    pub verdict: Option<Shown>,
    /// What to say of an answer not understood.
    pub unread: Option<String>,
    /// Where Show me goes.
    pub show_me: Option<String>,
    /// The node Show me opens at.
    pub at: u64,
    /// The score on this device.
    pub score: Score,
    /// The field's text, as typed.
    pub on_type: Callback<String>,
    /// Check the answer.
    pub on_submit: Callback<()>,
    /// The next question.
    pub on_next: Callback<()>,
    /// Run the search again after it failed.
    pub on_retry: Callback<()>,
}

/// The question card of Test yourself.
#[component]
pub fn QuizCard(props: &QuizCardProps) -> Html {
    use_context::<Lang>();
    let score = props.score;
    let score_text = if score.asked == 0 {
        t(QuizText::ScoreNone).to_string()
    } else {
        let args = [("correct", &score.correct.to_string()), ("asked", &score.asked.to_string())];
        fill(t(QuizText::Score), &args.map(|(k, v)| (k, v.as_str())))
    };
    html! {
        <section class="card quiz-card" aria-label={t(QuizText::Question)}>
            <div class="card-head">
                <h2>{ t(QuizText::Question) }</h2>
                <p class="quiz-score" data-testid="quiz-score" data-correct={score.correct.to_string()}
                    data-asked={score.asked.to_string()}>{ score_text }</p>
            </div>
            { standing(props) }
            if let Some(asked) = &props.asked {
                { question(asked) }
                { answer(props, asked) }
            }
            { verdict(props) }
            if props.asked.is_some() || matches!(props.standing, QuizStanding::Ready) {
                { next(props) }
            }
        </section>
    }
}

/// While the search runs, or after it failed.
fn standing(props: &QuizCardProps) -> Html {
    match &props.standing {
        QuizStanding::Preparing => {
            html! { <p class="hint" role="status">{ t(QuizText::Preparing) }</p> }
        }
        QuizStanding::Failed(why) => html! {
            <div class="error" role="alert">
                <p>{ fill(t(QuizText::Failed), &[("why", why)]) }</p>
                <button type="button" data-testid="try-again" onclick={props.on_retry.reform(|_: MouseEvent| ())}>
                    { t(crate::model::i18n::common::CommonText::TryAgain) }</button>
            </div>
        },
        QuizStanding::Ready => Html::default(),
    }
}

fn question(asked: &Asked) -> Html {
    html! {
        <div class="quiz-question" data-testid="quiz-question" data-kind={asked.kind.slug()}
            data-query={asked.query.clone()} data-k={asked.k.map(|k| k.to_string())}>
            <p class="quiz-kind"><span class="kind-label">{ t(QuizText::Kind) }</span>{ " " }
                { asked.kind.label() }</p>
            <p class="prompt">{ asked.prompt.clone() }</p>
        </div>
    }
}

fn answer(props: &QuizCardProps, asked: &Asked) -> Html {
    let done = props.verdict.is_some();
    let oninput =
        props.on_type.reform(|e: InputEvent| e.target_unchecked_into::<HtmlInputElement>().value());
    let onsubmit = props.on_submit.reform(|e: SubmitEvent| e.prevent_default());
    html! {
        <form class="quiz-answer" {onsubmit}>
            <label for="quiz-answer">{ t(QuizText::YourAnswer) }</label>
            <div class="answer-row">
                <input id="quiz-answer" type="text" data-testid="quiz-answer" autocomplete="off" spellcheck="false"
                    value={props.field.clone()} {oninput} disabled={done}
                    aria-describedby={asked.form.map(|_| "quiz-form")} />
                <button type="submit" class="primary" data-testid="quiz-submit" disabled={done}>{ t(QuizText::Check) }</button>
            </div>
            if let Some(form) = asked.form {
                <p class="hint" id="quiz-form">{ form }</p>
            }
            if let Some(unread) = &props.unread {
                <p class="feedback unread" role="status" data-testid="quiz-unread">{ unread.clone() }</p>
            }
        </form>
    }
}

fn verdict(props: &QuizCardProps) -> Html {
    let Some(shown) = &props.verdict else { return Html::default() };
    let (class, value, mark) = match shown.correct {
        true => ("right", "correct", "✓ "),
        false => ("wrong", "wrong", "✗ "),
    };
    html! {
        <div class={classes!("feedback", class)} role="status" data-testid="quiz-verdict"
            data-value={value} data-expected={shown.expected.clone()}>
            <p><strong aria-hidden="true">{ mark }</strong>{ shown.explanation.clone() }</p>
        </div>
    }
}

/// The next question: once answered, the way on; before, a way past a question left unanswered.
fn next(props: &QuizCardProps) -> Html {
    let answered = props.verdict.is_some();
    let title = fill(t(QuizText::ShowMeTitle), &[("at", &props.at.to_string())]);
    html! {
        <div class="buttons">
            if let (true, Some(href)) = (answered, &props.show_me) {
                <a class="button" href={href.clone()} data-testid="quiz-show-me" {title}>{ t(QuizText::ShowMe) }</a>
            }
            <button type="button" class={classes!(answered.then_some("primary"))} data-testid="quiz-next"
                onclick={props.on_next.reform(|_: MouseEvent| ())}>{ t(QuizText::NextQuestion) }</button>
        </div>
    }
}
