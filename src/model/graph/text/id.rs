//! Pesan-pesan penyunting graf (the Indonesian messages of the graph editor).

use super::G;

impl G {
    /// The message in Indonesian.
    #[allow(clippy::too_many_lines, reason = "a table of texts, one arm per message")]
    pub(super) fn id(self) -> &'static str {
        match self {
            G::Title => "Gambar grafnya",
            G::Hint => "Klik ruang kosong untuk menambah simpul; klik sebuah simpul lalu simpul lain untuk menghubungkan keduanya atau menghapus sisinya; seret simpul untuk memindahkannya; Delete menghapus simpul yang dipilih. Atau, dengan papan ketik, pilih simpul di bawah lalu centang tetangganya.",
            G::Picture => "Graf yang sedang digambar: {n} simpul, {edges} sisi",
            G::VertexField => "Simpul",
            G::NoVertex => "tidak ada",
            G::VertexOption => "simpul {v}",
            G::JoinedTo => "Tetangga simpul {v}",
            G::AddVertex => "Tambah simpul",
            G::RemoveVertex => "Hapus simpul {v}",
            G::Undo => "Batal",
            G::Redo => "Ulangi langkah",
            G::Selected => "Simpul {v} dipilih: klik simpul lain untuk menghubungkan keduanya.",
            G::GraphField => "Graf",
            G::GraphOwn => "Graf Anda sendiri",
            G::GraphCourse => "Contoh kuliah: 4 simpul",
            G::GraphTriangle => "Segitiga",
            G::GraphHouse => "Rumah: 5 simpul",
            G::GraphK4 => "Graf lengkap K₄",
            G::GraphK5 => "Graf lengkap K₅",
            G::GraphC5 => "Lingkaran C₅ (ganjil)",
            G::GraphC6 => "Lingkaran C₆ (genap)",
            G::GraphWheel5 => "Graf roda dengan lingkar 5",
            G::GraphCube => "Kubus",
            G::GraphPetersen => "Graf Petersen",
            G::GraphDodecahedron => "Dodekahedron",
            G::GraphKnight => "Langkah kuda pada papan 3 × 4",
            G::GraphSumatra => "Peta: provinsi-provinsi di Sumatra",
            G::GraphBull => "Graf banteng: 5 simpul",
            G::NoticeCount => "“{value}” seharusnya banyak simpul dari 1 sampai {max}; memakai sebanyak yang disebut sisi-sisinya.",
            G::NoticeNotEdge => "“{value}” bukan sisi u-v; diabaikan.",
            G::NoticeNoVertex => "“{value}” menyebut simpul yang tidak ada di graf; diabaikan.",
            G::NoticeLoop => "Sisi {u}-{u} adalah gelang; diabaikan.",
            G::NoticeRepeated => "Sisi {u}-{v} diberikan dua kali; dipakai sekali.",
            G::NoticePositions => "Posisi seharusnya satu x:y (0 sampai 1000) per simpul; simpul-simpul digambar pada lingkaran.",
            G::NoticeGraph => "“{value}” bukan graf bawaan; menampilkan contoh kuliah.",
        }
    }
}
