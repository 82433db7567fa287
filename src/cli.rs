//! The command line: `nqueens` (the animation) and its subcommands.

use std::time::Duration;

use clap::{Args, Parser, Subcommand};
use ratatui::layout::Size;

use crate::count::shard::Shard;
use crate::export::format::{Notation, SolutionFormat};
use crate::record::{self, MAX_FPS};
use crate::solver::MAX_N;
use crate::solver::order::Order;
use crate::ui::kit::appearance::Palette;
use crate::vocabulary::tuning::Tuning;
use crate::vocabulary::{BACKTRACKING_MAX_N, LOCAL_MAX_N, Lang, Speed, Strategy};

mod compare;
mod helps;
mod words;
pub use compare::{CompareArgs, CompareFormat, Fields, Strategies};
pub use words::{command, help_of, parse_from};

/// Parses `--speed`: a whole number of events per second, or `max`.
fn parse_speed(text: &str) -> Result<Speed, String> {
    text.parse().map_err(|_| {
        crate::t!(
            "error-expected-speed",
            high = crate::vocabulary::MAX_EVENTS_PER_SEC
        )
    })
}

/// Parses `--lang`: `en` or `zh` (or a longer tag, `zh-CN`).
fn parse_lang(text: &str) -> Result<Lang, String> {
    text.parse()
        .map_err(|_| crate::t!("error-no-lang", name = text))
}

/// Parses `--race`: two different strategies, `A,B`.
fn parse_race(text: &str) -> Result<[Strategy; 2], String> {
    match text.split(',').collect::<Vec<_>>().as_slice() {
        [a, b] => crate::app::command::race_pair(a.trim(), b.trim())
            .map_err(|e| crate::ui::words::command_error(&e)),
        _ => {
            let names: Vec<&str> = Strategy::ANIMATED.iter().map(|s| s.name()).collect();
            Err(crate::t!("error-race-syntax", names = names.join(", ")))
        }
    }
}

/// Parses a count limit: a whole number from 1 to 2^64 - 1 (a number past it is refused
/// naming the range, not as a bare parse error).
pub fn parse_limit(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(v) if v >= 1 => Ok(v),
        _ => Err(crate::t!(
            "error-expected-whole",
            low = "1",
            high = u64::MAX.to_string()
        )),
    }
}

/// Parses `--seed`: a whole number from 0 to 2^64 - 1.
pub fn parse_seed(text: &str) -> Result<u64, String> {
    text.parse::<u64>().map_err(|_| {
        crate::t!(
            "error-expected-whole",
            low = "0",
            high = u64::MAX.to_string()
        )
    })
}

/// Parses `--random-ranks`: a whole number from 0 to 32 (the board's own size is checked
/// once it is known).
pub fn parse_random_ranks(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(v) if v <= crate::vocabulary::BACKTRACKING_MAX_N => Ok(v),
        _ => Err(crate::t!(
            "error-expected-whole",
            low = "0",
            high = crate::vocabulary::BACKTRACKING_MAX_N.to_string()
        )),
    }
}

/// Parses `--threads`: a whole number from 1 to [`MAX_THREADS`].
pub fn parse_threads(text: &str) -> Result<u16, String> {
    match text.parse::<u16>() {
        Ok(v) if (1..=MAX_THREADS).contains(&v) => Ok(v),
        _ => Err(crate::t!(
            "error-expected-threads",
            high = MAX_THREADS.to_string()
        )),
    }
}

/// Parses `--shards`: a whole number from 1, said in words rather than as a Rust range.
fn parse_shards(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(v) if v >= 1 => Ok(v),
        _ => Err(crate::t!(
            "error-expected-shards",
            high = u32::MAX.to_string()
        )),
    }
}

/// Parses a board size, naming the valid range when refusing one.
fn board_size() -> fn(&str) -> Result<u8, String> {
    parse_board_size
}

/// A board size from 1 to 32; anything else (`0`, `33`, `x`) gets the same message with the
/// range, rather than a bare parse error.
pub fn parse_board_size(text: &str) -> Result<u8, String> {
    match text.parse::<u8>() {
        Ok(n) if (1..=MAX_N).contains(&usize::from(n)) => Ok(n),
        _ => Err(crate::t!("error-expected-size", high = MAX_N.to_string())),
    }
}

/// Parses the animation's `--size`: from 1 to the largest board any strategy animates
/// ([`LOCAL_MAX_N`], `min-conflicts`); [`AnimationArgs::n`] then holds it to the strategy's
/// own limit.
pub fn parse_animated_size(text: &str) -> Result<u16, String> {
    match text.parse::<u16>() {
        Ok(n) if (1..=LOCAL_MAX_N).contains(&usize::from(n)) => Ok(n),
        _ => Err(crate::t!(
            "error-expected-animated-size",
            high = BACKTRACKING_MAX_N.to_string(),
            local = LOCAL_MAX_N.to_string()
        )),
    }
}

/// Watch the N-Queens backtracking search live, or count and list its solutions.
#[derive(Debug, Parser)]
#[command(
    name = "nqueens",
    version,
    about,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    /// What to do instead of the animation.
    #[command(subcommand)]
    pub command: Option<Command>,

    /// Options of the animation (the default command).
    #[command(flatten)]
    pub watch: WatchArgs,

    /// The language of the screen and of the errors: en or zh [default: from LC_ALL,
    /// LC_MESSAGES or LANG, English if neither]. Help and the man page stay in English.
    #[arg(long, global = true, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<Lang>,
}

/// Options of the live animation.
#[derive(Debug, Args)]
pub struct WatchArgs {
    /// What is animated, and how it looks.
    #[command(flatten)]
    pub animation: AnimationArgs,

    /// The folder `w` writes solutions into [default: the current folder]. Files are never
    /// replaced: a second write of n = 8 goes to nqueens-8-2.txt.
    #[arg(long, value_name = "DIR")]
    pub out: Option<std::path::PathBuf>,

