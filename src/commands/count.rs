//! `nqueens count`: the number of solutions on stdout, progress and a summary on stderr; with
//! checkpoints to survive a stop, and shards to spread a count over machines.

use std::cell::Cell;
use std::io::{self, IsTerminal, Write};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use color_eyre::eyre::{WrapErr, bail};
use console::Term;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle, TermLike};
use signal_hook::consts::{SIGINT, SIGTERM, SIGUSR1};

use super::{Failure, not_a_folder, status};
use crate::cli::CountArgs;
use crate::count::ledger::Ledger;
use crate::count::plan::{Counts, Id, KernelChoice, Plan};
use crate::count::record::{IdRanges, Kind, Record, check_worker};
use crate::count::seal::Key;
use crate::count::shard::{self, Shard};
use crate::count::spot::{self, Spot};
use crate::count::{CountError, CountResult};
use crate::files::{self, FileError, RECORD_CAP, Replace};
use crate::stop::{self, Stop};

/// Counts shorter than this show no progress bar: it would only flicker.
const BAR_DELAY: Duration = Duration::from_millis(500);

/// How often the waiting thread checks for signals, the bar and the checkpoint's time.
const POLL: Duration = Duration::from_millis(25);

/// Counts estimated at fewer nodes than this (a few milliseconds) run on the main thread.
const INLINE_WORK: u128 = 1 << 18;

/// Seconds between checkpoints unless `--every` says otherwise.
const DEFAULT_EVERY: f64 = 60.0;

/// The signals that stop a count: Ctrl-C, the polite kill, and what SLURM sends ahead of a
/// time limit or a preemption (`--signal=USR1@60`).
const STOP_SIGNALS: [i32; 3] = [SIGINT, SIGTERM, SIGUSR1];

/// What this process counts, where it saves its progress and where its result goes.
#[derive(Debug, Clone, PartialEq)]
struct Job {
    n: usize,
    shard: Shard,
    /// Where progress is saved: `--checkpoint`, else the `--resume` file.
    save_to: Option<PathBuf>,
    /// The checkpoint to continue.
    resume: Option<PathBuf>,
    /// The shard file to write instead of printing (`-`: print it).
    out: Option<PathBuf>,
    /// Whether `out` may replace a file (`--force`).
    replace: Replace,
    every: Duration,
    /// The kernel `NQUEENS_KERNEL` asks for; `None`: the best this CPU has.
    kernel: Option<KernelChoice>,
    /// The format of the cut (`--format`, else the default for `n`).
    format: u32,
    /// Who counts, for the shard file (`--worker`, else the host name).
    worker: String,
}

/// Reads the job from the arguments and, through `var`, `NQUEENS_KERNEL` and (for `--out` or
/// `--shards` without `--shard`) the scheduler's environment. (A plain `count` inside a job
/// array stays a count of the whole board: only a count that writes a shard file asks for its
/// shard.)
fn job(args: &CountArgs, var: impl Fn(&str) -> Option<String>) -> Result<Job, Failure> {
    let shard = match args.shard {
        Some(shard) => shard,
        None if args.out.is_some() || args.shards.is_some() => {
            match shard::from_environment(args.shards, &var).map_err(Failure::Usage)? {
                Some(shard) => shard,
                None if args.shards.is_some() => {
                    return Err(Failure::Usage(crate::t!("error-shards-no-index")));
                }
                None => Shard::WHOLE,
            }
        }
        None => Shard::WHOLE,
    };
    if args.every.is_some() && args.checkpoint.is_none() && args.resume.is_none() {
        return Err(Failure::Usage(crate::t!("error-every-needs-checkpoint")));
    }
    let path = |template: &Option<String>| {
        template
            .as_deref()
            .map(|t| PathBuf::from(t.replace("%a", &shard.index.to_string())))
    };
    let resume = path(&args.resume);
    // To compare the kernels on one machine (see the README's performance section).
    let kernel = match var("NQUEENS_KERNEL").as_deref() {
        None | Some("" | "auto") => None,
        Some("scalar") => Some(KernelChoice::Scalar),
        Some("lanes") => Some(KernelChoice::Lanes),
        Some(other) => {
            return Err(Failure::Usage(crate::t!(
                "error-kernel-unknown",
                value = format!("{other:?}")
            )));
        }
    };
    let (checkpoint, out) = (path(&args.checkpoint), path(&args.out));
    for (flag, file) in [("--checkpoint", &checkpoint), ("--out", &out)] {
        if let Some(file) = file.as_deref() {
            not_a_folder(flag, file, "nqueens.json")?;
        }
    }
    let save_to = checkpoint.or_else(|| resume.clone());
    if let Some(out) = &out
        && save_to.as_ref() == Some(out)
    {
        return Err(Failure::Usage(crate::t!(
            "error-out-is-checkpoint",
            path = out.display().to_string()
        )));
    }
    Ok(Job {
        format: super::plan::format_of(args, shard.count)?,
        n: args.board.n(),
        shard,
        save_to,
        resume,
        out,
        replace: if args.force {
            Replace::Allowed
        } else {
            Replace::Never
        },
        every: Duration::from_secs_f64(args.every.unwrap_or(DEFAULT_EVERY)),
        kernel,
        worker: args.worker.clone().unwrap_or_else(host_name),
    })
}

