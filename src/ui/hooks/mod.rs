//! Hooks that wire the pure models to the browser: workers, display frames, keys and timers.

pub mod first_paint;
pub mod frame_loop;
pub mod interval;
pub mod into_view;
pub mod media;
pub mod page_hooks;
pub mod practice;
pub mod use_driver;
pub mod worker_host;