    /// Keep the marks, the position and the command history in FILE across runs: read at the
    /// start, written on quit. A damaged or unreadable FILE is refused in one line, left as
    /// it is and not written: the run starts afresh.
    #[arg(long, value_name = "FILE")]
    pub session: Option<std::path::PathBuf>,
    /// Predict, then see: the search stops before each placement and asks where the next
    /// queen goes (`placements`, the default), or only whether each rank entered is a dead end
    /// (`deadends`), or at each backtrack which queen moves next (`backtracks`); a score and a
    /// streak are kept. `:predict off` ends it.
    #[arg(
        long,
        value_name = "VARIANT",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "placements",
        value_parser = parse_predict
    )]
    pub predict: Option<crate::app::predict::Variant>,
}

/// A variant of `--predict`.
fn parse_predict(text: &str) -> Result<crate::app::predict::Variant, String> {
    use crate::app::predict::Variant;
    text.parse().map_err(|_| {
        let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
        crate::t!("modes-predict-expected", names = names.join(", "))
    })
}

/// Options of the animation that say what it shows and how, shared by the live animation and
/// `nqueens record`.
#[derive(Debug, Args)]
pub struct AnimationArgs {
    /// Board size N (the help says up to which, from the registry).
    #[arg(short = 'n', long = "size", value_name = "N", default_value_t = 8, value_parser = parse_animated_size, allow_negative_numbers = true, help = helps::size())]
    pub size: u16,

    /// Solver events per second (1 to 1,000,000,000), or `max` for as fast as the solver goes.
    #[arg(long, value_name = "EVENTS_PER_SEC", default_value = "20", value_parser = parse_speed, allow_negative_numbers = true)]
    pub speed: Speed,

    /// Start paused (Space runs, `s` steps).
    #[arg(long)]
    pub paused: bool,

    /// How the search looks for solutions (`t` switches while watching).
    #[arg(long, default_value_t = Strategy::default(), value_parser = animated_strategy())]
    pub strategy: Strategy,

    /// The seed of the seeded strategies' random choices (the help names them).
    #[arg(long, value_name = "SEED", value_parser = parse_seed, allow_negative_numbers = true, help = helps::seed("the same seed gives the same run"))]
    pub seed: Option<u64>,

    /// Las Vegas: the ranks placed at random in each try, from the top (0 to n; default n/2;
    /// `:k K` changes it live).
    #[arg(long, value_name = "K", value_parser = parse_random_ranks, allow_negative_numbers = true)]
    pub random_ranks: Option<usize>,

    /// The order the ordered strategies fill their ranks in (the help names them).
    #[arg(long, value_enum, value_name = "ORDER", help = helps::order(true))]
    pub order: Option<Order>,

    /// The strategies' knobs (`--population P` …), each declared by its strategy's folder.
    #[command(flatten)]
    pub knobs: Knobs<true>,

    /// Start with a race: two different strategies side by side on the same board, at the
    /// same event rate (`Esc` returns to the --strategy search, `:race` to the race).
    #[arg(long, value_name = "A,B", value_parser = parse_race)]
    pub race: Option<[Strategy; 2]>,

    /// Draw with ASCII characters only (colours follow NO_COLOR, as always; TERM=dumb and the
    /// Linux console get ASCII anyway).
    #[arg(long)]
    pub ascii: bool,

    /// Colours: `standard` (the default), or `contrast` for projectors and colour-blind users
    /// (strong colours, no red against green; every mark is also told by its glyph). The
    /// projector board (`--present`, `f`) is drawn in contrast unless a theme is given.
    #[arg(long, value_enum)]
    pub theme: Option<Palette>,

    /// Start with the projector board: the board fills the screen with squares as large as
    /// fit, the counters in one line above it, the narration below, in high contrast (`f` or
    /// `:present` brings back every panel).
    #[arg(long)]
    pub present: bool,

    /// How squares are named everywhere on the screen: `chess` (the default in English and
    /// Chinese), files and ranks as the board is labelled (`d4`, rank 1 at the bottom), or
    /// `numbers`, the articles' numbering: the row from the top and the column, from 0
    /// (`(4,3)`: a[4] = 3, as `trace` writes it). `:notation` switches live.
    #[arg(long, value_enum)]
    pub notation: Option<Notation>,
}

impl AnimationArgs {
    /// The board size, if the strategy animates it; else the one-line reason it does not.
    pub fn n(&self) -> Result<usize, String> {
        let (n, strategy) = (usize::from(self.size), self.strategy);
        let max = strategy.max_animated_n();
        // With --race, the race's strategies are the ones the board is for.
        if let Some([a, b]) = self.race
            && let Some(small) = [a, b].into_iter().find(|s| n > s.max_animated_n())
        {
            return Err(crate::t!(
                "error-race-too-large",
                n = n.to_string(),
                race = format!("{a},{b}"),
                small = small.to_string(),
                max = small.max_animated_n().to_string()
            ));
        }
        if n <= max {
            Ok(n)
        } else {
            Err(crate::t!(
                "error-size-animated",
                n = n.to_string(),
                strategy = strategy.to_string(),
                max = max.to_string(),
                local = Strategy::LOCAL.to_string(),
                local_max = LOCAL_MAX_N.to_string()
            ))
        }
    }
}

/// Palettes are the view's; this is how the command line names them.
impl clap::ValueEnum for Palette {
    fn value_variants<'a>() -> &'a [Self] {
        &[Palette::Standard, Palette::Contrast]
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(match self {
            Palette::Standard => clap::builder::PossibleValue::new("standard"),
            Palette::Contrast => clap::builder::PossibleValue::new("contrast"),
            // Not a name: what no `--theme` means.
            Palette::Unchosen => return None,
        })
    }
}

/// Strategies are the program's; this is how the command line names them.
impl clap::ValueEnum for Strategy {
    fn value_variants<'a>() -> &'a [Self] {
        &Strategy::ALL
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        let help = crate::ui::words::Titled::description(*self);
        Some(clap::builder::PossibleValue::new(self.name()).help(help))
    }
}

/// What `nqueens record` writes: the recorder's formats, as the command line names them.
impl clap::ValueEnum for record::Format {
    fn value_variants<'a>() -> &'a [Self] {
        &[record::Format::Cast, record::Format::Svg]
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(match self {
            record::Format::Cast => clap::builder::PossibleValue::new("cast")
                .help("asciicast v2, for asciinema's player"),
            record::Format::Svg => clap::builder::PossibleValue::new("svg")
                .help("one animated SVG picture, for a web page"),
        })
    }
}

