//! The Indonesian messages the optimising pages of branch and bound share.

use super::OptimumText;

impl OptimumText {
    /// The message in Bahasa Indonesia.
    pub(super) fn id(self) -> &'static str {
        match self {
            OptimumText::SideBrute => "Brute force",
            OptimumText::SideDepth => "Mendalam dahulu, batas sama",
            OptimumText::CompareBrute => "LC di samping brute force (setiap solusi)",
            OptimumText::CompareDepth => "LC di samping mendalam dahulu dengan batas yang sama",
            OptimumText::ComparingStatus => "Dua pencarian atas instans yang sama, dengan satu pemutar: bandingkan berapa simpul yang dibangkitkan masing-masing sebelum jawabannya, dan berapa solusi yang ditemui brute force.",
            OptimumText::NoticeCompare => "“{value}” seharusnya brute-force atau depth-first; tidak membandingkan.",
            OptimumText::RandomButton => "Acak",
            OptimumText::RandomTitle => "Instans acak baru berukuran ini",
            OptimumText::Apply => "Pakai ini",
            OptimumText::EntryNotWhole => "{what}, “{entry}”, bukan bilangan bulat",
            OptimumText::EntryNegative => "{what} kurang dari 0",
            OptimumText::EntryTooLarge => "{what} lebih dari {max}",
            OptimumText::EntryMissing => "{what} kosong",
            OptimumText::MatrixSize => "matriks memiliki {rows} baris, bukan {min} sampai {max}",
            OptimumText::MatrixNotSquare => "baris {row} memiliki {entries} entri, bukan {expected}",
            OptimumText::BestSoFar => "Terbaik sejauh ini",
            OptimumText::BestNone => "Belum ada solusi.",
            OptimumText::PlainMain => "Telusuri pohon dari akarnya t, sambil menyimpan solusi terbaik yang ditemukan sejauh ini.",
            OptimumText::PlainMainDepth => "Telusuri pohon secara mendalam dahulu dari akarnya t, dengan batas yang sama, sambil menyimpan solusi terbaik sejauh ini.",
            OptimumText::PlainMainBrute => "Coba setiap solusi, tanpa batas: hanya simpul yang sama sekali tidak dapat menjadi solusi yang mati.",
            OptimumText::PlainStart => "Akar menjadi simpul-E pertama; belum ada solusi yang diketahui dan belum ada simpul hidup.",
            OptimumText::PlainLoop => "Ulangi sampai tidak ada simpul hidup yang dapat mengalahkan yang terbaik.",
            OptimumText::PlainOutput => "Tidak ada simpul hidup yang dapat mengalahkan yang terbaik: itulah jawabannya.",
            OptimumText::PlainLeast => "Simpul hidup dengan batas terkecil, jika seri yang lebih tua, menjadi simpul-E; simpul yang batasnya tidak dapat mengalahkan yang terbaik dimatikan.",
            OptimumText::PlainMost => "Simpul hidup dengan batas terbesar, jika seri yang lebih tua, menjadi simpul-E; simpul yang batasnya tidak dapat mengalahkan yang terbaik dimatikan.",
            OptimumText::PlainCallDepth => "Belum ada solusi yang diketahui; ekspansi akar.",
            OptimumText::PlainOutputDepth => "Semua subpohon selesai: solusi terbaik adalah jawabannya.",
            OptimumText::PlainExpand => "Simpul menjadi simpul-E: anak-anaknya dibangkitkan satu demi satu.",
            OptimumText::PlainBack => "Jika tidak, ekspansi anak itu segera; setelah subpohonnya selesai, simpul ini menjadi simpul-E lagi.",
            OptimumText::CodeLeast => "E ← simpul hidup dengan batas terkecil, jika seri yang lebih tua",
            OptimumText::CodeMost => "E ← simpul hidup dengan batas terbesar, jika seri yang lebih tua",
            OptimumText::CodeOutput => "if tidak ada simpul hidup yang dapat mengalahkan best then output best; return",
            OptimumText::CodeBack => "else EXPAND(x); E menjadi simpul-E lagi",
            OptimumText::SummaryRoot => "Simpul {node}, akar:",
            OptimumText::SummaryChild => "Simpul {node}, {decision}:",
            OptimumText::TextbookButton => "Contoh Levitin",
        }
    }
}
