//! The English catalogue.

use super::T;

/// The English text of `key`.
pub fn text(key: T) -> &'static str {
    match key {
        T::Title => "Runut — watch backtracking think",
        T::Tagline => "watch backtracking think",
        T::SkipToPage => "Skip to the page",
        T::NavProblems => "Problems",
        T::NavKnight => "Knight's tour",
        T::NavQueens => "N-queens",
        T::NavMaze => "Math maze",
        T::Footer => "Runut — “runut-balik” is Indonesian for backtracking. Everything runs in your browser; nothing is sent anywhere.",
        T::FullScreen => "Full screen",
        T::FullScreenTitle => "Full screen, with larger type, for projecting",
        T::OpenInRunut => "Open in Runut ↗",
        T::Language => "Language",
        T::Player => "Player",
        T::Play => "Play",
        T::Pause => "Pause",
        T::PlayTitle => "Play (Space)",
        T::PauseTitle => "Pause (Space)",
        T::StepBack => "Step back",
        T::StepBackTitle => "Step back (←)",
        T::Step => "Step",
        T::StepTitle => "Step (→)",
        T::Stop => "Stop",
        T::StopTitle => "Stop (Esc)",
        T::Restart => "Restart",
        T::RestartTitle => "Restart from the beginning",
        T::Speed => "Speed",
        T::PlayerKeys => "Keys: Space play/pause · → step · ← step back · Esc stop",
        T::CopyLink => "Copy link to this view",
        T::LinkCopied => "Link copied ✓",
        T::CopyEmbed => "Copy embed code",
        T::EmbedCopied => "Embed code copied ✓",
        T::CopyEmbedTitle => "An <iframe> of 800 × 600 for a course page or slides: the board, the player and the code only",
        T::Dismiss => "Dismiss",
        T::TryAgain => "Try again",
    }
}
