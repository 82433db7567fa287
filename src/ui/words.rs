//! The words of the state's notes: every message the state reports ([`Note`]) said in one
//! place, with the key names read from the key table, so a message can be reworded (or said in
//! another language) without touching the logic. The words themselves are the catalog's
//! (`assets/i18n/*/words.ftl`); numbers already written (`grouped`) go in as texts, so each
//! reads exactly as the rest of the screen writes it, and only counts that choose a plural go
//! in as numbers.

use crate::app::narration::{Next, Own, Story, Told, Untold};
use crate::app::note::{Arg, Away, CommandError, HeatShown, Listed, Note, PlayHint, Square};
use crate::app::predict::{PredictNote, Score, Unpredictable, Unreadable, Variant};
use crate::app::search::{ScanGap, Status};
use crate::input::{Scope, key_in_scope, key_of};
use crate::solver::attack::Line;
use crate::solver::notation::{
    LETTERED_UP_TO, Notation, file_name, files_text, grouped, rank_of, shown, square_name,
};
use crate::solver::order::Order;
use crate::solver::probe::{Array, Walk};
use crate::solver::{Event, MAX_N};
use crate::t;
use crate::vocabulary::tuning::Tuning;
use crate::vocabulary::{Action, Speed, Strategy};

/// The word for a search's status.
pub fn status(status: Status) -> String {
    match status {
        Status::Running => t!("words-status-running"),
        Status::Paused => t!("words-status-paused"),
        Status::Done => t!("words-status-done"),
    }
}

/// A strategy's name as the screens say it. Worded here rather than by the strategy: the
/// catalogs read the strategies' registry for their words files, so a strategy that asked the
/// catalog would make the two need each other.
pub trait Titled {
    /// The name the screens show, in the language of the frame (`位掩码`, `bitmask`).
    fn title(self) -> String;
    /// The name the screens show with the typed one in brackets where they differ
    /// (`位掩码（bitmask）`; in English just `bitmask`): where a learner reads the name to
    /// type it.
    fn title_typed(self) -> String;
    /// One line on what the strategy does, for help texts, in the language of the frame.
    fn description(self) -> String;
}

impl Titled for Strategy {
    fn title(self) -> String {
        crate::i18n::text(self.about().title, &[])
    }

    fn title_typed(self) -> String {
        let title = self.title();
        if title == self.name() {
            title
        } else {
            t!("words-strategy-typed", name = title, typed = self.name())
        }
    }

    fn description(self) -> String {
        crate::i18n::text(self.about().description, &[])
    }
}

/// Why the scan's count is missing, in place of the figure (nothing when it is kept).
pub fn scan_gap(gap: ScanGap) -> String {
    match gap {
        ScanGap::Kept => String::new(),
        ScanGap::TopSpeed => t!("words-scan-gap-top-speed"),
        ScanGap::Jump => t!("words-scan-gap-jump"),
    }
}

/// A square's name as the board labels it (`c5`); past the lettered files, by number
/// (`file 57 rank 143`).
pub fn square(square: Square) -> String {
    if square.n <= LETTERED_UP_TO || shown() == Notation::Numbers {
        square_name(square.n, square.row, square.col)
    } else {
        t!(
            "words-square-numbered",
            file = square.col + 1,
            rank = rank_of(square.n, square.row)
        )
    }
}

/// Pieces joined as the language lists things (`b8, e7` / `b8、e7`).
fn list(pieces: &[String]) -> String {
    pieces.join(&t!("words-list-separator"))
}

/// The squares' names, listed.
fn squares(list: &[Square]) -> String {
    self::list(&list.iter().map(|&s| square(s)).collect::<Vec<_>>())
}

/// A speed in words, for a confirmation.
pub fn speed(speed: Speed) -> String {
    match speed {
        Speed::Max => t!("words-speed-max"),
        Speed::PerSec(v) => t!("words-speed-rate", rate = u64::from(v)),
    }
}

/// "nothing more to undo" / "K more to undo".
fn undo_left(left: usize) -> String {
    t!("words-undo-left", left = left)
}

/// "nothing more to redo" / "K more to redo".
fn redo_left(left: usize) -> String {
    t!("words-redo-left", left = left)
}

/// The key of `action`, as the key table writes it.
fn key(action: Action) -> &'static str {
    key_of(&action)
}

/// The note in words.
pub fn note(note: &Note) -> String {
    match note {
        Note::Hint(text) => text.clone(),
        Note::Language => t!("lang-switched"),
        Note::Notation(notation) => t!("notation-switched", notation = notation.name()),
        Note::Command(error) => command_error(error),
        Note::PlayHint(hint) => play_hint(hint),
        Note::Predict(said) => predict_note(said),
        _ => outcome(note)
            .or_else(|| search_note(note))
            .or_else(|| mode_note(note))
            .or_else(|| marks_note(note))
            .unwrap_or_default(),
    }
}