/// This machine's host name, the worker a shard file names unless `--worker` says otherwise;
/// `unknown` where the system does not say or names it with characters a worker id may not
/// hold.
fn host_name() -> String {
    ["/proc/sys/kernel/hostname", "/etc/hostname"]
        .iter()
        .filter_map(|path| std::fs::read_to_string(path).ok())
        .map(|name| name.trim().to_string())
        .find(|name| check_worker(name).is_ok())
        .unwrap_or_else(|| "unknown".to_string())
}

/// How the wait for the count ended.
enum End {
    Finished(Result<Counts, CountError>),
    Signal(i32),
}

/// Counts, and prints the number (or the JSON record) to stdout or writes the shard file.
pub fn run(args: &CountArgs) -> color_eyre::Result<ExitCode> {
    if args.plan {
        return super::plan::run(args);
    }
    let job = job(args, |name| std::env::var(name).ok())?;
    let key = args.key.as_deref().map(Key::read).transpose()?;
    // Before the planning, which takes seconds for a large n: an output that cannot be
    // written fails at once.
    let fresh_checkpoint = job.save_to.is_some() && job.save_to != job.resume;
    check_outputs(&job, fresh_checkpoint)?;
    let threads = match args.threads {
        Some(t) => usize::from(t),
        None => thread::available_parallelism().map_or(1, |c| c.get()),
    };
    // Before anything else, so a signal during the setup is acted on rather than fatal.
    let stop = Stop::catch(&STOP_SIGNALS)?;
    // Planning takes seconds from n = 21 on (a minute and more at n = 32) and cannot look at
    // a flag: it runs on a thread of its own while this one watches for a signal.
    let prepared = {
        let (job, key) = (job.clone(), key.clone());
        stop.wait(move || prepare(&job, key.as_ref()))?
    };
    let prepared = match prepared {
        Ok(prepared) => prepared?,
        Err(sig) => return Ok(stopped_before_counting(sig, &job)),
    };
    let shard_ids = IdRanges::from_range(prepared.ids.clone());
    let saver = job.save_to.as_deref().map(|path| Saver {
        path,
        job: &job,
        ids: &shard_ids,
        ledger: &prepared.ledger,
        key: key.as_ref(),
        fresh: Cell::new(fresh_checkpoint),
    });
    // Written at once: a path that cannot be written fails now, not an hour into the count.
    if let Some(saver) = &saver {
        saver.save(prepared.seconds_before)?;
    }
    let start = Instant::now();
    let end = wait_for_count(&prepared, &job, saver.as_ref(), &stop, threads)?;
    let seconds = prepared.seconds_before + start.elapsed().as_secs_f64();
    let outcome = match end {
        End::Signal(sig) => {
            let saved = saver.as_ref().map(|s| s.save(seconds));
            return stopped(sig, saved, &job, &prepared.ledger, &shard_ids);
        }
        End::Finished(outcome) => outcome,
    };
    outcome?;
    let done = Done {
        prepared: &prepared,
        job: &job,
        key: key.as_ref(),
        shard_ids: shard_ids.clone(),
        seconds,
    };
    done.check_and_save(saver.as_ref())?;
    done.give(args)?;
    if io::stderr().is_terminal() {
        let shard = (job.shard != Shard::WHOLE).then_some(job.shard);
        eprintln!("{}", summary(&done.result(), shard, seconds, threads));
    }
    Ok(ExitCode::SUCCESS)
}

