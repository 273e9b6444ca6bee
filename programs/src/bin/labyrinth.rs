//! The maze search (labyrinth) page: its own wasm programs (the page, its quiz, its search worker), so that a visit
//! downloads only this page's code.
runut::search_page_program!(
    runut::problems::labyrinth::Labyrinth,
    runut::problems::labyrinth::ui::page::page
);