/// Outcomes of writes, the list and the command line.
fn outcome(note: &Note) -> Option<String> {
    Some(match note {
        Note::Wrote(path) => t!("words-wrote", path = path.display().to_string()),
        Note::WriteFailed { path, cause } => t!(
            "words-write-failed",
            path = path.display().to_string(),
            cause = cause.as_str()
        ),
        Note::Writing => t!("words-writing"),
        Note::StillWriting { count } => t!("words-still-writing", count = *count),
        Note::NothingToWrite => t!("words-nothing-to-write"),
        Note::NoCompletion {
            typed,
            strategies: true,
        } => t!("words-no-strategy-completion", typed = typed.as_str()),
        Note::NoCompletion { typed, .. } => {
            t!("words-no-command-completion", typed = typed.as_str())
        }
        // Names as typed at the command line: no words.
        Note::Completions(names) => names.join("  "),
        Note::Unlisted(n) => t!("words-unlisted", max = MAX_N, n = n.to_string()),
        Note::NumberTooLarge => t!("words-number-too-large"),
        Note::NoEntry {
            listed,
            number,
            found,
            done,
        } => {
            let (number, found) = (number.to_string(), grouped(*found));
            match (listed, done) {
                (Listed::Solution, true) => {
                    t!("words-no-solution-entry", number = number, found = found)
                }
                (Listed::Solution, false) => {
                    t!(
                        "words-no-solution-entry-so-far",
                        number = number,
                        found = found
                    )
                }
                (Listed::Class, true) => {
                    t!("words-no-class-entry", number = number, found = found)
                }
                (Listed::Class, false) => {
                    t!(
                        "words-no-class-entry-so-far",
                        number = number,
                        found = found
                    )
                }
            }
        }
        Note::PauseToInspect => t!("words-pause-to-inspect", key = key(Action::TogglePause)),
        Note::InspectTooLarge => t!("words-inspect-too-large", max = MAX_N),
        Note::HoldsQueen(at) => t!("words-holds-queen", square = square(*at)),
        Note::NotAttacked(at) => t!("words-not-attacked", square = square(*at)),
        Note::AttackedBy { square: at, by } => {
            let lines: Vec<String> = by
                .iter()
                .map(|&(queen, line)| {
                    let line = match line {
                        Line::Row => t!("words-line-rank"),
                        Line::Column => t!("words-line-file"),
                        Line::Falling => t!("words-line-falling"),
                        Line::Rising => t!("words-line-rising"),
                    };
                    t!("words-attacker", square = square(queen), line = line)
                })
                .collect();
            t!(
                "words-attacked-by",
                square = square(*at),
                count = lines.len(),
                lines = list(&lines)
            )
        }
        _ => return None,
    })
}

/// Notes of the search's motion: its end, the ways back it lacks, its speed, the runs to
/// an event.
fn motion_note(note: &Note) -> Option<String> {
    let restart = key(Action::Restart);
    Some(match note {
        Note::SearchDone => t!("words-search-done", key = restart),
        Note::AtStart => t!("words-at-start"),
        Note::TopSpeed => t!("words-top-speed"),
        Note::SlowestSpeed => t!(
            "words-slowest-speed",
            pause = key(Action::TogglePause),
            step = key(Action::Step)
        ),
        Note::SpeedSet { speed: s, both } => {
            if *both {
                t!("words-speed-set-both", speed = speed(*s))
            } else {
                t!("words-speed-set", speed = speed(*s))
            }
        }
        Note::RunningTo(k) => t!("words-running-to", event = grouped(*k)),
        Note::Arrived(k) => t!("words-arrived", event = grouped(*k)),
        Note::AtEvent(k) => t!("words-at-event", event = grouped(*k)),
        Note::RunEndsAt { at, target } => t!(
            "words-run-ends-at",
            at = grouped(*at),
            target = grouped(*target)
        ),
        Note::PastTheRun { total, target } => t!(
            "words-past-the-run",
            total = *total,
            target = grouped(*target)
        ),
        _ => return None,
    })
}

/// Notes of the search: its motion, jumps, sizes, strategies and views.
fn search_note(note: &Note) -> Option<String> {
    if let Some(said) = motion_note(note) {
        return Some(said);
    }
    Some(match note {
        Note::BarFixed(strategy) => t!("words-bar-fixed", strategy = strategy.title()),
        Note::NoSolutionBefore => t!("words-no-solution-before"),
        Note::BackToSolution(k) => t!("words-back-to-solution", index = grouped(*k)),
        Note::NoDeadEnds(strategy) => super::strategy::view(*strategy)
            .no_dead_ends(key(Action::RunToSolution))
            .unwrap_or_else(|| no_dead_ends(*strategy)),

        Note::Undone { n, event, left } => t!(
            "words-undone",
            n = *n,
            event = grouped(*event),
            left = undo_left(*left)
        ),
        Note::NothingToUndo => t!("words-nothing-to-undo"),
        Note::Redone { n, event, left } => t!(
            "words-redone",
            n = *n,
            event = grouped(*event),
            left = redo_left(*left)
        ),
        Note::NothingToRedo => t!("words-nothing-to-redo"),
        Note::NotFoundYet { number, found } => t!(
            "words-not-found-yet",
            number = grouped(*number),
            found = grouped(*found),
            key = key(Action::RunToSolution)
        ),
        Note::NewSearch(n) => t!("words-new-search", n = *n),
        Note::SmallestBoard => t!("words-smallest-board"),
        Note::LargestBoard(strategy) => largest_board(*strategy),
        Note::SizeRefused { n, strategy } => size_refusal(*n, *strategy),
        _ => return strategy_note(note),
    })
}

/// The refusal of the command `command` (`order`, a knob's) under `strategy`, which does
/// not take it: it names every strategy that does, in the registry's order, and the first to
/// switch to (`message` says it).
fn elsewhere(command: &str, strategy: Strategy) -> String {
    // What the strategy searching does instead, where the command says more than a name.
    let message = match command {
        "k" => "words-random-ranks-elsewhere",
        "order" => "words-order-elsewhere",
        _ => "words-knob-elsewhere",
    };
    let owners: Vec<Strategy> = Strategy::owning_command(command).collect();
    // Shown by the names the screens show; the first as typed, for the command it ends with.
    let titles: Vec<String> = owners.iter().map(|o| o.title()).collect();
    let (last, but_last) = titles
        .split_last()
        .map_or((String::new(), &[][..]), |(l, b)| (l.clone(), b));
    crate::i18n::text(
        message,
        &[
            ("command", command.into()),
            ("strategy", strategy.title().into()),
            ("first", owners.first().map_or("", |o| o.name()).into()),
            ("owners", owners.len().into()),
            (
                "but_last",
                but_last.join(&t!("words-list-separator")).into(),
            ),
            ("last", last.into()),
        ],
    )
}

