//! The messages of the math-maze page.

catalogue! { M, maze;
    Title,
}
