//! The words of the state's notes: every message the state reports ([`Note`]) said in one
//! place, with the key names read from the key table, so a message can be reworded (or said in
//! another language) without touching the logic.

use crate::app::best_first_story::BestFirstStory;
use crate::app::forward_story::ForwardStory;
use crate::app::genetic_story::GeneticStory;
use crate::app::method_story::MethodStory;
use crate::app::narration::{Next, Story, Told};
use crate::app::note::{
    Arg, Away, Backward, CommandError, HeatShown, Listed, Note, PlayHint, Square,
};
use crate::app::predict::{PredictNote, Unpredictable, Unreadable, Variant};
use crate::app::search::{ScanGap, Status};
use crate::input::{Scope, key_in_scope, key_of};
use crate::solver::MAX_N;
use crate::solver::attack::Line;
use crate::solver::forward::Order;
use crate::solver::notation::{
    event_text, file_letter, files_text, grouped, move_squares, plural, rank_of, square_name,
};
use crate::solver::probe::{Array, Walk};
use crate::vocabulary::{Action, Speed, Strategy};

/// The word for a search's status.
pub fn status(status: Status) -> &'static str {
    match status {
        Status::Running => "running",
        Status::Paused => "paused",
        Status::Done => "done",
    }
}

/// Why the scan's count is missing, in place of the figure.
pub fn scan_gap(gap: ScanGap) -> &'static str {
    match gap {
        ScanGap::Kept => "",
        ScanGap::TopSpeed => "n/a at max speed",
        ScanGap::Jump => "n/a after a jump",
    }
}

/// A square's name as the board labels it (`c5`).
pub fn square(square: Square) -> String {
    square_name(square.n, square.row, square.col)
}

/// The squares' names, comma-separated.
fn squares(list: &[Square]) -> String {
    list.iter()
        .map(|&s| square(s))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A speed in words, for a confirmation.
pub fn speed(speed: Speed) -> String {
    match speed {
        Speed::Max => "max".to_string(),
        Speed::PerSec(v) => format!("{} events/s", grouped(u64::from(v))),
    }
}

/// "nothing more to undo" / "K more to undo" (`what`: undo or redo).
fn steps_left(left: usize, what: &str) -> String {
    match left {
        0 => format!("nothing more to {what}"),
        k => format!("{k} more to {what}"),
    }
}

/// The note in words.
pub fn note(note: &Note) -> String {
    match note {
        Note::Hint(text) => text.clone(),
        Note::Language => crate::t!("lang-switched"),
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
        Note::Wrote(path) => format!("wrote {}", path.display()),
        Note::WriteFailed { path, cause } => {
            format!("could not write {}: {cause}", path.display())
        }
        Note::Writing => "writing…".into(),
        Note::StillWriting { count } => format!(
            "still writing the {} asked for before: wait for it to finish",
            plural(*count, "solution")
        ),
        Note::NothingToWrite => "no solutions found yet: nothing to write".into(),
        Note::NoCompletion { typed, strategies } => {
            let what = if *strategies { "strategy" } else { "command" };
            format!("no {what} starts with `{typed}`")
        }
        Note::Completions(names) => names.join("  "),
        Note::Unlisted(n) => format!(
            "the solutions list holds boards up to n = {MAX_N}; this one is {n}: its solution shows on the board"
        ),
        Note::NumberTooLarge => "that number is too large".into(),
        Note::NoEntry {
            listed,
            number,
            found,
            done,
        } => {
            let what = match listed {
                Listed::Solution => "solution",
                Listed::Class => "class",
            };
            let so_far = if *done { "" } else { " so far" };
            format!("no {what} #{number}: {} found{so_far}", grouped(*found))
        }
        Note::PauseToInspect => format!(
            "pause ({}) to look at a square",
            key_of(&Action::TogglePause)
        ),
        Note::InspectTooLarge => format!(
            "a click names attackers on boards up to n = {MAX_N}; the board shows each queen's count"
        ),
        Note::HoldsQueen(at) => format!("{} holds a queen", square(*at)),
        Note::NotAttacked(at) => format!("{} is not attacked", square(*at)),
        Note::AttackedBy { square: at, by } => {
            let lines: Vec<String> = by
                .iter()
                .map(|&(queen, line)| {
                    let line = match line {
                        Line::Row => "rank",
                        Line::Column => "file",
                        Line::Falling => "╲ diagonal",
                        Line::Rising => "╱ diagonal",
                    };
                    format!("{} ({line})", square(queen))
                })
                .collect();
            let queens = if lines.len() == 1 { "queen" } else { "queens" };
            format!(
                "{} is attacked by the {queens} on {}",
                square(*at),
                lines.join(", ")
            )
        }
        _ => return None,
    })
}