/// A strategy started again tuned as `tuning` says: each of its knobs told, in its folder's
/// words.
fn tuned(strategy: Strategy, tuning: &Tuning) -> String {
    let settings: Vec<String> = strategy
        .about()
        .knobs
        .iter()
        .map(|knob| {
            let value = tuning.value(knob);
            crate::i18n::text(
                knob.told,
                &[
                    ("value", (knob.show)(value).into()),
                    ("count", value.into()),
                ],
            )
        })
        .collect();
    t!(
        "words-tuned",
        strategy = strategy.title(),
        settings = settings.join(&t!("words-settings-separator"))
    )
}

/// Why the knob `name` refuses `text`, in its parser's words.
fn knob_refusal(name: &str, text: &str) -> String {
    Strategy::knob(name)
        .and_then(|knob| (knob.parse)(text).err())
        .unwrap_or_default()
}

/// Notes of strategies and the views that belong to some of them.
fn strategy_note(note: &Note) -> Option<String> {
    Some(match note {
        Note::StrategyAlready(s) => t!("words-strategy-already", strategy = s.title()),
        Note::RandomRanksSet(k) => t!("words-random-ranks-set", k = *k),
        Note::OrderSet(Order::Fixed) => t!("words-order-set-fixed"),
        Note::OrderSet(Order::Mrv) => t!("words-order-set-mrv"),
        Note::TooManyRandomRanks { k, n } => {
            t!("words-too-many-random-ranks", k = k.to_string(), n = *n)
        }
        Note::Tuned { strategy, tuning } => tuned(*strategy, tuning),
        Note::Elsewhere { command, strategy } => elsewhere(command, *strategy),
        Note::StrategySet(s) => t!("words-strategy-set", strategy = s.title_typed()),
        Note::StrategyTooSmall { strategy, n, from } => t!(
            "words-strategy-too-small",
            strategy = strategy.title(),
            max = strategy.max_animated_n(),
            n = *n,
            from = from.title()
        ),
        Note::BackToBacktracking { strategy, event } => t!(
            "words-back-to-backtracking",
            strategy = strategy.title(),
            event = grouped(*event)
        ),
        Note::OwnSearch {
            strategy,
            waiting: Some(from),
        } => t!(
            "words-own-search-waiting",
            strategy = strategy.title(),
            from = from.title()
        ),
        Note::OwnSearch {
            strategy,
            waiting: None,
        } => t!("words-own-search", strategy = strategy.title()),
        Note::NoTree {
            strategy,
            bitmask_fits: true,
        } => t!(
            "words-no-tree-cycle",
            strategy = strategy.title(),
            key = key(Action::ToggleStrategy)
        ),
        Note::NoTree { strategy, .. } => t!("words-no-tree", strategy = strategy.title()),
        Note::NoHeat(strategy) => t!("words-no-heat", strategy = strategy.title()),
        Note::Heat(HeatShown::Placements) => t!("words-heat-placements"),
        Note::Heat(HeatShown::Solutions) => t!("words-heat-solutions"),
        Note::Heat(HeatShown::Off) => t!("words-heat-off"),
        _ => return None,
    })
}

/// Notes of play and the race.
fn mode_note(note: &Note) -> Option<String> {
    let back = key(Action::Back);
    Some(match note {
        Note::PlayKey => t!("words-play-key", key = key(Action::Play)),
        Note::PlayTooLarge(n) => t!(
            "words-play-too-large",
            max = MAX_N,
            n = n.to_string(),
            key = key(Action::Shrink)
        ),
        Note::PlayStarted => t!(
            "words-play-started",
            toggle = key(Action::PlayToggle),
            back = back
        ),
        Note::PlayLeft => t!("words-play-left", key = key(Action::Play)),
        Note::PlayingAlready => t!("words-playing-already"),
        Note::WorksOnSearch(Away::Play) => t!("words-works-on-search-play", key = back),
        Note::WorksOnSearch(Away::Race) => t!("words-works-on-search-race", key = back),
        Note::PlayEmpty => t!("words-play-empty"),
        Note::PlayCleared => t!("words-play-cleared"),
        Note::PlayUndone(left) => t!("words-play-undone", left = undo_left(*left)),
        Note::PlayRedone(left) => t!("words-play-redone", left = redo_left(*left)),
        Note::RaceOn {
            strategies: [a, b],
            n,
            again,
        } => {
            let (a, b) = (a.title(), b.title());
            let pause = key(Action::TogglePause);
            if *again {
                t!(
                    "words-race-again-on",
                    a = a,
                    b = b,
                    n = *n,
                    pause = pause,
                    back = back
                )
            } else {
                t!(
                    "words-race-on",
                    a = a,
                    b = b,
                    n = *n,
                    pause = pause,
                    back = back
                )
            }
        }
        Note::RaceTooLarge { n, small } => t!(
            "words-race-too-large",
            n = n.to_string(),
            small = small.title(),
            max = small.max_animated_n()
        ),
        Note::RaceNeedsTwo => t!("words-race-needs-two"),
        Note::RaceLeft => t!("words-race-left"),
        Note::RaceAgain(None) => t!("words-race-again"),
        Note::RaceAgain(Some(n)) => t!("words-race-again-at", n = *n),
        Note::RaceLargest => t!("words-race-largest", max = MAX_N),
        Note::RaceSizeRefused(n) => t!("words-race-size-refused", n = n.to_string(), max = MAX_N),
        Note::RaceOver => t!(
            "words-race-over",
            restart = key(Action::Restart),
            back = back
        ),
        Note::Present(true) => t!("words-present-on", key = key(Action::TogglePresent)),
        Note::Present(false) => t!("words-present-off", key = key(Action::TogglePresent)),
        _ => return None,
    })
}

