//! The n-queens page: its own wasm programs (the page, its quiz, its search worker), so that a visit
//! downloads only this page's code.
runut::search_page_program!(
    runut::problems::queens::Queens,
    runut::problems::queens::ui::page::page
);
