//! What `nqueens trace` asks of a strategy's search beyond stepping: how to make it from the
//! command line's settings, the summary lines of its own, and why a run fell short. Each
//! strategy answers in its folder; the command dispatches through the registry, so it names
//! none of them.

use std::io::{self, Write};

use super::order::Order;
use super::{Event, Search};
use crate::vocabulary::tuning::Tuning;

/// Steps the bitmask search may take, from the top, to its first solution, for the summaries
/// that compare against it (`las-vegas`, `forward-checking`; left out past it).
pub const BITMASK_BUDGET: u64 = 1 << 28;

/// The strategies' own settings `trace` was given (`None`: not given, the default).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// `--seed`, or the default seed: the random choices of the strategies that make some.
    pub seed: u64,
    /// `--random-ranks`.
    pub random_ranks: Option<usize>,
    /// `--order`.
    pub order: Option<Order>,
    /// The strategies' knobs given (`--population` …).
    pub tuning: Tuning,
}

/// A line of the summary: its label and its value.
pub type Line = (&'static str, u64);

/// Why a run is not whole, said after what it found: the catalog's message and its
/// arguments (the command, which speaks the user's language, words it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shortfall {
    /// The message's id.
    pub id: &'static str,
    /// Its arguments, by name.
    pub args: Vec<(&'static str, String)>,
}

/// A search as `trace` runs it. Every method has a default, so a strategy with no settings,
/// no lines of its own and no way to fall short writes `impl Traced for Engine {}`.
pub trait Traced: Search + Clone {
    /// The search of the `n` board as `settings` ask, for a strategy with settings of its own
    /// beyond the seed; `None` (the default) for the others, made as the animation makes them.
    fn for_trace(n: usize, settings: &Settings) -> Option<Self> {
        let _ = (n, settings);
        None
    }

    /// What the event-by-event trace writes after the line of `event`, beyond it (the
    /// board `min-conflicts` dealt, after its `start`, so the trace replays).
    fn write_with(&self, event: Event, out: &mut dyn Write) -> io::Result<()> {
        let _ = (event, out);
        Ok(())
    }

    /// The summary's lines of its own, between `boards tested` and `checks`.
    fn lines(&self) -> Vec<Line> {
        Vec::new()
    }

    /// The most memory the search's frontier has held, for a search that keeps one (its
    /// summary's `peak bytes` line); `None` (the default) for the others. A kept figure, read
    /// at once: `compare` reads it after a stop, which must not wait on the summary's other
    /// lines (some run a whole other search to compare against).
    fn peak_bytes(&self) -> Option<u64> {
        None
    }

    /// What the summary ends with, after its last line (the breadth-first levels, a rate …).
    fn write_after(&self, out: &mut dyn Write) -> io::Result<()> {
        let _ = out;
        Ok(())
    }

    /// Why the run is not whole (memory spent, generations run out), if it is not: the
    /// command then prints it and fails.
    fn shortfall(&self) -> Option<Shortfall> {
        None
    }
}

/// Writes a line after the summary's, labelled as they are.
pub fn write_line(
    out: &mut dyn Write,
    label: &str,
    value: &dyn std::fmt::Display,
) -> io::Result<()> {
    writeln!(out, "{label:<15}{value}")
}