/// What play's hint found, in words.
fn play_hint(hint: &PlayHint) -> String {
    let toggle = key(Action::PlayToggle);
    match hint {
        PlayHint::Full => t!("words-hint-full"),
        PlayHint::Place(at) => t!("words-hint-place", square = square(*at), key = toggle),
        PlayHint::LiftAttacker { queen, attacks } => t!(
            "words-hint-lift-attacker",
            queen = square(*queen),
            key = toggle,
            squares = squares(attacks)
        ),
        PlayHint::LiftToComplete(at) => {
            t!(
                "words-hint-lift-to-complete",
                square = square(*at),
                key = toggle
            )
        }
        PlayHint::NoneAlone => t!("words-hint-none-alone", key = key(Action::Undo)),
        PlayHint::Looking => t!("words-hint-looking"),
        PlayHint::Checking => t!("words-hint-checking"),
        PlayHint::GaveUp => t!("words-hint-gave-up"),
        PlayHint::Solved => t!("words-hint-solved"),
    }
}

/// What a command takes, in words.
fn arg(what: Arg) -> String {
    match what {
        Arg::SolutionNumber => t!("words-arg-solution-number"),
        Arg::EventNumber => t!("words-arg-event-number"),
        Arg::BoardSize => t!("words-arg-board-size"),
        Arg::Speed => t!("words-arg-speed"),
        Arg::StrategyName => t!("words-arg-strategy-name"),
        Arg::Ranks => t!("words-arg-ranks"),
        Arg::Order => t!("words-arg-order"),
        Arg::Knob(name) => Strategy::knob(name)
            .map(|knob| crate::i18n::text(knob.arg, &[]))
            .unwrap_or_default(),
        Arg::PredictVariant => t!("words-arg-predict-variant"),
        Arg::MarkName => t!("words-arg-mark-name"),
        Arg::Lang => t!("words-arg-lang"),
        Arg::Notation => t!("notation-arg"),
    }
}

/// Why a command line was not understood, in words.
pub fn command_error(error: &CommandError) -> String {
    match error {
        CommandError::Empty => t!("words-command-empty"),
        CommandError::KnobValue { name, text } => t!(
            "words-knob-refused",
            command = *name,
            text = text.as_str(),
            why = knob_refusal(name, text)
        ),
        CommandError::Needs { name, what } => {
            t!(
                "words-command-needs",
                name = name.as_str(),
                what = arg(*what)
            )
        }
        CommandError::TakesJust { name, what } => {
            t!(
                "words-command-takes-just",
                name = name.as_str(),
                what = arg(*what)
            )
        }
        CommandError::TakesNothing(name) => {
            t!("words-command-takes-nothing", name = name.as_str())
        }
        CommandError::Negative(text) => t!("words-command-negative", text = text.as_str()),
        CommandError::NotASize(text) => t!("words-command-not-a-size", text = text.as_str()),
        CommandError::TooLarge(text) => t!("words-command-too-large", text = text.as_str()),
        CommandError::NotANumber(text) => {
            t!("words-command-not-a-number", text = text.as_str())
        }
        // Already in words where the speed was read.
        CommandError::Speed => crate::t!(
            "error-expected-speed",
            high = crate::vocabulary::MAX_EVENTS_PER_SEC
        ),
        CommandError::NoStrategy(name) => {
            let animated: Vec<String> = Strategy::ANIMATED
                .iter()
                .map(|s| s.name().to_string())
                .collect();
            t!(
                "words-command-no-strategy",
                name = name.as_str(),
                strategies = list(&animated)
            )
        }
        CommandError::RaceTakesTwo => t!("words-command-race-takes-two"),
        CommandError::AgainstItself(s) => {
            t!("words-command-against-itself", strategy = s.title())
        }
        CommandError::WriteTakesOne => t!("words-command-write-takes-one"),
        CommandError::WriteFlag(word) => t!("words-command-write-flag", word = word.as_str()),
        CommandError::NotationNeeded => t!("words-command-notation-needed"),
        // Already in words where the notation was read.
        CommandError::Notation(why) => why.clone(),
        CommandError::NoCommand(name) => match crate::app::command::did_you_mean(name) {
            Some(like) => t!(
                "words-command-unknown-like",
                name = name.as_str(),
                like = like
            ),
            None => t!("words-command-unknown", name = name.as_str()),
        },
        CommandError::NoOrder(name) => t!("words-command-no-order", name = name.as_str()),
        CommandError::NoPredictVariant(name) => {
            t!("words-command-no-predict-variant", name = name.as_str())
        }
        CommandError::NoLang(name) => t!("words-command-no-lang", name = name.as_str()),
        CommandError::NoMarkName(name) => t!(
            "words-command-no-mark-name",
            name = name.as_str(),
            max = crate::app::command::MARK_NAME_MAX
        ),
    }
}

/// Why `strategy` has no dead end to run to, where its view says nothing of its own.
fn no_dead_ends(strategy: Strategy) -> String {
    t!(
        "words-no-dead-ends",
        strategy = strategy.title(),
        key = key(Action::RunToSolution)
    )
}

