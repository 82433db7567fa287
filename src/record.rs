//! Recordings: the animation run headless, each frame drawn by the real view and written as
//! what a terminal would have been sent, in the asciicast format (see [`crate::export::cast`]),
//! or drawn into one animated SVG picture (see [`crate::export::animated`]).
//!
//! Nothing here reads the wall clock. Frame k is at k / fps seconds of a virtual clock, and the
//! search is paced against that clock by the live loop's own [`Pacer`], so the same arguments
//! make the same file on any machine, however loaded. Work the live loop does in the
//! background (counting the run's length for the timeline, surveying the run for jumps) is
//! done at once, between two frames, so its outcome shows from the next frame on, however long
//! it took.
//!
//! Unlike the live loop's frames ([`crate::frames`]), a recording's carry no synchronized-update
//! marks: each asciicast event already holds exactly one whole frame, and players (asciinema's
//! web player, GIF renderers) draw the screen between events, so the marks would only add bytes
//! to every frame.

use std::cell::RefCell;
use std::io::{self, Write};
use std::rc::Rc;
use std::time::{Duration, Instant};

use ratatui::backend::{Backend, ClearType, CrosstermBackend};
use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect, Size};
use ratatui::{Frame, Terminal, TerminalOptions, Viewport};

use crate::app::{App, Effect};
use crate::export::animated::Film;
use crate::export::cast::{self, CastWriter, Header};
use crate::export::legible;
use crate::jobs::{self, Inline};
use crate::runtime::{FRAME, Pacer};
use crate::stop::Stop;
use crate::ui;
use crate::ui::kit::appearance::Appearance;

/// The most frames per second. A frame may not come sooner than the live loop's [`FRAME`]: at
/// top speed the loop steps until the next frame is due, and on a clock that stands still
/// within a frame that moment must already have come, or the search would run to its end.
pub const MAX_FPS: u32 = 50;

const _: () = assert!(Duration::from_secs(1).as_nanos() / (MAX_FPS as u128) >= FRAME.as_nanos());

/// What a recording takes: the screen, how many frames a second, and for how long.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Take {
    /// The recorded terminal's columns and rows.
    pub screen: Size,
    /// Frames per second, from 1 to [`MAX_FPS`].
    pub fps: u32,
    /// How long the recording lasts: its last frame is the last one at or before this.
    pub length: Duration,
}

impl Take {
    /// The frames after the first (at time zero) that fit in the length.
    pub fn frames(&self) -> u64 {
        let millis = self.length.as_millis() * u128::from(self.fps.clamp(1, MAX_FPS)) / 1000;
        u64::try_from(millis).unwrap_or(u64::MAX)
    }
}

/// The animation on a virtual clock: each call of [`Headless::next_frame`] moves it on by one
/// frame and runs the events due by then, exactly as the live loop would.
#[derive(Debug, Clone)]
pub struct Headless {
    app: App,
    look: Appearance,
    pacer: Pacer,
    /// Time zero of the virtual clock. Any instant does, since only differences are read.
    start: Instant,
    fps: u32,
    /// Frames begun so far: 0 before the first.
    frames: u64,
    /// Carries out the state's effects at once; raising its stop drops the work under way.
    jobs: Inline,
}

impl Headless {
    /// `app` drawn as `look` says, `fps` frames a second (kept between 1 and [`MAX_FPS`]).
    pub fn new(app: App, look: Appearance, fps: u32) -> Self {
        let start = Instant::now();
        Headless {
            app,
            look,
            pacer: Pacer::new(start),
            start,
            fps: fps.clamp(1, MAX_FPS),
            frames: 0,
            jobs: Inline::recording(Stop::never()),
        }
    }

    /// The same, stopped by `stop`: work it waits for between two frames (counting the run's
    /// length takes minutes on large boards) is dropped when `stop` is raised, and
    /// [`record`] ends at the next frame.
    pub fn stopped_by(self, stop: Stop) -> Self {
        Headless {
            jobs: Inline::recording(stop),
            ..self
        }
    }

