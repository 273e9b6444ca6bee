//! Prints what each page's link-preview tags say, one line per page and language:
//! `slug<TAB>lang<TAB>name<TAB>description`, in the navigation's order. `scripts/pages.py` reads
//! it at build time, so the tags say exactly what the app's own catalogue says.
//! Usage: `cargo run --quiet --example page_tags`.

use runut::model::i18n::Lang;
use runut::problems::descriptions;

fn main() {
    for (slug, name, description) in descriptions() {
        for lang in Lang::ALL {
            let fields = [slug, lang.code(), name.text_in(lang), description.text_in(lang)];
            assert!(
                fields.iter().all(|f| !f.contains(['\t', '\n'])),
                "a tab or newline in {fields:?}"
            );
            println!("{}", fields.join("\t"));
        }
    }
}
