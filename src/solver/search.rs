//! One interface over every strategy's stepping generator, so that `trace`, and later the
//! board, the counters and the narration, drive any of them the same way.
//!
//! [`Search`] is the interface; [`AnySearch`] holds whichever strategy was asked for, without a
//! box, so the animation can keep one value and switch it. Every generator steps one event at a
//! time, without recursion and without allocating (the local search allocates its arrays once,
//! when it is made).

use std::fmt;

use super::order::Order;
use super::{Counters, Event, MAX_N};
use crate::vocabulary::Strategy;
use crate::vocabulary::tuning::Tuning;

/// A setting one strategy has of its own, as the animation changes it: the strategy that
/// heeds it starts afresh with it (see [`Search::restart_with`]); the others ignore it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Setting {
    /// The ranks `las-vegas` places at random (past the board: the board).
    RandomRanks(usize),
    /// The order an ordered strategy (`forward-checking`) fills its ranks in.
    Order(Order),
    /// The strategies' knobs as the user tuned them (`genetic`'s population …): a strategy
    /// whose own knobs it sets otherwise than the search has them heeds it.
    Tuning(Tuning),
}

/// How much work a search has done, in units that compare across strategies for the same n.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Work {
    /// Queens put on the board: placements, and for the local search each queen of a fresh
    /// random board and each move.
    pub nodes: u64,
    /// Complete boards looked at: for the backtracking searches the solutions (they never
    /// complete a bad board), for `permutations` and `bruteforce` every complete board tested,
    /// for `min-conflicts` every board it starts from or moves to.
    pub boards: u64,
    /// Elementary checks: a mask operation (`bitmask`), a queen compared with a square or with
    /// another queen (`scan`, `permutations`, `bruteforce`), an array entry read (`arrays`), a
    /// matrix cell visited (`matrix`), a square's conflicts read from the counters
    /// (`min-conflicts`).
    pub checks: u64,
    /// Moves of a queen to another square of its row (`min-conflicts` only).
    pub moves: u64,
    /// Fresh random boards after the first (`min-conflicts` only).
    pub restarts: u64,
}

/// What most engines keep alike, written once: the board's size, the running totals, the
/// work done and the event that brought the search where it is. An engine holding one in a
/// field `core` gets the [`Search`] accessors from [`core_accessors!`] and ends each step with
/// [`Core::record`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Core {
    /// The board size.
    pub n: usize,
    /// Running totals of places, removes, dead ends and solutions.
    pub counters: Counters,
    /// The work done so far.
    pub work: Work,
    /// The last event (`None` before the first).
    pub last: Option<Event>,
}

impl Core {
    /// The core of a search of the `n` board that has not stepped yet.
    pub fn new(n: usize) -> Core {
        Core {
            n,
            counters: Counters::default(),
            work: Work::default(),
            last: None,
        }
    }

    /// Keeps `event` as the last, if there is one; returns it, as the step's result.
    #[inline(always)]
    pub fn record(&mut self, event: Option<Event>) -> Option<Event> {
        if event.is_some() {
            self.last = event;
        }
        event
    }
}

/// The four accessors of a [`Search`] whose engine keeps a [`Core`] in its field `core`
/// (`n`, `last_event`, `counters`, `work`), expanded inside its `impl Search`.
macro_rules! core_accessors {
    () => {
        fn n(&self) -> usize {
            self.core.n
        }

        fn last_event(&self) -> Option<$crate::solver::Event> {
            self.core.last
        }

        fn counters(&self) -> $crate::solver::Counters {
            self.core.counters
        }

        fn work(&self) -> $crate::solver::Work {
            self.core.work
        }
    };
}
pub(crate) use core_accessors;

/// A stepping N-Queens search: what every strategy offers the commands and the animation.
pub trait Search {
    /// The board size.
    fn n(&self) -> usize;

    /// Advances by exactly one event; `None` once the search is over.
    fn step(&mut self) -> Option<Event>;

    /// The event that brought the search where it is (`None` before the first).
    fn last_event(&self) -> Option<Event>;

    /// The column of the queen on `row`, or `None` if the row holds none.
    fn queen(&self, row: usize) -> Option<usize>;

    /// Running totals of places, removes, dead ends and solutions.
    fn counters(&self) -> Counters;

    /// The work done so far (see [`Work`]).
    fn work(&self) -> Work;

    /// True once the search is over.
    fn is_done(&self) -> bool;

    /// How many complete boards the search tests in all, for the strategies that test every
    /// board of a kind (`permutations`: n!, `bruteforce`: n^n), while it fits in a `u64`;
    /// `None` for the others.
    fn boards_in_all(&self) -> Option<u64> {
        None
    }