/// The progress bar of a count: hidden until the count has run for [`BAR_DELAY`], and only
/// ever drawn on a terminal (see [`Progress::tick`]). Weights are estimated nodes: from about
/// n = 30 on their sum could outgrow a u64, so the bar counts them in units of 2^`shift`.
struct Progress {
    bar: ProgressBar,
    /// Units finished, added to by the workers.
    done_units: Arc<AtomicU64>,
    shift: u32,
    terminal: bool,
    start: Instant,
}

impl Progress {
    fn new(plan: &Plan, ids: &Range<Id>, todo: &[Id]) -> Self {
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
        // The catalog places the bar's fields among its words.
        let template = crate::t!(
            "commands-count-bar",
            percent = "{percent:>3}",
            bar = "{wide_bar}",
            elapsed = "{elapsed_precise}",
            eta = "{eta}"
        );
        bar.set_style(
            ProgressStyle::with_template(&template)
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        let shift = (128 - plan.total_weight().leading_zeros()).saturating_sub(52);
        let units = |id: Id| plan.weight(id) >> shift;
        let total_units: u64 = ids.clone().map(units).sum();
        let done_units = total_units - todo.iter().map(|&id| units(id)).sum::<u64>();
        bar.set_length(total_units);
        bar.set_position(done_units);
        bar.reset_eta();
        Progress {
            bar,
            done_units: Arc::new(AtomicU64::new(done_units)),
            shift,
            terminal: io::stderr().is_terminal(),
            start: Instant::now(),
        }
    }

    /// Shows the bar once the count has lasted, and moves it. Only this thread draws it, so
    /// once it is cleared nothing draws it again.
    fn tick(&self) {
        if self.terminal && self.bar.is_hidden() && self.start.elapsed() >= BAR_DELAY {
            self.bar
                .set_draw_target(ProgressDrawTarget::term_like_with_hz(
                    Box::new(Narrower(Term::buffered_stderr())),
                    20,
                ));
        }
        self.bar
            .set_position(self.done_units.load(Ordering::Relaxed));
    }
}

/// Runs the count of `prepared` and waits for it to end or for a stop signal, saving a
/// checkpoint every `job.every` meanwhile.
fn wait_for_count(
    prepared: &Prepared,
    job: &Job,
    saver: Option<&Saver<'_>>,
    stop: &Stop,
    threads: usize,
) -> color_eyre::Result<End> {
    let Prepared {
        plan,
        ids,
        ledger,
        seconds_before,
    } = prepared;
    let todo = ledger.todo();
    let todo_work: u128 = todo.iter().map(|&id| u128::from(plan.weight(id))).sum();
    let cancel = Arc::new(AtomicBool::new(false));
    if saver.is_none() && todo_work < INLINE_WORK {
        // A few milliseconds of work: a counting thread and a pool would cost more than the
        // count itself, and a signal meanwhile waits at most that long.
        let on_done = |id: Id, counts: Counts| ledger.enter(id, counts);
        return Ok(End::Finished(plan.run(&todo, 1, &on_done, &cancel)));
    }
    let progress = Progress::new(plan, ids, &todo);
    // The count runs on its own thread so this one can react to a signal at once, even
    // while the workers finish the subproblems they are in.
    let (tx, rx) = mpsc::channel();
    {
        let (plan, ledger) = (Arc::clone(plan), Arc::clone(ledger));
        let (cancel, done_units) = (Arc::clone(&cancel), Arc::clone(&progress.done_units));
        let shift = progress.shift;
        thread::Builder::new()
            .name("nqueens-count".into())
            .spawn(move || {
                let on_done = |id: Id, counts: Counts| {
                    ledger.enter(id, counts);
                    done_units.fetch_add(plan.weight(id) >> shift, Ordering::Relaxed);
                };
                // The receiver is gone only if the main thread has already returned.
                let _ = tx.send(plan.run(&todo, threads, &on_done, &cancel));
            })?;
    }
    let mut last_save = Instant::now();
    let end = loop {
        match rx.recv_timeout(POLL) {
            Ok(outcome) => break End::Finished(outcome),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => {
                progress.bar.finish_and_clear();
                bail!(crate::t!("error-count-thread-lost"))
            }
        }
        if let Some(sig) = stop.signal() {
            cancel.store(true, Ordering::Relaxed);
            break End::Signal(sig);
        }
        progress.tick();
        if let Some(saver) = saver
            && last_save.elapsed() >= job.every
        {
            let seconds = seconds_before + progress.start.elapsed().as_secs_f64();
            if let Err(e) = saver.save(seconds) {
                // Counting on is worth more than stopping: the last checkpoint still holds.
                let said = crate::t!("error-counting-on", error = format!("{e:#}"));
                progress.bar.suspend(|| eprintln!("nqueens: {said}"));
            }
            last_save = Instant::now();
        }
    };
    progress.bar.finish_and_clear();
    Ok(end)
}

/// A count that finished: what is left is to check it, save it and give its result.
struct Done<'a> {
    prepared: &'a Prepared,
    job: &'a Job,
    key: Option<&'a Key>,
    shard_ids: IdRanges,
    seconds: f64,
}

