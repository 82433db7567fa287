//! Positions kept by name (`:mark NAME`, `:go NAME`, `:marks`), and the session a
//! `--session FILE` carries from one run to the next: the marks, the position on screen and
//! the command history. A position is kept two ways: exactly, as the app holds it (the search
//! itself, for going back within a run), and as a description that survives a restart (the
//! board, the strategy and its settings, the event, the panel shown), from which the search
//! is rebuilt by replaying it to that event. The file itself is read and written by the
//! commands' side: nothing here does I/O.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::Search;
use super::heat::HeatKind;
use super::mode::{Aside, Stage};
use super::view::{Side, View};
use crate::solver::order::Order;
use crate::vocabulary::tuning::Tuning;
use crate::vocabulary::{Speed, Strategy};

/// The version of the session file this program writes and reads.
pub const SESSION_VERSION: u32 = 1;

/// The most marks kept: a class needs a handful, and `:marks` lists them on one line.
pub const MARKS_KEEP: usize = 32;

/// A position described so that it survives a restart: replaying the strategy (with its
/// settings and seed) from the start of its run to `event` brings it back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Place {
    /// The board size.
    pub n: usize,
    /// The strategy searching, by its name (`bitmask`, `scan`, …).
    pub strategy: String,
    /// Where the search stands: its event number, in the strategy's own numbering.
    pub event: u64,
    /// The panel shown beside the board: `none`, `code`, `heat`, `heat-solutions`, `tree`.
    pub view: String,
    /// The speed, as `--speed` takes it (`20`, `max`).
    pub speed: String,
    /// The seed of the random strategies.
    pub seed: u64,
    /// `las-vegas`'s random ranks, if chosen.
    pub random_ranks: Option<usize>,
    /// The ordered strategies' order, if chosen (`fixed`, `mrv`).
    pub order: Option<String>,
    /// `genetic`'s boards a generation.
    pub population: usize,
    /// `genetic`'s mutation rate, as `--mutation` takes it.
    pub mutation: String,
}

/// A [`Place`] read back, each field checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parsed {
    /// The board size.
    pub n: usize,
    /// The strategy.
    pub strategy: Strategy,
    /// The event to stand on.
    pub event: u64,
    /// The panel beside the board.
    pub side: Side,
    /// The speed.
    pub speed: Speed,
    /// The seed.
    pub seed: u64,
    /// `las-vegas`'s random ranks.
    pub random_ranks: Option<usize>,
    /// The ordered strategies' order.
    pub order: Option<Order>,
    /// The strategies' knobs, as the session's fields hold them.
    pub tuning: Tuning,
}

/// The session's fields that hold knobs (`genetic`'s), named as the knobs are: a session
/// file keeps the fields it always had.
const POPULATION: &str = "population";
/// See [`POPULATION`].
const MUTATION: &str = "mutation";

/// The value `tuning` gives the knob `name` (its default where it gives none), as a number
/// and as the user types it (0 and empty if no strategy has such a knob).
fn saved(tuning: &Tuning, name: &str) -> (u64, String) {
    Strategy::knob(name).map_or((0, String::new()), |knob| {
        let value = tuning.value(knob);
        (value, (knob.show)(value))
    })
}

/// The name a panel beside the board goes by in a session file.
fn side_name(side: Side) -> &'static str {
    match side {
        Side::None => "none",
        Side::Code => "code",
        Side::Heat(HeatKind::Placements) => "heat",
        Side::Heat(HeatKind::Solutions) => "heat-solutions",
        Side::Tree => "tree",
    }
}

/// The panel named `name` in a session file.
fn side_named(name: &str) -> Option<Side> {
    Some(match name {
        "none" => Side::None,
        "code" => Side::Code,
        "heat" => Side::Heat(HeatKind::Placements),
        "heat-solutions" => Side::Heat(HeatKind::Solutions),
        "tree" => Side::Tree,
        _ => return None,
    })
}

impl Place {
    /// The description of `search` shown with `side`.
    pub fn of(search: &Search, side: Side) -> Place {
        let tuning = search.tuning();
        Place {
            n: search.n(),
            strategy: search.strategy().name().to_string(),
            event: search.event_number(),
            view: side_name(side).to_string(),
            speed: match search.speed() {
                Speed::Max => "max".to_string(),
                Speed::PerSec(v) => v.to_string(),
            },
            seed: search.seed(),
            random_ranks: search.random_ranks(),
            order: search.order().map(|o| o.name().to_string()),
            population: usize::try_from(saved(&tuning, POPULATION).0).unwrap_or(usize::MAX),
            mutation: saved(&tuning, MUTATION).1,
        }
    }

