//! The strategies, one folder each, and the registry that lists them.
//!
//! A strategy's folder holds what is its own; what every strategy has is written once
//! elsewhere. The [`registry!`] is the one list of them: every place that needs "each
//! strategy" (the `Strategy` methods here, the command line, `t`, the help) reads it instead of
//! naming strategies one by one, and a `match` it generates is exhaustive, so the compiler
//! points at a strategy left out.
//!
//! The strategy's id, `vocabulary::Strategy`, stays in the vocabulary (a leaf every module may
//! name, actions included); its methods live here and read the registry.

/// One folder a strategy, each `pub mod` declared from the registry's list.
macro_rules! folders {
    ($($id:ident => $folder:ident,)*) => {
        $(pub mod $folder;)*
    };
}
registry!(folders);

use std::fmt;
use std::str::FromStr;

use crate::vocabulary::order::Order;
use crate::vocabulary::tuning::Knob;
use crate::vocabulary::{BACKTRACKING_MAX_N, Probe, Strategy};

/// The registry, [`crate::vocabulary::registry!`]: its list lives in the vocabulary, which
/// makes the ids from it, and every place here that needs each strategy reads it.
pub(crate) use crate::vocabulary::registry;

/// Why a strategy's next move cannot be predicted (in the variant asked for).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unpredictable {
    /// Its moves are drawn at random (`min-conflicts`, `las-vegas`, `genetic`).
    Random,
    /// It builds whole boards in counting order without testing a square (`permutations`,
    /// `bruteforce`): no placement has a reason to predict.
    WholeBoards,
    /// It extends every board of a level at once (`breadth-first`): no one next queen.
    Levels,
    /// It expands the best placement of a queue (`best-first`), not the board shown.
    Queue,
    /// `forward-checking` enters no dead-end rank: it sees them ahead, as wipe-outs.
    NoDeadEnds,
}

/// The command-line flag the [`About::ordered`] strategies heed.
const ORDER_FLAG: &str = "--order";

/// The `:` command the [`About::ordered`] strategies heed.
const ORDER_COMMAND: &str = "order";

/// What a strategy is, as data: its name, its line of help and the few facts the rest of the
/// program asks about it. Each folder's `mod.rs` holds one, `ABOUT`, built from
/// [`About::new`] and the setters of what differs from the defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct About {
    /// The strategy's id.
    pub id: Strategy,
    /// The name typed on the command line and in `:strategy`.
    pub name: &'static str,
    /// The catalog id of the name the screens show (`位掩码` in Chinese, the typed name in
    /// English), in the strategy's own words file.
    pub title: &'static str,
    /// The catalog id of one line on what the strategy does, for help texts, in the
    /// strategy's own words file.
    pub description: &'static str,
    /// Walks the backtracking tree that `bitmask` walks, so switching between two such keeps
    /// the position.
    pub backtracks: bool,
    /// Looks for one solution, not all: stops at its first.
    pub stops_at_first: bool,
    /// Makes random choices, drawn from `--seed`.
    pub seeded: bool,
    /// The largest board the animation searches with it.
    pub max_animated_n: usize,
    /// Comes last in the order `t` cycles in, after the others.
    pub last_in_cycle: bool,
    /// A local search: its board is full from the start (every rank holds a queen) and it
    /// moves queens, counting each one's attackers; the one strategy that animates past
    /// [`BACKTRACKING_MAX_N`].
    pub local: bool,
    /// Why its next move cannot be predicted (`None`: it can, as the backtracking searches').
    pub unpredictable: Option<Unpredictable>,
    /// It enters no dead-end rank but sees them ahead (as wipe-outs): its dead ends are
    /// what `d` runs to, and predicting them is refused.
    pub sees_dead_ends_ahead: bool,
    /// Its dead ends are its own events after which it backs up at once (its event type's
    /// `backs_up`), which `d` runs to; unlike [`About::sees_dead_ends_ahead`], predicting
    /// them is not refused.
    pub own_dead_ends: bool,
    /// Its counters compare it with the bitmask's nodes to a first solution, counted aside.
    pub against_first: bool,
    /// Fills its ranks one at a time in an order the user chooses (`--order`, `:order`; see
    /// `solver::order::Order`), refused with the strategies that do not; the order it takes
    /// when none is chosen.
    pub ordered: Option<Order>,
    /// What its `trace` lines add to the shared ones, for `trace --help` (empty: nothing).
    pub traces: &'static str,
    /// The numbers the user may tune (`--NAME`, `:NAME`, the session's field `NAME`), refused
    /// with the other strategies: its folder declares them, what they mean is its own.
    pub knobs: &'static [Knob],
    /// The command-line flags only this strategy heeds beyond its knobs (`--random-ranks`),
    /// refused with the others.
    pub flags: &'static [&'static str],
    /// The `:` commands that set this strategy's parameters beyond its knobs (`k`), refused
    /// with the others.
    pub commands: &'static [&'static str],
    /// How it tests a square, for the strategies that ride the bitmask's tree testing square
    /// by square (`scan`, `arrays`, `matrix`).
    pub probe: Option<Probe>,
    /// Builds its boards as permutations: each rank's queen on a file no rank above took,
    /// which the narration says as it places one.
    pub permutes: bool,
}

