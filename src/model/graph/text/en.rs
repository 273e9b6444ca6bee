//! The English messages of the graph editor.

use super::G;

impl G {
    /// The message in English.
    pub(super) fn en(self) -> &'static str {
        match self {
            G::Title => "Draw the graph",
            G::Hint => "Click empty space to add a vertex; click a vertex, then another, to join them or remove their edge; drag a vertex to move it; Delete removes the vertex selected. Or, with the keyboard, choose a vertex below and tick its neighbours.",
            G::Picture => "The graph being drawn: {n} vertices, {edges} edges",
            G::VertexField => "Vertex",
            G::NoVertex => "none",
            G::VertexOption => "vertex {v}",
            G::JoinedTo => "Vertex {v}'s neighbours",
            G::AddVertex => "Add a vertex",
            G::RemoveVertex => "Remove vertex {v}",
            G::Undo => "Undo",
            G::Redo => "Redo",
            G::Selected => "Vertex {v} is selected: click another vertex to join them.",
        }
    }
}