    /// The time of frame `k` (from 0) from the start.
    pub fn time_of(&self, k: u64) -> Duration {
        let fps = u64::from(self.fps);
        Duration::from_secs(k / fps) + Duration::from_nanos(k % fps * 1_000_000_000 / fps)
    }

    /// Moves the clock on to the next frame and runs the events due by then (for the first
    /// frame, none: it shows the start); returns the frame's time from the start.
    pub fn next_frame(&mut self) -> Duration {
        let time = self.time_of(self.frames);
        if self.frames > 0 {
            let now = self.start + time;
            self.pacer.advance_by(&mut self.app, now, || now);
        }
        self.frames += 1;
        time
    }

    /// Draws the screen as it is now into `frame`, the state learning its sizes first (as
    /// the live loop does for each frame), every character legible on the recording's dark
    /// screen (see [`legible`](crate::export::legible)).
    pub fn draw(&mut self, frame: &mut Frame) {
        let (_, effects) = ui::draw_prepared(frame, &mut self.app, self.look);
        legible::make_legible(frame.buffer_mut());
        self.carry_out(effects);
        let now = self.start + self.time_of(self.frames.saturating_sub(1));
        self.pacer.drew(now);
    }

    /// Carries out what the state asks for, at once, and reports the outcomes back to it.
    fn carry_out(&mut self, effects: Vec<Effect>) {
        // A stop ends the recording at the next frame, which looks at the stop itself.
        let _ = jobs::drive(&mut self.app, &mut self.jobs, effects);
    }

    /// The animation's state.
    pub fn app(&self) -> &App {
        &self.app
    }

    /// Hands `action` to the state as a key would, and carries out what it asks for at once.
    pub fn update(&mut self, action: crate::vocabulary::Action) {
        let effects = self.app.update(action);
        self.carry_out(effects);
    }
}

/// The kinds of file a recording is written as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// asciicast v2 ([`crate::export::cast`]): what the terminal was sent, for a player.
    Cast,
    /// One animated SVG picture ([`crate::export::animated`]), for a web page.
    Svg,
}

/// One frame of a recording, as a [`Reel`] is handed it.
#[derive(Debug)]
pub struct Shot<'a> {
    /// When it shows, from the start.
    pub time: Duration,
    /// When the next frame shows: the end of this one.
    pub until: Duration,
    /// The screen as drawn.
    pub screen: &'a Buffer,
    /// What a terminal was sent to show it: the cells that changed since the frame before.
    pub sent: &'a [u8],
    /// Whether the screen differs from the frame before (the first always does).
    pub changed: bool,
    /// Whether it is the recording's last frame.
    pub last: bool,
}

/// Where the frames of a recording go, one at a time.
pub trait Reel {
    /// Takes the next frame.
    fn take(&mut self, shot: &Shot) -> io::Result<()>;
}

/// Frames as asciicast events: the first sets the colours and the cursor it assumes, clears
/// the screen and draws the whole of it, each later one the cells that changed (as ratatui
/// sends them to a terminal). A frame that changes nothing is left out, except the last,
/// which ends the recording on time and leaves the player's terminal as the program leaves
/// one (see [`cast::ending`](crate::export::cast::ending)).
struct CastReel<W: Write> {
    cast: CastWriter<W>,
    /// The recorded terminal's rows, which the ending moves below.
    height: u16,
    /// Whether an event was written yet.
    started: bool,
}

impl<W: Write> Reel for CastReel<W> {
    fn take(&mut self, shot: &Shot) -> io::Result<()> {
        if !(shot.changed || shot.last) {
            return Ok(());
        }
        let sent = std::str::from_utf8(shot.sent)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
        let mut text = String::with_capacity(sent.len() + 32);
        if !self.started {
            text.push_str(cast::START);
            self.started = true;
        }
        text.push_str(sent);
        if shot.last {
            text.push_str(&cast::ending(self.height));
        }
        self.cast.output(shot.time, &text)
    }
}

/// Frames as one animated picture: each distinct screen once, from its time, the last shown
/// for its frame's length (so the loop holds every frame as long as the recording does).
struct SvgReel {
    film: Film,
    end: Duration,
}