impl Done<'_> {
    fn counts(&self) -> Counts {
        self.prepared.ledger.snapshot().1
    }

    fn result(&self) -> CountResult {
        let counts = self.counts();
        CountResult {
            n: self.job.n,
            total: counts.total,
            unique: counts.unique,
            nodes: counts.nodes,
        }
    }

    /// Checks a resumed checkpoint's share of the result, and saves the last checkpoint.
    fn check_and_save(&self, saver: Option<&Saver<'_>>) -> color_eyre::Result<()> {
        let (done, counts) = self.prepared.ledger.snapshot();
        debug_assert_eq!(done, self.shard_ids);
        if let Some(path) = &self.job.resume {
            // The resumed checkpoint's counts are in the result: checked as `merge` checks.
            check_resumed(path, self.job, counts, true)?;
        }
        if let Some(saver) = saver
            && let Err(e) = saver.save(self.seconds)
        {
            eprintln!("nqueens: {e:#}");
        }
        Ok(())
    }

    /// The shard file: the counts, the worker and the spots' own counts (those a checkpoint
    /// of an older version did not keep counted again now).
    fn record(&self) -> color_eyre::Result<Record> {
        let (_, counts, mut spots) = self.prepared.ledger.snapshot_with_spots();
        let chosen = spot::chosen(
            self.job.n,
            self.job.format,
            self.job.shard,
            self.shard_ids.ranges(),
        );
        let plan = &self.prepared.plan;
        let missing: Vec<Id> = chosen
            .into_iter()
            .filter(|id| spots.iter().all(|s| s.id() != *id))
            .collect();
        for id in missing {
            let counted = plan.run(&[id], 1, &|_, _| {}, &AtomicBool::new(false))?;
            spots.push(Spot::new(id, counted));
        }
        spots.sort_unstable_by_key(Spot::id);
        let job = self.job;
        let mut record = Record::new(
            Kind::Shard,
            job.n,
            job.shard,
            self.shard_ids.clone(),
            counts,
        );
        record.format = job.format;
        record.seconds = self.seconds;
        record.worker = Some(job.worker.clone());
        record.spots = Some(spots);
        Ok(record)
    }

    /// Writes the shard file, or prints the count.
    fn give(&self, args: &CountArgs) -> color_eyre::Result<()> {
        let Some(out) = &self.job.out else {
            let result = self.result();
            let mut stdout = crate::output::stdout();
            if args.json {
                writeln!(stdout, "{}", json(&result, self.seconds))?;
            } else if args.unique {
                writeln!(stdout, "{}", result.unique)?;
            } else {
                writeln!(stdout, "{}", result.total)?;
            }
            stdout.flush()?;
            return Ok(());
        };
        let text = self.record()?.to_text_sealed(self.key);
        if out == Path::new("-") {
            let mut stdout = crate::output::stdout();
            stdout.write_all(text.as_bytes())?;
            stdout.flush()?;
        } else {
            // The count may have taken days: if the name was taken meanwhile, the result is
            // still given, on the error's line, to be saved by hand.
            files::write_new_text(out, self.job.replace, &text)
                .wrap_err_with(|| crate::t!("error-counted-not-saved", record = text.trim_end()))?;
        }
        Ok(())
    }
}

/// Refuses now an output that could not be written at the end: a fresh checkpoint whose name
/// is taken, an `--out` file that exists (without `--force`) or cannot be made.
fn check_outputs(job: &Job, fresh_checkpoint: bool) -> color_eyre::Result<()> {
    if let Some(path) = &job.save_to
        && fresh_checkpoint
    {
        if path.symlink_metadata().is_ok_and(|m| !m.is_dir()) {
            return Err(Failure::CantCreate(crate::t!(
                "error-checkpoint-exists",
                path = files::shown(path)
            ))
            .into());
        }
        files::check_output(path, Replace::Never)?;
    }
    if let Some(out) = job.out.as_deref().filter(|out| *out != Path::new("-")) {
        files::check_output(out, job.replace).map_err(|e| name_checkpoint(out, e))?;
    }
    Ok(())
}