/// Notes of the search: its motion, jumps, sizes, strategies and views.
fn search_note(note: &Note) -> Option<String> {
    Some(match note {
        Note::SearchDone => format!(
            "the search is done: {} restarts it",
            key_of(&Action::Restart)
        ),
        Note::NoWayBack { strategy, what } => {
            let what = match what {
                Backward::StepBack => "step back".to_string(),
                Backward::ToSolution => "go back to a solution".to_string(),
                Backward::ToEvent(k) => format!("go back to event {}", grouped(*k)),
            };
            format!(
                "{strategy} cannot {what}: it keeps no history ({} starts it again)",
                key_of(&Action::Restart)
            )
        }
        Note::AtStart => "this is the start of the search".into(),
        Note::TopSpeed => "max is the top speed: events run as fast as the solver goes".into(),
        Note::SlowestSpeed => format!(
            "1 event/s is the slowest; {} pauses, {} steps",
            key_of(&Action::TogglePause),
            key_of(&Action::Step)
        ),
        Note::SpeedSet { speed: s, both } => {
            let both = if *both { " on both sides" } else { "" };
            format!("speed {}{both}", speed(*s))
        }
        Note::RunningTo(k) => format!("running to event {} at top speed", grouped(*k)),
        Note::Arrived(k) => format!("arrived at event {}", grouped(*k)),
        Note::AtEvent(k) => format!("event {}", grouped(*k)),
        Note::RunEndsAt { at, target } => format!(
            "the run ends at event {}; no event {}",
            grouped(*at),
            grouped(*target)
        ),
        Note::PastTheRun { total, target } => format!(
            "the whole run is {}; no event {}",
            plural(*total, "event"),
            grouped(*target)
        ),
        Note::BarFixed(strategy) => format!(
            "the bar of {strategy} shows how far it has come; it cannot be moved (:event K runs forward)"
        ),
        Note::NoSolutionBefore => "no solution before this point".into(),
        Note::BackToSolution(k) => format!("back to solution #{}", grouped(*k)),
        Note::NoDeadEnds(Strategy::MinConflicts) => format!(
            "min-conflicts has no dead ends, only full boards ({}: to its solution)",
            key_of(&Action::RunToSolution)
        ),
        Note::NoDeadEnds(Strategy::BestFirst) => format!(
            "best-first has no dead ends: a child with a rank below left without a free square is pruned, never queued ({}: to its solution)",
            key_of(&Action::RunToSolution)
        ),
        Note::NoDeadEnds(strategy) => format!(
            "{strategy} has no dead ends, only whole boards ({}: next solution)",
            key_of(&Action::RunToSolution)
        ),
        Note::Undone { n, event, left } => format!(
            "undone: back to n = {n}, event {}; {}",
            grouped(*event),
            steps_left(*left, "undo")
        ),
        Note::NothingToUndo => "nothing to undo".into(),
        Note::Redone { n, event, left } => format!(
            "redone: back to n = {n}, event {}; {}",
            grouped(*event),
            steps_left(*left, "redo")
        ),
        Note::NothingToRedo => "nothing to redo".into(),
        Note::NotFoundYet { number, found } => format!(
            "no solution #{} yet: {} found so far; {} runs to the next, :event K goes anywhere",
            grouped(*number),
            grouped(*found),
            key_of(&Action::RunToSolution)
        ),
        Note::NewSearch(n) => format!("n = {n}: a new search"),
        Note::SmallestBoard => "n = 1 is the smallest board".into(),
        Note::LargestBoard(strategy) => largest_board(*strategy),
        Note::SizeRefused { n, strategy } => size_refusal(*n, *strategy),
        _ => return strategy_note(note),
    })
}

