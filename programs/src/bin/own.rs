//! Your own search's page: its own wasm programs (the page and its search worker, which alone
//! holds the Rhai interpreter), so that no other page's visit downloads it.
runut::search_page_program!(runut::problems::own::Own, runut::problems::own::ui::page::page, without quiz);