/// Refuses counts that no count of this job can give: past 64 bits, more classes than
/// solutions; above the known totals of n (OEIS), or for a whole board once `finished`, other
/// than them (with every class holding 1 to 8 solutions). A checkpoint is sealed with a
/// checksum anyone can recompute: these are the checks that its numbers are a count's.
fn check_resumed(path: &Path, job: &Job, counts: Counts, finished: bool) -> Result<(), Failure> {
    let refuse = |why: String| {
        Failure::BadInput(crate::t!(
            "error-file-refused",
            path = files::shown(path),
            why = why
        ))
    };
    let Counts { total, unique, .. } = counts;
    let wide = u128::from(u64::MAX);
    if total > wide || unique > wide || unique > total {
        return Err(refuse(crate::t!(
            "error-resume-impossible",
            total = crate::i18n::number::whole(total),
            unique = crate::i18n::number::whole(unique)
        )));
    }
    if let Some(k) = crate::solver::known::known(job.n)
        && (total > u128::from(k.total) || unique > u128::from(k.unique))
    {
        return Err(refuse(crate::t!(
            "error-resume-above-known",
            n = job.n.to_string(),
            total = crate::i18n::number::whole(total),
            unique = crate::i18n::number::whole(unique),
            known = crate::i18n::number::whole(k.total),
            known_unique = crate::i18n::number::whole(k.unique)
        )));
    }
    if finished && job.shard == Shard::WHOLE {
        crate::count::merge::check_totals(job.n, counts).map_err(|e| refuse(e.0))?;
    }
    Ok(())
}

/// What a count needs before it starts, worked out on a thread of its own.
struct Prepared {
    plan: Arc<Plan>,
    /// The subproblems of the job's shard.
    ids: Range<Id>,
    ledger: Arc<Ledger>,
    /// The seconds a resumed checkpoint had counted.
    seconds_before: f64,
}

/// Plans the count and, for `--resume`, reads and checks the checkpoint.
fn prepare(job: &Job, key: Option<&Key>) -> color_eyre::Result<Prepared> {
    let mut plan = Plan::of(job.n, job.format, job.shard)?;
    if let Some(kernel) = job.kernel {
        plan.set_kernel(kernel)
            .map_err(|e| Failure::Usage(format!("NQUEENS_KERNEL=lanes: {e}")))?;
    }
    let ids = plan.shard(job.shard);
    let (ledger, seconds_before) = match &job.resume {
        Some(path) => resume(path, job, &plan, ids.clone(), key)?,
        None => {
            let shard_ids = IdRanges::from_range(ids.clone());
            let spots = spot::chosen(job.n, job.format, job.shard, shard_ids.ranges());
            (Ledger::new(ids.clone()).with_spots(spots, &[]), 0.0)
        }
    };
    Ok(Prepared {
        plan: Arc::new(plan),
        ids,
        ledger: Arc::new(ledger),
        seconds_before,
    })
}

/// The end of a count stopped by `sig` before it began: nothing was written, so a resumed
/// checkpoint is as it was (status 75: continue it), and otherwise there is nothing to keep.
fn stopped_before_counting(sig: i32, job: &Job) -> ExitCode {
    match &job.resume {
        // (A missing file is said so by the next try, which reads it.)
        Some(path) if path.is_file() => {
            let said = crate::t!(
                "error-stopped-before-counting",
                signal = signal_name(sig),
                path = path.display().to_string()
            );
            eprintln!("nqueens: {said}");
            ExitCode::from(status::RESUMABLE)
        }
        _ => stop::stopped_by(sig),
    }
}

/// The name of a stop signal, as messages give it.
fn signal_name(sig: i32) -> &'static str {
    match sig {
        SIGINT => "SIGINT",
        SIGTERM => "SIGTERM",
        _ => "SIGUSR1",
    }
}

/// Standard error for the progress bar, drawn three columns short of the terminal's width.
///
/// Ctrl-C makes the terminal echo `^C` where the cursor is, at the end of the bar. After a
/// full-width line that echo wraps onto a new line, and the bar's clearing then clears that
/// line instead, leaving the bar on screen above the prompt. With room to spare the echo stays
/// on the bar's line and is cleared with it.
#[derive(Debug)]
pub(crate) struct Narrower(pub(crate) Term);

