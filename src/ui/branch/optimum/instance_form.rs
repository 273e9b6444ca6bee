//! The instance's own fields on an optimising page: [`InstanceForm`], fields typed and used
//! together (the values and the weights must agree), and [`RandomField`], a random instance of
//! the size chosen from a fresh seed.

use crate::model::branch::optimum::text::OptimumText;
use crate::model::i18n::t;
use crate::ui::dom;
use crate::ui::widgets::setting_input::SettingInput;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// One field of the form.
#[derive(Clone, Debug, PartialEq)]
pub struct FormField {
    /// Its label.
    pub label: &'static str,
    /// Its `data-testid`.
    pub testid: &'static str,
    /// What it holds now (the settings in use).
    pub value: String,
    /// Whether it takes a whole row of the settings card.
    pub wide: bool,
}

/// Props of [`InstanceForm`].
#[derive(Properties, PartialEq)]
pub struct InstanceFormProps {
    /// The fields, in order.
    pub fields: Vec<FormField>,
    /// Gets the fields' texts, in order, when the form is used (its button, or Enter).
    pub on_apply: Callback<Vec<String>>,
}

/// The fields and their button (`data-testid=apply`).
#[component]
pub fn InstanceForm(props: &InstanceFormProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let refs = use_mut_ref(Vec::<NodeRef>::new);
    refs.borrow_mut().resize_with(props.fields.len(), NodeRef::default);
    let onsubmit = {
        let (refs, on_apply) = (refs.clone(), props.on_apply.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let texts = refs
                .borrow()
                .iter()
                .map(|r| r.cast::<HtmlInputElement>().map(|i| i.value()).unwrap_or_default())
                .collect();
            on_apply.emit(texts);
        })
    };
    let nodes: Vec<NodeRef> = refs.borrow().clone();
    let fields = props.fields.iter().zip(nodes).map(|(field, node)| html! {
        <label class={classes!(field.wide.then_some("wide"))}>{ field.label }
            <SettingInput numeric=true testid={field.testid} value={field.value.clone()} {node} />
        </label>
    });
    html! {
        <form class="instance-form wide" {onsubmit}>
            { for fields }
            <button type="submit" data-testid="apply">{ t(OptimumText::Apply) }</button>
        </form>
    }
}

/// Props of [`RandomField`].
#[derive(Properties, PartialEq)]
pub struct RandomFieldProps {
    /// The size field's label (items, people).
    pub label: &'static str,
    /// The smallest and largest size.
    pub range: (usize, usize),
    /// The size it starts at.
    pub start: usize,
    /// Gets the size and a fresh seed when the button is pressed.
    pub on_random: Callback<(usize, u64)>,
}

/// The size of a random instance (`data-testid=random-n`) and its button (`random`).
#[component]
pub fn RandomField(props: &RandomFieldProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let (min, max) = props.range;
    let n = use_state_eq(|| props.start.clamp(min, max));
    let on_n = {
        let n = n.clone();
        Callback::from(move |typed: String| {
            n.set(typed.trim().parse::<usize>().map_or(*n, |k| k.clamp(min, max)));
        })
    };
    let size = *n;
    let on_random = props.on_random.reform(move |_: MouseEvent| (size, dom::fresh_seed()));
    html! {
        <div class="random-field">
            <label>{ props.label }
                <SettingInput number=true testid="random-n" min={min.to_string()} max={max.to_string()}
                    value={size.to_string()} onchange={on_n} />
            </label>
            <button type="button" data-testid="random" title={t(OptimumText::RandomTitle)} onclick={on_random}>
                { t(OptimumText::RandomButton) }</button>
        </div>
    }
}