    /// How many other queens attack the queen on `row`: `Some` only for a search that keeps
    /// count (`min-conflicts`), `None` for the others, whose boards never hold an attack for
    /// long.
    fn conflicts(&self, row: usize) -> Option<u32> {
        let _ = row;
        None
    }

    /// How many events the whole run takes, where the search knows it before it ends
    /// (`permutations`, `bruteforce`: one a board); `None` for the others.
    fn total_events(&self) -> Option<u64> {
        None
    }

    /// True if the search ended before it could tell all (a memory bound reached, a bound of
    /// tries or generations): its lack of solutions then proves nothing.
    fn ended_short(&self) -> bool {
        false
    }

    /// The files of rank `row` not tried yet, one bit a file, where the search keeps such a
    /// set for the rank it is about to fill (`forward-checking`); `None` for the others, or
    /// for another rank.
    fn untried_in(&self, row: usize) -> Option<u32> {
        let _ = row;
        None
    }

    /// How many pairs of queens attack each other on the board, where the search keeps
    /// count (`min-conflicts`); `None` for the others.
    fn attacking_pairs(&self) -> Option<u64> {
        None
    }

    /// Starts this search afresh on its board, drawing from `seed`, if `setting` is one it
    /// heeds (and would search otherwise); true if it did. The default heeds none.
    fn restart_with(&mut self, setting: Setting, seed: u64) -> bool {
        let _ = (setting, seed);
        false
    }

    /// The bytes the search holds beyond its own value (its growing lists, its board's
    /// arrays), as a copy of it would: what keeping a copy costs. The default, for a search
    /// held in fixed arrays, is none.
    fn heap_bytes(&self) -> usize {
        0
    }
}

/// Why a search could not be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SizeError {
    /// The strategy asked for.
    pub strategy: Strategy,
    /// The board size asked for.
    pub n: usize,
    /// The largest board the strategy handles.
    pub max: usize,
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "board size {} is outside 1..={} for the {} strategy",
            self.n, self.max, self.strategy
        )
    }
}

impl std::error::Error for SizeError {}

/// The registry's list as the search of each strategy: [`AnySearch`] with a variant a
/// strategy, each holding its folder's `search::Engine`, and the matches that reach it.
macro_rules! any_search {
    ($($id:ident => $folder:ident,)*) => {
        /// Any strategy's search, chosen at run time: a variant a strategy, named as its id.
        #[derive(Debug, Clone)]
        pub enum AnySearch {
            $(
                #[doc = concat!("The search of `strategies::", stringify!($folder), "`.")]
                $id(crate::strategies::$folder::search::Engine),
            )*
        }

        /// The largest board `strategy` steps through.
        pub fn max_n(strategy: Strategy) -> usize {
            match strategy {
                $(Strategy::$id => crate::strategies::$folder::search::MAX_N,)*
            }
        }

        impl AnySearch {
            /// A new search of `strategy` on a board of a size it takes.
            fn made(strategy: Strategy, n: usize, seed: u64) -> Self {
                match strategy {
                    $(Strategy::$id => {
                        AnySearch::$id(crate::strategies::$folder::search::new(n, seed))
                    })*
                }
            }

            /// Which strategy this is: the variant's.
            pub fn strategy(&self) -> Strategy {
                match self {
                    $(AnySearch::$id(_) => Strategy::$id,)*
                }
            }

            /// The search as the interface, for code that does not care which it is.
            pub fn as_search(&self) -> &dyn Search {
                match self {
                    $(AnySearch::$id(s) => s,)*
                }
            }

            /// The search as the interface, mutably.
            pub fn as_search_mut(&mut self) -> &mut dyn Search {
                match self {
                    $(AnySearch::$id(s) => s,)*
                }
            }

            /// One event of the search held, called on its own type: a direct call, no
            /// vtable.
            #[inline]
            fn step_held(&mut self) -> Option<Event> {
                match self {
                    $(AnySearch::$id(s) => Search::step(s),)*
                }
            }
        }
    };
}
crate::strategies::registry!(any_search);

impl AnySearch {
    /// A new search of the `n`×`n` board with `strategy`. `seed` picks the random choices of
    /// the strategies that make some; the others ignore it.
    pub fn new(strategy: Strategy, n: usize, seed: u64) -> Result<Self, SizeError> {
        if !(1..=max_n(strategy)).contains(&n) {
            return Err(SizeError {
                strategy,
                n,
                max: max_n(strategy),
            });
        }
        Ok(AnySearch::made(strategy, n, seed))
    }

