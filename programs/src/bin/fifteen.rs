//! The 15-puzzle page: its own wasm programs (the page, its quiz, its search worker), so that a visit
//! downloads only this page's code.
runut::search_page_program!(
    runut::problems::fifteen::Fifteen,
    runut::problems::fifteen::ui::page::page
);
