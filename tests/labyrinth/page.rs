//! The page's model.
