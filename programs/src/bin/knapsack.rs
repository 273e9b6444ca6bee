//! The 0/1 knapsack page: its own wasm programs (the page, its quiz, its search worker), so that a visit
//! downloads only this page's code.
runut::search_page_program!(
    runut::problems::knapsack::Knapsack,
    runut::problems::knapsack::ui::page::page
);