/// Notes of strategies and the views that belong to some of them.
fn strategy_note(note: &Note) -> Option<String> {
    Some(match note {
        Note::StrategyAlready(s) => format!("strategy {s} already"),
        Note::RandomRanksSet(k) => format!(
            "las-vegas starts again, {k} rank{} at random in each try",
            if *k == 1 { "" } else { "s" }
        ),
        Note::RandomRanksElsewhere(s) => format!(
            "k (random ranks) is for the las-vegas strategy ({s} places no queen at random); :strategy las-vegas first"
        ),
        Note::OrderSet(Order::Fixed) => {
            "forward-checking starts again, filling the ranks from the top".into()
        }
        Note::OrderSet(Order::Mrv) => {
            "forward-checking starts again, the most constrained rank first (mrv)".into()
        }
        Note::OrderElsewhere(s) => format!(
            "order is for the forward-checking strategy ({s} fills its ranks from the top); :strategy forward-checking first"
        ),
        Note::TooManyRandomRanks { k, n } => {
            format!("k {k}: the board has {n} ranks (0 to {n} random ranks)")
        }
        Note::BreedingSet(b) => format!(
            "genetic starts again: {} boards a generation, mutation rate {}",
            b.population, b.mutation
        ),
        Note::BreedingElsewhere { command, strategy } => format!(
            "{command} is for the genetic strategy ({strategy} breeds no boards); :strategy genetic first"
        ),
        Note::PopulationRefused(p) => {
            let range = crate::solver::genetic::POPULATION_RANGE;
            format!(
                "population {p}: expected {} to {} boards",
                range.start(),
                range.end()
            )
        }
        Note::StrategySet(s) => format!("strategy {s}"),
        Note::StrategyTooSmall { strategy, n, from } => format!(
            "{strategy} searches boards up to n = {}; this one is {n} ({from} stays; :n {} first)",
            strategy.max_animated_n(),
            strategy.max_animated_n()
        ),
        Note::BackToBacktracking { strategy, event } => format!(
            "{strategy}: back to the backtracking search where it was, event {}",
            grouped(*event)
        ),
        Note::OwnSearch {
            strategy,
            waiting: Some(from),
        } => format!(
            "{strategy} starts its own search from the beginning; the {from} search waits (t back to it)"
        ),
        Note::OwnSearch {
            strategy,
            waiting: None,
        } => format!("{strategy} starts its own search from the beginning"),
        Note::NoTree {
            strategy,
            bitmask_fits,
        } => {
            let back = if *bitmask_fits {
                format!("; {} cycles to bitmask", key_of(&Action::ToggleStrategy))
            } else {
                String::new()
            };
            format!(
                "the tree is the backtracking search's (bitmask, scan, arrays, matrix); {strategy} has none{back}"
            )
        }
        Note::NoHeat(strategy) => {
            format!("the heat map counts the backtracking search's work; {strategy} has none of it")
        }
        Note::Heat(HeatShown::Placements) => {
            "heat: queens placed on each square so far (:heat again: in solutions)".into()
        }
        Note::Heat(HeatShown::Solutions) => {
            "heat: queens on each square in the solutions found (:heat again: off)".into()
        }
        Note::Heat(HeatShown::Off) => "heat map off".into(),
        _ => return None,
    })
}

/// Notes of play and the race.
fn mode_note(note: &Note) -> Option<String> {
    Some(match note {
        Note::PlayKey => format!("{} starts play", key_of(&Action::Play)),
        Note::PlayTooLarge(n) => format!(
            "play takes boards up to n = {MAX_N}; this one is {n} ({} makes it smaller)",
            key_of(&Action::Shrink)
        ),
        Note::PlayStarted => format!(
            "play: arrows and {} place queens (or click a square); {} returns to the search",
            key_of(&Action::PlayToggle),
            key_of(&Action::Back)
        ),
        Note::PlayLeft => format!("back to the search; {} plays again", key_of(&Action::Play)),
        Note::PlayingAlready => "playing already".into(),
        Note::WorksOnSearch(away) => {
            let how = match away {
                Away::Play => "returns to it",
                Away::Race => "leaves the race",
            };
            format!("that works on the search: {} {how}", key_of(&Action::Back))
        }
        Note::PlayEmpty => "the board is empty already".into(),
        Note::PlayCleared => "lifted every queen".into(),
        Note::PlayUndone(left) => format!("undone; {}", steps_left(*left, "undo")),
        Note::RaceOn {
            strategies: [a, b],
            n,
            again,
        } => {
            let what = if *again { "back to the race" } else { "race" };
            format!(
                "{what}: {a} against {b}, n = {n}; {} pauses both, {} leaves the race",
                key_of(&Action::TogglePause),
                key_of(&Action::Back)
            )
        }
        Note::RaceTooLarge { n, small } => format!(
            "no race at n = {n}: {small} searches boards up to {} (:n {} first)",
            small.max_animated_n(),
            small.max_animated_n()
        ),
        Note::RaceNeedsTwo => {
            "race needs two strategies: race bitmask scan (Tab completes them)".into()
        }
        Note::RaceLeft => "back to the search; :race takes up the race again".into(),
        Note::RaceAgain(None) => "the race starts again".into(),
        Note::RaceAgain(Some(n)) => format!("n = {n}: the race starts again"),
        Note::RaceLargest => format!("n = {MAX_N} is the largest board"),
        Note::RaceSizeRefused(n) => format!("n = {n}: boards go from 1 to {MAX_N}"),
        Note::RaceOver => format!(
            "the race is over: {} races again, {} returns to the search",
            key_of(&Action::Restart),
            key_of(&Action::Back)
        ),
        Note::Present(true) => format!(
            "the projector board: {} (or :present) brings back every panel",
            key_of(&Action::TogglePresent)
        ),
        Note::Present(false) => format!(
            "every panel again; {} (or :present): the projector board",
            key_of(&Action::TogglePresent)
        ),
        _ => return None,
    })
}

