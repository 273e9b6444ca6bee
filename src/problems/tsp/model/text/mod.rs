//! The messages of the travelling-salesman page: the page and its board (the cities, the
//! reduced matrix, the half-sum bound), the settings and their notices, the status line, the
//! explanation, the code panel and practice.

mod en;
mod id;

crate::model::i18n::catalogue! { TspText: page;
    Intro, StageLabel, MapLabel, CityLabel, LegendTour, LegendNew, LegendBest, LegendForced,
    BestTitle, BestNone, BestTour, NodeShown, MatrixOf, MatrixWhose, MatrixRootWhose,
    MatrixCorner, RoadsCaption, MatrixReduced, MatrixR, ChildOf, ChildHow, ChildHowLast, ChildDeadHow, MatrixLegendA,
    HalfTitle, HalfHow, HalfCity, HalfRoads, HalfSum, HalfBound, RoadsField, EditorTitle,
    EditorHow, CitiesField, WeightLabel, RandomCities, RandomButton, Symmetric, TextbookButton, BoundField,
    BoundReduced, BoundHalf, NotANumber,
    Negative, TooLarge, WhySize, WhyNotSquare, WhyEntry, WhyNoRoadOut, WhyNoRoadIn, NoticeRoads,
    NoticeBoth, NoticeBound, NoticeAsymmetric, NoticeStranded,
    NoticeWeight, NoticeEdit, ComparingBrute, ComparingDepth,
    Tours, StatusIdle, StatusIdleHalf, RootReduced, RootHalf, ChildRoad, ChildCost,
    ChildNoMatrix, ChildHalf, CannotLeave, CannotEnter, Stranded, HowTitle, RuleTree, RuleLeast,
    RuleKill, RuleReduced, RuleHalf, ProgramLc, ProgramDepth, ProgramBrute, PlainMain,
    PlainRootReduced, PlainRootHalf, PlainStart, PlainLoop, PlainFor, PlainChildReduced,
    PlainChildHalf, PlainBest, PlainKill, PlainAdd, PlainNoLive, PlainLeast, PlainKillBrute,
    PlainBestBrute, PlainDfsStart, PlainDfs, PlainDive, PlainBack, CostPrompt, CostWhy,
    CostWhyHalf, CostRight,
    CodeRootReduced, CodeChildReduced, CodeRootHalf, CodeChildHalf, CodeStart, CodeFor, CodeBest,
    CodeKill, CodeNoLive, CodeLeast, CodeDfsStart, CodeKillBrute, CodeBestBrute, CodeDive,
    CodeBack,
}
