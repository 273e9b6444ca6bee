//! The job assignment page: its own wasm programs (the page, its quiz, its search worker), so that a visit
//! downloads only this page's code.
runut::search_page_program!(
    runut::problems::assignment::Assignment,
    runut::problems::assignment::ui::page::page
);
