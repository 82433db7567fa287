//! The speed ladder behind `+` and `-`: roughly ×2 steps from 1 event/s up to top speed.

use crate::vocabulary::Speed;

/// Events per second on the ladder, slowest first; one step past the last is [`Speed::Max`].
const LADDER: [u32; 19] = [
    1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
    200_000, 500_000, 1_000_000,
];

/// One step faster: the next ladder value above the current speed, then top speed.
pub fn faster(speed: Speed) -> Speed {
    match speed {
        Speed::Max => Speed::Max,
        Speed::PerSec(v) => LADDER
            .iter()
            .copied()
            .find(|&step| step > v)
            .map_or(Speed::Max, Speed::PerSec),
    }
}

/// One step slower: the ladder value below the current speed; 1 event/s is the floor.
pub fn slower(speed: Speed) -> Speed {
    let below = |v: u32| LADDER.iter().rev().copied().find(|&step| step < v);
    match speed {
        Speed::Max => Speed::PerSec(LADDER[LADDER.len() - 1]),
        Speed::PerSec(v) => Speed::PerSec(below(v).unwrap_or(1)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ladder_climbs_in_roughly_doubling_steps_to_max() {
        let mut speed = Speed::PerSec(1);
        let mut steps = 0;
        while speed != Speed::Max {
            let next = faster(speed);
            if let (Speed::PerSec(a), Speed::PerSec(b)) = (speed, next) {
                assert!(
                    2 * a <= b && 2 * b <= 5 * a,
                    "{a} -> {b} is not a ×2–2.5 step"
                );
            }
            speed = next;
            steps += 1;
        }
        assert_eq!(steps, LADDER.len());
        assert_eq!(faster(Speed::Max), Speed::Max);
    }

    #[test]
    fn slower_floors_at_one_and_leaves_max_for_the_top_rung() {
        assert_eq!(slower(Speed::PerSec(1)), Speed::PerSec(1));
        assert_eq!(slower(Speed::PerSec(2)), Speed::PerSec(1));
        assert_eq!(slower(Speed::Max), Speed::PerSec(1_000_000));
        // Off-ladder speeds from the command line join the ladder at the nearest rung.
        assert_eq!(slower(Speed::PerSec(30)), Speed::PerSec(20));
        assert_eq!(faster(Speed::PerSec(30)), Speed::PerSec(50));
        assert_eq!(faster(Speed::PerSec(5_000_000)), Speed::Max);
    }
}
