//! The Indonesian messages of the job assignment page.

use super::AssignmentText;

impl AssignmentText {
    /// The message in Bahasa Indonesia.
    #[allow(clippy::too_many_lines, reason = "a table of texts, one arm per message")]
    pub(super) fn id(self) -> &'static str {
        match self {
            AssignmentText::Intro => "Berikan kepada setiap orang dari n orang satu dari n pekerjaan sehingga biaya totalnya terkecil. Orang a mendapat pekerjaan pada aras 1, orang b pada aras 2, dan seterusnya; batas bawah setiap simpul menjumlahkan biaya yang sudah diberikan dengan biaya terkecil yang masih mungkin bagi setiap orang yang belum bekerja. Saksikan branch and bound best-first mengekspansi simpul hidup dengan batas terkecil dan mematikan setiap simpul yang tidak dapat mengalahkan yang terbaik sejauh ini.",
            AssignmentText::StageLabel => "Biaya dan pohon",
            AssignmentText::CostsCaption => "Biaya setiap orang untuk setiap pekerjaan: satu baris per orang, satu kolom per pekerjaan",
            AssignmentText::PersonCorner => "orang \\ kerja",
            AssignmentText::PersonJob => "{person} → {job}",
            AssignmentText::Forced => "{given}, jadi {last} (pekerjaan terakhir yang tersisa)",
            AssignmentText::LowerBound => "lb = {sum}.",
            AssignmentText::TermGiven => "{person} → {job}: {cost}, diberikan",
            AssignmentText::TermLeast => "{person}: paling sedikit {cost}, pekerjaan {job} termurah yang masih bebas",
            AssignmentText::BestText => "{jobs}: biaya {cost}",
            AssignmentText::LegendAssigned => "pekerjaan diberikan",
            AssignmentText::LegendLeast => "biaya bebas terkecil seorang yang belum bekerja, dihitung batas",
            AssignmentText::LegendGone => "pekerjaan tidak lagi bebas (dicoret)",
            AssignmentText::MarkGiven => "diberikan",
            AssignmentText::MarkLeast => "termurah yang masih bebas",
            AssignmentText::MarkGone => "tidak lagi bebas",
            AssignmentText::CostsField => "Biaya, satu baris per orang (a;b;…), satu kolom per pekerjaan",
            AssignmentText::RandomPeople => "Biaya acak, orang",
            AssignmentText::NoticeBoth => "c= diberikan: halaman memakainya, dan n= serta seed= diabaikan.",
            AssignmentText::UsingTextbook => "memakai biaya Levitin.",
            AssignmentText::KeepingCosts => "biaya tetap seperti semula.",
            AssignmentText::StatusIdle => "{n} orang dan {n} pekerjaan. Tekan Putar atau Langkah untuk menyaksikan branch and bound best-first: simpul hidup dengan batas bawah terkecil diekspansi berikutnya.",
            AssignmentText::RootGenerated => "Simpul 1, akar: belum ada yang mendapat pekerjaan; lb = {sum}, pekerjaan termurah setiap orang.",
            AssignmentText::ChildGenerated => "Simpul {node}, {decision}, anak simpul {parent}: lb = {sum}.",
            AssignmentText::Complete => " Setiap orang mendapat pekerjaan: solusi dengan biaya {cost}.",
            AssignmentText::BestJobs => "Yang terbaik sejauh ini: {jobs}, biaya {cost}.",
            AssignmentText::HowBb => "Cara branch and bound membagi pekerjaan",
            AssignmentText::ExplainOrder => "Simpul pada aras k sudah memberi pekerjaan kepada k orang pertama, a, b, c, …; anak-anaknya memberi orang berikutnya setiap pekerjaan yang masih bebas, berurutan naik. Jika tinggal satu orang, pekerjaan terakhir menjadi miliknya: diberikan pada simpul yang sama, yang lalu menjadi penugasan lengkap, sebuah solusi.",
            AssignmentText::ExplainBound => "Batas bawah: biaya pekerjaan yang sudah diberikan, ditambah, untuk setiap orang yang belum bekerja, biaya terkecil di antara pekerjaan yang masih bebas. Tidak ada kelanjutan yang lebih murah, jadi batas ini tidak pernah melebih-lebihkan.",
            AssignmentText::ExplainKill => "Simpul hidup dengan batas terkecil menjadi simpul-E (jika seri, yang lebih tua). Simpul yang batasnya tidak di bawah biaya terbaik sejauh ini tidak dapat menghasilkan solusi yang lebih murah: ia dimatikan, saat dibangkitkan atau saat tiba gilirannya. Pencarian berhenti ketika tidak ada simpul hidup yang dapat mengalahkan yang terbaik.",
            AssignmentText::PlainRoot => "Akar belum memberi pekerjaan: batasnya biaya terkecil setiap orang; belum ada solusi yang diketahui.",
            AssignmentText::PlainChildren => "Orang berikutnya yang belum bekerja: satu anak untuk setiap pekerjaan yang masih bebas, berurutan naik.",
            AssignmentText::PlainChild => "Anak itu memberi orang tersebut pekerjaan itu (dan, jika tinggal satu orang, pekerjaan terakhir juga); batasnya menjumlahkan biaya yang diberikan dan pekerjaan bebas termurah setiap orang yang belum bekerja.",
            AssignmentText::PlainKill => "Batas yang tidak lebih baik daripada yang terbaik sejauh ini: anak itu dimatikan.",
            AssignmentText::PlainKillBrute => "Penugasan lengkap yang tidak lebih murah daripada yang terbaik mati. Batas tidak dipakai.",
            AssignmentText::PlainSolution => "Anak yang memberi setiap orang pekerjaan adalah solusi; jika lebih murah daripada yang terbaik, ia menjadi yang terbaik.",
            AssignmentText::BoundPrompt => "Simpul {node} berikutnya: simpul {parent} dengan {decision}. Berapa batas bawahnya, lb?",
            AssignmentText::BoundRight => "Benar: lb({node}) = {sum}.",
            AssignmentText::BoundWrong => "lb({node}) = {sum}: biaya pekerjaan yang diberikan, ditambah untuk setiap orang yang belum bekerja biaya terkecil di antara pekerjaan yang masih bebas (bukan di antara semua pekerjaan).",
            AssignmentText::CodeRoot => "lb(t) ← Σ untuk setiap orang, biaya terkecil di barisnya; best ← ∞",
            AssignmentText::CodeChildren => "for setiap pekerjaan j yang masih bebas, berurutan naik, do",
            AssignmentText::CodeChild => "x ← E dengan orang k pada pekerjaan j (orang terakhir pada pekerjaan terakhir); lb(x) ← biaya yang diberikan + Σ pekerjaan bebas termurah setiap orang yang belum bekerja",
            AssignmentText::CodeKill => "if lb(x) ≥ best then matikan x",
            AssignmentText::CodeKillBrute => "if x memberi setiap orang pekerjaan and biayanya ≥ best then x mati",
            AssignmentText::CodeSolution => "else if x memberi setiap orang pekerjaan and biayanya < best then best ← x",
        }
    }
}