/// What play's hint found, in words.
fn play_hint(hint: &PlayHint) -> String {
    let toggle = key_of(&Action::PlayToggle);
    match hint {
        PlayHint::Full => "every rank holds a queen".into(),
        PlayHint::Place(at) => format!(
            "hint: a queen on {} keeps a solution possible ({toggle} places it)",
            square(*at)
        ),
        PlayHint::LiftAttacker { queen, attacks } => format!(
            "hint: lift {} ({toggle} lifts it): it attacks {}",
            square(*queen),
            squares(attacks)
        ),
        PlayHint::LiftToComplete(at) => format!(
            "hint: lift {} ({toggle} lifts it): without it the rest can be completed",
            square(*at)
        ),
        PlayHint::NoneAlone => format!(
            "no single queen is in the way: lift several, or undo ({})",
            key_of(&Action::Undo)
        ),
        PlayHint::Looking => "looking for a queen to lift; ask again in a moment".into(),
        PlayHint::Checking => "still checking this position; ask again in a moment".into(),
        PlayHint::GaveUp => {
            "the check gave up on this position: place or lift a queen to check again".into()
        }
        PlayHint::Solved => "solved: nothing left to place".into(),
    }
}

/// What a command takes, in words.
fn arg(what: Arg) -> &'static str {
    match what {
        Arg::SolutionNumber => "a solution number",
        Arg::EventNumber => "an event number",
        Arg::BoardSize => "a board size",
        Arg::Speed => "a speed (events per second, or max)",
        Arg::StrategyName => "a strategy name",
        Arg::Ranks => "a number of ranks",
        Arg::Order => "an order (fixed or mrv)",
        Arg::Boards => "a number of boards",
        Arg::Rate => "a chance from 0 to 1 (such as 0.8, or 80%)",
        Arg::PredictVariant => "deadends, backtracks or off",
        Arg::MarkName => "a mark's name",
        Arg::Lang => "a language (en or zh)",
    }
}

/// Why a command line was not understood, in words.
pub fn command_error(error: &CommandError) -> String {
    match error {
        CommandError::Empty => "type a command; Tab lists them".into(),
        CommandError::NoRate(text) => {
            format!("mutation {text}: expected a chance from 0 to 1 (such as 0.8, or 80%)")
        }
        CommandError::Needs { name, what } => format!("{name} needs {}", arg(*what)),
        CommandError::TakesJust { name, what } => format!("{name} takes just {}", arg(*what)),
        CommandError::TakesNothing(name) => format!("{name} takes nothing after it"),
        CommandError::Negative(text) => format!("`{text}`: numbers here start from 0"),
        CommandError::TooLarge(text) => format!("`{text}` is too large"),
        CommandError::NotANumber(text) => format!("`{text}` is not a whole number"),
        CommandError::Speed(why) => why.clone(),
        CommandError::NoStrategy(name) => {
            let animated: Vec<&str> = Strategy::ANIMATED.iter().map(|s| s.name()).collect();
            format!("`{name}`: the strategies are {}", animated.join(", "))
        }
        CommandError::RaceTakesTwo => "race takes two strategies: race bitmask scan".into(),
        CommandError::AgainstItself(s) => {
            format!("{s} against itself: race two different strategies")
        }
        CommandError::WriteTakesOne => "write takes one path (no spaces)".into(),
        CommandError::WriteFlag(word) => {
            format!("write takes --notation chess|numbers, not {word}")
        }
        CommandError::NotationNeeded => "--notation takes chess or numbers".into(),
        CommandError::Notation(why) => why.clone(),
        CommandError::NoCommand(name) => format!("no command `{name}`; Tab lists them"),
        CommandError::NoOrder(name) => format!("`{name}`: the orders are fixed and mrv"),
        CommandError::NoPredictVariant(name) => {
            format!("`{name}`: predict takes placements (the default), deadends, backtracks or off")
        }
        CommandError::NoLang(name) => format!("no language `{name}`: en or zh"),
        CommandError::NoMarkName(name) => format!(
            "`{name}`: a mark's name is one word of letters, digits, - and _ (at most {})",
            crate::app::marks::NAME_MAX
        ),
    }
}

