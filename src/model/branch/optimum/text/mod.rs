//! The messages the optimising pages of branch and bound share: the comparison's sides and
//! field, a random instance's notices, the best solution on view, and the lines of their programs
//! (pseudo-code and plain words).

mod en;
mod id;

crate::model::i18n::catalogue! { OptimumText;
    // The comparison.
    SideBrute, SideDepth, CompareBrute, CompareDepth,
    ComparingStatus, NoticeCompare,
    // A random instance, and the instance's fields.
    RandomButton, RandomTitle, Apply,
    // What is wrong with a number or a matrix.
    EntryNotWhole, EntryNegative, EntryTooLarge, EntryMissing, MatrixSize, MatrixNotSquare,
    // The best solution on view.
    BestSoFar, BestNone,
    // The programs' plain words.
    PlainMain, PlainMainDepth, PlainMainBrute, PlainStart, PlainLoop, PlainOutput,
    PlainLeast, PlainMost, PlainCallDepth, PlainOutputDepth, PlainExpand, PlainBack,
    // The programs' own lines of pseudo-code.
    CodeLeast, CodeMost, CodeOutput, CodeBack,
    // The cost matrix's node summary, and the textbook's instance.
    SummaryRoot, SummaryChild, TextbookButton,
}