impl clap::ValueEnum for Order {
    fn value_variants<'a>() -> &'a [Self] {
        &Order::ALL
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        let help = match self {
            Order::Fixed => "the ranks from the top down, as the bitmask fills them",
            Order::Mrv => {
                "most constrained first: the rank with the fewest open files, ties the topmost"
            }
        };
        Some(clap::builder::PossibleValue::new(self.name()).help(help))
    }
}

/// The strategies' knobs on the command line: one `--NAME` a knob of the registry's (see
/// `vocabulary::tuning::Knob`), read into one bag; so a strategy's new knob needs no line
/// here. `LIVE`: the animation's, whose help says `:NAME` changes it live.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Knobs<const LIVE: bool> {
    /// The values given, by knob.
    pub tuning: Tuning,
}

impl<const LIVE: bool> clap::FromArgMatches for Knobs<LIVE> {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
        let tuning =
            Strategy::all_knobs().fold(Tuning::default(), |tuning, (_, knob)| {
                match matches.get_one::<u64>(knob.name) {
                    Some(&value) => tuning.with(knob.name, value),
                    None => tuning,
                }
            });
        Ok(Knobs { tuning })
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl<const LIVE: bool> Args for Knobs<LIVE> {
    fn augment_args(command: clap::Command) -> clap::Command {
        Strategy::all_knobs().fold(command, |command, (_, knob)| {
            command.arg(
                clap::Arg::new(knob.name)
                    .long(knob.name)
                    .value_name(knob.value_name)
                    .help(knob.help(LIVE))
                    .value_parser(knob.parse)
                    .allow_negative_numbers(true),
            )
        })
    }

    fn augment_args_for_update(command: clap::Command) -> clap::Command {
        Self::augment_args(command)
    }
}

/// The animation's `--strategy`: the strategies it animates (all of them), listed in the help and in
/// the error for any other.
fn animated_strategy() -> impl clap::builder::TypedValueParser<Value = Strategy> {
    use clap::ValueEnum;
    use clap::builder::TypedValueParser;
    let names = Strategy::ANIMATED.map(|s| s.to_possible_value());
    clap::builder::PossibleValuesParser::new(names.into_iter().flatten())
        .try_map(|name: String| name.parse::<Strategy>())
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print the solver's events, one a line: `place R C`, `remove R C`, `deadend R`,
    /// `solution K` (0-based rows and columns, solutions counted from 1).
    Trace(TraceArgs),
    /// Count the solutions fast, on all cores; print the number alone. Can checkpoint and
    /// resume, and count one shard of a count spread over many machines.
    #[command(long_about = COUNT_ABOUT, after_long_help = EXIT_STATUS)]
    Count(CountArgs),
    /// Add up the shard results of `count --shard`, checking that they cover the count exactly
    /// once; print the total as `count` does.
    #[command(long_about = MERGE_ABOUT, after_long_help = MERGE_EXIT_STATUS)]
    Merge(MergeArgs),
    /// List the solutions in search (lexicographic) order: one a line as the 0-based column of
    /// the queen on each row, or as boards, or as JSON.
    Solutions(SolutionsArgs),
    /// Print one solution of the N×N board, N up to 100,000,000, as one line of 0-based
    /// columns (the queen's column on each row), verified before it is printed.
    #[command(long_about = SOLVE_ABOUT)]
    Solve(SolveArgs),
    /// Record the animation, without a terminal, into an animated SVG picture (FILE.svg) or
    /// an asciicast v2 file for `asciinema play`; the same arguments make the same file.
    #[command(long_about = RECORD_ABOUT)]
    Record(RecordArgs),
    /// Print a shell completion script, e.g. `nqueens completions bash > ~/.local/share/bash-completion/completions/nqueens`.
    Completions(CompletionsArgs),
    /// Print the manual page (roff), e.g. `nqueens man > nqueens.1 && man ./nqueens.1`; with
    /// `--dir`, write the pages of every subcommand too.
    Man(ManArgs),
    /// Write a printable worksheet: an A4 page (SVG) with K solution boards of the N×N board
    /// and a blank board for the student's own solution.
    Worksheet(WorksheetArgs),
    /// Play a lesson: steps of commands and captions (`nqueens lesson --list` names the
    /// shipped ones; `--check FILE` checks a lesson file).
    #[command(long_about = LESSON_ABOUT)]
    Lesson(LessonArgs),
    /// Run each strategy's search on each board size and print what it cost, a row each.
    ///
    /// A row gives the events, placements, checks, complete boards looked at, solutions,
    /// seconds and peak memory of the frontier, as `trace --summary` does for the same run;
    /// a cell over its budget stops, keeps what it did and is marked incomplete.
    Compare(CompareArgs),
}

/// The long help of `nqueens lesson`.
const LESSON_ABOUT: &str = "Play a lesson: a plain text file of steps, each a few commands of \
the command line (`:n 4`, `:event 12`, `:heat`, `:strategy scan`, …) and a caption of a few \
lines. → or Space shows the next step, ← the step before exactly as it was; every other key \
works as usual, and the next step brings the lesson's position back. `.` pauses and resumes.

Steps are separated by lines of `---`; a line starting with `:` is a command, one starting \
with `#` a comment, any other the caption (at most 6 lines of 80 columns). A `title: TEXT` \
line before the first `---` names the lesson.

`--check` reads the lesson and prints one line per mistake, `FILE:LINE: what`, with exit \
status 65 if there is any.";

/// Options of `nqueens lesson`.
#[derive(Debug, Args)]
pub struct LessonArgs {
    /// A shipped lesson's name (see --list) or a lesson file.
    #[arg(value_name = "NAME|FILE", required_unless_present = "list")]
    pub lesson: Option<String>,

    /// List the shipped lessons, one a line with what each teaches.
    #[arg(long, conflicts_with = "check")]
    pub list: bool,

    /// Check the lesson instead of playing it: one line per mistake, exit status 65 if any.
    #[arg(long)]
    pub check: bool,

    /// Draw with ASCII characters only.
    #[arg(long)]
    pub ascii: bool,

