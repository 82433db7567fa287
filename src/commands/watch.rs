//! `nqueens` with no subcommand: the live animation.

use std::io::{self, IsTerminal};
use std::panic;
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
use crate::ui::appearance::{Appearance, Palette};
use crate::vocabulary::Strategy;
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
    // What quitting keeps is kept if a signal ends the run instead: the session as shown.
    let shown = session
        .as_ref()
        .map(super::session::SessionFile::keep_on_signal);
    let show = |app: &App| shown.iter().for_each(|shown| shown.show(app));
    in_terminal(|terminal| runtime::run_showing(terminal, &mut app, look, dir, show))?;
    if let Some(session) = session {
        // Said again once the screen is gone, where it stays.
        if let Some(refused) = session.refused() {
            eprintln!("nqueens: {refused}");
        }
        // A signal during the write writes the same.
        show(&app);
        session.save(&app)?;
        shown.iter().for_each(super::session::Shown::forget);
    }
    Ok(ExitCode::SUCCESS)
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
    if args.population.is_some() || args.mutation.is_some() {
        let breeding = crate::solver::genetic::Breeding::default();
        app = app.with_breeding(crate::solver::genetic::Breeding {
            population: args.population.unwrap_or(breeding.population),
            mutation: args.mutation.unwrap_or(breeding.mutation),
        });
    }
    if args.present {
        app = app.presenting();
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
    // The breeding flags also go to a side of a race that heeds them.
    let strategy = match Strategy::heeding_flag("--population") {
        Some(breeder) if args.race.is_some_and(|r| r.contains(&breeder)) => breeder,
        _ => args.strategy,
    };
    crate::commands::trace::genetic_options(strategy, args.population, args.mutation)
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
    // Installed before ratatui's own hook, so a panic restores the terminal first, then reports.
    color_eyre::install()?;
    signals::restore_terminal_on_termination()?;
    Ok(ratatui::run(|terminal| {
        let _modes = Modes::enable()?;
        body(terminal)
    })?)
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
