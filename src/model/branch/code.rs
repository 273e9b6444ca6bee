//! The code panel of every branch-and-bound page: which line of its pseudo-code each event
//! comes from, keyed as the panel keys lines ([`EventKind`]), and the panel's state for a trail.

use crate::core::branch::event::BranchEvent;
use crate::core::branch::node::NodeState;
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::Goal;
use crate::core::search::EventKind;
use crate::model::code::{CodeState, Program};

/// The kind of line an event comes from: the search begins and the root is generated (`Root`),
/// a child is generated (`Try`), killed (`Reject`), a node becomes the E-node (`Advance`; again,
/// depth first: `Retreat`), a solution is found (`Solution`: a better one, or the goal), the
/// search ends (`Exhausted`: with its answer, or none).
pub fn line_kind<I: Copy>(trail: &BranchTrail<I>, event: BranchEvent<I>) -> EventKind {
    match event {
        BranchEvent::Begin { .. } | BranchEvent::Generate { parent: 0, .. } => EventKind::Root,
        BranchEvent::Generate { .. } => EventKind::Try,
        BranchEvent::Kill { .. } => EventKind::Reject,
        BranchEvent::Expand { node } if again(trail, node) => EventKind::Retreat,
        BranchEvent::Expand { .. } => EventKind::Advance,
        BranchEvent::Best { .. } => EventKind::Solution,
        BranchEvent::Answer { .. } if trail.goal() == Goal::Reach => EventKind::Solution,
        BranchEvent::Answer { .. } | BranchEvent::Exhausted => EventKind::Exhausted,
    }
}

/// Whether `node`, the E-node now, was expanded before (depth first, back at a parent): one of
/// its children was expanded since.
pub fn again<I: Copy>(trail: &BranchTrail<I>, node: u32) -> bool {
    let expanded = |state: NodeState<I>| matches!(state, NodeState::Expanded | NodeState::ENode);
    trail.nodes().any(|n| n.parent == node && expanded(n.state))
}

/// The state of `program` for `trail`: the line of the last event applied, or after a jump to a
/// snapshot (a run at max speed), the line of how the run `ended`, if it has.
pub fn code_state<I: Copy>(
    program: &Program,
    trail: &BranchTrail<I>,
    ended: Option<EventKind>,
) -> CodeState {
    let event = trail.last().map(|e| line_kind(trail, e)).or(ended);
    let line = event.and_then(|kind| program.line_of(kind));
    CodeState { event: event.filter(|_| line.is_some()), line, ..CodeState::default() }
}
