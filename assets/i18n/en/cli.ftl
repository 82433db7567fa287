# The command line's own words: clap's errors, the parts of `--help`, and the lines of
# `solutions` that are for people. Command names, option names, values and placeholders
# (N, K, FILE …) are written as they are typed.
#
# In English, clap says its errors and the help is the derive's own (src/cli.rs), word for
# word as before; these English messages are the pairs of the other languages' and say the
# same.

## Usage errors: one line (see error-usage-line in errors.ftl), told from clap's kind of
## error and its context. $arg is an option or a placeholder ('--limit <K>', '<N>'), $value
## what the user gave, both quoted as they are.
cli-error-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-error-invalid-value-because = invalid value '{ $value }' for '{ $arg }': { $reason }
# $values: the values that may be given, comma-separated.
cli-error-invalid-value-listed = invalid value '{ $value }' for '{ $arg }' [possible values: { $values }]
cli-error-value-missing = a value is required for '{ $arg }' but none was supplied
cli-error-unknown-subcommand = unrecognized subcommand '{ $name }'
cli-error-unknown-argument = unexpected argument '{ $arg }' found
# $args: the missing arguments, comma-separated.
cli-error-missing = the following required arguments were not provided: { $args }
cli-error-missing-subcommand = '{ $name }' requires a subcommand but one was not provided: { $names }
cli-error-repeated = the argument '{ $arg }' cannot be used multiple times
cli-error-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-error-conflict-others = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
cli-error-conflict-subcommand = the subcommand '{ $name }' cannot be used with '{ $other }'
cli-error-no-equals = equal sign is needed when assigning values to '{ $arg }' ({ $arg }=…)
cli-error-too-many = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-error-value-count = { $expected } values required for '{ $arg }' but { $actual } were provided
cli-error-not-utf8 = invalid UTF-8 was detected in one or more arguments
cli-error-other = the command line is wrong
# The tips under the error, one a line; $names are the near names, as typed.
cli-tip-subcommand = tip: a similar subcommand exists: { $names }
cli-tip-argument = tip: a similar argument exists: { $names }
cli-tip-value = tip: a similar value exists: { $names }

## The headings and fixed words of `--help`.
cli-heading-usage = Usage:{" "}
cli-heading-arguments = Arguments:
cli-heading-options = Options:
cli-heading-commands = Commands:
# The usage line's tokens for "some options" and "a subcommand".
cli-usage-options = [OPTIONS]
cli-usage-command = COMMAND
# After a help text: the default and the possible values ($values comma-separated).
cli-help-default = { " " }[default: { $value }]
cli-help-possible = { " " }[possible values: { $values }]
cli-help-possible-head = Possible values:
cli-help-possible-item = - { $value }: { $help }

## The generated -h, --help, -V, --version and help subcommand.
cli-arg-help = Print help (see more with '--help')
cli-arg-help-long = Print help (see a summary with '-h')
cli-arg-version = Print version
cli-about-help = Print this message or the help of the given subcommand(s)
cli-arg-help-subcommand = Print help for the subcommand(s)