impl TermLike for Narrower {
    fn width(&self) -> u16 {
        self.0.size().1.saturating_sub(3).max(1)
    }

    fn height(&self) -> u16 {
        self.0.size().0
    }

    fn move_cursor_up(&self, n: usize) -> io::Result<()> {
        self.0.move_cursor_up(n)
    }

    fn move_cursor_down(&self, n: usize) -> io::Result<()> {
        self.0.move_cursor_down(n)
    }

    fn move_cursor_right(&self, n: usize) -> io::Result<()> {
        self.0.move_cursor_right(n)
    }

    fn move_cursor_left(&self, n: usize) -> io::Result<()> {
        self.0.move_cursor_left(n)
    }

    fn write_line(&self, s: &str) -> io::Result<()> {
        self.0.write_line(s)
    }

    fn write_str(&self, s: &str) -> io::Result<()> {
        self.0.write_str(s)
    }

    fn clear_line(&self) -> io::Result<()> {
        self.0.clear_line()
    }

    fn flush(&self) -> io::Result<()> {
        self.0.flush()
    }
}

/// Where and what a checkpoint is saved from.
struct Saver<'a> {
    path: &'a Path,
    job: &'a Job,
    ids: &'a IdRanges,
    ledger: &'a Ledger,
    /// The key that seals it, if any.
    key: Option<&'a Key>,
    /// Whether the file is still to be created (a new checkpoint, not the one resumed):
    /// created only where none exists, and rewritten after.
    fresh: Cell<bool>,
}

impl Saver<'_> {
    /// Saves what the ledger holds now, with the seconds spent so far.
    fn save(&self, seconds: f64) -> color_eyre::Result<()> {
        let (done, counts, spots) = self.ledger.snapshot_with_spots();
        let mut record = Record::new(
            Kind::Checkpoint,
            self.job.n,
            self.job.shard,
            self.ids.clone(),
            counts,
        );
        record.format = self.job.format;
        record.done = Some(done);
        record.spots = Some(spots);
        record.seconds = seconds;
        let text = record.to_text_sealed(self.key);
        let written = if self.fresh.get() {
            files::write_new_text(self.path, Replace::Never, &text)
        } else {
            files::rewrite(self.path, &text)
        };
        written.wrap_err_with(|| crate::t!("error-checkpoint-not-saved"))?;
        self.fresh.set(false);
        Ok(())
    }
}

/// The end of a count stopped by `sig`: status 75 once the checkpoint is saved; without one,
/// as [`stop::stopped_by`] says.
fn stopped(
    sig: i32,
    saved: Option<color_eyre::Result<()>>,
    job: &Job,
    ledger: &Ledger,
    shard_ids: &IdRanges,
) -> color_eyre::Result<ExitCode> {
    let name = signal_name(sig);
    match saved {
        Some(Ok(())) => {
            let done = ledger.snapshot().0.count();
            let path = job.save_to.as_deref().unwrap_or(Path::new("?")).display();
            let said = crate::t!(
                "error-stopped-saved",
                signal = name,
                done = done.to_string(),
                all = shard_ids.count().to_string(),
                path = path.to_string()
            );
            eprintln!("nqueens: {said}");
            Ok(ExitCode::from(status::RESUMABLE))
        }
        Some(Err(e)) => Err(e.wrap_err(crate::t!("error-stopped-by", signal = name))),
        None => Ok(stop::stopped_by(sig)),
    }
}

