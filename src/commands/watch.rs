//! `nqueens` with no subcommand: the live animation.

use std::io::{self, IsTerminal, Write};
use std::panic;
use std::path::PathBuf;
use std::sync::atomic::Ordering;

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{
    EnableMouseCapture, KeyboardEnhancementFlags, PushKeyboardEnhancementFlags,
};
use ratatui::crossterm::execute;
use std::process::ExitCode;

use crate::app::{App, Options};
use crate::cli::{AnimationArgs, WatchArgs};
use crate::commands::Failure;
use crate::commands::trace::{heeds, too_many_ranks};
use crate::jobs::Ending;
use crate::ui::kit::appearance::{Appearance, Palette};
use crate::vocabulary::Strategy;
use crate::vocabulary::tuning::Tuning;
use crate::{runtime, signals};

/// Runs the animation until the user quits. Without a terminal, refuses with exit status 2.
pub fn run(args: &WatchArgs) -> color_eyre::Result<ExitCode> {
    let dir = match &args.out {
        Some(dir) if !dir.is_dir() => {
            return Err(Failure::Usage(crate::t!(
                "error-out-no-folder",
                path = dir.display().to_string()
            ))
            .into());
        }
        Some(dir) => std::path::absolute(dir)?,
        None => std::env::current_dir()?,
    };
    // Checked before the terminal, so a script learns of a bad size however it runs.
    let mut app =
        app(options(&args.animation)?, &args.animation)?.with_lang(crate::i18n::current());
    if let Some(variant) = args.predict {
        app = app
            .with_predict(variant)
            .map_err(|note| Failure::Usage(crate::ui::words::note(&note)))?;
    }
    if !std::io::stdout().is_terminal() {
        eprintln!("nqueens: {}", crate::t!("error-watch-needs-terminal"));
        return Ok(ExitCode::from(2));
    }
    let session = args
        .session
        .as_deref()
        .map(|path| super::session::SessionFile::open(path, &mut app));
    let look = Appearance::detect(
        args.animation.ascii,
        args.animation.theme.unwrap_or(Palette::Unchosen),
    );
    let ended = animate(&mut app, look, dir)?;
    // What quitting keeps is kept if a signal ended the run instead.
    if let Some(session) = session {
        // Said again once the screen is gone, where it stays (not after a signal: the
        // terminal may be gone, and nobody asked).
        if let Some(refused) = session.refused().filter(|_| !ended.by_signal()) {
            eprintln!("nqueens: {}", crate::clean::for_terminal(refused));
        }
        let saved = session.save(&app);
        if let (Err(err), true) = (&saved, ended.by_signal()) {
            // Not `eprintln!`: the terminal may be gone.
            let _ = writeln!(io::stderr(), "nqueens: {err:#}");
        }
        // A signal that came during the write ends the process once the file is whole.
        ended.close();
        saved?;
    } else {
        ended.close();
    }
    Ok(ExitCode::SUCCESS)
}

/// How a run of the animation ended, for the work after it (see [`animate`]).
#[derive(Debug)]
#[must_use = "close it: a signal ends the process there"]
pub struct Ended {
    /// The signal that ended it, if one did.
    signal: Option<i32>,
    /// Where a signal coming after the run goes.
    inbox: runtime::Inbox,
}

impl Ended {
    /// Whether a signal from outside ended the run.
    pub fn by_signal(&self) -> bool {
        self.signal.is_some()
    }

    /// If a signal ended the run, or one has come since, ends the process as it says;
    /// returns otherwise.
    pub fn close(self) {
        if let Some(signal) = self.signal.or_else(|| self.inbox.signalled()) {
            signals::end_as(signal);
        }
    }
}

/// Runs `app` in the terminal (see [`in_terminal`]) until the user quits or a signal from
/// outside ends it: the signal comes into the event loop as an action and the run ends as
/// quitting does, the terminal given back; what quitting keeps is the caller's to keep
/// before [`Ended::close`] ends the process as the signal says.
pub fn animate(app: &mut App, look: Appearance, dir: PathBuf) -> color_eyre::Result<Ended> {
    let inbox = runtime::Inbox::new();
    signals::forward_to(inbox.signal_post());
    let signal = match taken_over(|terminal| runtime::run(terminal, app, look, dir, &inbox))? {
        Ok(Ending::Signal(signal)) => Some(signal),
        Ok(_) => None,
        // A closed terminal fails the loop, and its hang-up says how the run ends.
        Err(err) => Some(inbox.failed().ok_or(err)?),
    };
    Ok(Ended { signal, inbox })
}

/// The animation as the command line starts it from `options`: the search, and the race if
/// one is asked for (a board too large for one of its strategies is a usage error).
pub fn app(options: Options, args: &AnimationArgs) -> Result<App, Failure> {
    let mut app = App::new(options);
    if let Some(k) = args.random_ranks {
        app = app.with_random_ranks(k);
    }
    if let Some(order) = args.order {
        app = app.with_order(order);
    }
    if args.knobs.tuning != Tuning::default() {
        app = app.with_tuning(args.knobs.tuning);
    }
    if args.present {
        app = app.presenting();
    }
    if let Some(notation) = args.notation {
        app = app.with_notation(notation);
    }
    if let Some(strategies) = args.race {
        app.start_race(strategies)
            .map_err(|note| Failure::Usage(crate::ui::words::note(&note)))?;
    }
    Ok(app)
}