/// What `+` says at the largest board `strategy` animates.
fn largest_board(strategy: Strategy) -> String {
    let max = strategy.max_animated_n();
    let local = Strategy::LOCAL;
    if strategy == local {
        t!(
            "words-largest-board-local",
            max = max,
            strategy = strategy.title()
        )
    } else {
        t!(
            "words-largest-board",
            max = max,
            strategy = strategy.title(),
            local = local.to_string(),
            local_max = local.max_animated_n()
        )
    }
}

/// Why `:n N` cannot give `strategy` a board of `n`.
fn size_refusal(n: usize, strategy: Strategy) -> String {
    let max = strategy.max_animated_n();
    let local = Strategy::LOCAL;
    // As typed: a size is not grouped.
    let size = n.to_string();
    if n == 0 {
        t!(
            "words-size-refused-zero",
            max = max,
            strategy = strategy.title()
        )
    } else if n <= local.max_animated_n() {
        t!(
            "words-size-refused",
            n = size,
            strategy = strategy.title(),
            max = max,
            local = local.to_string(),
            local_max = local.max_animated_n()
        )
    } else {
        t!(
            "words-size-refused-past-animation",
            n = size,
            local = local.to_string(),
            local_max = local.max_animated_n()
        )
    }
}

/// A line of the narration in words.
pub fn told(told: &Told) -> String {
    match told {
        Told::Event(story) => self::story(story),
        Told::Skipped(k) => t!("words-told-skipped", count = *k),
        Told::Arrived(k) => t!("words-arrived", event = grouped(*k)),
        Told::Done(found) => t!(
            "words-told-done",
            found = *found,
            key = key(Action::Restart)
        ),
        Told::BackOver { event, n } => t!("words-told-back-over", event = self::event(*event, *n)),
        Told::JumpedBack { from, to } => t!(
            "words-told-jumped-back",
            from = grouped(*from),
            to = grouped(*to)
        ),
    }
}

/// Attacking pairs in words.
pub fn pairs(pairs: u64) -> String {
    t!("words-pairs", pairs = pairs)
}

/// An array's name, as the code declares it.
pub fn array_name(array: Array) -> &'static str {
    match array {
        Array::Col => "col",
        Array::Diag => "diag",
        Array::AntiDiag => "anti_diag",
    }
}

/// Entry `index` of `array`, as the code reads it: `diag[5]`.
pub fn entry(array: Array, index: usize) -> String {
    format!("{}[{index}]", array_name(array))
}

/// A direction of the matrix's walk.
pub fn walk_dir(dir: Walk) -> String {
    match dir {
        Walk::Up => t!("words-walk-up"),
        Walk::UpLeft => t!("words-walk-up-left"),
        Walk::UpRight => t!("words-walk-up-right"),
    }
}

/// A rank's number, as the board labels it.
pub fn rank(at: &Square) -> usize {
    rank_of(at.n, at.row)
}

/// What a strategy's own event type (its folder's `Events`) says on screen, in the current
/// language: so these words never name a strategy's event.
pub trait SaidEvent {
    /// The event in words on the n×n board: `wipe-out on rank 3`.
    fn said(&self, n: usize) -> String;
}

impl SaidEvent for crate::strategies::NoOwnEvents {
    fn said(&self, _: usize) -> String {
        match *self {}
    }
}

/// Writes [`own_event_said`] from the registry.
macro_rules! own_event_said {
    ($($id:ident => $folder:ident,)*) => {
        /// A strategy's own event in words, as its type says it; `None` for the shared events.
        fn own_event_said(event: Event, n: usize) -> Option<String> {
            match event {
                $(Event::$id(own) => Some(SaidEvent::said(&own, n)),)*
                _ => None,
            }
        }
    };
}
crate::strategies::registry!(own_event_said);

/// An event in the program's notation (squares as on the board), for people: `place e4`,
/// `lift e4`, `dead end on rank 2`, `solution #7`, `test e4`, `e4 refused by a8`.
pub fn event(event: Event, n: usize) -> String {
    let at = |row: u8, col: u8| square(Square::new(n, usize::from(row), usize::from(col)));
    let rank = |row: u8| rank_of(n, usize::from(row));
    match event {
        Event::Place { row, col } => t!("words-event-place", square = at(row, col)),
        Event::Remove { row, col } => t!("words-event-lift", square = at(row, col)),
        Event::DeadEnd { row } => t!("words-event-dead-end", rank = rank(row)),
        Event::Solution { index } => t!("words-event-solution", index = grouped(index)),
        Event::Try { row, col } => t!("words-event-test", square = at(row, col)),
        Event::Reject {
            row,
            col,
            by_row,
            by_col,
        } => t!(
            "words-event-refused",
            square = at(row, col),
            by = at(by_row, by_col)
        ),
        Event::RejectBoard {
            row,
            col,
            by_row,
            by_col,
        } => t!(
            "words-event-board-refused",
            square = at(row, col),
            by = at(by_row, by_col)
        ),
        Event::Start { attempt } => {
            t!("words-event-start", attempt = grouped(u64::from(attempt)))
        }
        // A strategy's own event says itself (its folder's `SaidEvent`).
        own => own_event_said(own, n).unwrap_or_else(|| own.to_string()),
    }
}

