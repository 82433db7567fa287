//! Numbers and durations as people read them.

use std::time::Duration;

pub use crate::solver::notation::grouped;
use crate::vocabulary::Speed;

/// A measured rate, to the nearest whole number, grouped: `12,345`.
pub fn rate(per_sec: f64) -> String {
    // Whole digits of a finite rate; formatting (not casting) keeps any size exact.
    let whole = format!("{:.0}", per_sec.max(0.0));
    whole.parse().map_or(whole, grouped)
}

pub use crate::i18n::number::{approx, compact};

/// The speed as people read it: `20 events/s`, `1.0M events/s`, `max`.
pub fn speed(speed: Speed) -> String {
    match speed {
        Speed::Max => crate::t!("words-unit-max"),
        Speed::PerSec(1) => crate::t!("words-unit-one-event-per-second"),
        Speed::PerSec(v) => crate::t!("words-unit-events-per-second", rate = compact(u64::from(v))),
    }
}

/// A clock: `4.2 s`, `1:05.3`, `2:03:07`.
pub fn clock(elapsed: Duration) -> String {
    let secs = elapsed.as_secs_f64();
    let whole = elapsed.as_secs();
    match whole {
        // Under a second, tenths would round a fast run down to nothing.
        0 => crate::t!("words-unit-seconds", seconds = format!("{secs:.2}")),
        1..60 => crate::t!("words-unit-seconds", seconds = format!("{secs:.1}")),
        60..3600 => format!("{}:{:04.1}", whole / 60, secs - (whole / 60 * 60) as f64),
        _ => format!("{}:{:02}:{:02}", whole / 3600, whole / 60 % 60, whole % 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_well() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(14_772_512), "14,772,512");
        crate::i18n::scoped(crate::i18n::Lang::En, || {
            assert_eq!(compact(20), "20");
            assert_eq!(compact(50_000), "50k");
            assert_eq!(compact(1_500_000), "1.5M");
            assert_eq!(compact(1_000_000_000), "1G");
        });
    }

    #[test]
    fn clocks_read_well() {
        assert_eq!(clock(Duration::from_millis(4200)), "4.2 s");
        assert_eq!(clock(Duration::from_millis(21)), "0.02 s");
        assert_eq!(clock(Duration::from_millis(65_300)), "1:05.3");
        assert_eq!(clock(Duration::from_secs(7387)), "2:03:07");
    }
}