impl Reel for SvgReel {
    fn take(&mut self, shot: &Shot) -> io::Result<()> {
        if shot.changed {
            self.film.frame(shot.time, shot.screen);
        }
        self.end = shot.until;
        Ok(())
    }
}

/// Records `app`, drawn as `look` says, for `take` into `out` as asciicast v2 with `title`
/// (see [`CastReel`]).
pub fn record<W: Write>(
    app: App,
    look: Appearance,
    take: Take,
    title: Option<String>,
    out: W,
) -> io::Result<W> {
    record_until(app, look, take, title, out, Stop::never())
}

/// As [`record`], but raising `stop` ends the recording within a frame or a poll of work
/// between frames, with an error of kind [`io::ErrorKind::Interrupted`]; what was written
/// is then of no use.
pub fn record_until<W: Write>(
    app: App,
    look: Appearance,
    take: Take,
    title: Option<String>,
    out: W,
    stop: Stop,
) -> io::Result<W> {
    record_cued(app, look, take, title, out, stop, &[])
}

/// As [`record_until`], handing each of `cues` to the state, as a key would, at the first
/// frame at or after its time (a lesson's steps).
pub fn record_cued<W: Write>(
    app: App,
    look: Appearance,
    take: Take,
    title: Option<String>,
    out: W,
    stop: Stop,
    cues: &[(Duration, crate::vocabulary::Action)],
) -> io::Result<W> {
    let header = Header::new(take.screen.width, take.screen.height, title);
    let mut reel = CastReel {
        cast: CastWriter::new(out, &header)?,
        height: take.screen.height,
        started: false,
    };
    film(app, look, take, stop, cues, &mut reel)?;
    reel.cast.finish()
}

/// As [`record_cued`], as one animated SVG picture titled `title` (see [`SvgReel`]): the
/// same frames on the same clock. The picture is written at the end, whole.
pub fn picture_cued<W: Write>(
    app: App,
    look: Appearance,
    take: Take,
    title: &str,
    out: W,
    stop: Stop,
    cues: &[(Duration, crate::vocabulary::Action)],
) -> io::Result<W> {
    let mut reel = SvgReel {
        film: Film::new(take.screen.width, take.screen.height, title),
        end: Duration::ZERO,
    };
    film(app, look, take, stop, cues, &mut reel)?;
    reel.film.write(reel.end, out)
}

/// Runs `app` for `take` on the virtual clock, handing each frame to `reel`, and each of
/// `cues` to the state at the first frame at or after its time.
pub fn film<R: Reel>(
    app: App,
    look: Appearance,
    take: Take,
    stop: Stop,
    cues: &[(Duration, crate::vocabulary::Action)],
    reel: &mut R,
) -> io::Result<()> {
    let mut cues = cues.iter().peekable();
    let area = Rect::from((Position::ORIGIN, take.screen));
    // A fixed viewport, so ratatui never asks the real terminal (if any) for its size.
    let options = TerminalOptions {
        viewport: Viewport::Fixed(area),
    };
    let tape = Tape::default();
    let mut terminal = Terminal::with_options(CrosstermBackend::new(tape.clone()), options)?;
    // The player's screen may hold anything before the first frame.
    terminal.backend_mut().clear_region(ClearType::All)?;
    let mut headless = Headless::new(app, look, take.fps).stopped_by(stop.clone());
    let mut shown: Option<Buffer> = None;
    let last = take.frames();
    let stopped = || {
        io::Error::new(
            io::ErrorKind::Interrupted,
            crate::t!("error-recording-stopped"),
        )
    };
    for k in 0..=last {
        let time = headless.next_frame();
        while let Some((_, action)) = cues.next_if(|(at, _)| *at <= time) {
            headless.update(action.clone());
        }
        if stop.raised() {
            return Err(stopped());
        }
        let frame = terminal.draw(|frame| headless.draw(frame))?;
        if stop.raised() {
            return Err(stopped());
        }
        let changed = shown.as_ref() != Some(frame.buffer);
        if changed {
            shown = Some(frame.buffer.clone());
        }
        let sent = tape.take();
        reel.take(&Shot {
            time,
            until: headless.time_of(k + 1),
            screen: frame.buffer,
            sent: &sent,
            changed,
            last: k == last,
        })?;
    }
    Ok(())
}