    /// Colours: `standard` (the default), or `contrast` for projectors; the projector board is
    /// drawn in contrast unless a theme is given.
    #[arg(long, value_enum)]
    pub theme: Option<Palette>,
}

/// Options of `nqueens man`.
#[derive(Debug, Args)]
pub struct ManArgs {
    /// Write nqueens.1 and a page per subcommand (nqueens-trace.1, …) into this folder. No
    /// page is written if one of those names is taken (exit status 73), unless `--force`.
    #[arg(long, value_name = "DIR")]
    pub dir: Option<std::path::PathBuf>,

    /// Replace the pages of `--dir` that exist.
    #[arg(long, requires = "dir")]
    pub force: bool,
}

/// Options of `nqueens completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to write completions for.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// The long help of `nqueens count`.
const COUNT_ABOUT: &str = "Count the solutions fast, on all cores, and print the number alone \
(`nqueens count 8` prints 92).

The search visits about an eighth of the tree (one member of each class under the 8 symmetries \
of the square, with its multiplicity), so `--unique` costs nothing extra.

Time grows fast: each n + 1 costs roughly 7 to 8 times as much. On two idle cores n = 16 takes \
under half a second, n = 18 about 20 seconds, n = 20 about 20 minutes, n = 22 most of a day, \
and n = 24 over a month (a Zen 4 with AVX-512). Ctrl-C stops a count at once (exit status 130).

On x86-64 CPUs with AVX2 the search runs four pieces at once, one in each lane of a vector \
register. `NQUEENS_KERNEL=scalar` counts with the plain loop instead, to compare (`lanes`, or \
`auto`, the default, where the CPU has AVX2): the numbers are the same.

Long counts can be saved and continued: `--checkpoint FILE` saves the progress every `--every` \
seconds and on SIGINT (Ctrl-C), SIGTERM or SIGUSR1, which then end the count with status 75; \
`--resume FILE` continues it, and ends with the same numbers as a count never stopped.

Counts can be spread over machines: `--shard I/M --out FILE` counts shard I of M (from 0), \
each about 1/M of the work, into a JSON file, and `nqueens merge` adds the files up. Inside a \
SLURM job array (`SLURM_ARRAY_TASK_ID`, `SLURM_ARRAY_TASK_COUNT`) or a Kubernetes indexed job \
(`JOB_COMPLETION_INDEX`, with `--shards M`), `--out` alone takes I and M from there. `%a` in \
`--out`, `--checkpoint` and `--resume` stands for I.

`--plan` prints how the count would be cut without counting: `nqueens count 27 --plan --shards \
10000` gives the pieces, their estimated work, each shard's share, the memory a task needs and \
how long a shard would take at this machine's speed (measured for a tenth of a second). From \
N = 25 the cut is format 2: no piece above a few times the mean, and each task finds only its \
own pieces (a task of N = 27 starts in a fraction of a second); `--format 1` keeps the old cut, \
`--format 2` uses the new one at any N.";

/// The long help of `nqueens merge`.
const MERGE_ABOUT: &str = "Add up the shard results of `nqueens count N --shard I/M --out FILE` \
and print the total (`--unique`: the classes; `--json`: both, the nodes and the shards' seconds \
added up), as `nqueens count N` would have.

Every file must be a shard result of the same N and format, with its checksum intact, and \
together they must cover every subproblem of N exactly once (shards of different M may be \
mixed when they fit). Otherwise one line names the file, or the missing or twice-counted \
subproblems and shards, and the status is 65. The sum must fit the known counts (OEIS A000170 \
and A002562, up to N = 27) and have 1 to 8 solutions a class. The checksum catches damage, not \
forgery: with `--key FILE` only files sealed with that key (`count --key FILE`) are accepted.";

/// The exit statuses of `merge`, shown under its `--help`.
const MERGE_EXIT_STATUS: &str = "Exit status: 0 done; 1 error; 2 usage; 65 bad input file (a \
refused shard file, files that do not cover the count exactly once, or a sum that is not the \
known count: do not retry as is); 66 no such input file, or a folder; 74 a write that failed \
(standard output closed); 77 an input file that may not be read.";

/// The exit statuses of `count`, shown under its `--help`.
const EXIT_STATUS: &str = "Exit status: 0 done; 1 error; 2 usage; 65 bad input file (a \
refused checkpoint or shard file: do not retry as is); 66 no such input file, or a folder; 73 \
output not created (a file of that name exists, or the folder refuses it); 74 a write that \
failed (standard output closed, a full disk); 75 interrupted, \
checkpoint written (resume it); 77 an input file that may not be read; 130 Ctrl-C without a \
checkpoint.";

/// The long help of `nqueens solve`.
const SOLVE_ABOUT: &str = "Print one solution of the N×N board as one line of 0-based columns \
(the column of the queen on each row, from row 0): `nqueens solve 8` prints 1 3 5 7 2 0 6 4.

N goes from 1 to 100,000,000. N = 1 has the trivial solution; N = 2 and 3 have none (a message on \
stderr, exit status 1). Every answer is checked in O(N) before it is printed (--no-verify skips \
the check).

--method construct (the default) writes down a known pattern: instant at any N. \
--method min-conflicts searches: from a random permutation built row by row on free squares where \
it can, it swaps the few attacked queens with random partners until none is attacked (Sosic and \
Gu's local search), about 20 bytes of memory a queen; the same --seed gives the same answer.";

/// The largest board `nqueens solve` takes: columns are `u32`, and memory grows as about 20
/// bytes per queen for `--method min-conflicts`.
pub const MAX_SOLVE_N: usize = 100_000_000;

/// A board size for `solve`, from 1 to [`MAX_SOLVE_N`].
pub fn parse_solve_size(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=MAX_SOLVE_N).contains(&n) => Ok(n),
        _ => Err(crate::t!(
            "error-expected-size",
            high = MAX_SOLVE_N.to_string()
        )),
    }
}

/// How `nqueens solve` finds its solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Method {
    /// The explicit construction: evens then odds, with a fix-up for N mod 6 = 2 or 3 (instant).
    Construct,
    /// Local search from a random permutation, swapping attacked queens (Sosic and Gu's fast
    /// conflict minimization; --seed picks the run).
    MinConflicts,
}