/// What `+` says at the largest board `strategy` animates.
fn largest_board(strategy: Strategy) -> String {
    let max = strategy.max_animated_n();
    let local = Strategy::MinConflicts;
    if strategy == local {
        format!("n = {max} is the largest board {strategy} animates (nqueens solve N goes further)")
    } else {
        format!(
            "n = {max} is the largest board {strategy} searches; {local} animates up to {} (:strategy {local})",
            local.max_animated_n()
        )
    }
}

/// Why `:n N` cannot give `strategy` a board of `n`.
fn size_refusal(n: usize, strategy: Strategy) -> String {
    let max = strategy.max_animated_n();
    let local = Strategy::MinConflicts;
    if n == 0 {
        format!("n = 0: boards go from 1 to {max} with {strategy}")
    } else if n <= local.max_animated_n() {
        format!(
            "n = {n}: {strategy} searches boards up to {max}; {local} animates up to {} (:strategy {local} first)",
            local.max_animated_n()
        )
    } else {
        format!(
            "n = {n}: the animation goes up to {} ({local}); nqueens solve {n} finds a solution",
            local.max_animated_n()
        )
    }
}

/// A line of the narration in words.
pub fn told(told: &Told) -> String {
    match told {
        Told::Event(story) => self::story(story),
        Told::Skipped(k) => format!("… {} …", plural(*k, "event")),
        Told::Arrived(k) => format!("arrived at event {}", grouped(*k)),
        Told::Done(found) => format!(
            "the search is done: {} found; {} starts it again",
            plural(*found, "solution"),
            key_of(&Action::Restart)
        ),
        Told::BackOver { event, n } => format!("◀ back over: {}", event_text(*event, *n)),
        Told::JumpedBack { from, to } => format!(
            "◀ jumped back from event {} to event {}",
            grouped(*from),
            grouped(*to)
        ),
    }
}

/// ` of K` boards, where their number is known.
fn of_all(all: Option<u64>) -> String {
    all.map_or(String::new(), |all| format!(" of {}", grouped(all)))
}

/// Attacking pairs in words.
fn pairs(pairs: u64) -> String {
    match pairs {
        0 => "no attacking pair left".to_string(),
        1 => "1 attacking pair".to_string(),
        _ => format!("{} attacking pairs", grouped(pairs)),
    }
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
pub fn walk_dir(dir: Walk) -> &'static str {
    match dir {
        Walk::Up => "up",
        Walk::UpLeft => "up-left",
        Walk::UpRight => "up-right",
    }
}