/// What the terminal is sent, kept until the frame is done. Shared with the backend, which
/// owns its writer and lends it out only under an unstable feature.
#[derive(Debug, Clone, Default)]
struct Tape(Rc<RefCell<Vec<u8>>>);

impl Tape {
    /// The bytes sent since the last call.
    fn take(&self) -> Vec<u8> {
        std::mem::take(&mut self.0.borrow_mut())
    }
}

impl Write for Tape {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Options;
    use crate::runtime::BATCH;
    use crate::vocabulary::{Speed, Strategy};
    use ratatui::backend::TestBackend;

    fn headless(n: usize, speed: Speed, fps: u32) -> Headless {
        Headless::new(
            App::new(Options::new(n, speed, false)),
            Appearance::default(),
            fps,
        )
    }

    #[test]
    fn frames_are_evenly_spaced_on_the_virtual_clock() {
        let h = headless(8, Speed::PerSec(20), 30);
        assert_eq!(h.time_of(0), Duration::ZERO);
        assert_eq!(h.time_of(1), Duration::from_nanos(33_333_333));
        assert_eq!(h.time_of(30), Duration::from_secs(1));
        assert_eq!(h.time_of(31), Duration::from_nanos(1_033_333_333));
        let take = Take {
            screen: Size::new(100, 30),
            fps: 30,
            length: Duration::from_millis(2_290),
        };
        assert_eq!(take.frames(), 68);
    }

    #[test]
    fn a_set_speed_runs_the_events_due_by_each_frame() {
        let mut h = headless(8, Speed::PerSec(20), 10);
        // Frame 0 shows the start; ten frames later a second has passed: 20 events.
        for _ in 0..=10 {
            h.next_frame();
        }
        assert_eq!(h.app().solver().counters().events(), 20);
        assert_eq!(h.app().elapsed(), Duration::from_secs(1));
    }

    #[test]
    fn the_length_of_the_run_is_counted_between_the_first_two_frames() {
        let mut h = headless(8, Speed::PerSec(20), 20);
        let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
        assert_eq!(h.app().search().timeline().total(Strategy::Bitmask), None);
        h.next_frame();
        terminal.draw(|frame| h.draw(frame)).unwrap();
        // Counted exactly, as the live loop's background count would have.
        let (total, exact) = h
            .app()
            .search()
            .timeline()
            .total(Strategy::Bitmask)
            .unwrap();
        assert!(exact);
        assert_eq!(total, expected_events(8));
    }

    /// The events of the whole run of `n`, from the solver itself.
    fn expected_events(n: usize) -> u64 {
        let mut app = App::new(Options::new(n, Speed::Max, false));
        while app.run_events(u64::MAX) > 0 {}
        app.solver().counters().events()
    }

    #[test]
    fn top_speed_runs_one_batch_a_frame_even_on_a_board_it_cannot_finish() {
        let mut h = headless(32, Speed::Max, MAX_FPS);
        for _ in 0..=3 {
            h.next_frame();
        }
        assert_eq!(h.app().solver().counters().events(), 3 * BATCH);
    }

    #[test]
    fn the_same_take_makes_the_same_bytes() {
        let take = Take {
            screen: Size::new(100, 30),
            fps: 20,
            length: Duration::from_secs(2),
        };
        let run = || {
            let app = App::new(Options::new(6, Speed::PerSec(200), false));
            record(app, Appearance::default(), take, None, Vec::new()).unwrap()
        };
        let first = run();
        assert_eq!(first, run());
        let text = String::from_utf8(first).unwrap();
        assert!(text.lines().count() > 2, "{text}");
        assert!(
            text.lines().nth(1).unwrap().contains("\\u001b[2J"),
            "{text}"
        );
    }
}
