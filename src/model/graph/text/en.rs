//! The English messages of the graph editor.

use super::G;

impl G {
    /// The message in English.
    #[allow(clippy::too_many_lines, reason = "a table of texts, one arm per message")]
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
            G::GraphField => "Graph",
            G::GraphOwn => "Your own graph",
            G::GraphCourse => "The course's example: 4 vertices",
            G::GraphTriangle => "Triangle",
            G::GraphHouse => "House: 5 vertices",
            G::GraphK4 => "Complete graph K₄",
            G::GraphK5 => "Complete graph K₅",
            G::GraphC5 => "Cycle C₅ (odd)",
            G::GraphC6 => "Cycle C₆ (even)",
            G::GraphWheel5 => "Wheel with a rim of 5",
            G::GraphCube => "Cube",
            G::GraphPetersen => "Petersen graph",
            G::GraphDodecahedron => "Dodecahedron",
            G::GraphKnight => "Knight's moves on a 3 × 4 board",
            G::GraphSumatra => "Map: the provinces of Sumatra",
            G::GraphBull => "Bull: 5 vertices",
            G::NoticeCount => "“{value}” should be a number of vertices from 1 to {max}; using as many as the edges name.",
            G::NoticeNotEdge => "“{value}” is not an edge u-v; it is left out.",
            G::NoticeNoVertex => "“{value}” names a vertex the graph does not have; it is left out.",
            G::NoticeLoop => "The edge {u}-{u} is a loop; it is left out.",
            G::NoticeRepeated => "The edge {u}-{v} is given twice; it is kept once.",
            G::NoticePositions => "The positions should be one x:y (0 to 1000) per vertex; the vertices are drawn on a circle.",
            G::NoticeGraph => "“{value}” is not a built-in graph; showing the course's example.",
        }
    }
}