    /// The columns of the queens on the board, from row 0, and how many rows hold one (the
    /// rows filled so far, or every row of a local search's board). For boards up to
    /// [`MAX_N`], the size every strategy takes; a larger `min-conflicts` board is read a row
    /// at a time with [`Search::queen`].
    pub fn columns(&self) -> ([u8; MAX_N], usize) {
        debug_assert!(self.n() <= MAX_N, "columns() of a board past {MAX_N}");
        let mut cols = [0u8; MAX_N];
        let mut placed = 0;
        while placed < MAX_N
            && let Some(col) = self.queen(placed)
        {
            cols[placed] = super::u8_of(col);
            placed += 1;
        }
        (cols, placed)
    }
}

/// Forwards every method to the strategy held; `step` matches on the variant rather than
/// going through a vtable, so the hot path stays a direct call.
impl Search for AnySearch {
    fn n(&self) -> usize {
        self.as_search().n()
    }

    #[inline]
    fn step(&mut self) -> Option<Event> {
        self.step_held()
    }

    fn last_event(&self) -> Option<Event> {
        self.as_search().last_event()
    }

    fn queen(&self, row: usize) -> Option<usize> {
        self.as_search().queen(row)
    }

    fn counters(&self) -> Counters {
        self.as_search().counters()
    }

    fn work(&self) -> Work {
        self.as_search().work()
    }

    fn is_done(&self) -> bool {
        self.as_search().is_done()
    }

    fn boards_in_all(&self) -> Option<u64> {
        self.as_search().boards_in_all()
    }

    fn conflicts(&self, row: usize) -> Option<u32> {
        self.as_search().conflicts(row)
    }

    fn total_events(&self) -> Option<u64> {
        self.as_search().total_events()
    }

    fn ended_short(&self) -> bool {
        self.as_search().ended_short()
    }

    fn untried_in(&self, row: usize) -> Option<u32> {
        self.as_search().untried_in(row)
    }

    fn attacking_pairs(&self) -> Option<u64> {
        self.as_search().attacking_pairs()
    }

    fn restart_with(&mut self, setting: Setting, seed: u64) -> bool {
        self.as_search_mut().restart_with(setting, seed)
    }

    fn heap_bytes(&self) -> usize {
        self.as_search().heap_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::Unpredictable;

    #[test]
    fn sizes_outside_a_strategys_range_are_refused_with_the_range() {
        for strategy in Strategy::ALL {
            for n in [0, max_n(strategy) + 1] {
                let err = AnySearch::new(strategy, n, 0).unwrap_err();
                let text = err.to_string();
                assert!(text.contains(&format!("1..={}", max_n(strategy))), "{text}");
                assert!(text.contains(strategy.name()), "{text}");
            }
        }
    }

    #[test]
    fn the_enum_steps_as_the_strategy_it_holds() {
        for strategy in Strategy::ALL {
            let mut any = AnySearch::new(strategy, 6, 1).unwrap();
            assert_eq!(any.strategy(), strategy);
            assert_eq!(any.n(), 6);
            let mut events = 0;
            while let Some(event) = any.step() {
                assert_eq!(any.last_event(), Some(event));
                events += 1;
            }
            assert!(any.is_done() && events > 0, "{strategy}");
            // The whole-board pair test a known number of boards (their folders check which);
            // the others none.
            let whole = strategy.about().unpredictable == Some(Unpredictable::WholeBoards);
            let all = any.boards_in_all();
            assert_eq!(all.is_some(), whole, "{strategy}");
            if let Some(all) = all {
                assert_eq!(any.work().boards, all, "{strategy}: every board tested");
            }
            let solutions = if strategy.stops_at_first() { 1 } else { 4 };
            assert_eq!(
                any.counters().solutions,
                solutions,
                "{strategy}: n = 6 has 4"
            );
        }
    }

    #[test]
    fn the_animations_limits_are_within_the_solvers() {
        assert_eq!(crate::vocabulary::BACKTRACKING_MAX_N, MAX_N);
        for strategy in Strategy::ALL {
            assert!(strategy.max_animated_n() <= max_n(strategy), "{strategy}");
            let top = AnySearch::new(strategy, strategy.max_animated_n(), 0).unwrap();
            assert_eq!(top.n(), strategy.max_animated_n());
        }
    }

    #[test]
    fn an_event_is_still_two_words() {
        // Every step of every hot loop returns one by value; `Move`'s three u32 fit in the
        // space `Solution`'s u64 already took.
        assert!(std::mem::size_of::<Event>() <= 16);
    }
}
