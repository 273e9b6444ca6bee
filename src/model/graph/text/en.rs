//! The English messages of the graph editor.

use super::GraphText;

impl GraphText {
    /// The message in English.
    #[allow(clippy::too_many_lines, reason = "a table of texts, one arm per message")]
    pub(super) fn en(self) -> &'static str {
        match self {
            GraphText::Title => "Draw the graph",
            GraphText::Hint => "Click empty space to add a vertex; click a vertex, then another, to join them or remove their edge; drag a vertex to move it; Delete removes the vertex selected. Or, with the keyboard, choose a vertex below and tick its neighbours.",
            GraphText::Picture => "The graph being drawn: {n} {n|vertex|vertices}, {edges} {edges|edge|edges}",
            GraphText::VertexField => "Vertex",
            GraphText::NoVertex => "none",
            GraphText::VertexOption => "vertex {v}",
            GraphText::JoinedTo => "Vertex {v}'s neighbours",
            GraphText::AddVertex => "Add a vertex",
            GraphText::RemoveVertex => "Remove vertex {v}",
            GraphText::Undo => "Undo",
            GraphText::Redo => "Redo",
            GraphText::Selected => "Vertex {v} is selected: click another vertex to join them.",
            GraphText::GraphField => "Graph",
            GraphText::GraphOwn => "Your own graph",
            GraphText::GraphCourse => "The course's example: 4 vertices",
            GraphText::GraphTriangle => "Triangle",
            GraphText::GraphHouse => "House: 5 vertices",
            GraphText::GraphK4 => "Complete graph K₄",
            GraphText::GraphK5 => "Complete graph K₅",
            GraphText::GraphC5 => "Cycle C₅ (odd)",
            GraphText::GraphC6 => "Cycle C₆ (even)",
            GraphText::GraphWheel5 => "Wheel with a rim of 5",
            GraphText::GraphCube => "Cube",
            GraphText::GraphPetersen => "Petersen graph",
            GraphText::GraphDodecahedron => "Dodecahedron",
            GraphText::GraphKnight => "Knight's moves on a 3 × 4 board",
            GraphText::GraphSumatra => "Map: the provinces of Sumatra",
            GraphText::GraphBull => "Bull: 5 vertices",
            GraphText::NoticeCount => "“{value}” should be a number of vertices from 0 to {max}; using as many as the edges name.",
            GraphText::NoticeNotEdge => "“{value}” is not an edge u-v; it is left out.",
            GraphText::NoticeNoVertex => "“{value}” names a vertex the graph does not have; it is left out.",
            GraphText::NoticeLoop => "The edge {u}-{u} is a loop; it is left out.",
            GraphText::NoticeRepeated => "The edge {u}-{v} is given twice; it is kept once.",
            GraphText::NoticePositions => "The positions should be one x:y (0 to 1000) per vertex; the vertices are drawn on a circle.",
            GraphText::NoticeGraph => "“{value}” is not a built-in graph; showing the course's example.",
            GraphText::Aceh => "Aceh",
            GraphText::NorthSumatra => "North Sumatra",
            GraphText::WestSumatra => "West Sumatra",
            GraphText::Riau => "Riau",
            GraphText::Jambi => "Jambi",
            GraphText::Bengkulu => "Bengkulu",
            GraphText::SouthSumatra => "South Sumatra",
            GraphText::Lampung => "Lampung",
            GraphText::NoticeBesideNamed => "“{value}” is ignored: the built-in graph “{graph}” keeps its own vertices, edges and drawing (draw on it in the editor to change them).",
            GraphText::NothingToSearch => "The graph is empty, so there is nothing to search yet: click the drawing (or press Add a vertex) to draw a vertex, or pick a built-in graph.",
            GraphText::ClearGraph => "Clear: start from an empty graph",
            GraphText::GraphFull => "A graph has at most {max} vertices: remove one to add another.",
        }
    }
}
