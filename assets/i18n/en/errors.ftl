# en: errors
# --lang with a language the program does not speak.
error-no-lang = no language `{ $name }`: en or zh
# --lang with a language the program does not speak: the value clap was given.
error-invalid-lang = invalid value '{ $name }' for '--lang <LANG>': { error-no-lang }
# --lang at the end of the command line, with nothing after it.
error-lang-needs-value = a value is required for '--lang <LANG>' but none was supplied: en or zh

## The one line of a usage error (exit status 2). `error:` stays as clap writes it, so that the
## program's own usage errors and clap's read alike; $help is the command to read
## (`nqueens count --help`).
# A usage error the program found: $message says what.
error-usage-line = error: { $message } (see `{ $help }`)
# A usage error clap found: $clap is clap's own line (English, as clap says it, `error: …`).
error-usage-clap = { $clap } (see `{ $help }`)
# A folder given where a file is to be written ($flag: -o, --out, --checkpoint); $example names
# a file in it.
error-output-is-folder = { $flag } { $path }: that is a folder; give the name of a file to write (e.g. { $example })

## Files written (src/files.rs): the output named cannot be created (exit status 73). $path is
## the file, $cause the system's own reason (left as the system says it).
error-write-folder = cannot write { $path }: it is a folder
error-write-file-exists = cannot write { $path }: a file of that name exists, and is left as it is (--force replaces it)
error-write-link-exists = cannot write { $path }: a symbolic link of that name exists, and is left as it is (--force replaces it)
error-write-no-folder = cannot write { $path }: no folder { $folder }
error-write-failed = cannot write { $path }: { $cause }
# A checkpoint or session to rewrite that is a link or a folder.
error-write-not-plain = cannot write { $path }: not a plain file (a link or a folder), left as it is
# A checkpoint or session to rewrite that its owner made read-only.
error-write-read-only = cannot write { $path }: it is read-only, and is left as it is
# --force over what is not a regular file or a link. $kind: fifo, char, block, socket, other.
error-write-not-file = cannot write { $path }: it is { $kind ->
    [fifo] a named pipe (FIFO)
    [char] a character device
    [block] a block device
    [socket] a socket
   *[other] not a regular file
}, which --force does not replace; left as it is
# Another program took the name while the file was being written.
error-write-appeared = cannot write { $path }: a file of that name appeared meanwhile, and is left as it is
# A path that ends in no file name (`/`, `..`).
error-path-no-file = the path names no file

## Standard output that cannot take the results (status 74). $cause: the system's reason.
error-stdout-failed = cannot write to standard output: { $cause }
error-stdout-closed = cannot write to standard output: it is closed

## Files read (src/files.rs): 65 bad data, 66 missing or a folder, 77 no permission.
error-read-missing = { $path }: no such file
error-read-folder = { $path } is a folder, not a file
error-read-no-permission = { $path }: cannot read it: permission denied
error-read-failed = { $path }: cannot read it: { $cause }
error-read-not-text = { $path }: not text (damaged?)
# $size: the largest size read, with its unit (64 KiB, 64 MiB).
error-read-too-large = { $path }: larger than { $size }, which no file of this kind is: refused
# An input that is not a regular file. $kind: fifo, char, block, socket, other.
error-read-not-file = { $path } is { $kind ->
    [fifo] a named pipe (FIFO)
    [char] a character device
    [block] a block device
    [socket] a socket
   *[other] not a regular file
}, not a regular file: refused

## nqueens count: its usage errors (status 2).
error-shards-no-index = --shards M takes the shard's number from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID, and neither is set: give --shard I/M
error-every-needs-checkpoint = --every sets how often to checkpoint: it needs --checkpoint FILE or --resume FILE
# The environment variable NQUEENS_KERNEL names no kernel; $value is quoted ("avx").
error-kernel-unknown = NQUEENS_KERNEL is { $value }: it takes scalar, lanes or auto
error-out-is-checkpoint = --out { $path } is also the checkpoint: give the shard file a name of its own

