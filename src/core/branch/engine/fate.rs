//! What becomes of a node just generated: its fate, decided with its `Generate` and told by the
//! next event.

use super::phase::{Fate, Phase};
use super::BranchSearch;
use crate::core::branch::arena::Status;
use crate::core::branch::event::{BranchEvent, Death};
use crate::core::branch::{Branching, Child, Goal};

impl<B: Branching> BranchSearch<B> {
    pub(super) fn fate_of(
        &self,
        child: &Child<B::State, B::Infeasible>,
    ) -> Option<Fate<B::Infeasible>> {
        if let Some(why) = child.infeasible {
            return Some(Fate::Kill(Death::Infeasible(why)));
        }
        if let Some(value) = self.problem.solution(&child.state, child.cost) {
            return Some(match (B::GOAL, self.ledger.best()) {
                (Goal::Reach, _) => Fate::Answer,
                (_, Some((_, best))) if !self.better(value, best) => {
                    Fate::Kill(Death::NoBetter { value, best })
                }
                _ => Fate::Best(value),
            });
        }
        let best = self.bound_against(child.cost)?;
        Some(Fate::Kill(Death::Bound { bound: child.cost, best }))
    }

    /// Tells what becomes of the node just generated.
    pub(super) fn settle(&mut self, fate: Fate<B::Infeasible>) -> BranchEvent<B::Infeasible> {
        let node = self.ledger.newest();
        self.ledger.settle();
        match fate {
            Fate::Kill(why) => {
                self.arena.kill(node, why);
                self.ledger.kill(why);
                BranchEvent::Kill { node, why }
            }
            Fate::Best(value) => {
                self.arena.set(node, Status::Solution);
                self.ledger.best_found(node, value);
                BranchEvent::Best { node, value }
            }
            Fate::Answer => {
                self.arena.set(node, Status::Answer);
                self.ledger.reach(node);
                self.phase = if node == 1 { Phase::Exhaust } else { Phase::Over };
                BranchEvent::Answer { node }
            }
        }
    }
}
