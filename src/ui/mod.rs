//! The Yew front end: the app shell and one page per problem.

mod app;
pub mod board;
mod canvas_board;
mod controls;
mod copy_link;
mod count_table;
pub mod dom;
mod export_buttons;
mod frame_loop;
mod icons;
mod knight_page;
mod maze_cards;
mod maze_grid;
mod maze_page;
mod notice;
mod page_hooks;
mod palette;
mod queens_board;
mod queens_page;
mod stats;
mod tree_view;
mod use_driver;
pub mod worker_host;

pub use app::App;

/// Mounts the app on the page, after installing a panic hook that shows the error in the page.
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        let message = info.to_string();
        web_sys::console::error_1(&format!("Runut panicked: {message}").into());
        dom::show_fatal_error(&message);
    }));
    yew::Renderer::<App>::new().render();
}