## nqueens count: its checkpoint and shard file.
# A new checkpoint (--checkpoint) where a file exists (status 73).
error-checkpoint-exists = { $path } exists, and is left as it is: continue it with --resume { $path }, or remove it
# --out over a running count's checkpoint (status 73).
error-out-over-checkpoint = cannot write { $path }: it is a checkpoint, and is left as it is (continue that count with --resume { $path }, or give the shard file another name)
# The cause's line above the file's own error: a checkpoint could not be written.
error-checkpoint-not-saved = cannot save the checkpoint
# A checkpoint could not be saved during the count, which goes on; $error says why.
error-counting-on = { $error }; counting on
# The shard file could not be written after the count: $record is its content, to save by hand.
error-counted-not-saved = counted, but not saved (the shard file: { $record })
# An internal failure: the thread that counts ended without saying so.
error-count-thread-lost = the counting thread stopped without a result
# Stopped by a signal ($signal: SIGINT, SIGTERM, SIGUSR1) after saving the checkpoint (status 75).
error-stopped-saved = stopped by { $signal }; { $done } of { $all } subproblems saved in { $path } (exit status 75: continue with --resume { $path })
# Stopped by a signal while planning, before any counting; the resumed checkpoint is unchanged.
error-stopped-before-counting = stopped by { $signal } before counting; { $path } is as it was (exit status 75: continue with --resume { $path })
# Stopped by a signal, and the checkpoint could not be saved: the line before the cause.
error-stopped-by = stopped by { $signal }

## A checkpoint or shard file refused (status 65): "FILE: why". $why is one of the
## error-record-… and error-resume-… messages below.
error-file-refused = { $path }: { $why }
# What a count file is, as the refusals name it.
error-kind-checkpoint = a checkpoint
error-kind-shard = a shard result
# --resume of a file that is not a checkpoint ($kind: error-kind-shard).
error-resume-finished = is { $kind }, not a checkpoint: that count is finished
error-resume-other-n = a checkpoint of n = { $found }, not { $wanted }
error-resume-other-format = a checkpoint of format { $found }, not { $wanted } (give --format { $found })
error-resume-other-shard = a checkpoint of shard { $found }, not { $wanted } (give --shard { $found })
error-resume-other-ids = covers other subproblems than shard { $shard } of n = { $n }
# A resumed checkpoint's counts that no count gives (refused, status 65).
error-resume-impossible = its counts cannot be a count's: { $total } solutions in { $unique } classes (at most 2^64 - 1 each, and no more classes than solutions)
error-resume-above-known = its counts pass the whole board's: { $total } solutions in { $unique } classes, and n = { $n } has { $known } in { $known_unique } (OEIS A000170, A002562)
# A count file that does not parse; $cause is the JSON reader's own words.
error-record-damaged = not a count file of nqueens, or damaged or truncated ({ $cause })
# A count file of a format this version does not read ($old and $deep: the formats it reads).
error-record-format = written in format { $format }, and this nqueens reads formats { $old }, { $deep } and { $even } only (count it again with this version, or use the version that wrote it)
error-record-no-checksum = has no checksum
error-record-size = n = { $n } is not a board size of 1 to { $max }
# Format 2 numbers a shard's pieces from 0; $ids are the ranges the file lists.
error-record-deep-ids = lists subproblems { $ids } of its shard, where format 2 numbers them from 0
error-record-checkpoint-undone = is a checkpoint without `done`
error-record-shard-done = is a shard result with `done`
error-record-done-outside = lists done subproblems outside its shard
error-record-seconds = has { $seconds } seconds, where 0 to a century is expected
# The ranges of subproblem ids a count file lists, [first,last].
error-record-range-backwards = the range [{ $first },{ $last }] runs backwards
error-record-range-overlaps = the range [{ $first },{ $last }] is out of order or overlaps
error-record-no-subproblem = subproblem { $id } does not exist (there are { $len }, from 0)
# The seal of a count file (a CRC, or an HMAC with --key).
error-seal-damaged = has a damaged seal
error-seal-fails = fails its seal: it was edited, or sealed with another key
error-seal-needs-key = is sealed with a key: give the key with --key FILE to read it
error-seal-crc-only = is not sealed with the key (a CRC only, which anyone can forge): count it again with --key
error-seal-checksum-fails = fails its checksum: it was damaged or edited
error-seal-unknown = has a checksum of an unknown kind
# --key FILE with an empty file.
error-key-empty = { $path }: the key file is empty (make one with `head -c 32 /dev/urandom > KEY`)

