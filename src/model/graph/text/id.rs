//! Pesan-pesan penyunting graf (the Indonesian messages of the graph editor).

use super::G;

impl G {
    /// The message in Indonesian.
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
        }
    }
}
