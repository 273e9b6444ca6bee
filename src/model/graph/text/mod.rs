//! The messages of the graph editor, shared by the graph problems' pages.

mod en;
mod id;

crate::model::i18n::catalogue! { GraphText;
    Title, Hint, Picture, VertexField, NoVertex, VertexOption, JoinedTo, AddVertex, RemoveVertex,
    Undo, Redo, Selected,
    // The graph field, the built-in graphs, and the notices of a graph's link.
    GraphField, GraphOwn, GraphCourse, GraphTriangle, GraphHouse, GraphK4, GraphK5, GraphC5, GraphC6, GraphWheel5, GraphCube, GraphPetersen, GraphDodecahedron, GraphKnight, GraphSumatra, GraphBull, NoticeCount, NoticeNotEdge, NoticeNoVertex, NoticeLoop, NoticeRepeated, NoticePositions, NoticeGraph,
    // Sumatra's provinces, the map's vertices 1..8.
    Aceh, NorthSumatra, WestSumatra, Riau, Jambi, Bengkulu, SouthSumatra, Lampung,
    // A graph's link that says more than a built-in graph takes.
    NoticeBesideNamed,
    // The empty graph, and a full one.
    NothingToSearch, ClearGraph, GraphFull,
}