## Each command's summary (its line in the list of commands), and the long help of `--help`.
cli-about-nqueens = Watch the N-Queens backtracking search live in your terminal, and count solutions fast
cli-about-trace = Print the solver's events, one a line: `place R C`, `remove R C`, `deadend R`, `solution K` (0-based rows and columns, solutions counted from 1)
cli-about-count = Count the solutions fast, on all cores; print the number alone. Can checkpoint and resume, and count one shard of a count spread over many machines
cli-about-merge = Add up the shard results of `count --shard`, checking that they cover the count exactly once; print the total as `count` does
cli-about-solutions = List the solutions in search (lexicographic) order: one a line as the 0-based column of the queen on each row, or as boards, or as JSON
cli-about-solve = Print one solution of the N×N board, N up to 100,000,000, as one line of 0-based columns (the queen's column on each row), verified before it is printed
cli-about-record = Record the animation, without a terminal, into an animated SVG picture (FILE.svg) or an asciicast v2 file for `asciinema play`; the same arguments make the same file
cli-about-completions = Print a shell completion script, e.g. `nqueens completions bash > ~/.local/share/bash-completion/completions/nqueens`
cli-about-man = Print the manual page (roff), e.g. `nqueens man > nqueens.1 && man ./nqueens.1`; with `--dir`, write the pages of every subcommand too
cli-about-worksheet = Write a printable worksheet: an A4 page (SVG) with K solution boards of the N×N board and a blank board for the student's own solution
cli-about-lesson = Play a lesson: steps of commands and captions (`nqueens lesson --list` names the shipped ones; `--check FILE` checks a lesson file)
cli-about-compare = Run each strategy's search on each board size and print what it cost, a row each
cli-long-compare =
    Run each strategy's search on each board size and print what it cost, a row each.

    A row gives the events, placements, checks, complete boards looked at, solutions, seconds and peak memory of the frontier, as `trace --summary` does for the same run; a cell over its budget stops, keeps what it did and is marked incomplete.
cli-long-count =
    Count the solutions fast, on all cores, and print the number alone (`nqueens count 8` prints 92).

    The search visits about an eighth of the tree (one member of each class under the 8 symmetries of the square, with its multiplicity), so `--unique` costs nothing extra.

    Time grows fast: each n + 1 costs roughly 7 to 8 times as much. On two idle cores n = 16 takes under half a second, n = 18 about 20 seconds, n = 20 about 20 minutes, n = 22 most of a day, and n = 24 over a month (a Zen 4 with AVX-512). Ctrl-C stops a count at once (exit status 130).

    On x86-64 CPUs with AVX2 the search runs four pieces at once, one in each lane of a vector register. `NQUEENS_KERNEL=scalar` counts with the plain loop instead, to compare (`lanes`, or `auto`, the default, where the CPU has AVX2): the numbers are the same.

    Long counts can be saved and continued: `--checkpoint FILE` saves the progress every `--every` seconds and on SIGINT (Ctrl-C), SIGTERM or SIGUSR1, which then end the count with status 75; `--resume FILE` continues it, and ends with the same numbers as a count never stopped.

    Counts can be spread over machines: `--shard I/M --out FILE` counts shard I of M (from 0), each about 1/M of the work, into a JSON file, and `nqueens merge` adds the files up. Inside a SLURM job array (`SLURM_ARRAY_TASK_ID`, `SLURM_ARRAY_TASK_COUNT`) or a Kubernetes indexed job (`JOB_COMPLETION_INDEX`, with `--shards M`), `--out` alone takes I and M from there. `%a` in `--out`, `--checkpoint` and `--resume` stands for I.

    `--plan` prints how the count would be cut without counting: `nqueens count 27 --plan --shards 10000` gives the pieces, their estimated work, each shard's share, the memory a task needs and how long a shard would take at this machine's speed (measured for a tenth of a second). From N = 25 the cut is format 2: no piece above a few times the mean, and each task finds only its own pieces (a task of N = 27 starts in a fraction of a second); `--format 1` keeps the old cut, `--format 2` uses the new one at any N.
cli-after-count =
    Exit status: 0 done; 1 error; 2 usage; 65 bad input file (a refused checkpoint or shard file: do not retry as is); 66 no such input file, or a folder; 73 output not created (a file of that name exists, or the folder refuses it); 74 a write that failed (standard output closed, a full disk); 75 interrupted, checkpoint written (resume it); 77 an input file that may not be read; 130 Ctrl-C without a checkpoint.
cli-long-merge =
    Add up the shard results of `nqueens count N --shard I/M --out FILE` and print the total (`--unique`: the classes; `--json`: both, the nodes and the shards' seconds added up), as `nqueens count N` would have.

    Every file must be a shard result of the same N and format, with its checksum intact, and together they must cover every subproblem of N exactly once (shards of different M may be mixed when they fit). Otherwise one line names the file, or the missing or twice-counted subproblems and shards, and the status is 65. The sum must fit the known counts (OEIS A000170 and A002562, up to N = 27) and have 1 to 8 solutions a class. The checksum catches damage, not forgery: with `--key FILE` only files sealed with that key (`count --key FILE`) are accepted.
cli-after-merge =
    Exit status: 0 done; 1 error; 2 usage; 65 bad input file (a refused shard file, files that do not cover the count exactly once, or a sum that is not the known count: do not retry as is); 66 no such input file, or a folder; 74 a write that failed (standard output closed); 77 an input file that may not be read.
cli-long-solve =
    Print one solution of the N×N board as one line of 0-based columns (the column of the queen on each row, from row 0): `nqueens solve 8` prints 1 3 5 7 2 0 6 4.

    N goes from 1 to 100,000,000. N = 1 has the trivial solution; N = 2 and 3 have none (a message on stderr, exit status 1). Every answer is checked in O(N) before it is printed (--no-verify skips the check).

    --method construct (the default) writes down a known pattern: instant at any N. --method min-conflicts searches: from a random permutation built row by row on free squares where it can, it swaps the few attacked queens with random partners until none is attacked (Sosic and Gu's local search), about 20 bytes of memory a queen; the same --seed gives the same answer.
cli-long-record =
    Record the animation, without a terminal, into an animated SVG picture or an asciicast v2 file: `nqueens record -n 8 --speed 50 --seconds 14 --fps 10 -o demo.svg` writes the picture itself, for a web page or a README (any browser plays it, with no script and no other tool); `-o demo.cast` writes a recording for `asciinema play demo.cast`. The file's extension chooses (.svg a picture, anything else a cast), or --format; `-o -` writes to the standard output.

    It takes the animation's options (n, speed, strategy, seed, paused, theme, ascii) and --lang, and draws the real screen on a virtual clock, --fps frames a second: the events due by each frame run before it is drawn, as in the animation, and at --speed max one batch of 4,096 events runs per frame (--paused holds the first screen). What the animation works out in the background (the run's length for the timeline) is worked out before the second frame: from n = 15 on the recording waits seconds to minutes for it. Nothing depends on the machine, the terminal or the time of day: the same arguments make the same file, byte for byte. Colours are 24-bit, the 16 named ones too, so the recording looks the same in any player; NO_COLOR and TERM are not read. The picture holds each distinct screen once, shown at its time, and loops; the cast holds what a terminal was sent at each frame that changed the screen. The file is written under a temporary name and renamed when whole: a stop leaves no file. An existing file is never replaced (exit status 73) unless --force.
cli-long-lesson =
    Play a lesson: a plain text file of steps, each a few commands of the command line (`:n 4`, `:event 12`, `:heat`, `:strategy scan`, …) and a caption of a few lines. → or Space shows the next step, ← the step before exactly as it was; every other key works as usual, and the next step brings the lesson's position back. `.` pauses and resumes.

    Steps are separated by lines of `---`; a line starting with `:` is a command, one starting with `#` a comment, any other the caption (at most 6 lines of 80 columns). A `title: TEXT` line before the first `---` names the lesson.

    `--check` reads the lesson and prints one line per mistake, `FILE:LINE: what`, with exit status 65 if there is any.

## Each argument's help.
cli-arg-lang = The language of the screen and of the errors: en or zh [default: from LC_ALL, LC_MESSAGES or LANG, English if neither]. Help and the man page stay in English
cli-arg-speed = Solver events per second (1 to 1,000,000,000), or `max` for as fast as the solver goes
cli-arg-paused = Start paused (Space runs, `s` steps)
cli-arg-strategy = How the search looks for solutions (`t` switches while watching)
cli-arg-race = Start with a race: two different strategies side by side on the same board, at the same event rate (`Esc` returns to the --strategy search, `:race` to the race)
cli-arg-ascii = Draw with ASCII characters only (colours follow NO_COLOR, as always; TERM=dumb and the Linux console get ASCII anyway)
cli-arg-theme = Colours: `standard` (the default), or `contrast` for projectors and colour-blind users (strong colours, no red against green; every mark is also told by its glyph). The projector board (`--present`, `f`) is drawn in contrast unless a theme is given
cli-arg-notation = How squares are named everywhere on the screen: `chess` (the default in English and Chinese), files and ranks as the board is labelled (`d4`, rank 1 at the bottom), or `numbers`, the articles' numbering: the row from the top and the column, from 0 (`(4,3)`: a[4] = 3, as `trace` writes it). `:notation` switches live
cli-value-screen-numbers = The row from the top and the column, both from 0: (4,3)
cli-value-screen-chess = Files and ranks as the board is labelled: d4
cli-arg-present = Start with the projector board: the board fills the screen with squares as large as fit, the counters in one line above it, the narration below, in high contrast (`f` or `:present` brings back every panel)
cli-arg-out = The folder `w` writes solutions into [default: the current folder]. Files are never replaced: a second write of n = 8 goes to nqueens-8-2.txt
cli-arg-session = Keep the marks, the position and the command history in FILE across runs: read at the start, written on quit. A damaged or unreadable FILE is refused in one line, left as it is and not written: the run starts afresh
cli-arg-predict = Predict, then see: the search stops before each placement and asks where the next queen goes (`placements`, the default), or only whether each rank entered is a dead end (`deadends`), or at each backtrack which queen moves next (`backtracks`); a score and a streak are kept. `:predict off` ends it
cli-arg-random-ranks = Las Vegas: the ranks placed at random in each try, from the top (0 to n; default n/2; `:k K` changes it live)
cli-arg-random-ranks-trace = Las Vegas: the ranks placed at random in each try, from the top (0 to n; default n/2)
cli-arg-trace-limit = Stop after K events
cli-arg-trace-summary = Run the search to the end without printing events; print the totals
cli-arg-trace-boards = After each `solution K`, print the solution as `board C0 C1 …`: the 0-based column of the queen on each row, from row 0 (the top rank)
cli-arg-board-size = Board size N (1 to 32)
cli-arg-count-unique = Print the number of solutions that differ by more than a rotation or reflection (`--json` holds both numbers)
cli-arg-threads = Worker threads (1 to 256) [default: one per core]
cli-arg-count-json = Print `{"{"}"n":…,"total":…,"unique":…,"seconds":…,"nodes":…{"}"}` instead of the number
cli-arg-checkpoint = Save the progress to FILE (written whole or not at all) every `--every` seconds and on SIGINT, SIGTERM or SIGUSR1, which then end the count with status 75. FILE must not exist (exit status 73): continue an existing one with `--resume`
cli-arg-resume = Continue the count saved in FILE (same N and shard), saving progress to it again (or to `--checkpoint`)
cli-arg-every = Seconds between checkpoints (0.1 to 86,400) [default: 60]
cli-arg-shard = Count shard I of M (0-based; each about 1/M of the work) into `--out` (with `--plan`: show that shard's plan)
cli-arg-shards = The number of shards, with the shard's number from JOB_COMPLETION_INDEX (Kubernetes) or SLURM_ARRAY_TASK_ID (with `--plan`: the plan of M shards)
cli-arg-count-out = Write the result as a JSON shard file (for `nqueens merge`) instead of printing it; `-` prints it. Without `--shard`, a scheduler's environment names the shard, else it is 0/1. FILE must not exist (exit status 73) unless `--force`
cli-arg-count-force = Replace the `--out` file if it exists (a file or a link: the link itself, not its target)
cli-arg-plan = Print the plan instead of counting: the subproblems, the estimated work of the mean and the largest, of the shards (`--shards M`, or one with `--shard I/M`), the memory a task needs and how long a shard would take here (text, or `--json`)
cli-arg-count-format = The cut into subproblems: 1, the same rows placed in every piece (the default up to N = 24); 2, pieces of at most a few times the mean, each shard finding only its own (the default from N = 25); or 3, format 2 cut finer for the number of shards, so every shard holds 0.75 to 1.25 times the mean work (the default from N = 25 past 50,000 shards; it needs --shard, --shards or a scheduler's shard). Shards of one count must share it
cli-arg-count-key = Seal the `--out` file and checkpoints with an HMAC-SHA256 made with the key in FILE (any bytes, e.g. `head -c 32 /dev/urandom > KEY`) rather than a CRC, so no one without the key can forge them; `--resume` then needs the same key
cli-arg-worker = Name this worker in the `--out` file (1 to 64 letters, digits, `.`, `_`, `-`, `:`, `@`; default: the host name), for `nqueens merge --quorum`, which wants results from different workers. The seal covers it
cli-arg-merge-files = The shard files written by `nqueens count --out`
cli-arg-merge-unique = Print the number of classes under rotation and reflection (`--json` holds both numbers)
cli-arg-merge-json = Print `{"{"}"n":…,"total":…,"unique":…,"seconds":…,"nodes":…{"}"}` (seconds: the shards', added up)
cli-arg-merge-key = Accept only files sealed with the key in FILE (`count --key FILE`): any other file, a CRC-sealed one included, is refused
cli-arg-quorum = Want Q agreeing results of every shard from different workers (`count --worker`): the agreed ones are merged; every shard whose results disagree, come from too few workers or are missing is listed, one line each (with `--json`, a JSON object each on standard output, to re-queue them), and the status is 65
cli-arg-spot-check = Count again a fraction P (above 0, up to 1) of the subproblems each shard file records (a few chosen by a hash of the shard), and refuse a file whose figures do not reproduce
cli-arg-solutions-unique = Only one solution per symmetry class under rotation and reflection: the canonical (lexicographically smallest) one
cli-arg-solutions-limit = Stop after K solutions
cli-arg-solutions-format = How to print each solution
cli-arg-solutions-ascii = Draw boards with `.` and `Q` instead of □ and ■ (for `--format board`)
cli-arg-solutions-notation = How to name the queens (for `--format cols` and `json`): `numbers`, or `chess` as the screen does (`a8 e7 h6 …`). With `cols`, a first line starting with `#` then says which (the line `w` writes at the top of its files); without the flag, no such line
cli-arg-solutions-threads = Worker threads (1 to 256) [default: one per core]; the output is the same on any number
cli-arg-solve-size = Board size N (1 to 100,000,000)
cli-arg-method = How to find the solution
cli-arg-solve-seed = The seed of min-conflicts' random choices (default 0): the same seed gives the same answer on every machine
cli-arg-no-verify = Print the answer without checking it first
cli-arg-seconds = How long the recording lasts, in seconds (0.1 to 3600)
cli-arg-screen = The recorded terminal's size, columns × rows. It must hold the board; if it does not, the error names the smallest that does
cli-arg-fps = Frames per second (1 to 50)
cli-arg-record-output = The file to write: FILE.svg an animated picture, any other name an asciicast v2 recording (usually FILE.cast); `-` the standard output. Whole or not at all: a stop leaves none. An existing file is never replaced (exit status 73) unless `--force`
cli-arg-record-format = What to write, whatever the file's name [default: svg for FILE.svg, else cast]
cli-arg-record-force = Replace the `--output` file if it exists (a file or a link: the link itself, not its target)
cli-arg-record-lesson = Record a lesson (a shipped lesson's name or a lesson file) with its captions: each step shown for --step-seconds, the whole lasting as long as its steps
cli-arg-step-seconds = With --lesson: how long each step shows, in seconds (0.1 to 3600)
cli-arg-shell = The shell to write completions for
cli-arg-man-dir = Write nqueens.1 and a page per subcommand (nqueens-trace.1, …) into this folder. No page is written if one of those names is taken (exit status 73), unless `--force`
cli-arg-man-force = Replace the pages of `--dir` that exist
cli-arg-worksheet-solutions = Solution boards on the page (0 to 15): the first K in search order, as `nqueens solutions N` numbers them; a blank board follows them [default: 3, or as many as N has if fewer]
cli-arg-worksheet-output = The file to write [default: nqueens-worksheet-N.svg]; `-` for the standard output
cli-arg-worksheet-force = Replace FILE if it exists (it is never replaced otherwise: exit status 73)
cli-arg-lesson = A shipped lesson's name (see --list) or a lesson file
cli-arg-lesson-list = List the shipped lessons, one a line with what each teaches
cli-arg-lesson-check = Check the lesson instead of playing it: one line per mistake, exit status 65 if any
cli-arg-lesson-ascii = Draw with ASCII characters only
cli-arg-lesson-theme = Colours: `standard` (the default), or `contrast` for projectors; the projector board is drawn in contrast unless a theme is given
cli-arg-compare-strategies = The strategies, by name and comma-separated, or `all`
cli-arg-compare-sizes = The board sizes, from A to B
cli-arg-budget = The most wall time a cell (a strategy on a board) may take, in seconds; a cell over it stops and reports what it did, marked incomplete
cli-arg-compare-format = How to print the cells: a table for people, CSV or JSON (one object a cell: strategy, n, events, placements, checks, boards, solutions, seconds, peak_bytes, complete), or an SVG chart of the events against n on a log scale (estimated parts dashed)
cli-arg-fields = Only these figures, by key and comma-separated, in this order (table, csv, json)
cli-arg-page = The chart's page (with --format svg): `slide` (16:9, the default) or `a4` (landscape)
cli-arg-compare-theme = The chart's colours (with --format svg): `standard` (the default) or `contrast`, the animation's themes; none under NO_COLOR
cli-arg-compare-out = Write to FILE instead of the standard output; an existing file is never replaced (exit status 73) unless --force
cli-arg-compare-force = Replace FILE if it exists

## Helps made from the strategies' registry: $names are strategy names as typed, listed.
cli-arg-size = Board size N (1 to { $max }; up to { $local_max } with { $local })
cli-arg-seed = The seed of the random choices of { $names } (default 0): the same seed gives the same run
cli-arg-seed-trace = The seed of the random choices of { $names } (default 0): the same seed gives the same trace on every machine
cli-arg-compare-seed = The first seed of { $names } (default 0): each cell of them runs from this seed and the next four and reports the median run
cli-arg-order = The order { $names } fill their ranks in ({ $defaults } by default; `:order mrv` changes it live)
cli-arg-order-trace = The order { $names } fill their ranks in ({ $defaults } by default)
cli-arg-trace-strategy = How the search looks for solutions. Each prints `place R C`, `remove R C`, `deadend R` and `solution K` lines as it does those; some print lines of their own beside them
# A strategy's knob: $strategy its strategy, $value its placeholder (P, RATE), $arg what the
# strategy says it takes, $default its default as the strategy tells it ("100 boards a
# generation"), $name the option's name.
cli-arg-knob = { $strategy }'s { $value }: { $arg }; by default { $default }
cli-arg-knob-live = { $strategy }'s { $value }: { $arg }; by default { $default }; `:{ $name } { $value }` changes it live
# Between the names of a list.
cli-list-comma = {", "}
cli-list-and = { $but_last } and { $last }
cli-list-or = { $but_last } or { $last }

## The possible values' lines (listed in --help).
cli-value-cols = One solution a line: the queen's 0-based column on each row, space-separated
cli-value-board = Each solution as a grid under its number, a blank line between
cli-value-json = One JSON array of column arrays
cli-value-chess = One solution a line, each queen by its square, top rank first: a8 e7 h6 f5 c4 g3 b2 d1 (cols with --notation chess)
cli-value-svg = One SVG document: a numbered board per solution, files and ranks labelled, for a worksheet
cli-value-numbers = The queen's 0-based column on each row, from the top row: 0 4 7 5 2 6 1 3
cli-value-notation-chess = The queen's square on each rank, from the top rank down, as on screen: a8 e7 h6 f5 c4 g3 b2 d1
cli-value-cast = asciicast v2, for asciinema's player
cli-value-record-svg = one animated SVG picture, for a web page
cli-value-fixed = the ranks from the top down, as the bitmask fills them
cli-value-mrv = most constrained first: the rank with the fewest open files, ties the topmost
cli-value-construct = The explicit construction: evens then odds, with a fix-up for N mod 6 = 2 or 3 (instant)
cli-value-min-conflicts = Local search from a random permutation, swapping attacked queens (Sosic and Gu's fast conflict minimization; --seed picks the run)
cli-value-standard = The standard colours
cli-value-contrast = High contrast, for projectors and colour-blind users
cli-value-table = Aligned columns, in the user's language
cli-value-csv = Comma-separated values with a header of keys
cli-value-compare-json = An array of objects
cli-value-compare-svg = A chart of the events against n, log scale, one line a strategy
cli-value-slide = 16:9, 1600 × 900 pixels
cli-value-a4 = landscape A4, 297 × 210 mm

## The lines of `solutions` that are for people (the lines machines read do not change).
# --format board: the line over each board; $number is written already.
cli-board-solution = solution { $number }
cli-header-numbers = # nqueens n = { $n }, notation numbers: the 0-based column of the queen on each row, top row first
cli-header-chess = # nqueens n = { $n }, notation chess: the square of the queen on each rank, rank { $rank } first (files { $first } to { $last } from the left)
