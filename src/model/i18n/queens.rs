//! The messages of the n-queens page.

catalogue! { Q, queens;
    Title,
}