impl Method {
    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Method::Construct => "construct",
            Method::MinConflicts => "min-conflicts",
        }
    }
}

/// Options of `nqueens solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Board size N (1 to 100,000,000).
    #[arg(value_name = "N", value_parser = parse_solve_size, allow_negative_numbers = true)]
    pub size: usize,

    /// How to find the solution.
    #[arg(long, value_enum, default_value_t = Method::Construct)]
    pub method: Method,

    /// The seed of min-conflicts' random choices (default 0): the same seed gives the same
    /// answer on every machine.
    #[arg(long, value_name = "S", value_parser = parse_seed, allow_negative_numbers = true)]
    pub seed: Option<u64>,

    /// Print the answer without checking it first.
    #[arg(long)]
    pub no_verify: bool,
}

/// The long help of `nqueens record`.
const RECORD_ABOUT: &str = "Record the animation, without a terminal, into an animated SVG \
picture or an asciicast v2 file: `nqueens record -n 8 --speed 50 --seconds 14 --fps 10 -o \
demo.svg` writes the picture itself, for a web page or a README (any browser plays it, with \
no script and no other tool); `-o demo.cast` writes a recording for `asciinema play demo.cast`. \
The file's extension chooses (.svg a picture, anything else a cast), or --format; `-o -` \
writes to the standard output.

It takes the animation's options (n, speed, strategy, seed, paused, theme, ascii) and --lang, \
and draws the real screen on a virtual clock, --fps frames a second: the events due by each \
frame run before it is drawn, as in the animation, and at --speed max one batch of 4,096 events runs per frame \
(--paused holds the first screen). What the animation works out in the background (the run's \
length for the timeline) is worked out before the second frame: from n = 15 on the recording \
waits seconds to minutes for it. Nothing depends on the machine, the terminal or the time of \
day: the same arguments make the same file, byte for byte. Colours are 24-bit, the 16 named ones \
too, so the recording looks the same in any player; NO_COLOR and TERM are not read. The picture \
holds each distinct screen once, shown at its time, and loops; the cast holds what a terminal \
was sent at each frame that changed the screen. The file is written under a temporary name and \
renamed when whole: a stop leaves no file. An existing file is never replaced (exit status 73) \
unless --force.";

/// The longest recording, in seconds.
pub const MAX_RECORD_SECONDS: u64 = 3600;

/// Parses `--seconds`: a length from 0.1 s to an hour, kept to the millisecond.
fn parse_seconds(text: &str) -> Result<Duration, String> {
    let refuse = || {
        crate::t!(
            "error-expected-seconds",
            high = MAX_RECORD_SECONDS.to_string()
        )
    };
    match text.trim().parse::<f64>() {
        #[expect(
            clippy::cast_precision_loss,
            reason = "a small whole number of seconds, exact in f64"
        )]
        Ok(s) if (0.1..=MAX_RECORD_SECONDS as f64).contains(&s) => {
            let length = Duration::from_secs_f64(s);
            // To the millisecond: 0.29 s is 290 ms, not the 289.99… that f64 holds.
            let millis = (length.as_micros() + 500) / 1000;
            Ok(Duration::from_millis(
                u64::try_from(millis).map_err(|_| refuse())?,
            ))
        }
        _ => Err(refuse()),
    }
}

/// The widest or tallest screen a recording takes.
pub const MAX_SCREEN_SIDE: u16 = 1000;

/// Parses `--screen COLSxROWS` (`100x30`); whether the board fits is checked once N is known.
pub fn parse_screen(text: &str) -> Result<Size, String> {
    let refuse = || crate::t!("error-expected-screen", high = MAX_SCREEN_SIDE.to_string());
    let (cols, rows) = text.trim().split_once(['x', 'X', '×']).ok_or_else(refuse)?;
    let side = |t: &str| match t.trim().parse::<u16>() {
        Ok(v) if (1..=MAX_SCREEN_SIDE).contains(&v) => Ok(v),
        _ => Err(refuse()),
    };
    Ok(Size::new(side(cols)?, side(rows)?))
}

/// Options of `nqueens record`.
#[derive(Debug, Args)]
pub struct RecordArgs {
    /// What is animated, and how it looks.
    #[command(flatten)]
    pub animation: AnimationArgs,

    /// How long the recording lasts, in seconds (0.1 to 3600).
    #[arg(long, value_name = "S", default_value = "10", value_parser = parse_seconds, allow_negative_numbers = true)]
    pub seconds: Duration,

    /// The recorded terminal's size, columns × rows. It must hold the board; if it does not,
    /// the error names the smallest that does.
    #[arg(long, value_name = "COLSxROWS", default_value = "100x30", value_parser = parse_screen)]
    pub screen: Size,

    /// Frames per second (1 to 50).
    #[arg(long, value_name = "F", default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_FPS)), allow_negative_numbers = true)]
    pub fps: u32,

    /// The file to write: FILE.svg an animated picture, any other name an asciicast v2
    /// recording (usually FILE.cast); `-` the standard output. Whole or not at all: a stop
    /// leaves none. An existing file is never replaced (exit status 73) unless `--force`.
    #[arg(short = 'o', long, value_name = "FILE")]
    pub output: std::path::PathBuf,

    /// What to write, whatever the file's name [default: svg for FILE.svg, else cast].
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub format: Option<record::Format>,

    /// Replace the `--output` file if it exists (a file or a link: the link itself, not its
    /// target).
    #[arg(long)]
    pub force: bool,

    /// Record a lesson (a shipped lesson's name or a lesson file) with its captions: each
    /// step shown for --step-seconds, the whole lasting as long as its steps.
    #[arg(long, value_name = "NAME|FILE", conflicts_with = "seconds")]
    pub lesson: Option<String>,

    /// With --lesson: how long each step shows, in seconds (0.1 to 3600).
    #[arg(long, value_name = "S", default_value = "5", value_parser = parse_seconds, requires = "lesson")]
    pub step_seconds: Duration,
}

/// The largest `--threads`.
pub const MAX_THREADS: u16 = 256;

