//! The messages of the graph editor, shared by the graph problems' pages.

mod en;
mod id;

crate::model::i18n::catalogue! { G;
    Title, Hint, Picture, VertexField, NoVertex, VertexOption, JoinedTo, AddVertex, RemoveVertex,
    Undo, Redo, Selected,
}