impl About {
    /// A strategy with the defaults: it does not backtrack as `bitmask` does, finds every
    /// solution, draws nothing at random, animates boards up to [`BACKTRACKING_MAX_N`] and
    /// keeps its place in the `t` cycle.
    pub const fn new(id: Strategy, name: &'static str, description: &'static str) -> About {
        About {
            id,
            name,
            title: "",
            description,
            backtracks: false,
            stops_at_first: false,
            seeded: false,
            max_animated_n: BACKTRACKING_MAX_N,
            last_in_cycle: false,
            local: false,
            unpredictable: None,
            sees_dead_ends_ahead: false,
            own_dead_ends: false,
            against_first: false,
            ordered: None,
            traces: "",
            knobs: &[],
            flags: &[],
            commands: &[],
            probe: None,
            permutes: false,
        }
    }

    /// Sets the catalog id of the name the screens show.
    pub const fn titled(mut self, id: &'static str) -> About {
        self.title = id;
        self
    }

    /// Marks the local search.
    pub const fn local(mut self) -> About {
        self.local = true;
        self
    }

    /// Says why its next move cannot be predicted.
    pub const fn unpredictable(mut self, why: Unpredictable) -> About {
        self.unpredictable = Some(why);
        self
    }

    /// Marks a strategy that sees its dead ends ahead (forward checking's wipe-outs).
    pub const fn sees_dead_ends_ahead(mut self) -> About {
        self.sees_dead_ends_ahead = true;
        self
    }

    /// Marks a strategy whose dead ends are its own events (`dancing-links`' empty column).
    pub const fn own_dead_ends(mut self) -> About {
        self.own_dead_ends = true;
        self
    }

    /// Marks a strategy whose counters compare it with the bitmask's way to a first solution.
    pub const fn against_first(mut self) -> About {
        self.against_first = true;
        self
    }

    /// Marks a strategy that fills its ranks in the order `--order` and `:order` choose,
    /// `default` when none is chosen.
    pub const fn ordered(mut self, default: Order) -> About {
        self.ordered = Some(default);
        self
    }

    /// Says what its `trace` lines add to the shared ones (`place`, `remove`, `deadend`,
    /// `solution`), for `trace --help`.
    pub const fn traces(mut self, lines: &'static str) -> About {
        self.traces = lines;
        self
    }

    /// Whether it heeds the command-line flag `flag` (`--order`, `--population` …).
    pub fn takes_flag(&self, flag: &str) -> bool {
        (self.ordered.is_some() && flag == ORDER_FLAG)
            || self.flags.contains(&flag)
            || flag
                .strip_prefix("--")
                .is_some_and(|name| self.knob(name).is_some())
    }

    /// Whether the `:` command `name` sets one of its parameters (`order`, `population` …).
    pub fn takes_command(&self, name: &str) -> bool {
        (self.ordered.is_some() && name == ORDER_COMMAND)
            || self.commands.contains(&name)
            || self.knob(name).is_some()
    }

    /// Its knob called `name`, if it has one.
    pub fn knob(&self, name: &str) -> Option<&'static Knob> {
        self.knobs.iter().find(|k| k.name == name)
    }

    /// Sets the numbers the user may tune.
    pub const fn knobs(mut self, knobs: &'static [Knob]) -> About {
        self.knobs = knobs;
        self
    }

    /// Sets the command-line flags only this strategy heeds.
    pub const fn flags(mut self, flags: &'static [&'static str]) -> About {
        self.flags = flags;
        self
    }

    /// Sets the `:` commands that set this strategy's parameters.
    pub const fn commands(mut self, commands: &'static [&'static str]) -> About {
        self.commands = commands;
        self
    }

    /// Sets how the strategy tests a square.
    pub const fn probe(mut self, probe: Probe) -> About {
        self.probe = Some(probe);
        self
    }

    /// Marks a strategy that builds its boards as permutations.
    pub const fn permutes(mut self) -> About {
        self.permutes = true;
        self
    }

    /// Marks a strategy that walks `bitmask`'s tree.
    pub const fn backtracks(mut self) -> About {
        self.backtracks = true;
        self
    }

    /// Marks a strategy that stops at its first solution.
    pub const fn stops_at_first(mut self) -> About {
        self.stops_at_first = true;
        self
    }

    /// Marks a strategy that draws from `--seed`.
    pub const fn seeded(mut self) -> About {
        self.seeded = true;
        self
    }

    /// Sets the largest board the animation searches with the strategy.
    pub const fn max_animated_n(mut self, n: usize) -> About {
        self.max_animated_n = n;
        self
    }

    /// Moves the strategy to the end of the `t` cycle.
    pub const fn last_in_cycle(mut self) -> About {
        self.last_in_cycle = true;
        self
    }
}

