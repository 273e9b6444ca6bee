//! The maze search (labyrinth) page: its own wasm programs (the page, its quiz, its search worker), so that a visit
//! downloads only this page's code.
runut::search_page_program!(
    runut::problems::maze_search::MazeSearch,
    runut::problems::maze_search::ui::page::page
);
