//! The English messages of the job assignment page.

use super::AssignmentText;

impl AssignmentText {
    /// The message in English.
    #[allow(clippy::too_many_lines, reason = "a table of texts, one arm per message")]
    pub(super) fn en(self) -> &'static str {
        match self {
            AssignmentText::Intro => "Give each of n people one of n jobs so that the total cost is least. Person a gets a job at level 1, person b at level 2, and so on; each node's lower bound adds to the costs given the least cost each free person could still have. Watch best-first branch and bound expand the live node of least bound and kill every node that cannot beat the best so far.",
            AssignmentText::StageLabel => "The costs and the tree",
            AssignmentText::CostsCaption => "What each person costs doing each job: a row per person, a column per job",
            AssignmentText::PersonCorner => "person \\ job",
            AssignmentText::PersonJob => "{person} → {job}",
            AssignmentText::Forced => "{given}, so {last} (the last job left)",
            AssignmentText::LowerBound => "lb = {sum}.",
            AssignmentText::TermGiven => "{person} → {job}: {cost}, given",
            AssignmentText::TermLeast => "{person}: at least {cost}, job {job} the cheapest still free",
            AssignmentText::BestText => "{jobs}: cost {cost}",
            AssignmentText::LegendAssigned => "job given",
            AssignmentText::LegendLeast => "a free person's least free cost, counted by the bound",
            AssignmentText::LegendGone => "job no longer free (struck out)",
            AssignmentText::MarkGiven => "given",
            AssignmentText::MarkLeast => "the cheapest still free",
            AssignmentText::MarkGone => "no longer free",
            AssignmentText::CostsField => "Costs, a row per person (a;b;…), a column per job",
            AssignmentText::RandomPeople => "Random costs, people",
            AssignmentText::NoticeBoth => "c= is given: the page uses it, and n= and seed= are ignored.",
            AssignmentText::UsingTextbook => "using Levitin's costs.",
            AssignmentText::KeepingCosts => "the costs stay as they were.",
            AssignmentText::StatusIdle => "{n} people and {n} jobs. Press Play or Step to watch best-first branch and bound: the live node of least lower bound is expanded next.",
            AssignmentText::RootGenerated => "Node 1, the root: no one has a job yet; lb = {sum}, each person's cheapest job.",
            AssignmentText::ChildGenerated => "Node {node}, {decision}, a child of node {parent}: lb = {sum}.",
            AssignmentText::Complete => " Everyone has a job: a solution costing {cost}.",
            AssignmentText::BestJobs => "The best so far: {jobs}, cost {cost}.",
            AssignmentText::HowBb => "How branch and bound assigns the jobs",
            AssignmentText::ExplainOrder => "The node at level k has given jobs to the first k people, a, b, c, …; its children give the next person each job still free, in increasing order. When one person is left, the last job is theirs: it is given in the same node, which is then a complete assignment, a solution.",
            AssignmentText::ExplainBound => "Lower bound: the costs of the jobs given so far, plus, for each person still free, the least cost among the jobs still free. No completion can cost less, so the bound never overstates what the subtree can save.",
            AssignmentText::ExplainKill => "The live node of least bound becomes the E-node (ties to the older). A node whose bound is not below the best cost so far cannot lead to a cheaper solution: it is killed, when it is generated or when it comes up. The search stops when no live node can beat the best.",
            AssignmentText::PlainRoot => "The root gives no job yet: its bound is each person's least cost; no solution is known yet.",
            AssignmentText::PlainChildren => "The next person without a job: one child for each job still free, in increasing order.",
            AssignmentText::PlainChild => "The child gives that person the job (and, with one person left, the last job too); its bound adds the costs given and each free person's cheapest free job.",
            AssignmentText::PlainKill => "A bound no better than the best so far: the child is killed.",
            AssignmentText::PlainKillBrute => "A complete assignment no cheaper than the best dies. No bound is used.",
            AssignmentText::PlainSolution => "A child that gives everyone a job is a solution; cheaper than the best, it becomes the best.",
            AssignmentText::BoundPrompt => "Node {node} is next: node {parent} with {decision}. What is its lower bound lb?",
            AssignmentText::BoundRight => "Right: lb({node}) = {sum}.",
            AssignmentText::BoundWrong => "lb({node}) = {sum}: the costs of the jobs given, plus for each person still free the least cost among the jobs still free (not among every job).",
            AssignmentText::CodeRoot => "lb(t) ← Σ over the people of the least cost in their row; best ← ∞",
            AssignmentText::CodeChildren => "for each job j still free, in increasing order, do",
            AssignmentText::CodeChild => "x ← E with person k on job j (the last person on the last job); lb(x) ← the costs given + Σ each free person's least free job",
            AssignmentText::CodeKill => "if lb(x) ≥ best then kill x",
            AssignmentText::CodeKillBrute => "if x gives everyone a job and costs ≥ best then x dies",
            AssignmentText::CodeSolution => "else if x gives everyone a job and costs < best then best ← x",
        }
    }
}