/// The registry's list as code: the count, the ids in order, and each id's [`About`].
macro_rules! ids {
    ($($id:ident => $folder:ident,)*) => {
        /// How many strategies there are.
        pub const COUNT: usize = [$(Strategy::$id),*].len();

        /// Every strategy, in the registry's order.
        const REGISTERED: [Strategy; COUNT] = [$(Strategy::$id),*];

        /// What `strategy` is.
        pub const fn about(strategy: Strategy) -> &'static About {
            match strategy {
                $(Strategy::$id => &$folder::ABOUT,)*
            }
        }
    };
}
registry!(ids);

/// The events of a strategy that has none of its own: every event it makes is one of the
/// shared ones. No value of it exists, so the event type's variant holding it costs nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NoOwnEvents {}

impl fmt::Display for NoOwnEvents {
    fn fmt(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {}
    }
}

/// The registry's order with the strategies that come last in the cycle moved to the end.
const fn cycle_order() -> [Strategy; COUNT] {
    let mut out = REGISTERED;
    let mut next = 0;
    let mut pass = 0;
    while pass < 2 {
        let mut at = 0;
        while at < COUNT {
            let strategy = REGISTERED[at];
            if about(strategy).last_in_cycle == (pass == 1) {
                out[next] = strategy;
                next += 1;
            }
            at += 1;
        }
        pass += 1;
    }
    out
}

/// The local search: the first strategy marked [`About::local`] (the build fails if none is).
const fn local_search() -> Strategy {
    let mut at = 0;
    while at < COUNT {
        if about(REGISTERED[at]).local {
            return REGISTERED[at];
        }
        at += 1;
    }
    panic!("the registry holds no local search")
}

impl Strategy {
    /// The local search (`min-conflicts`), which the messages about boards past
    /// [`BACKTRACKING_MAX_N`] name.
    pub const LOCAL: Strategy = local_search();

    /// Every strategy, in the order of the help texts.
    pub const ALL: [Strategy; COUNT] = REGISTERED;

    /// The strategies the animation shows, in the order `t` cycles through them: the
    /// registry's order, with the ones marked [`About::last_in_cycle`] (the local search)
    /// last.
    pub const ANIMATED: [Strategy; COUNT] = cycle_order();

