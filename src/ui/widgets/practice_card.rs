//! [`PracticeCard`]: practice on every page, the card shown above the board while practising
//! (its switch is [`PracticeSwitch`](super::practice_switch::PracticeSwitch)): the question,
//! the verdict on the last answer (with Continue after a wrong one), the score, and the summary
//! at the end.

use crate::model::driver::Control;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{fill, t, Lang};
use crate::model::practice::{Answer, Practice, Question, Score};
use crate::ui::hooks::into_view::use_into_view;
use yew::prelude::*;

/// Props of [`PracticeCard`].
#[derive(Properties, PartialEq)]
pub struct PracticeCardProps {
    /// Turns practice on or off (the card's button turns it off).
    pub on_toggle: Callback<bool>,
    /// The session.
    pub session: Practice,
    /// The question to answer now, if any.
    #[prop_or_default]
    pub asked: Option<Question>,
    /// The best score stored for this problem.
    #[prop_or_default]
    pub best: Option<Score>,
    /// Whether the search has ended.
    pub finished: bool,
    /// An answer given by a button.
    pub on_answer: Callback<Answer>,
    /// The player's input, as practice reads it (Continue after a wrong answer plays on).
    pub input: Callback<Control>,
    /// Settings of the practice (e.g. which decisions to make).
    #[prop_or_default]
    pub children: Html,
}

fn score_text(score: Score) -> String {
    fill(
        t(CommonText::ScoreRight),
        &[("right", &score.correct.to_string()), ("asked", &score.asked.to_string())],
    )
}

/// The practice card.
#[component]
pub fn PracticeCard(props: &PracticeCardProps) -> Html {
    use_context::<Lang>();
    let into_view = use_into_view();
    let score = props.session.score;
    html! {
        <section class="card practice-card" aria-label={t(CommonText::Practice)} ref={into_view}>
            <div class="card-head">
                <h2>{ t(CommonText::PracticeTitle) }</h2>
                <button type="button" class="small" onclick={props.on_toggle.reform(|_: MouseEvent| false)}>{ t(CommonText::StopPractising) }</button>
            </div>
            { props.children.clone() }
            if props.asked.is_none() && props.session.verdict.is_none() && !props.finished {
                <p class="hint">{ t(CommonText::PracticeHow) }</p>
            }
            if let Some(question) = &props.asked {
                <p class="prompt" data-testid="practice-prompt" data-kind={question.kind}>{ question.prompt.clone() }</p>
                <div class="buttons">
                    { for question.choices.iter().map(|choice| {
                        let answer = Answer::Choice(choice.value.clone());
                        html! {
                            <button type="button" data-testid="practice-answer" data-value={choice.value.clone()}
                                onclick={props.on_answer.reform(move |_: MouseEvent| answer.clone())}>{ choice.label.clone() }</button>
                        }
                    }) }
                </div>
            }
            if let Some((verdict, _)) = &props.session.verdict {
                <p class={classes!("feedback", if verdict.correct { "right" } else { "wrong" })} role="status"
                    data-testid="practice-feedback" data-correct={verdict.correct.to_string()}>
                    <strong>{ if verdict.correct { "✓ " } else { "✗ " } }</strong>{ verdict.explanation.clone() }
                </p>
                if !verdict.correct && props.asked.is_none() && !props.finished {
                    <button type="button" class="primary" data-testid="practice-continue"
                        onclick={props.input.reform(|_: MouseEvent| Control::Play)}>{ t(CommonText::Continue) }</button>
                }
            }
            <p class="score" data-testid="practice-score" data-correct={score.correct.to_string()} data-asked={score.asked.to_string()}>
                { fill(t(CommonText::Score), &[("score", &score_text(score))]) }
                { fill(t(CommonText::Streak), &[("streak", &score.streak.to_string()), ("best", &score.best_streak.to_string())]) }
            </p>
            if let Some(best) = props.best.filter(|_| !(props.finished && score.asked > 0)) {
                <p class="hint" data-testid="practice-best" data-correct={best.correct.to_string()} data-asked={best.asked.to_string()}>
                    { fill(t(CommonText::PracticeBest), &[("score", &score_text(best)), ("streak", &best.best_streak.to_string())]) }</p>
            }
            if props.finished && score.asked > 0 {
                <p class="summary" data-testid="practice-summary">
                    { fill(t(CommonText::SearchOver), &[("score", &score_text(score)), ("percent", &(100 * score.correct / score.asked).to_string())]) }
                    if let Some(best) = props.best {
                        { fill(t(CommonText::YourBest), &[("score", &score_text(best))]) }
                    }
                </p>
            }
        </section>
    }
}