/// How the animation starts, as the command line says; a size the strategy does not animate
/// is a usage error, and so is a seed where nothing draws at random.
pub fn options(args: &AnimationArgs) -> Result<Options, Failure> {
    if args.seed.is_some()
        && !args.strategy.seeded()
        && !args
            .race
            .is_some_and(|r| r.into_iter().any(Strategy::seeded))
    {
        // It would be silently ignored: say so rather than mislead.
        let [a, b, c] = crate::commands::trace::seeded_names();
        return Err(Failure::Usage(crate::t!(
            "error-seed-strategy-race",
            a = a,
            b = b,
            c = c,
            strategy = args.strategy.to_string()
        )));
    }
    // A knob also goes to a side of a race that heeds it.
    crate::commands::trace::knob_options(&args.knobs.tuning, |flag| {
        Strategy::heeding_flag(flag)
            .find(|s| args.race.is_some_and(|r| r.contains(s)))
            .unwrap_or(args.strategy)
    })
    .map_err(Failure::Usage)?;
    if let Some(k) = args.random_ranks {
        heeds(args.strategy, "--random-ranks").map_err(Failure::Usage)?;
        let n = args.n().map_err(Failure::Usage)?;
        if k > n {
            return Err(Failure::Usage(too_many_ranks(k, n)));
        }
    }
    if args.order.is_some() {
        heeds(args.strategy, "--order").map_err(Failure::Usage)?;
    }
    Ok(Options {
        n: args.n().map_err(Failure::Usage)?,
        speed: args.speed,
        paused: args.paused,
        strategy: args.strategy,
        seed: args.seed.unwrap_or(0),
    })
}

/// Takes over the terminal (raw mode, alternate screen, mouse reporting), runs `body`, and
/// gives the terminal back on every way out: return, error, panic (the panic's message is
/// printed after the restore), and `SIGTERM`, `SIGHUP` or `SIGINT` (see [`crate::signals`]).
/// Call it once per process: it installs the panic and signal handlers.
pub fn in_terminal<R>(
    body: impl FnOnce(&mut DefaultTerminal) -> io::Result<R>,
) -> color_eyre::Result<R> {
    Ok(taken_over(body)??)
}

/// [`in_terminal`], the body's own error apart (an I/O error, cheap to look at: a report of
/// it would capture a backtrace first).
fn taken_over<R>(
    body: impl FnOnce(&mut DefaultTerminal) -> io::Result<R>,
) -> color_eyre::Result<io::Result<R>> {
    // Installed before ratatui's own hook, so a panic restores the terminal first, then reports.
    color_eyre::install()?;
    signals::restore_terminal_on_termination()?;
    let mut terminal = ratatui::init();
    let ran = Modes::enable().and_then(|modes| {
        let ran = body(&mut terminal);
        drop(modes);
        ran
    });
    give_back(terminal);
    Ok(ran)
}

/// Raw mode off, the main screen, the cursor shown: what `ratatui::run` does on the way out,
/// but a terminal that has gone (hung up) is no failure here, and nothing panics for want of
/// somewhere to say so (`eprintln!` would, with the terminal as stderr), so what quitting
/// keeps is still kept after.
fn give_back(mut terminal: DefaultTerminal) {
    if let Err(err) = ratatui::try_restore() {
        let _ = writeln!(io::stderr(), "Failed to restore terminal: {err}");
    }
    if terminal.show_cursor().is_err() {
        // Its drop would try again, and say so with `eprintln!`.
        std::mem::forget(terminal);
    }
}

/// The terminal modes ratatui knows nothing of, on for the guard's life: mouse reporting, and
/// on terminals known to support it, key repeat and release events (so a held key is told
/// from taps exactly). ratatui restores raw mode and the main screen; this turns its modes off
/// on every way out: drop on return or error, a panic hook (which runs before ratatui's own)
/// on a panic, and [`signals`] on a signal.
struct Modes;

impl Modes {
    fn enable() -> io::Result<Modes> {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            signals::leave_modes(&mut io::stdout());
            previous(info);
        }));
        execute!(io::stdout(), EnableMouseCapture)?;
        if reports_key_events() {
            signals::KEY_EVENTS.store(true, Ordering::SeqCst);
            execute!(
                io::stdout(),
                PushKeyboardEnhancementFlags(KeyboardEnhancementFlags::REPORT_EVENT_TYPES)
            )?;
        }
        Ok(Modes)
    }
}

impl Drop for Modes {
    fn drop(&mut self) {
        signals::leave_modes(&mut io::stdout());
    }
}

/// True on terminals that speak the kitty keyboard protocol, by their own names. Asking the
/// terminal would cost a round trip (and a wait where nothing answers), so the names decide.
fn reports_key_events() -> bool {
    let var = |name| std::env::var(name).unwrap_or_default();
    let (term, program) = (var("TERM"), var("TERM_PROGRAM"));
    matches!(
        term.as_str(),
        "xterm-kitty" | "foot" | "foot-extra" | "xterm-ghostty"
    ) || matches!(program.as_str(), "WezTerm" | "ghostty")
}