/// An event of a search in words.
pub fn story(story: &Story) -> String {
    match story {
        Story::Placed(at) => format!("{} is free: place the queen", square(*at)),
        Story::Lifted { from, next } => {
            let from = square(*from);
            match next {
                Next::Test(at) => format!("lift the queen from {from}; next test {}", square(*at)),
                Next::Try(at) => format!("lift the queen from {from}; next try {}", square(*at)),
                Next::NoneLeft(at) => format!(
                    "lift the queen from {from}; no free square left on rank {}",
                    rank_of(at.n, at.row)
                ),
            }
        }
        Story::DeadEnd { rank, by } => format!(
            "rank {}: no free square (files {}–{} attacked by the queens on {}) — back up",
            rank_of(rank.n, rank.row),
            file_letter(0),
            file_letter(rank.n - 1),
            squares(by)
        ),
        Story::Solution { index, files } => {
            format!("solution #{} found: {}", grouped(*index), files_text(files))
        }
        Story::Test(at) => format!("test {} against the queens", square(*at)),
        Story::Lookup { square: at, reads } => {
            let read: Vec<String> = reads.iter().map(|&(a, i)| entry(a, i)).collect();
            format!("{}: read {}", square(*at), read.join(", "))
        }
        Story::Taken {
            square: at,
            array,
            index,
            by,
        } => format!(
            "{}: {} is taken (the queen on {})",
            square(*at),
            entry(*array, *index),
            square(*by)
        ),
        Story::WalkUp(at) => format!(
            "{}: walk up its file, then up-left, then up-right",
            square(*at)
        ),
        Story::WalkMet {
            square: at,
            dir,
            cells,
        } => format!(
            "{}: walking {}, {}: a queen",
            square(*at),
            walk_dir(*dir),
            squares(cells)
        ),
        Story::Attacked { square: at, by } => format!(
            "{} is attacked by the queen on {}",
            square(*at),
            square(*by)
        ),
        Story::Put {
            square: at,
            permutations: true,
        } => format!(
            "place a queen on {} (a file no rank above took)",
            square(*at)
        ),
        Story::Put { square: at, .. } => format!("place a queen on {} (any file)", square(*at)),
        Story::Took(at) => format!("lift the queen from {}", square(*at)),
        Story::BoardFails {
            boards,
            of_all: all,
            queen,
            by,
        } => format!(
            "board {}{} fails: the queen on {} is attacked by the one on {}",
            grouped(*boards),
            of_all(*all),
            square(*queen),
            square(*by)
        ),
        Story::BoardPasses {
            boards,
            of_all: all,
            index,
            files,
        } => format!(
            "board {}{} passes: solution #{}, {}",
            grouped(*boards),
            of_all(*all),
            grouped(*index),
            files_text(files)
        ),
        Story::Repaired(None) => "no queen is attacked: solution found, on the board".into(),
        Story::Repaired(Some(files)) => format!(
            "no queen is attacked: solution found, {}",
            files_text(files)
        ),
        Story::Dealt { attempt, pairs: p } => {
            let what = if *attempt == 1 {
                "a random board".to_string()
            } else {
                format!("no solution within the bound: restart, random board #{attempt}")
            };
            format!("{what}, one queen per rank and file: {}", pairs(*p))
        }
        Story::Moved {
            from,
            to,
            now,
            pairs: p,
        } => format!(
            "{}, the least attacked square of its rank (by {now}): {}",
            move_squares(from.n, from.row, from.col, to.col, " → "),
            pairs(*p)
        ),
        Story::Method(told) => method_story(told),
        Story::BestFirst(told) => best_first_story(told),
        Story::Forward(told) => forward_story(told),
        Story::Plain { event, n } => event_text(*event, *n),
    }
}

/// An event of `breadth-first` or `las-vegas` in words.
fn method_story(told: &MethodStory) -> String {
    let rank = |at: &Square| rank_of(at.n, at.row);
    match told {
        MethodStory::Extended {
            square: at,
            kept: true,
            kept_so_far,
        } => format!(
            "extend by {}: safe, kept ({} for the next frontier)",
            square(*at),
            grouped(*kept_so_far)
        ),
        MethodStory::Extended { square: at, .. } => {
            format!("extend by {}: attacked, dropped", square(*at))
        }
        MethodStory::Reloaded {
            square: at,
            board,
            of,
        } => format!(
            "set up frontier board {} of {}: queen on {}",
            grouped(*board),
            grouped(*of),
            square(*at)
        ),
        MethodStory::Level {
            rank: at,
            size,
            bytes,
        } => format!(
            "rank {} complete: {} safe boards, the next frontier ({} held)",
            rank(at),
            grouped(*size),
            super::method_rows::bytes(usize::try_from(*bytes).unwrap_or(usize::MAX))
        ),
        MethodStory::Try { attempt: 1, random } => {
            format!("try #1: {random} ranks at random, then backtracking")
        }
        MethodStory::Try { attempt, random } => format!(
            "try #{}: the last one failed; from the empty board again, {random} ranks at random",
            grouped(*attempt)
        ),
        MethodStory::Random { square: at, free } => {
            format!("{}: a random free file (1 of {free})", square(*at))
        }
        MethodStory::Backtracked(at) => {
            format!("{} is free: place the queen (backtracking)", square(*at))
        }
        MethodStory::NoFreeFile { rank: at, attempt } => format!(
            "rank {}: no free file for a random queen: try #{} fails",
            rank(at),
            grouped(*attempt)
        ),
        MethodStory::Succeeded { tries, nodes } => format!(
            "solution found on try #{}, {} queens placed in all",
            grouped(*tries),
            grouped(*nodes)
        ),
        MethodStory::Genetic(told) => genetic_story(told),
    }
}