/// An event of a search in words.
pub fn story(story: &Story) -> String {
    match story {
        Story::Own(own) => said_own(own),
        Story::Plain { event, n } => self::event(*event, *n),
        Story::Placed(_)
        | Story::Lifted { .. }
        | Story::DeadEnd { .. }
        | Story::Solution { .. }
        | Story::Test(_)
        | Story::Attacked { .. }
        | Story::Lookup { .. }
        | Story::Taken { .. }
        | Story::WalkUp(_)
        | Story::WalkMet { .. } => square_story(story).unwrap_or_default(),
        Story::Put { .. }
        | Story::Took(_)
        | Story::BoardFails { .. }
        | Story::BoardPasses { .. } => board_story(story).unwrap_or_default(),
        Story::Repaired(_) | Story::Dealt { .. } => local_story(story).unwrap_or_default(),
    }
}

/// A story of a search that tests square by square, in words; `None` for the others.
fn square_story(story: &Story) -> Option<String> {
    Some(match story {
        Story::Placed(at) => t!("words-story-placed", square = square(*at)),
        Story::Lifted { from, next } => {
            let from = square(*from);
            match next {
                Next::Test(at) => t!("words-story-lifted-test", from = from, next = square(*at)),
                Next::Try(at) => t!("words-story-lifted-try", from = from, next = square(*at)),
                Next::NoneLeft(at) => {
                    t!("words-story-lifted-none-left", from = from, rank = rank(at))
                }
            }
        }
        Story::DeadEnd { rank: at, by } => t!(
            "words-story-dead-end",
            rank = rank(at),
            first = file_name(at.n, 0),
            last = file_name(at.n, at.n - 1),
            by = squares(by)
        ),
        Story::Solution { index, files } => t!(
            "words-story-solution",
            index = grouped(*index),
            files = files_text(files)
        ),
        Story::Test(at) => t!("words-story-test", square = square(*at)),
        Story::Lookup { square: at, reads } => {
            let read: Vec<String> = reads.iter().map(|&(a, i)| entry(a, i)).collect();
            t!(
                "words-story-lookup",
                square = square(*at),
                reads = list(&read)
            )
        }
        Story::Taken {
            square: at,
            array,
            index,
            by,
        } => t!(
            "words-story-taken",
            square = square(*at),
            entry = entry(*array, *index),
            by = square(*by)
        ),
        Story::WalkUp(at) => t!("words-story-walk-up", square = square(*at)),
        Story::WalkMet {
            square: at,
            dir,
            cells,
        } => t!(
            "words-story-walk-met",
            square = square(*at),
            dir = walk_dir(*dir),
            cells = squares(cells)
        ),
        Story::Attacked { square: at, by } => t!(
            "words-story-attacked",
            square = square(*at),
            by = square(*by)
        ),
        _ => return None,
    })
}

/// A story of the local search (`min-conflicts`), in words; `None` for the others.
fn local_story(story: &Story) -> Option<String> {
    Some(match story {
        Story::Repaired(None) => t!("words-story-repaired"),
        Story::Repaired(Some(files)) => {
            t!("words-story-repaired-files", files = files_text(files))
        }
        Story::Dealt {
            attempt: 1,
            pairs: p,
        } => t!("words-story-dealt", pairs = pairs(*p)),
        Story::Dealt { attempt, pairs: p } => t!(
            "words-story-dealt-again",
            attempt = attempt.to_string(),
            pairs = pairs(*p)
        ),
        _ => return None,
    })
}

/// A story of a search that builds and tests whole boards, in words; `None` for the others.
fn board_story(story: &Story) -> Option<String> {
    Some(match story {
        Story::Put {
            square: at,
            permutations: true,
        } => t!("words-story-put-permutation", square = square(*at)),
        Story::Put { square: at, .. } => t!("words-story-put", square = square(*at)),
        Story::Took(at) => t!("words-story-took", square = square(*at)),
        Story::BoardFails {
            boards,
            of_all,
            queen,
            by,
        } => {
            let (board, queen, by) = (grouped(*boards), square(*queen), square(*by));
            match of_all {
                Some(all) => t!(
                    "words-story-board-fails-of",
                    board = board,
                    all = grouped(*all),
                    queen = queen,
                    by = by
                ),
                None => t!(
                    "words-story-board-fails",
                    board = board,
                    queen = queen,
                    by = by
                ),
            }
        }
        Story::BoardPasses {
            boards,
            of_all,
            index,
            files,
        } => {
            let (board, index, files) = (grouped(*boards), grouped(*index), files_text(files));
            match of_all {
                Some(all) => t!(
                    "words-story-board-passes-of",
                    board = board,
                    all = grouped(*all),
                    index = index,
                    files = files
                ),
                None => t!(
                    "words-story-board-passes",
                    board = board,
                    index = index,
                    files = files
                ),
            }
        }
        _ => return None,
    })
}

/// A strategy's own story in words: the type of each strategy's own story (its folder's
/// `story.rs`) implements it.
pub trait Said {
    /// The story in words, in the current language.
    fn said(&self) -> String;
}

impl Said for Untold {
    fn said(&self) -> String {
        match *self {}
    }
}

macro_rules! said_own {
    ($($id:ident => $folder:ident,)*) => {
        /// An event told in its strategy's own terms, in words: its folder's.
        fn said_own(own: &Own) -> String {
            match own {
                $(Own::$id(told) => told.said(),)*
            }
        }
    };
}
crate::strategies::registry!(said_own);

/// What a variant asks, for the note that turns it on.
pub fn asks(variant: Variant) -> String {
    match variant {
        Variant::Placements => t!("modes-predict-asks-placements"),
        Variant::DeadEnds => t!("modes-predict-asks-deadends"),
        Variant::Backtracks => t!("modes-predict-asks-backtracks"),
    }
}

/// The score in words: `3 / 4 right`.
pub fn score_words(score: Score) -> String {
    t!(
        "modes-predict-score",
        right = score.right,
        asked = score.asked
    )
}