/// The ledger of a resumed count, after checking that the checkpoint at `path` belongs to
/// this job; and the seconds it had counted. Any mismatch refuses the file, which is then
/// left as it was.
fn resume(
    path: &Path,
    job: &Job,
    plan: &Plan,
    ids: Range<Id>,
    key: Option<&Key>,
) -> Result<(Ledger, f64), Failure> {
    let refuse = |why: String| {
        Failure::BadInput(crate::t!(
            "error-file-refused",
            path = path.display().to_string(),
            why = why
        ))
    };
    let text = files::read_capped(path, RECORD_CAP)?;
    let len = |n| {
        if n == plan.n() {
            Some(plan.len())
        } else {
            Plan::len_of(n).ok()
        }
    };
    let record = Record::from_text_keyed(&text, len, key).map_err(|e| refuse(e.0))?;
    if record.kind != Kind::Checkpoint {
        return Err(refuse(crate::t!(
            "error-resume-finished",
            kind = record.kind.to_string()
        )));
    }
    if record.n != job.n {
        return Err(refuse(crate::t!(
            "error-resume-other-n",
            found = record.n.to_string(),
            wanted = job.n.to_string()
        )));
    }
    if record.format != job.format {
        return Err(refuse(crate::t!(
            "error-resume-other-format",
            found = record.format.to_string(),
            wanted = job.format.to_string()
        )));
    }
    if record.shard != job.shard {
        return Err(refuse(crate::t!(
            "error-resume-other-shard",
            found = record.shard.to_string(),
            wanted = job.shard.to_string()
        )));
    }
    if record.ids != IdRanges::from_range(ids.clone()) {
        return Err(refuse(crate::t!(
            "error-resume-other-ids",
            shard = job.shard.to_string(),
            n = job.n.to_string()
        )));
    }
    let done = record.done.clone().unwrap_or_default();
    check_resumed(path, job, record.counts(), done == record.ids)?;
    let spots = spot::chosen(job.n, job.format, job.shard, record.ids.ranges());
    let ledger = Ledger::resume(ids, &done, record.counts())
        .with_spots(spots, record.spots.as_deref().unwrap_or_default());
    Ok((ledger, record.seconds))
}