    /// Each field checked: the first that is not what this program writes is named.
    pub fn parse(&self) -> Result<Parsed, String> {
        let strategy: Strategy = self.strategy.parse().map_err(|_| {
            crate::t!(
                "error-place-strategy",
                name = format!("{:?}", self.strategy)
            )
        })?;
        if !(1..=strategy.max_animated_n()).contains(&self.n) {
            return Err(crate::t!(
                "error-place-size",
                n = self.n.to_string(),
                strategy = strategy.to_string()
            ));
        }
        let side = side_named(&self.view)
            .ok_or_else(|| crate::t!("error-place-view", name = format!("{:?}", self.view)))?;
        let speed = self
            .speed
            .parse()
            .map_err(|_| crate::t!("error-place-speed", name = format!("{:?}", self.speed)))?;
        let order = match &self.order {
            Some(name) => Some(
                name.parse::<Order>()
                    .map_err(|_| crate::t!("error-place-order", name = format!("{name:?}")))?,
            ),
            None => None,
        };
        if self.random_ranks.is_some_and(|k| k > self.n) {
            return Err(crate::t!(
                "error-place-random-ranks",
                n = self.n.to_string()
            ));
        }
        let tuning = self.tuning()?;
        Ok(Parsed {
            n: self.n,
            strategy,
            event: self.event,
            side,
            speed,
            seed: self.seed,
            random_ranks: self.random_ranks,
            order,
            tuning,
        })
    }

    /// The knobs' fields read back through their knobs' parsers: the first refused is named.
    fn tuning(&self) -> Result<Tuning, String> {
        let population = self.population.to_string();
        // Each field, its refusal and how the refusal quotes it.
        let fields = [
            (
                POPULATION,
                &population,
                "error-place-population",
                "population",
                population.clone(),
            ),
            (
                MUTATION,
                &self.mutation,
                "error-place-mutation",
                "name",
                format!("{:?}", self.mutation),
            ),
        ];
        let mut tuning = Tuning::default();
        for (name, text, refusal, arg, said) in fields {
            let Some(knob) = Strategy::knob(name) else {
                continue;
            };
            let value = (knob.parse)(text).map_err(|_| {
                crate::i18n::text(refusal, &[(arg, crate::i18n::Value::from(said))])
            })?;
            tuning = tuning.with(knob.name, value);
        }
        Ok(tuning)
    }
}

impl Parsed {
    /// A fresh search as described, paused at its start (the caller replays it to
    /// [`Parsed::event`]).
    pub fn search(&self) -> Search {
        Search::seeded(self.n, self.strategy, self.speed, true, self.seed)
            .with_random_ranks(self.random_ranks)
            .with_order(self.order)
            .with_tuning(self.tuning)
    }
}

/// A position held exactly, as the app has it: what a lesson's steps and the marks of this
/// run go back to.
#[derive(Debug, Clone)]
pub struct Kept {
    /// The search, as it stood.
    pub search: Search,
    /// What was shown (the command line and its history are not part of a position).
    pub view: View,
    /// Watching, playing or racing, with what exists only there.
    pub stage: Stage,
    /// What outlived its mode: the board played, the race, the backtracking search waiting
    /// aside while another strategy searched.
    pub aside: Aside,
    /// Whether the Compare view was open over it: a lesson's step that opened it shows it
    /// again when the student steps back to it.
    pub comparing: bool,
}

/// A mark: the position as kept now, and its description for the session file.
#[derive(Debug, Clone)]
pub struct Mark {
    /// The description, which survives a restart.
    pub place: Place,
    /// The position exactly, when it was marked in this run.
    pub kept: Option<Box<Kept>>,
}

/// The marks, by name (listed in the order of their names).
#[derive(Debug, Clone, Default)]
pub struct Marks(BTreeMap<String, Mark>);

impl Marks {
    /// The mark named `name`.
    pub fn get(&self, name: &str) -> Option<&Mark> {
        self.0.get(name)
    }

    /// Keeps `mark` as `name`, replacing a mark of that name; false (and nothing kept) if
    /// [`MARKS_KEEP`] others are kept already.
    pub fn set(&mut self, name: &str, mark: Mark) -> bool {
        if !self.0.contains_key(name) && self.0.len() >= MARKS_KEEP {
            return false;
        }
        self.0.insert(name.to_string(), mark);
        true
    }

