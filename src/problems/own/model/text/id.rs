//! The Indonesian messages of your own search's page.

use super::OwnText;

impl OwnText {
    /// The message in Bahasa Indonesia.
    pub(super) fn id(self) -> &'static str {
        match self {
            OwnText::NoticeLong => "Programnya lebih dari {most} karakter: hanya {most} karakter pertamanya yang dipakai.",
            OwnText::NoticeExample => "{value} bukan salah satu contoh: 8 ratu yang ditampilkan.",
            OwnText::NoticeSearch => "{value} bukan backtracking atau lc: runut-balik yang dipakai.",
            OwnText::StageLabel => "Pencarianmu dan pohonnya",
            OwnText::Intro => "Tulis T(k), B(k), dan uji solusi dari masalahmu sendiri, lalu lihat runut-balik kuliah menelusurinya simpul demi simpul.",
        }
    }
}