    /// What this strategy is.
    pub const fn about(self) -> &'static About {
        about(self)
    }

    /// True for the backtracking strategies, `bitmask`, `scan`, `arrays` and `matrix`: they
    /// walk the same tree, so switching between them keeps the position.
    pub fn backtracks(self) -> bool {
        self.about().backtracks
    }

    /// True for the strategies that look for one solution, not all (`min-conflicts`,
    /// `las-vegas`, `best-first`, `genetic`): they stop at their first.
    pub fn stops_at_first(self) -> bool {
        self.about().stops_at_first
    }

    /// True for the strategies that draw from `--seed` (`min-conflicts`, `las-vegas`,
    /// `genetic`).
    pub fn seeded(self) -> bool {
        self.about().seeded
    }

    /// The largest board the animation searches with this strategy: [`BACKTRACKING_MAX_N`]
    /// for the searches that walk or enumerate the tree (their masks and arrays are 32 bits
    /// wide), `LOCAL_MAX_N` for `min-conflicts`, whose board is drawn as large as the screen
    /// allows.
    pub fn max_animated_n(self) -> usize {
        self.about().max_animated_n
    }

    /// The name typed on the command line and in `:strategy`.
    pub fn name(self) -> &'static str {
        self.about().name
    }

    /// The strategies that heed the command-line flag `flag` (`--order`), in the registry's
    /// order: none for a flag every strategy heeds or none does.
    pub fn heeding_flag(flag: &str) -> impl Iterator<Item = Strategy> {
        Self::ALL
            .into_iter()
            .filter(move |s| s.about().takes_flag(flag))
    }

    /// The strategies whose parameter the `:` command `name` sets, in the registry's order.
    pub fn owning_command(name: &str) -> impl Iterator<Item = Strategy> {
        Self::ALL
            .into_iter()
            .filter(move |s| s.about().takes_command(name))
    }

    /// Every strategy's knobs, with the strategy, in the registry's order.
    pub fn all_knobs() -> impl Iterator<Item = (Strategy, &'static Knob)> {
        Self::ALL
            .into_iter()
            .flat_map(|s| s.about().knobs.iter().map(move |k| (s, k)))
    }

    /// The knob called `name`, of whichever strategy declares it.
    pub fn knob(name: &str) -> Option<&'static Knob> {
        Self::all_knobs().map(|(_, k)| k).find(|k| k.name == name)
    }

    /// The strategy `t` switches to: the next of [`Strategy::ANIMATED`], in order (from a
    /// strategy the animation does not show yet, the first of them).
    pub fn next(self) -> Strategy {
        match Self::ANIMATED.iter().position(|&s| s == self) {
            Some(at) => Self::ANIMATED[(at + 1) % Self::ANIMATED.len()],
            None => Self::ANIMATED[0],
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Strategy {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(text))
            .ok_or_else(|| {
                let names: Vec<&str> = Self::ALL.iter().map(|s| s.name()).collect();
                format!("expected a strategy: {}", names.join(", "))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strategies_cycle_and_parse_by_name() {
        for s in Strategy::ALL {
            assert_eq!(s.name().parse(), Ok(s));
        }
        assert_eq!(Strategy::Bitmask.next(), Strategy::Scan);
        let seen: Vec<Strategy> = std::iter::successors(Some(Strategy::Bitmask), |s| {
            Some(s.next()).filter(|&next| next != Strategy::Bitmask)
        })
        .collect();
        assert_eq!(
            seen,
            Strategy::ANIMATED,
            "t visits every animated strategy once"
        );
        // The cycle, worked out from the registry here: its order, with the strategies
        // marked last in the cycle moved to its end, and back to the first.
        let (first, last): (Vec<Strategy>, Vec<Strategy>) = Strategy::ALL
            .into_iter()
            .partition(|s| !s.about().last_in_cycle);
        let expected: Vec<Strategy> = first.into_iter().chain(last).collect();
        assert_eq!(expected.len(), Strategy::ALL.len());
        for (at, &s) in expected.iter().enumerate() {
            assert_eq!(s.next(), expected[(at + 1) % expected.len()], "after {s}");
        }
        assert_eq!(Strategy::MinConflicts.next(), Strategy::ANIMATED[0]);
        assert_eq!("min-conflicts".parse(), Ok(Strategy::MinConflicts));
        assert!("dfs".parse::<Strategy>().is_err());
    }

    #[test]
    fn an_ordered_strategy_takes_the_order_flag_and_command_and_no_other_does() {
        let plain = About::new(Strategy::Bitmask, "plain", "");
        let ordered = plain.ordered(Order::Fixed);
        assert!(ordered.takes_flag("--order") && ordered.takes_command("order"));
        assert!(!plain.takes_flag("--order") && !plain.takes_command("order"));
        assert!(!ordered.takes_flag("--population") && !ordered.takes_command("k"));
        let heeding: Vec<Strategy> = Strategy::heeding_flag("--order").collect();
        let ordered: Vec<Strategy> = Strategy::ALL
            .into_iter()
            .filter(|s| s.about().ordered.is_some())
            .collect();
        assert_eq!(heeding, ordered);
        assert!(heeding.contains(&Strategy::ForwardChecking));
        assert_eq!(
            Strategy::owning_command("order").collect::<Vec<_>>(),
            heeding
        );
    }

    #[test]
    fn knobs_have_names_of_their_own_and_fit_in_a_bag() {
        use crate::vocabulary::tuning::MAX_KNOBS;
        let mut names: Vec<&str> = Strategy::all_knobs().map(|(_, k)| k.name).collect();
        assert!(names.len() <= MAX_KNOBS, "{names:?}");
        names.sort_unstable();
        names.dedup();
        assert_eq!(
            names.len(),
            Strategy::all_knobs().count(),
            "two knobs share a name"
        );
        for (strategy, knob) in Strategy::all_knobs() {
            let flag = format!("--{}", knob.name);
            assert!(strategy.about().takes_flag(&flag), "{strategy} {flag}");
            assert!(!["order", "k", "random-ranks", "seed"].contains(&knob.name));
            // Its default reads back as itself.
            assert_eq!((knob.parse)(&(knob.show)(knob.default)), Ok(knob.default));
        }
    }

    #[test]
    fn each_folder_describes_the_strategy_the_registry_binds_it_to() {
        // A line `Genetic => scan` would give `genetic` scan's name and help.
        for s in Strategy::ALL {
            assert_eq!(s.about().id, s);
        }
        let mut names: Vec<&str> = Strategy::ALL.iter().map(|s| s.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), COUNT, "two strategies share a name");
    }
}
