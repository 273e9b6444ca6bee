//! Pesan-pesan penyunting graf (the Indonesian messages of the graph editor).

use super::GraphText;

impl GraphText {
    /// The message in Indonesian.
    #[allow(clippy::too_many_lines, reason = "a table of texts, one arm per message")]
    pub(super) fn id(self) -> &'static str {
        match self {
            GraphText::Title => "Gambar grafnya",
            GraphText::Hint => "Klik ruang kosong untuk menambah simpul; klik sebuah simpul lalu simpul lain untuk menghubungkan keduanya atau menghapus sisinya; seret simpul untuk memindahkannya; Delete menghapus simpul yang dipilih. Atau, dengan papan ketik, pilih simpul di bawah lalu centang tetangganya.",
            GraphText::Picture => "Graf yang sedang digambar: {n} simpul, {edges} sisi",
            GraphText::VertexField => "Simpul",
            GraphText::NoVertex => "tidak ada",
            GraphText::VertexOption => "simpul {v}",
            GraphText::JoinedTo => "Tetangga simpul {v}",
            GraphText::AddVertex => "Tambah simpul",
            GraphText::RemoveVertex => "Hapus simpul {v}",
            GraphText::Undo => "Batal",
            GraphText::Redo => "Ulangi langkah",
            GraphText::Selected => "Simpul {v} dipilih: klik simpul lain untuk menghubungkan keduanya.",
            GraphText::GraphField => "Graf",
            GraphText::GraphOwn => "Graf Anda sendiri",
            GraphText::GraphCourse => "Contoh kuliah: 4 simpul",
            GraphText::GraphTriangle => "Segitiga",
            GraphText::GraphHouse => "Rumah: 5 simpul",
            GraphText::GraphK4 => "Graf lengkap K₄",
            GraphText::GraphK5 => "Graf lengkap K₅",
            GraphText::GraphC5 => "Lingkaran C₅ (ganjil)",
            GraphText::GraphC6 => "Lingkaran C₆ (genap)",
            GraphText::GraphWheel5 => "Graf roda dengan lingkar 5",
            GraphText::GraphCube => "Kubus",
            GraphText::GraphPetersen => "Graf Petersen",
            GraphText::GraphDodecahedron => "Dodekahedron",
            GraphText::GraphKnight => "Langkah kuda pada papan 3 × 4",
            GraphText::GraphSumatra => "Peta: provinsi-provinsi di Sumatra",
            GraphText::GraphBull => "Graf banteng: 5 simpul",
            GraphText::NoticeCount => "“{value}” seharusnya banyak simpul dari 0 sampai {max}; memakai sebanyak yang disebut sisi-sisinya.",
            GraphText::NoticeNotEdge => "“{value}” bukan sisi u-v; diabaikan.",
            GraphText::NoticeNoVertex => "“{value}” menyebut simpul yang tidak ada di graf; diabaikan.",
            GraphText::NoticeLoop => "Sisi {u}-{u} adalah gelang; diabaikan.",
            GraphText::NoticeRepeated => "Sisi {u}-{v} diberikan dua kali; dipakai sekali.",
            GraphText::NoticePositions => "Posisi seharusnya satu x:y (0 sampai 1000) per simpul; simpul-simpul digambar pada lingkaran.",
            GraphText::NoticeGraph => "“{value}” bukan graf bawaan; menampilkan contoh kuliah.",
            GraphText::Aceh => "Aceh",
            GraphText::NorthSumatra => "Sumatera Utara",
            GraphText::WestSumatra => "Sumatera Barat",
            GraphText::Riau => "Riau",
            GraphText::Jambi => "Jambi",
            GraphText::Bengkulu => "Bengkulu",
            GraphText::SouthSumatra => "Sumatera Selatan",
            GraphText::Lampung => "Lampung",
            GraphText::NoticeBesideNamed => "“{value}” diabaikan: graf bawaan “{graph}” memakai simpul, sisi dan gambarnya sendiri (gambar di editor untuk mengubahnya).",
            GraphText::NothingToSearch => "Grafnya kosong, jadi belum ada yang dapat dicari: klik gambar (atau tekan Tambah simpul) untuk menggambar simpul, atau pilih graf bawaan.",
            GraphText::ClearGraph => "Kosongkan: mulai dari graf kosong",
            GraphText::GraphFull => "Sebuah graf memiliki paling banyak {max} simpul: hapus satu untuk menambah yang lain.",
        }
    }
}
