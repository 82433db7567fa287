//! Measured events per second, averaged over about half a second so the figure is readable.

use std::time::Duration;

/// A rate meter fed with (events, running time) and read once per frame.
#[derive(Debug, Clone, Default)]
pub struct RateMeter {
    window_events: u64,
    window_time: Duration,
    rate: f64,
}

/// How much running time a reading averages over.
const WINDOW: Duration = Duration::from_millis(500);

impl RateMeter {
    /// Adds events run and running time passed.
    pub fn record(&mut self, events: u64, time: Duration) {
        self.window_events += events;
        self.window_time += time;
        if self.window_time >= WINDOW {
            self.rate = self.window_events as f64 / self.window_time.as_secs_f64();
            self.window_events = 0;
            self.window_time = Duration::ZERO;
        }
    }

    /// The last full window's rate, in events per second.
    pub fn per_sec(&self) -> f64 {
        self.rate
    }

    /// Forgets the history (pause, restart): the next reading starts afresh.
    pub fn reset(&mut self) {
        *self = Self::default();
    }
}