/// Predict mode's notes in words.
fn predict_note(said: &PredictNote) -> String {
    let back = key_in_scope(&Action::Back, Scope::Predict);
    match said {
        PredictNote::On(variant) => t!("words-predict-on", asks = asks(*variant), key = back),
        PredictNote::Off(score) => t!(
            "words-predict-off",
            score = score_words(*score),
            best = score.best.to_string()
        ),
        PredictNote::Refused {
            strategy,
            variant,
            why,
        } => {
            let why = match why {
                Unpredictable::Random => t!("words-unpredictable-random"),
                Unpredictable::WholeBoards => t!("words-unpredictable-whole-boards"),
                Unpredictable::Levels => t!("words-unpredictable-levels"),
                Unpredictable::Queue => t!("words-unpredictable-queue"),
                Unpredictable::NoDeadEnds => t!("words-unpredictable-no-dead-ends"),
            };
            // The mode as typed at the command line: a command, not words.
            let mode = match variant {
                Variant::Placements => "predict".to_string(),
                variant => format!("predict {variant}"),
            };
            t!(
                "words-predict-refused",
                mode = mode,
                strategy = strategy.title(),
                why = why
            )
        }
        PredictNote::NotOn => t!("words-predict-not-on"),
        PredictNote::Unreadable(Unreadable::Empty) => t!("words-predict-empty"),
        PredictNote::Unreadable(Unreadable::NotASquare(text)) => {
            if shown() == Notation::Numbers {
                t!("notation-predict-not-a-square", text = text.as_str())
            } else {
                t!("words-predict-not-a-square", text = text.as_str())
            }
        }
        PredictNote::NoQueen(at) => t!("words-predict-no-queen", square = square(*at)),
        PredictNote::YesOrNo => t!("words-predict-yes-or-no"),
        PredictNote::Next => t!(
            "words-predict-next",
            submit = key_in_scope(&Action::PredictSubmit, Scope::Predict),
            pause = key(Action::TogglePause),
            back = back
        ),
    }
}

