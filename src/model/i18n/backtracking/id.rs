//! The Indonesian words the backtracking pages share.

use super::BacktrackingText;

impl BacktrackingText {
    /// The message in Indonesian.
    pub(super) fn id(self) -> &'static str {
        match self {
            BacktrackingText::Find => "Cari",
            BacktrackingText::DeadNodes => "Simpul mati",
            BacktrackingText::StatusOver => "Pencarian selesai.",
            BacktrackingText::StatusStopped => {
                "Dihentikan setelah {nodes} simpul dan {solutions} solusi."
            }
            BacktrackingText::SolutionsFound => "Solusi yang ditemukan ({count})",
            BacktrackingText::Right => "Benar: {why}.",
            BacktrackingText::HowBacktracking => "Cara kerja runut-balik di sini",
            BacktrackingText::Decide => "Tentukan ",
            BacktrackingText::BruteForce => "Brute force",
            BacktrackingText::Backtracking => "Runut-balik",
            BacktrackingText::Wrong => "Belum tepat: {why}.",
            BacktrackingText::Dead => "Mati: {why}.",
            BacktrackingText::NodesGenerated => "simpul yang dibangkitkan pencarian ini",
            BacktrackingText::UndoChoice => "batalkan x[k]",
            BacktrackingText::FirstSolution => "Solusi pertama",
            BacktrackingText::AllSolutions => "Semua solusi",
            BacktrackingText::PlainReport => "setiap cabang sudah dijelajahi: pencarian selesai.",
            BacktrackingText::LegendTrying => "sedang dicoba",
        }
    }
}