## Shards: --shard I/M, and the shard a job scheduler's environment names.
error-shard-none = the number of shards must be at least 1
error-shard-outside = shard { $index } does not exist among { $count } (they are numbered 0 to { $last })
# --shard with a value that is not I/M.
error-shard-syntax = expected I/M with 0 <= I < M, e.g. 0/4, not `{ $text }`
# An environment variable ($name) that should hold a whole number.
error-env-not-number = { $name }={ $text } is not a whole number
error-slurm-no-count = SLURM_ARRAY_TASK_ID is set but neither SLURM_ARRAY_TASK_COUNT nor SLURM_ARRAY_TASK_MAX: give --shard I/M or --shards M
error-slurm-below-min = SLURM_ARRAY_TASK_ID={ $id } is below SLURM_ARRAY_TASK_MIN={ $min }
# $cause: error-shard-outside.
error-slurm-outside = SLURM array task { $id } (from { $min }) is not one of { $count } shards: { $cause }; use a contiguous --array such as 0-{ $last }, or give --shard I/M
error-job-index-no-shards = JOB_COMPLETION_INDEX is set: give the number of shards (the job's completions) with --shards M
# $cause: error-shard-outside.
error-job-index-outside = JOB_COMPLETION_INDEX={ $index } with --shards { $count }: { $cause }

## nqueens merge: shard files refused (status 65). $name, $one, $other, $first: the files as
## given on the command line.
error-merge-nothing = no shard files to merge
# A checkpoint given to merge ($kind: error-kind-checkpoint).
error-merge-not-shard = { $name } is { $kind }, not a shard result (finish it with `nqueens count { $n } --resume { $name }`)
error-merge-other-n = { $name } counts n = { $n } but { $first } n = { $first_n }
error-merge-other-format = { $name } is of format { $format } but { $first } of format { $first_format }: the shards of one count share its cut (give `count` the same --format)
error-merge-even-other-m = { $name } is shard { $shard } but { $first } shard { $first_shard }: format 3 cuts its pieces for the number of shards, so the shards of one count share M
# The files leave gaps or overlap; $problems: the messages below, joined by error-list-separator.
error-merge-uncovered = the files do not cover n = { $n } exactly once: { $problems }
# Between the problems of error-merge-uncovered.
error-list-separator = {"; "}
# $ids: ranges of subproblem ids ([0,9], [20,29] or error-merge-more-ranges); $shards: `2/4, 3/4`.
error-merge-missing = missing subproblems { $ids }
error-merge-missing-shards = missing subproblems { $ids } (no file for shard { $shards })
error-merge-more-ranges = { $shown } and { $more } more ranges
error-merge-same-file = { $path } is given twice (also as { $first }): each shard file is merged once
error-merge-twice = subproblems { $ids } counted twice, in { $one } and { $other }
error-merge-twice-more = subproblems { $ids } counted twice, in { $one } and { $other } (and { $more } more overlaps)
# Format 2: $share is the missing share of the work, in percent (12.500).
error-merge-missing-work = missing { $share }% of the work
error-merge-missing-work-shards = missing { $share }% of the work (no file for shard { $shards })
error-merge-share-pieces = { $one } and { $other } share pieces (shards { $one_shard } and { $other_shard })
# Counts that add up past what a count can be ($what: solution, class or node).
error-merge-overflow = the { $what ->
        [solution] solution
        [class] class
       *[node] node
    } counts add up past 2^{ $bits } at { $name }: no count comes near, so a file is wrong or forged
error-merge-impossible = n = { $n }: the files add up to { $total } solutions in { $unique } classes, which cannot be (a class holds 1 to 8 solutions): a file is wrong or forged
error-merge-unknown-total = n = { $n }: the files add up to { $sum } solutions, but the known count (OEIS A000170) is { $known }: a file is wrong or forged
error-merge-unknown-unique = n = { $n }: the files add up to { $sum } classes, but the known count (OEIS A002562) is { $known }: a file is wrong or forged

## Why a count could not be made.
error-count-size = board size { $n } is outside 1 to { $max }
error-count-cancelled = count cancelled
error-count-threads = cannot start worker threads
error-count-no-lanes = this CPU has no AVX2, which the lanes kernel needs
error-even-needs-shards = format 3 cuts the count for its number of shards: give --shard I/M or --shards M (a count of one shard uses format 1 or 2)
error-count-format = there is no format { $format } of the cut (1, 2 or 3)

## --session FILE refused at the start: shown in the animation's message line and on stderr.
## $why: error-file-refused with one of the error-session-… reasons, or a file's error.
error-session-refused = --session refused, left as it was and not written: { $why }
# A session read, but not to be written on quit ($why: a file's error: read-only, a link).
error-session-not-saved = --session read, but it will not be saved: { $why }

## nqueens lesson.
error-lesson-unnamed = name a lesson, or --list them
# $names: the shipped lessons' names, `four-queens, scan-to-masks, symmetry`.
error-lesson-unknown = no lesson { $name }: the shipped ones are { $names } (or give a lesson file)
error-lesson-unknown-like = no lesson { $name }: did you mean { $like }? (the shipped ones are { $names }, or give a lesson file)
error-lesson-needs-terminal = a lesson needs a terminal; `nqueens record --lesson { $name } -o FILE.cast` records it

## nqueens man --dir DIR.
error-man-no-folder = could not write the manual pages to { $path }: no such folder
error-man-not-folder = could not write the manual pages to { $path }: it is not a folder

## Options that do not go together (status 2). Strategy, method, format and flag names stay
## as typed at the command line.
# A flag only one strategy heeds ($flag: --order, --random-ranks, --population, --mutation).
error-flag-for-strategy = { $flag } applies to --strategy { $strategy } only
# --random-ranks K past the board's N ranks.
error-random-ranks-past = --random-ranks { $k }: the board has { $n } ranks (expected 0 to { $n })
# --seed with a strategy that draws nothing at random ($a, $b, $c: the ones that do).
error-seed-strategy = --seed applies to --strategy { $a }, { $b } and { $c } only: --strategy { $strategy } draws nothing at random
# The same, for the animation, which also takes a seed for a race.
error-seed-strategy-race = --seed applies to --strategy { $a }, { $b } and { $c } only (or a --race with one of them): --strategy { $strategy } draws nothing at random
error-seed-method = --seed applies to --method min-conflicts only: --method { $method } draws nothing at random
error-chess-with-numbers = --format chess names the queens by their squares: --notation numbers goes with --format cols or json
error-ascii-without-board = --ascii draws boards: it applies to --format board only, not --format { $format }
error-notation-with-board = --notation { $notation } names the queens of --format cols or json: --format board draws them
# nqueens --out DIR (where the animation saves its files).
error-out-no-folder = --out { $path }: no such folder
error-watch-needs-terminal = the animation needs a terminal; for text output use `nqueens trace N` or `nqueens count N`

## Searches that end without an answer (stderr, after the trace).
error-no-solutions = n = { $n } has no solutions
error-solve-none = the { $n }×{ $n } board has no solution (2 and 3 are the only sizes without one)
# The solution found failed its check: a bug; $flaw says what is wrong with it.
error-solve-wrong = the answer of --method { $method } is wrong: { $flaw }

## nqueens solutions --format svg and nqueens worksheet.
error-ascii-with-svg = --ascii draws boards in text: it applies to --format board only, not --format svg
error-notation-with-svg = --notation { $notation } names the queens of --format cols or json: --format svg draws them
# $most: the most boards one page draws (1,000).
error-svg-too-many = --format svg draws at most { $most } boards, and n = { $n } has more: add --limit K (or --unique)
# -o with a name that does not end in .svg.
error-worksheet-not-svg = -o { $path }: the worksheet is an SVG page; name it .svg (a browser prints it, or converts it to PDF)
# --solutions K past the solutions n has ($count of them; $last is the same number, ungrouped).
error-worksheet-too-many = --solutions { $k }: n = { $n } has { $count ->
        [one] { $count } solution
       *[other] { $count } solutions
    }, so the page can show 0 to { $last }
# The note after the page is written (stderr): $count solutions shown on it.
error-worksheet-wrote = wrote { $path } ({ $count ->
        [one] { $count } solution
       *[other] { $count } solutions
    } and a blank board, A4)

## nqueens record.
# --screen COLSxROWS too small for the board: $needed is the smallest that fits.
error-screen-too-small = --screen { $screen } is too small for n = { $n }: it needs at least { $needed }
# The recording could not be written: the line before the cause, or with it ($cause).
error-could-not-write = could not write { $path }
error-could-not-write-because = could not write { $path }: { $cause }

## The command line's values refused (status 2), after clap's own `invalid value 'X' for
## '--flag <V>': `. $low and $high are the range's ends.
# A speed: events per second, or `max`.
error-expected-speed = expected events per second from 1 to { $high }, or `max`
error-expected-whole = expected a whole number from { $low } to { $high }
error-expected-threads = expected a number from 1 to { $high }
error-expected-shards = expected a number of shards from 1 to { $high }
error-expected-size = expected a board size from 1 to { $high }
# The animation's --size: $local is the largest board min-conflicts animates.
error-expected-animated-size = expected a board size from 1 to { $high } (up to { $local } with --strategy min-conflicts)
error-expected-boards = expected a number of boards from 0 to { $high }
error-expected-seconds = expected seconds from 0.1 to { $high }
error-expected-screen = expected COLSxROWS, e.g. 100x30, each from 1 to { $high }
# --race with other than two names; $names: the strategies it takes.
error-race-syntax = expected two strategies with a comma between, e.g. bitmask,scan (the strategies: { $names })
# --race A,B where one of them ($small) does not search boards of n.
error-race-too-large = no race at n = { $n } (--race { $race }): { $small } searches boards up to { $max }
# A board too large for the strategy; $local: min-conflicts, which goes up to $local_max.
error-size-animated = --size { $n }: --strategy { $strategy } animates boards from 1 to { $max }; --strategy { $local } goes up to { $local_max }
error-size-searched = n = { $n }: --strategy { $strategy } searches boards from 1 to { $max }; --strategy { $local } goes up to { $local_max }

## Saving the solutions from the animation (`:export`): said in its message line.
error-export-exists = a file of that name exists, and is left as it is
error-export-names-taken = every name up to nqueens-…-10000.txt is taken

## Internal failures, which only a bug shows.
# A recording's events out of order ($time, $last: durations as Rust writes them, 1.5s).
error-cast-backwards = an event at { $time } after one at { $last }
# The thread doing the work ended without a result.
error-work-lost = the work stopped without a result
# A recording stopped by a signal (the file is then removed).
error-recording-stopped = stopped

## A --session file refused (after its name, in error-file-refused). Names are quoted as the
## file has them ("dfs").
# $cause: the JSON reader's own words.
error-session-not = not a session file ({ $cause })
error-session-no-version = not a session file (no version)
error-session-version = session version { $found }, and this program reads version { $read }
# $why: one of the error-place-… messages.
error-session-position = its position: { $why }
error-session-mark = mark { $name }: { $why }
error-session-mark-name = mark { $name }: not a mark's name
error-session-marks = more than { $most } marks
# A position (the session's own, or a mark's) that this program cannot set up.
error-place-strategy = no strategy { $name }
error-place-size = n = { $n } is not a board { $strategy } animates
error-place-view = no view { $name }
error-place-speed = no speed { $name }
error-place-order = no order { $name }
error-place-random-ranks = random_ranks past the board of { $n }
error-place-population = no population { $population }
error-place-mutation = no mutation rate { $name }

## Quorums and spot checks (merge --quorum, merge --spot-check; count --worker).
error-worker-id = { $worker } is not a worker id: 1 to 64 letters, digits and . _ - : @
error-expected-fraction = expected a fraction above 0, up to 1 (0.1 counts a tenth of the recorded subproblems again)
error-spot-other-ids = records the counts of other subproblems than those its shard chooses
error-spot-above-shard = records a subproblem with more solutions, classes or nodes than the whole shard
error-spot-none = { $name } records no subproblem counts (written by an older nqueens): count it again, or merge without --spot-check
error-spot-differs = { $name } (shard { $shard }) does not reproduce: subproblem { $id } has { $recorded } solutions in the file, { $counted } counted again here
# A shard's result in the lines below: the file, its worker and its total.
merge-result = { $name } (worker { $worker }): { $total }
merge-outvoted = { $name } (worker { $worker }) is outvoted on shard { $shard }: its { $total } solutions differ from the agreed result
error-quorum-disagree = shard { $shard }: the results disagree: { $results }
error-quorum-workers = shard { $shard }: fewer than { $quorum } different workers agree: { $results }
error-quorum-missing = shard { $shard }: no result

## compare's options.
error-compare-strategy = expected strategy names separated by commas ({ $names }), or all: got "{ $name }"
error-compare-sizes = expected board sizes A..B (or one size), each from 1 to { $high }, A at most B
error-compare-budget = expected seconds above 0, up to { $high }
error-compare-field = expected keys separated by commas ({ $keys }): got "{ $key }"
error-compare-size = --n goes up to { $n }: --strategy { $strategy } searches boards from 1 to { $max }
error-compare-seed = --seed applies to { $a }, { $b } and { $c } only: none of the --strategies draws at random
error-compare-page = --page sizes the chart: it applies to --format svg only
error-compare-theme = --theme colours the chart: it applies to --format svg only
error-compare-fields-svg = --fields applies to --format table, csv and json: the chart draws the events
