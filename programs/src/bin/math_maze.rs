//! The math maze page: its own wasm programs (the page, its search worker), so that a visit
//! downloads only this page's code.
runut::game_page_program!(
    runut::problems::math_maze::MathMaze,
    runut::problems::math_maze::ui::page::page
);