/// An event of `genetic` in words.
fn genetic_story(told: &GeneticStory) -> String {
    match told {
        GeneticStory::Bred {
            generation: 0,
            best,
            of,
            mean,
            boards,
            ..
        } => format!(
            "{boards} random boards, one queen a rank: the best has {best} of {of} pairs safe (mean {mean})"
        ),
        GeneticStory::Bred {
            generation,
            best,
            of,
            mean,
            changed,
            ..
        } => format!(
            "generation {}: best {best} of {of} pairs safe (mean {mean}){}",
            grouped(u64::from(*generation)),
            if *changed {
                "; a new best board"
            } else {
                "; the same best board"
            }
        ),
        GeneticStory::Shown {
            square: at,
            attackers: 0,
        } => format!("best board: queen to {}, safe", square(*at)),
        GeneticStory::Shown {
            square: at,
            attackers,
        } => format!(
            "best board: queen to {}, attacked by {attackers}",
            square(*at)
        ),
        GeneticStory::Solved { generation, boards } => format!(
            "solution: the best board of generation {} has every pair safe ({} boards scored)",
            grouped(u64::from(*generation)),
            grouped(*boards)
        ),
    }
}

/// An event of `best-first` in words.
fn best_first_story(told: &BestFirstStory) -> String {
    match told {
        BestFirstStory::SetUp(at) => {
            format!("set up the placement popped: queen on {}", square(*at))
        }
        BestFirstStory::Lifted(at) => {
            format!(
                "lift {}: the placement popped has no queen there",
                square(*at)
            )
        }
        BestFirstStory::Popped {
            square: at,
            g,
            f,
            free,
            queued,
        } => format!(
            "popped the best of {} queued: {g} queens to {}, f = {f}, {} free squares below",
            grouped(*queued as u64 + 1),
            square(*at),
            grouped(*free as u64)
        ),
        BestFirstStory::Expanded {
            rank: at,
            pushed,
            pruned: 0,
            queued,
        } => format!(
            "expand by rank {}: {pushed} queued ({} in the open list)",
            rank_of(at.n, at.row),
            grouped(*queued as u64)
        ),
        BestFirstStory::Expanded {
            rank: at,
            pushed,
            pruned,
            queued,
        } => format!(
            "expand by rank {}: {pushed} queued, {pruned} pruned (a rank below them has no free square; {} in the open list)",
            rank_of(at.n, at.row),
            grouped(*queued as u64)
        ),
        BestFirstStory::Solved { expanded } => format!(
            "a complete placement popped: solution found, {} placements expanded",
            grouped(*expanded)
        ),
    }
}

/// An event of `forward-checking` in words.
fn forward_story(told: &ForwardStory) -> String {
    let rank = |at: &Square| rank_of(at.n, at.row);
    let files = |k: u32| {
        if k == 1 {
            "1 file".to_string()
        } else {
            format!("{k} files")
        }
    };
    match told {
        ForwardStory::Placed {
            square: at,
            pruned,
            next,
            order,
        } => {
            let then = match (next, order) {
                (Some((r, k)), Order::Fixed) => {
                    format!("; rank {}: {} open", rank(r), files(*k))
                }
                (Some((r, k)), Order::Mrv) => {
                    format!("; next rank {}, fewest open ({k})", rank(r))
                }
                (None, _) => String::new(),
            };
            format!(
                "place {}: {} square{} struck ahead{then}",
                square(*at),
                grouped(u64::from(*pruned)),
                if *pruned == 1 { "" } else { "s" }
            )
        }
        ForwardStory::Wipeout { rank: at, by } => format!(
            "wipe-out: {} left rank {} no open square — back up at once",
            square(*by),
            rank(at)
        ),
        ForwardStory::Lifted {
            square: at,
            left: 0,
        } => {
            format!("lift {}: no file of its rank left to try", square(*at))
        }
        ForwardStory::Lifted { square: at, left } => format!(
            "lift {}: {} of its rank still to try",
            square(*at),
            files(*left)
        ),
    }
}