/// The board size N, the first argument of the subcommands that take one.
#[derive(Debug, Clone, Copy, Args)]
pub struct BoardSize {
    /// Board size N (1 to 32).
    // Negative numbers are taken as values so `-3` is refused as a size, not as an unknown flag.
    #[arg(value_name = "N", value_parser = board_size(), allow_negative_numbers = true)]
    pub size: u8,
}

impl BoardSize {
    /// N, as an index type.
    pub fn n(self) -> usize {
        usize::from(self.size)
    }
}

/// Options of `nqueens count`.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("sharded").args(["out", "plan"])))]
pub struct CountArgs {
    /// The board.
    #[command(flatten)]
    pub board: BoardSize,

    /// Print the number of solutions that differ by more than a rotation or reflection
    /// (`--json` holds both numbers).
    #[arg(long, conflicts_with = "json")]
    pub unique: bool,

    /// Worker threads (1 to 256) [default: one per core].
    #[arg(long, value_name = "T", value_parser = parse_threads, allow_negative_numbers = true)]
    pub threads: Option<u16>,

    /// Print `{"n":…,"total":…,"unique":…,"seconds":…,"nodes":…}` instead of the number.
    #[arg(long)]
    pub json: bool,

    /// Save the progress to FILE (written whole or not at all) every `--every` seconds and on
    /// SIGINT, SIGTERM or SIGUSR1, which then end the count with status 75. FILE must not
    /// exist (exit status 73): continue an existing one with `--resume`.
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<String>,

    /// Continue the count saved in FILE (same N and shard), saving progress to it again (or to
    /// `--checkpoint`).
    #[arg(long, value_name = "FILE")]
    pub resume: Option<String>,

    /// Seconds between checkpoints (0.1 to 86,400) [default: 60].
    #[arg(long, value_name = "SECONDS", value_parser = parse_every, allow_negative_numbers = true)]
    pub every: Option<f64>,

    /// Count shard I of M (0-based; each about 1/M of the work) into `--out` (with `--plan`:
    /// show that shard's plan).
    #[arg(long, value_name = "I/M", requires = "sharded", conflicts_with = "shards", value_parser = parse_shard, allow_negative_numbers = true)]
    pub shard: Option<Shard>,

    /// The number of shards, with the shard's number from JOB_COMPLETION_INDEX (Kubernetes)
    /// or SLURM_ARRAY_TASK_ID (with `--plan`: the plan of M shards).
    #[arg(long, value_name = "M", requires = "sharded", value_parser = parse_shards, allow_negative_numbers = true)]
    pub shards: Option<u32>,

    /// Write the result as a JSON shard file (for `nqueens merge`) instead of printing it;
    /// `-` prints it. Without `--shard`, a scheduler's environment names the shard, else it is
    /// 0/1. FILE must not exist (exit status 73) unless `--force`.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["json", "unique"])]
    pub out: Option<String>,

    /// Replace the `--out` file if it exists (a file or a link: the link itself, not its
    /// target).
    #[arg(long, requires = "out")]
    pub force: bool,

    /// Print the plan instead of counting: the subproblems, the estimated work of the mean
    /// and the largest, of the shards (`--shards M`, or one with `--shard I/M`), the memory a
    /// task needs and how long a shard would take here (text, or `--json`).
    #[arg(long, conflicts_with_all = ["out", "checkpoint", "resume", "unique", "every", "key"])]
    pub plan: bool,

    /// The cut into subproblems: 1, the same rows placed in every piece (the default up to
    /// N = 24); 2, pieces of at most a few times the mean, each shard finding only its own
    /// (the default from N = 25); or 3, format 2 cut finer for the number of shards, so
    /// every shard holds 0.75 to 1.25 times the mean work (the default from N = 25 past
    /// 50,000 shards; it needs --shard, --shards or a scheduler's shard). Shards of one count
    /// must share it.
    #[arg(long, value_name = "F", value_parser = clap::value_parser!(u32).range(1..=3))]
    pub format: Option<u32>,

    /// Seal the `--out` file and checkpoints with an HMAC-SHA256 made with the key in FILE
    /// (any bytes, e.g. `head -c 32 /dev/urandom > KEY`) rather than a CRC, so no one
    /// without the key can forge them; `--resume` then needs the same key.
    #[arg(long, value_name = "FILE")]
    pub key: Option<std::path::PathBuf>,

    /// Name this worker in the `--out` file (1 to 64 letters, digits, `.`, `_`, `-`, `:`,
    /// `@`; default: the host name), for `nqueens merge --quorum`, which wants results from
    /// different workers. The seal covers it.
    #[arg(long, value_name = "ID", value_parser = parse_worker, conflicts_with = "plan")]
    pub worker: Option<String>,
}

/// Parses `--worker`.
fn parse_worker(text: &str) -> Result<String, String> {
    crate::count::record::check_worker(text).map(|()| text.to_string())
}

/// Parses `--every`: seconds, fractions allowed (tests checkpoint often), 0.1 to a day.
fn parse_every(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if (0.1..=86_400.0).contains(&s) => Ok(s),
        _ => Err(crate::t!("error-expected-seconds", high = "86400")),
    }
}

/// Parses `--shard I/M`.
fn parse_shard(text: &str) -> Result<Shard, String> {
    text.parse()
}

/// Options of `nqueens merge`.
#[derive(Debug, Args)]
pub struct MergeArgs {
    /// The shard files written by `nqueens count --out`.
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<std::path::PathBuf>,

    /// Print the number of classes under rotation and reflection (`--json` holds both
    /// numbers).
    #[arg(long, conflicts_with = "json")]
    pub unique: bool,

    /// Print `{"n":…,"total":…,"unique":…,"seconds":…,"nodes":…}` (seconds: the shards',
    /// added up).
    #[arg(long)]
    pub json: bool,

    /// Accept only files sealed with the key in FILE (`count --key FILE`): any other file, a
    /// CRC-sealed one included, is refused.
    #[arg(long, value_name = "FILE")]
    pub key: Option<std::path::PathBuf>,

    /// Want Q agreeing results of every shard from different workers (`count --worker`):
    /// the agreed ones are merged; every shard whose results disagree, come from too few
    /// workers or are missing is listed, one line each (with `--json`, a JSON object each on
    /// standard output, to re-queue them), and the status is 65.
    #[arg(long, value_name = "Q", value_parser = clap::value_parser!(u32).range(1..=16))]
    pub quorum: Option<u32>,