/// The marks' and the lessons' notes, in words.
fn marks_note(note: &Note) -> Option<String> {
    Some(match note {
        Note::Marked(name) => t!("words-marked", name = name.as_str()),
        Note::MarksFull => t!("words-marks-full", keep = crate::app::marks::MARKS_KEEP),
        Note::NoMark(name) => t!("words-no-mark", name = name.as_str()),
        Note::WentTo {
            name,
            replay: false,
        } => t!("words-went-to", name = name.as_str()),
        Note::WentTo { name, replay: true } => {
            t!("words-went-to-replaying", name = name.as_str())
        }
        Note::MarkList(marks) => {
            let each: Vec<String> = marks
                .iter()
                .map(|(name, n, strategy, event)| {
                    t!(
                        "words-mark-entry",
                        name = name.as_str(),
                        n = *n,
                        strategy = strategy.title(),
                        event = grouped(*event)
                    )
                })
                .collect();
            t!("words-mark-list", marks = list(&each))
        }
        Note::NoMarks => t!("words-no-marks"),
        Note::LessonLast => t!(
            "words-lesson-last",
            back = key(Action::LessonBack),
            quit = key(Action::Quit)
        ),
        Note::LessonFirst => t!("words-lesson-first", key = key(Action::LessonNext)),
        Note::LessonCue { line, text, why } => t!(
            "words-lesson-cue",
            line = line.to_string(),
            text = text.as_str(),
            why = self::note(why)
        ),
        // Already in words where the session was read.
        Note::SessionRefused(why) => why.clone(),
        Note::SessionResumed { marks: 0 } => t!("words-session-resumed"),
        Note::SessionResumed { marks } => {
            t!("words-session-resumed-marks", marks = marks.to_string())
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_strategy_shows_a_chinese_name_and_its_typed_one_in_english() {
        use crate::vocabulary::Lang;
        for s in Strategy::ALL {
            let zh = crate::i18n::scoped(Lang::Zh, || s.title());
            assert!(zh.chars().all(|c| !c.is_ascii_alphabetic()), "{s}: {zh}");
            assert_eq!(crate::i18n::scoped(Lang::En, || s.title()), s.name());
            assert_eq!(crate::i18n::scoped(Lang::En, || s.title_typed()), s.name());
            assert_eq!(
                crate::i18n::scoped(Lang::Zh, || s.title_typed()),
                format!("{zh}（{}）", s.name())
            );
        }
    }
    use crate::app::narration::{Narration, describe};
    use crate::i18n::Lang;
    use crate::solver::Solver;

    #[test]
    fn each_kind_of_event_is_told() {
        let mut solver = Solver::new(4);
        let mut told = Vec::new();
        while let Some(event) = solver.step() {
            told.push(story(&describe(event, &solver, None)));
        }
        assert_eq!(told[0], "a4 is free: place the queen");
        assert_eq!(
            told[2],
            "rank 2: no free square (files a–d attacked by the queens on a4, c3) — back up"
        );
        assert_eq!(told[3], "lift the queen from c3; next try d3");
        assert_eq!(told[9], "lift the queen from a4; next try b4");
        assert_eq!(told[14], "solution #1 found: b d a c");
        assert_eq!(
            told.last().unwrap(),
            "lift the queen from d4; no free square left on rank 4"
        );
    }

    #[test]
    fn a_blocked_rank_is_said() {
        use crate::app::play::Blocked;
        assert_eq!(
            crate::ui::play::blocked_words(4, Blocked::Rank(2)),
            "rank 2 has no free square"
        );
    }

    /// True if `text` has a Chinese character.
    fn chinese(text: &str) -> bool {
        text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
    }

    #[test]
    fn a_dead_end_is_said_in_chinese_as_a_teacher_says_it() {
        let mut solver = Solver::new(4);
        let mut told = Vec::new();
        while let Some(event) = solver.step() {
            let story = describe(event, &solver, None);
            told.push(crate::i18n::scoped(Lang::Zh, || self::story(&story)));
        }
        assert_eq!(told[0], "a4 没有被攻击：放置皇后。");
        assert_eq!(
            told[2],
            "第 2 行没有可放的位置：a–d 列都被 a4、c3 上的皇后攻击，回溯。"
        );
        assert_eq!(told[3], "从 c3 拿起皇后；接下来试 d3。");
        assert_eq!(told[14], "找到第 1 个解：b d a c");
    }

    /// A note of every kind, with the values that make it say the most.
    fn a_note_of_every_kind() -> Vec<Note> {
        let at = Square::new(8, 0, 2);
        vec![
            Note::Wrote("solutions.txt".into()),
            Note::StillWriting { count: 92 },
            Note::NoCompletion {
                typed: "zz".into(),
                strategies: true,
            },
            Note::NoEntry {
                listed: Listed::Class,
                number: 13,
                found: 12,
                done: true,
            },
            Note::AttackedBy {
                square: at,
                by: vec![(Square::new(8, 3, 2), Line::Column)],
            },
            Note::SearchDone,
            Note::SpeedSet {
                speed: Speed::PerSec(20),
                both: true,
            },
            Note::PastTheRun {
                total: 2_056,
                target: 9_999,
            },
            Note::Undone {
                n: 8,
                event: 40,
                left: 0,
            },
            Note::SizeRefused {
                n: 99,
                strategy: Strategy::Bitmask,
            },
            Note::RandomRanksSet(3),
            Note::NoTree {
                strategy: Strategy::Genetic,
                bitmask_fits: true,
            },
            Note::Heat(HeatShown::Solutions),
            Note::RaceOn {
                strategies: [Strategy::Bitmask, Strategy::Scan],
                n: 8,
                again: false,
            },
            Note::Present(true),
            Note::PlayHint(PlayHint::LiftAttacker {
                queen: at,
                attacks: vec![Square::new(8, 1, 3), Square::new(8, 2, 4)],
            }),
            Note::Predict(PredictNote::Refused {
                strategy: Strategy::LasVegas,
                variant: Variant::Placements,
                why: Unpredictable::Random,
            }),
            Note::MarkList(vec![("a".into(), 8, Strategy::Bitmask, 1_234)]),
            Note::SessionResumed { marks: 2 },
            Note::Command(CommandError::NoCommand("foo".into())),
            Note::Command(CommandError::Needs {
                name: "n".into(),
                what: Arg::BoardSize,
            }),
        ]
    }

    #[test]
    fn every_kind_of_note_is_said_in_chinese() {
        let notes = a_note_of_every_kind();
        for note in &notes {
            let (en, zh) = (
                crate::i18n::scoped(Lang::En, || self::note(note)),
                crate::i18n::scoped(Lang::Zh, || self::note(note)),
            );
            assert!(chinese(&zh) && !chinese(&en), "{note:?}: {en} / {zh}");
            // Lists in Chinese take the enumeration comma, not the English one.
            assert!(!zh.contains(", "), "{zh}");
        }
        let said = |note: Note| crate::i18n::scoped(Lang::Zh, || self::note(&note));
        assert_eq!(
            said(Note::PastTheRun {
                total: 2_056,
                target: 9_999
            }),
            "这次运行一共 2,056 个事件；没有第 9,999 个事件"
        );
        assert_eq!(
            said(Note::Command(CommandError::NoCommand("foo".into()))),
            "没有 `foo` 这个命令；按 Tab 列出所有命令"
        );
        assert_eq!(
            said(Note::SizeRefused {
                n: 99,
                strategy: Strategy::Bitmask
            }),
            format!(
                "n = 99：位掩码只搜索 n ≤ 32 的棋盘；min-conflicts 能演示到 {}（请先 :strategy min-conflicts）",
                Strategy::MinConflicts.max_animated_n()
            )
        );
    }

    #[test]
    fn numbers_are_written_as_the_screen_writes_them_in_both_languages() {
        // A size as typed is not grouped; a count is.
        for lang in [Lang::En, Lang::Zh] {
            let said = crate::i18n::scoped(lang, || {
                self::note(&Note::SizeRefused {
                    n: 12_345,
                    strategy: Strategy::Bitmask,
                })
            });
            assert!(said.contains("12345") && !said.contains("12,345"), "{said}");
            let said = crate::i18n::scoped(lang, || self::told(&Told::Skipped(14_772_512)));
            assert!(said.contains("14,772,512"), "{said}");
        }
        assert_eq!(self::told(&Told::Skipped(1)), "… 1 event …");
        assert_eq!(
            square(Square::new(143, 0, 56)),
            "file 57 rank 143",
            "past the lettered files"
        );
        assert_eq!(
            crate::i18n::scoped(Lang::Zh, || square(Square::new(143, 0, 56))),
            "第 143 行第 57 列"
        );
    }

    #[test]
    fn only_the_last_lines_are_kept() {
        let mut narration = Narration::default();
        for i in 0..20u64 {
            narration.push(Told::Skipped(i));
        }
        let lines: Vec<&Told> = narration.lines().collect();
        assert_eq!(lines.len(), crate::app::narration::KEEP);
        assert_eq!(lines[crate::app::narration::KEEP - 1], &Told::Skipped(19));
    }
}
