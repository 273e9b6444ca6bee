//! The messages of the knight's tour page.

catalogue! { K, knight;
    Title,
}