    /// Count again a fraction P (above 0, up to 1) of the subproblems each shard file
    /// records (a few chosen by a hash of the shard), and refuse a file whose figures do not
    /// reproduce.
    #[arg(long, value_name = "P", value_parser = parse_fraction)]
    pub spot_check: Option<f64>,
}

/// Parses `--spot-check`: a fraction above 0, up to 1.
fn parse_fraction(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(p) if p > 0.0 && p <= 1.0 => Ok(p),
        _ => Err(crate::t!("error-expected-fraction")),
    }
}

/// Options of `nqueens trace`.
#[derive(Debug, Args)]
pub struct TraceArgs {
    /// Board size N (the help says up to which, from the registry).
    #[arg(value_name = "N", value_parser = parse_animated_size, allow_negative_numbers = true, help = helps::size())]
    pub size: u16,

    /// Stop after K events.
    #[arg(long, value_name = "K", value_parser = parse_limit, allow_negative_numbers = true)]
    pub limit: Option<u64>,

    /// Run the search to the end without printing events; print the totals.
    #[arg(long)]
    pub summary: bool,

    /// How the search looks for solutions (the help says what each adds to the lines).
    #[arg(long, value_enum, default_value_t = Strategy::default(), help = helps::trace_strategy())]
    pub strategy: Strategy,

    /// Las Vegas: the ranks placed at random in each try, from the top (0 to n; default n/2).
    #[arg(long, value_name = "K", value_parser = parse_random_ranks, allow_negative_numbers = true)]
    pub random_ranks: Option<usize>,

    /// The order the ordered strategies fill their ranks in (the help names them).
    #[arg(long, value_enum, value_name = "ORDER", help = helps::order(false))]
    pub order: Option<Order>,

    /// After each `solution K`, print the solution as `board C0 C1 …`: the 0-based column of
    /// the queen on each row, from row 0 (the top rank).
    #[arg(long, conflicts_with = "summary")]
    pub boards: bool,

    /// The seed of the seeded strategies' random choices (the help names them).
    #[arg(long, value_name = "S", value_parser = parse_seed, allow_negative_numbers = true, help = helps::seed("the same seed gives the same trace on every machine"))]
    pub seed: Option<u64>,

    /// The strategies' knobs (`--population P` …), each declared by its strategy's folder.
    #[command(flatten)]
    pub knobs: Knobs<false>,
}

impl TraceArgs {
    /// The board size, if the strategy searches it; else the one-line reason it does not.
    pub fn n(&self) -> Result<usize, String> {
        let (n, strategy) = (usize::from(self.size), self.strategy);
        let max = strategy.max_animated_n();
        if n <= max {
            Ok(n)
        } else {
            Err(crate::t!(
                "error-size-searched",
                n = n.to_string(),
                strategy = strategy.to_string(),
                max = max.to_string(),
                local = Strategy::LOCAL.to_string(),
                local_max = LOCAL_MAX_N.to_string()
            ))
        }
    }
}

/// Options of `nqueens solutions`.
#[derive(Debug, Args)]
pub struct SolutionsArgs {
    /// The board.
    #[command(flatten)]
    pub board: BoardSize,

    /// Only one solution per symmetry class under rotation and reflection: the canonical
    /// (lexicographically smallest) one.
    #[arg(long)]
    pub unique: bool,

    /// Stop after K solutions.
    #[arg(long, value_name = "K", value_parser = parse_limit, allow_negative_numbers = true)]
    pub limit: Option<u64>,

    /// How to print each solution.
    #[arg(long, value_enum, default_value_t = ListFormat::COLS)]
    pub format: ListFormat,

    /// Draw boards with `.` and `Q` instead of □ and ■ (for `--format board`).
    #[arg(long)]
    pub ascii: bool,

    /// How to name the queens (for `--format cols` and `json`): `numbers`, or `chess` as the
    /// screen does (`a8 e7 h6 …`). With `cols`, a first line starting with `#` then says which
    /// (the line `w` writes at the top of its files); without the flag, no such line.
    #[arg(long, value_enum)]
    pub notation: Option<Notation>,

    /// Worker threads (1 to 256) [default: one per core]; the output is the same on any number
    #[arg(long, value_name = "T", value_parser = parse_threads, allow_negative_numbers = true)]
    pub threads: Option<u16>,
}

/// Notations are the library's; this is how the command line names them.
impl clap::ValueEnum for Notation {
    fn value_variants<'a>() -> &'a [Self] {
        &Notation::ALL
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(clap::builder::PossibleValue::new(self.name()).help(self.description()))
    }
}

/// Options of `nqueens worksheet`.
#[derive(Debug, Args)]
pub struct WorksheetArgs {
    /// The board.
    #[command(flatten)]
    pub board: BoardSize,

    /// Solution boards on the page (0 to 15): the first K in search order, as `nqueens
    /// solutions N` numbers them; a blank board follows them [default: 3, or as many as N has
    /// if fewer]
    #[arg(long, value_name = "K", value_parser = parse_worksheet_boards, allow_negative_numbers = true)]
    pub solutions: Option<usize>,

    /// The file to write [default: nqueens-worksheet-N.svg]; `-` for the standard output.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<std::path::PathBuf>,

    /// Replace FILE if it exists (it is never replaced otherwise: exit status 73).
    #[arg(long)]
    pub force: bool,
}

/// The most solution boards a worksheet holds: with the blank one, a grid of 4 × 4.
pub const MAX_WORKSHEET_BOARDS: usize = 15;

/// The solution boards a worksheet holds unless `--solutions` says (fewer if the board has
/// fewer).
pub const DEFAULT_WORKSHEET_BOARDS: usize = 3;

fn parse_worksheet_boards(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(k) if k <= MAX_WORKSHEET_BOARDS => Ok(k),
        _ => Err(crate::t!(
            "error-expected-boards",
            high = MAX_WORKSHEET_BOARDS.to_string()
        )),
    }
}

/// The formats of `nqueens solutions`: the library's text formats, and the handouts' two.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListFormat {
    /// A text format of the library.
    Text(SolutionFormat),
    /// `cols` in chess notation (`a8 e7 h6 …`).
    Chess,
    /// One SVG document, a board per solution.
    Svg,
}