    /// Every mark, by name.
    pub fn iter(&self) -> impl Iterator<Item = (&String, &Mark)> {
        self.0.iter()
    }

    /// How many marks are kept.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True if none is kept.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// What a `--session FILE` holds, as written on quit and read at the start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Session {
    /// The format's version: [`SESSION_VERSION`].
    pub version: u32,
    /// The position on screen at quit.
    pub position: Place,
    /// The marks, by name.
    pub marks: BTreeMap<String, Place>,
    /// The command lines run, oldest first.
    pub history: Vec<String>,
}

impl Session {
    /// The session in `text` (a session file's content), or why it is refused: one line.
    pub fn parse(text: &str) -> Result<Session, String> {
        // The version first, so a newer file is told as such rather than as damaged.
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| not_a_session(&e))?;
        match value.get("version").and_then(serde_json::Value::as_u64) {
            Some(v) if v == u64::from(SESSION_VERSION) => {}
            Some(v) => {
                return Err(crate::t!(
                    "error-session-version",
                    found = v.to_string(),
                    read = SESSION_VERSION.to_string()
                ));
            }
            None => return Err(crate::t!("error-session-no-version")),
        }
        let session: Session = serde_json::from_value(value).map_err(|e| not_a_session(&e))?;
        session
            .position
            .parse()
            .map_err(|e| crate::t!("error-session-position", why = e))?;
        for (name, place) in &session.marks {
            if !super::command::valid_mark_name(name) {
                return Err(crate::t!(
                    "error-session-mark-name",
                    name = format!("{name:?}")
                ));
            }
            place
                .parse()
                .map_err(|e| crate::t!("error-session-mark", name = name, why = e))?;
        }
        if session.marks.len() > MARKS_KEEP {
            return Err(crate::t!(
                "error-session-marks",
                most = MARKS_KEEP.to_string()
            ));
        }
        Ok(session)
    }

    /// The session as a file holds it: pretty JSON, ending with a newline.
    pub fn to_text(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text
    }
}

/// The refusal of a file that does not read as a session; `e` is the JSON reader's reason.
fn not_a_session(e: &serde_json::Error) -> String {
    crate::t!("error-session-not", cause = e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_place_reads_back_what_it_wrote_and_refuses_the_rest() {
        // Each strategy that animates no board of 40, which one place below is.
        for strategy in Strategy::ALL
            .into_iter()
            .filter(|s| s.max_animated_n() < 40)
        {
            a_place_of_reads_back(strategy);
        }
    }

    fn a_place_of_reads_back(strategy: Strategy) {
        let search = Search::seeded(6, strategy, Speed::PerSec(20), true, 0);
        let place = Place::of(&search, Side::Code);
        let parsed = place.parse().unwrap();
        assert_eq!(
            (parsed.n, parsed.strategy, parsed.side),
            (6, strategy, Side::Code)
        );
        for broken in [
            Place {
                strategy: "dfs".into(),
                ..place.clone()
            },
            Place {
                n: 40,
                ..place.clone()
            },
            Place {
                view: "sideways".into(),
                ..place.clone()
            },
            Place {
                speed: "fast".into(),
                ..place.clone()
            },
        ] {
            assert!(broken.parse().is_err(), "{broken:?}");
        }
    }

    #[test]
    fn the_knobs_fields_read_back_through_their_knobs_and_a_bad_one_is_named() {
        let search = Search::seeded(6, Strategy::Genetic, Speed::PerSec(20), true, 0);
        let place = Place::of(&search, Side::Code);
        // Nothing tuned: the defaults are written, as they always were.
        assert_eq!((place.population, place.mutation.as_str()), (64, "0.8"));
        let tuned = Place {
            population: 50,
            mutation: "50%".into(),
            ..place.clone()
        };
        let tuning = tuned.parse().unwrap().tuning;
        assert_eq!(
            (tuning.get("population"), tuning.get("mutation")),
            (Some(50), Some(500_000))
        );
        let few = Place {
            population: 3,
            ..place.clone()
        };
        assert_eq!(few.parse().unwrap_err(), "no population 3");
        let bad = Place {
            mutation: "lots".into(),
            ..place
        };
        assert_eq!(bad.parse().unwrap_err(), "no mutation rate \"lots\"");
    }
}
