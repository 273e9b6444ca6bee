//! Katalog Bahasa Indonesia (the Indonesian catalogue), in the course's own terms: runut-balik,
//! simpul hidup / simpul-E / simpul mati, fungsi pembatas, pohon ruang status, lintasan, kuda,
//! ratu, labirin, petak.

use super::T;

/// The Indonesian text of `key`.
pub fn text(key: T) -> &'static str {
    match key {
        T::Title => "Runut — lihat runut-balik berpikir",
        T::Tagline => "lihat runut-balik berpikir",
        T::SkipToPage => "Langsung ke halaman",
        T::NavProblems => "Soal",
        T::NavKnight => "Perjalanan kuda",
        T::NavQueens => "N-ratu",
        T::NavMaze => "Labirin angka",
        T::Footer => "Runut — dari “runut-balik” (backtracking). Semuanya berjalan di peramban Anda; tidak ada yang dikirim ke mana pun.",
        T::FullScreen => "Layar penuh",
        T::FullScreenTitle => "Layar penuh, dengan huruf lebih besar, untuk ditayangkan",
        T::OpenInRunut => "Buka di Runut ↗",
        T::Language => "Bahasa",
        T::Player => "Pemutar",
        T::Play => "Putar",
        T::Pause => "Jeda",
        T::PlayTitle => "Putar (Spasi)",
        T::PauseTitle => "Jeda (Spasi)",
        T::StepBack => "Mundur selangkah",
        T::StepBackTitle => "Mundur selangkah (←)",
        T::Step => "Maju selangkah",
        T::StepTitle => "Maju selangkah (→)",
        T::Stop => "Hentikan",
        T::StopTitle => "Hentikan (Esc)",
        T::Restart => "Ulangi",
        T::RestartTitle => "Ulangi dari awal",
        T::Speed => "Kecepatan",
        T::PlayerKeys => "Tombol: Spasi putar/jeda · → maju · ← mundur · Esc hentikan",
        T::CopyLink => "Salin tautan tampilan ini",
        T::LinkCopied => "Tautan tersalin ✓",
        T::CopyEmbed => "Salin kode sematan",
        T::EmbedCopied => "Kode sematan tersalin ✓",
        T::CopyEmbedTitle => "Sebuah <iframe> 800 × 600 untuk halaman kuliah atau salindia: hanya papan, pemutar, dan kode",
        T::Dismiss => "Tutup",
        T::TryAgain => "Coba lagi",
    }
}