impl ListFormat {
    /// `--format cols`, the default.
    pub const COLS: ListFormat = ListFormat::Text(SolutionFormat::Cols);

    /// Every format, in the order the help lists them.
    pub const ALL: [ListFormat; 5] = [
        ListFormat::Text(SolutionFormat::Cols),
        ListFormat::Text(SolutionFormat::Board),
        ListFormat::Text(SolutionFormat::Json),
        ListFormat::Chess,
        ListFormat::Svg,
    ];

    /// The format's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            ListFormat::Text(format) => format.name(),
            ListFormat::Chess => "chess",
            ListFormat::Svg => "svg",
        }
    }

    /// One line on the format, for the help.
    pub fn description(self) -> &'static str {
        match self {
            ListFormat::Text(format) => format.description(),
            ListFormat::Chess => {
                "One solution a line, each queen by its square, top rank first: a8 e7 h6 f5 c4 g3 b2 d1 (cols with --notation chess)"
            }
            ListFormat::Svg => {
                "One SVG document: a numbered board per solution, files and ranks labelled, for a worksheet"
            }
        }
    }
}

impl std::fmt::Display for ListFormat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl clap::ValueEnum for ListFormat {
    fn value_variants<'a>() -> &'a [Self] {
        &ListFormat::ALL
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(clap::builder::PossibleValue::new(self.name()).help(self.description()))
    }
}

/// Formats are the library's; this is how the command line names them.
impl clap::ValueEnum for SolutionFormat {
    fn value_variants<'a>() -> &'a [Self] {
        &SolutionFormat::ALL
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(clap::builder::PossibleValue::new(self.name()).help(self.description()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn clap_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn sizes_outside_the_range_are_refused() {
        for bad in ["0", "1000", "abc", "-1"] {
            assert!(
                Cli::try_parse_from(["nqueens", "-n", bad]).is_err(),
                "{bad}"
            );
        }
        for bad in ["0", "1000", "abc", "-1"] {
            assert!(
                Cli::try_parse_from(["nqueens", "trace", bad]).is_err(),
                "{bad}"
            );
        }
        for bad in ["0", "33", "abc", "-1"] {
            assert!(
                Cli::try_parse_from(["nqueens", "count", bad]).is_err(),
                "{bad}"
            );
        }
        let cli = Cli::try_parse_from(["nqueens", "--size", "32", "--paused"]).unwrap();
        assert_eq!(cli.watch.animation.strategy, Strategy::Bitmask);
        assert_eq!(cli.watch.animation.n(), Ok(32));
        assert!(cli.watch.animation.paused);
        // Past 32 only min-conflicts animates; the others say so on one line.
        for strategy in Strategy::ALL {
            let cli = Cli::try_parse_from(["nqueens", "-n", "200", "--strategy", strategy.name()]);
            let n = cli.unwrap().watch.animation.n();
            if strategy == Strategy::LOCAL {
                assert_eq!(n, Ok(200));
            } else {
                let err = n.unwrap_err();
                assert!(err.contains("from 1 to 32") && !err.contains('\n'), "{err}");
            }
        }
    }

    #[test]
    fn trace_takes_every_size_its_strategy_searches() {
        let trace = |args: &[&str]| {
            let mut argv = vec!["nqueens", "trace"];
            argv.extend_from_slice(args);
            match Cli::try_parse_from(argv).unwrap().command {
                Some(Command::Trace(trace)) => trace.n(),
                other => panic!("{other:?}"),
            }
        };
        assert_eq!(trace(&["999", "--strategy", "min-conflicts"]), Ok(999));
        assert_eq!(trace(&["32"]), Ok(32));
        for strategy in Strategy::ALL {
            if strategy != Strategy::LOCAL {
                let err = trace(&["33", "--strategy", strategy.name()]).unwrap_err();
                assert!(
                    err.contains("from 1 to 32") && err.contains("up to 999"),
                    "{err}"
                );
            }
        }
    }

    #[test]
    fn number_flags_name_their_range_negative_numbers_included() {
        let refused = |args: &[&str]| {
            let err = Cli::try_parse_from(args).unwrap_err();
            assert_eq!(
                err.kind(),
                clap::error::ErrorKind::ValueValidation,
                "{args:?}: {err}"
            );
            err.to_string()
        };
        let threads = refused(&["nqueens", "count", "8", "--threads", "-1"]);
        assert!(threads.contains("from 1 to 256"), "{threads}");
        let limit = refused(&["nqueens", "trace", "8", "--limit", "99999999999999999999"]);
        assert!(limit.contains("from 1 to 18446744073709551615"), "{limit}");
        let seed = refused(&["nqueens", "solve", "8", "--seed", "-3"]);
        assert!(seed.contains("from 0 to"), "{seed}");
        for args in [
            &["nqueens", "record", "-o", "x", "--fps", "-1"][..],
            &["nqueens", "count", "8", "--every", "-1"],
            &["nqueens", "count", "8", "--out", "x", "--shards", "-1"],
        ] {
            refused(args);
        }
    }

    #[test]
    fn the_animation_takes_every_strategy_and_a_seed() {
        for strategy in Strategy::ALL {
            let watch = Cli::try_parse_from(["nqueens", "--strategy", strategy.name()]);
            let trace =
                Cli::try_parse_from(["nqueens", "trace", "8", "--strategy", strategy.name()]);
            assert!(trace.is_ok(), "{strategy}");
            assert_eq!(watch.unwrap().watch.animation.strategy, strategy);
        }
        let err = Cli::try_parse_from(["nqueens", "--strategy", "dfs"]).unwrap_err();
        // Every registered strategy, by name, in the order `t` visits them.
        let names: Vec<&str> = Strategy::ANIMATED.iter().map(|s| s.name()).collect();
        let names = names.join(", ");
        assert!(
            err.to_string()
                .contains(&format!("possible values: {names}")),
            "{err}\nwanted: {names}"
        );
        let cli = Cli::try_parse_from(["nqueens", "--strategy", "min-conflicts", "--seed", "7"]);
        assert_eq!(cli.unwrap().watch.animation.seed, Some(7));
    }
}
