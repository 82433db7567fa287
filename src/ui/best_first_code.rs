//! The pseudocode of `best-first` for the code panel (`:code`), the line each event executed,
//! and the live values beside it. Its last lines say why plain A\* degenerates here.

use super::method_code::Shown;
use crate::solver::Event;
use crate::solver::best_first::BestFirst;
use crate::solver::notation::grouped;

/// `best-first`, the A\* family.
pub const BEST_FIRST: [&str; 15] = [
    "open = [empty board]  # f = n",
    "loop:",
    "  if open empty: no solution",
    "  p = pop best (least f, then",
    "      deeper, most free below)",
    "  set up p  # lift, place",
    "  if p has n queens:",
    "    solution; stop",
    "  for col free on rank g(p):",
    "    c = p + queen (g, col)",
    "    if a rank below c is full:",
    "      prune c  # h = infinite",
    "    else: push c  # f = g+h = n",
    "# f ties everywhere: A* alone",
    "# is breadth-first; ties steer",
];

/// The pseudocode, the line `event` executed, and the values to show.
pub fn code(b: &BestFirst, event: Option<Event>) -> Shown {
    let line = match event {
        Some(Event::Place { .. } | Event::Remove { .. }) => Some(5),
        Some(Event::Solution { .. }) => Some(7),
        Some(Event::Expand { pushed: 0, .. }) => Some(11),
        Some(Event::Expand { .. }) => Some(12),
        _ => None,
    };
    let popped = match b.popped() {
        Some(p) => format!("{} queens, f = {}, {} free below", p.g, p.f, p.free),
        None => "—".to_string(),
    };
    let mut vars = vec![
        ("p", popped),
        (
            "open",
            format!(
                "{} queued (most {})",
                grouped(b.open_len() as u64),
                grouped(b.open_peak() as u64)
            ),
        ),
        ("held", super::method_rows::bytes(b.bytes_held())),
    ];
    if let Some(Event::Expand { pushed, pruned, .. }) = event {
        vars.push(("c", format!("{pushed} pushed, {pruned} pruned")));
    }
    (&BEST_FIRST, line, vars)
}
