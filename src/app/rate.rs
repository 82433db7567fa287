//! Measured events per second, averaged over a window that fits the speed: long enough at
//! slow speeds to hold several events (1 event/s read over half a second would jump between
//! 0 and 2), short at high speeds so the figure follows changes.

use std::time::Duration;

/// A rate meter fed with (events, running time) and read once per frame.
#[derive(Debug, Clone, Default)]
pub struct RateMeter {
    window_events: u64,
    window_time: Duration,
    /// The last full window's rate; `None` until one is full.
    rate: Option<f64>,
}

/// Events a window holds at the least, where the speed allows.
const EVENTS_PER_WINDOW: f64 = 4.0;

/// The shortest and longest windows.
const MIN_WINDOW: Duration = Duration::from_millis(500);
const MAX_WINDOW: Duration = Duration::from_secs(8);

/// The window for a speed of `per_sec` events per second (`None`: top speed).
pub fn window(per_sec: Option<u32>) -> Duration {
    match per_sec {
        Some(rate) => Duration::from_secs_f64(EVENTS_PER_WINDOW / f64::from(rate.max(1)))
            .clamp(MIN_WINDOW, MAX_WINDOW),
        None => MIN_WINDOW,
    }
}

impl RateMeter {
    /// Adds events run and running time passed; a window of `window` closes into a reading.
    pub fn record(&mut self, events: u64, time: Duration, window: Duration) {
        self.window_events += events;
        self.window_time += time;
        if self.window_time >= window {
            #[expect(
                clippy::cast_precision_loss,
                reason = "a rate to show: 52 bits of precision are plenty"
            )]
            let events = self.window_events as f64;
            self.rate = Some(events / self.window_time.as_secs_f64());
            self.window_events = 0;
            self.window_time = Duration::ZERO;
        }
    }

    /// The last full window's rate, in events per second; `None` before one is full.
    pub fn per_sec(&self) -> Option<f64> {
        self.rate
    }

    /// Forgets the history (pause, restart): the next reading starts afresh.
    pub fn reset(&mut self) {
        *self = Self::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_event_a_second_reads_one() {
        let mut meter = RateMeter::default();
        let w = window(Some(1));
        assert_eq!(w, Duration::from_secs(4));
        for _ in 0..3 {
            meter.record(1, Duration::from_secs(1), w);
            assert_eq!(
                meter.per_sec(),
                None,
                "no reading before the window is full"
            );
        }
        meter.record(1, Duration::from_secs(1), w);
        assert_eq!(meter.per_sec(), Some(1.0));
    }

    #[test]
    fn windows_fit_the_speed() {
        assert_eq!(window(Some(2)), Duration::from_secs(2));
        assert_eq!(window(Some(1_000)), MIN_WINDOW);
        assert_eq!(window(None), MIN_WINDOW);
    }
}