/// A refusal of `--out` over a file that is a checkpoint says so: a live count's progress,
/// which `--force` would throw away.
fn name_checkpoint(out: &Path, refusal: FileError) -> FileError {
    let is_checkpoint = files::read_capped(out, RECORD_CAP)
        .is_ok_and(|text| text.starts_with(r#"{"kind":"checkpoint""#));
    match refusal {
        FileError::CantCreate(_) if is_checkpoint => FileError::CantCreate(crate::t!(
            "error-out-over-checkpoint",
            path = out.display().to_string()
        )),
        other => other,
    }
}

/// The `--json` record, on one line (also `merge --json`'s). JSON has no infinity: seconds
/// that are not a finite number (which no read record holds) are written as 0.
pub(crate) fn json(r: &CountResult, seconds: f64) -> String {
    let seconds = if seconds.is_finite() { seconds } else { 0.0 };
    format!(
        r#"{{"n":{},"total":{},"unique":{},"seconds":{:.6},"nodes":{}}}"#,
        r.n, r.total, r.unique, seconds, r.nodes
    )
}

/// The one-line summary for a person watching stderr, naming the shard counted, if any. The
/// counts are written as stdout writes them (ungrouped), so the two read the same.
fn summary(r: &CountResult, shard: Option<Shard>, seconds: f64, threads: usize) -> String {
    let rate = r.nodes as f64 / seconds.max(1e-9);
    let whole = crate::i18n::number::whole;
    let (n, total, unique) = (r.n.to_string(), whole(r.total), whole(r.unique));
    let (seconds, rate) = (
        format!("{seconds:.3}"),
        crate::i18n::number::node_rate(rate),
    );
    match shard {
        None => crate::t!(
            "commands-count-summary",
            n = n,
            total = total,
            unique = unique,
            seconds = seconds,
            rate = rate,
            threads = threads
        ),
        Some(shard) => crate::t!(
            "commands-count-summary-shard",
            n = n,
            shard = shard.to_string(),
            total = total,
            unique = unique,
            seconds = seconds,
            rate = rate,
            threads = threads
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::{Cli, Command};
    use clap::Parser;

    #[test]
    fn json_has_every_field() {
        let r = CountResult {
            n: 8,
            total: 92,
            unique: 12,
            nodes: 345,
        };
        assert_eq!(
            json(&r, 0.25),
            r#"{"n":8,"total":92,"unique":12,"seconds":0.250000,"nodes":345}"#
        );
        let whole = crate::i18n::scoped(crate::i18n::Lang::En, || summary(&r, None, 0.5, 1));
        assert!(whole.ends_with("on 1 thread"), "{whole}");
        let shard = Shard { index: 1, count: 4 };
        let part = crate::i18n::scoped(crate::i18n::Lang::En, || summary(&r, Some(shard), 0.5, 2));
        assert!(part.starts_with("n = 8, shard 1/4: 92"), "{part}");
        assert!(part.ends_with("on 2 threads"), "{part}");
    }

    fn job_of(args: &[&str], env: &[(&str, &str)]) -> Result<Job, Failure> {
        let mut argv = vec!["nqueens", "count"];
        argv.extend_from_slice(args);
        let Some(Command::Count(count)) = Cli::try_parse_from(argv).unwrap().command else {
            panic!("not a count");
        };
        job(&count, |name| {
            env.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        })
    }

    #[test]
    fn nqueens_kernel_names_a_kernel_or_is_refused() {
        let kernel = |v: &str| job_of(&["12"], &[("NQUEENS_KERNEL", v)]).map(|j| j.kernel);
        assert_eq!(job_of(&["12"], &[]).unwrap().kernel, None);
        assert_eq!(kernel("auto").unwrap(), None);
        assert_eq!(kernel("scalar").unwrap(), Some(KernelChoice::Scalar));
        assert_eq!(kernel("lanes").unwrap(), Some(KernelChoice::Lanes));
        for bad in ["Scalar", "avx2", "lanes "] {
            let err = kernel(bad).unwrap_err();
            assert!(
                matches!(&err, Failure::Usage(m) if m.contains("scalar, lanes or auto")),
                "{bad}"
            );
        }
    }

    #[test]
    fn the_environment_names_the_shard_only_for_a_shard_file() {
        let slurm = [
            ("SLURM_ARRAY_TASK_ID", "3"),
            ("SLURM_ARRAY_TASK_COUNT", "4"),
        ];
        let plain = job_of(&["12"], &slurm).unwrap();
        assert_eq!(plain.shard, Shard::WHOLE);
        let sharded = job_of(&["12", "--out", "s-%a.json"], &slurm).unwrap();
        assert_eq!(sharded.shard, Shard { index: 3, count: 4 });
        assert_eq!(sharded.out, Some(PathBuf::from("s-3.json")));
        // --shard wins over the environment.
        let given = job_of(&["12", "--shard", "1/2", "--out", "s.json"], &slurm).unwrap();
        assert_eq!(given.shard, Shard { index: 1, count: 2 });
        let k8s = [("JOB_COMPLETION_INDEX", "6")];
        let job = job_of(&["12", "--shards", "8", "--out", "k-%a.json"], &k8s).unwrap();
        assert_eq!(job.shard, Shard { index: 6, count: 8 });
        let whole = job_of(&["12", "--out", "all.json"], &[]).unwrap();
        assert_eq!(whole.shard, Shard::WHOLE);
    }

    #[test]
    fn shard_mistakes_are_usage_errors() {
        let err = job_of(&["12", "--shards", "8", "--out", "x"], &[]).unwrap_err();
        assert!(matches!(&err, Failure::Usage(m) if m.contains("JOB_COMPLETION_INDEX")));
        let err = job_of(&["12", "--out", "x"], &[("JOB_COMPLETION_INDEX", "1")]).unwrap_err();
        assert!(matches!(&err, Failure::Usage(m) if m.contains("--shards")));
        let err = job_of(&["12", "--every", "5"], &[]).unwrap_err();
        assert_eq!(err.status(), 2);
        let err = job_of(&["12", "--resume", "c-%a.json", "--out", "c-0.json"], &[]).unwrap_err();
        assert!(matches!(&err, Failure::Usage(m) if m.contains("also the checkpoint")));
    }

    #[test]
    fn a_folder_is_refused_where_a_file_is_written() {
        let folder = std::env::temp_dir();
        let folder = folder.to_str().unwrap();
        for flag in ["--checkpoint", "--out"] {
            let err = job_of(&["12", flag, folder], &[]).unwrap_err();
            assert_eq!(err.status(), 2);
            assert!(err.to_string().contains("is a folder"), "{err}");
        }
    }

    #[test]
    fn checkpoints_save_to_the_resumed_file_unless_told_otherwise() {
        let job = job_of(&["12", "--resume", "ck-%a.json", "--every", "0.5"], &[]).unwrap();
        assert_eq!(job.save_to, Some(PathBuf::from("ck-0.json")));
        assert_eq!(job.every, Duration::from_millis(500));
        let job = job_of(&["12", "--resume", "a.json", "--checkpoint", "b.json"], &[]).unwrap();
        assert_eq!(job.save_to, Some(PathBuf::from("b.json")));
        assert_eq!(job.resume, Some(PathBuf::from("a.json")));
        assert_eq!(job_of(&["12"], &[]).unwrap().every, Duration::from_secs(60));
    }
}