/// Predict mode's notes in words.
fn predict_note(said: &PredictNote) -> String {
    match said {
        PredictNote::On(variant) => format!(
            "predict: {}; {} leaves, :predict off too",
            super::predict::asks(*variant),
            key_in_scope(&Action::Back, Scope::Predict)
        ),
        PredictNote::Off(score) => format!(
            "predict mode off: {} (best streak {})",
            super::predict::score_words(*score),
            score.best
        ),
        PredictNote::Refused {
            strategy,
            variant,
            why,
        } => {
            let why = match why {
                Unpredictable::Random => {
                    "its moves are drawn at random: there is no next move to predict"
                }
                Unpredictable::WholeBoards => {
                    "it builds whole boards in counting order without testing a square: no placement has a reason"
                }
                Unpredictable::Levels => {
                    "it extends every board of a level at once: there is no one next queen"
                }
                Unpredictable::Queue => {
                    "it expands the best placement of its queue, not the board shown: no one next queen"
                }
                Unpredictable::NoDeadEnds => {
                    "it enters no dead-end rank: it sees them ahead, as wipe-outs (try :predict or :predict backtracks)"
                }
            };
            let mode = match variant {
                Variant::Placements => "predict".to_string(),
                variant => format!("predict {variant}"),
            };
            format!("no {mode} with {strategy}: {why}")
        }
        PredictNote::NotOn => "predict mode is not on".into(),
        PredictNote::Unreadable(Unreadable::Empty) => "type a square first".into(),
        PredictNote::Unreadable(Unreadable::NotASquare(text)) => {
            format!("`{text}` is not a square of this board: a file letter, then a rank (c5)")
        }
        PredictNote::NoQueen(at) => format!(
            "{} holds no queen: which queen moves next? (a queen's square)",
            square(*at)
        ),
        PredictNote::YesOrNo => "is the rank a dead end? y or x: yes, n: no".into(),
        PredictNote::Next => format!(
            "{} or {}: the next question · {} leaves predict mode",
            key_in_scope(&Action::PredictSubmit, Scope::Predict),
            key_of(&Action::TogglePause),
            key_in_scope(&Action::Back, Scope::Predict)
        ),
    }
}

/// The marks' and the lessons' notes, in words.
fn marks_note(note: &Note) -> Option<String> {
    Some(match note {
        Note::Marked(name) => format!("marked as {name}; :go {name} comes back here"),
        Note::MarksFull => format!(
            "{} marks are kept already: :mark an old name to replace it",
            crate::app::marks::MARKS_KEEP
        ),
        Note::NoMark(name) => format!("no mark {name}; :marks lists them"),
        Note::WentTo {
            name,
            replay: false,
        } => format!("back at {name}"),
        Note::WentTo { name, replay: true } => format!("back at {name}: replaying to its event"),
        Note::MarkList(marks) => {
            let each: Vec<String> = marks
                .iter()
                .map(|(name, n, strategy, event)| {
                    format!("{name} (n = {n}, {strategy}, event {})", grouped(*event))
                })
                .collect();
            format!("marks: {}", each.join(", "))
        }
        Note::NoMarks => "no marks yet: :mark NAME keeps this position".into(),
        Note::LessonLast => format!(
            "the lesson's last step ({} goes back, {} quits)",
            key_of(&Action::LessonBack),
            key_of(&Action::Quit)
        ),
        Note::LessonFirst => format!(
            "the lesson's first step ({} goes on)",
            key_of(&Action::LessonNext)
        ),
        Note::LessonCue { line, text, why } => {
            format!("lesson line {line}, :{text}: {}", self::note(why))
        }
        Note::SessionRefused(why) => why.clone(),
        Note::SessionResumed { marks: 0 } => "session taken up".into(),
        Note::SessionResumed { marks } => {
            format!("session taken up, with its marks ({marks}; :marks lists them)")
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::narration::{Narration, describe, describe_other};
    use crate::solver::search::Search as _;
    use crate::solver::{AnySearch, Solver};

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
    fn the_other_strategies_events_are_told() {
        let mut search = AnySearch::new(Strategy::Permutations, 4, 0).unwrap();
        let mut told = Vec::new();
        while let Some(event) = search.step() {
            told.push(story(&describe_other(event, &search)));
        }
        assert!(told[0].starts_with("place a queen on a4"), "{}", told[0]);
        assert_eq!(
            told[4],
            "board 1 of 24 fails: the queen on b3 is attacked by the one on a4"
        );
        assert!(
            told.iter()
                .any(|line| line == "board 11 of 24 passes: solution #1, b d a c"),
            "{told:?}"
        );
        let mut search = AnySearch::new(Strategy::MinConflicts, 8, 0).unwrap();
        let event = search.step().unwrap();
        assert!(
            story(&describe_other(event, &search)).starts_with("a random board"),
            "{event:?}"
        );
        let event = search.step().unwrap();
        let line = story(&describe_other(event, &search));
        assert!(
            line.contains("the least attacked square of its rank"),
            "{line}"
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
