//! The lanes kernel eight subproblems at a time, one in each 32-bit lane of an AVX2 register:
//! for boards up to n = 19, twice the searches of [`super::lanes`] per vector instruction. Where
//! the CPU has AVX-512, [`super::lanes16`] counts these boards instead; this kernel is the
//! fallback for AVX2.
//!
//! The loop is that of [`super::lanes`] (read its notes first): each iteration moves every lane
//! one step with masks instead of branches, the masks are undone on the way up with the queen
//! of the row above, and the stack holds one bit per row. What changes is the room: the
//! diagonals must keep every bit that undoing can bring back onto the board. Going down from a
//! subproblem's first row `f` to row `d`, `ld` gains bits up to `n - 1 + (d - f)`, and `rd`
//! loses bits down to `-(d - f)`; `d` goes as far as `n - 3`. Here `ld` lives in a 32-bit lane
//! as it is, and `rd` shifted up by [`SHIFT`] bits, so a subproblem fits if
//! `n - 1 + (n - 3 - f) <= 31` and `n - 3 - f <= SHIFT <= 32 - n`: from n = 8 to 19 every
//! subproblem of format 1 does ([`fits`]); the plan sends the others to [`super::lanes`].
//!
//! Nodes are counted per lane in 32 bits and moved into each lane's 64-bit tally when its
//! subproblem ends and every [`FLUSH_EVERY`] iterations, so no count wraps.

// Lanes are 32-bit words read as masks (below 2^32), rows (below 32, or far below zero for an
// idle lane, only ever masked to 0..32) and counts: the casts move bits within those ranges.
#![allow(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::cast_possible_wrap
)]

use std::arch::x86_64::{
    __m256i, _mm256_add_epi32, _mm256_and_si256, _mm256_andnot_si256, _mm256_blendv_epi8,
    _mm256_blendv_ps, _mm256_castps_si256, _mm256_castsi256_ps, _mm256_cmpeq_epi32,
    _mm256_movemask_ps, _mm256_or_si256, _mm256_set1_epi32, _mm256_setr_epi32, _mm256_slli_epi32,
    _mm256_srli_epi32, _mm256_srlv_epi32, _mm256_sub_epi32, _mm256_xor_si256,
};

use bytemuck::cast;

use super::border::BorderClass;
use super::kernel::{Tally, tally_ends};
use super::lanes::Isa;
use super::split::Subproblem;
use crate::solver::MAX_N;

const LANES: usize = 8;

/// How far `rd` is shifted up in its lane, so that shifting right keeps the bits that going
/// back up needs (see the module's notes).
const SHIFT: i32 = 12;

/// Iterations between two moves of the lanes' 32-bit node counts into their tallies: each
/// iteration adds at most 5 to a lane, so 2^28 of them stay below 2^31.
const FLUSH_EVERY: u32 = 1 << 28;

/// Whether a subproblem of an `n` board with its first `depth` rows placed fits in the lanes.
pub(crate) fn fits(n: usize, depth: usize) -> bool {
    let shift = SHIFT as usize;
    // Rows `depth ..= n - 3` are searched here; below that the kernel has no three rows.
    let steps = n.saturating_sub(3 + depth);
    (2..=32).contains(&n)
        && depth >= 2
        && depth + 3 <= n
        && n - 1 + steps <= 31
        && steps <= shift
        && n - 1 + shift <= 31
}

/// The largest board whose format 1 subproblems all fit (see [`fits`]).
pub(crate) const LARGEST: usize = 19;

/// Counts every subproblem `subs` yields (with a caller's key each), reporting each one's tally
/// to `report` as it finishes. Stops taking new subproblems once `stop` says so.
///
/// # Panics
/// If the CPU lacks AVX2 (check [`super::lanes::available`] first), or a subproblem does not
/// [`fit`](fits).
pub(crate) fn solve<'a, K: Copy>(
    classes: &[BorderClass],
    subs: impl Iterator<Item = (K, &'a Subproblem)>,
    report: &mut dyn FnMut(K, Tally),
    stop: &dyn Fn() -> bool,
) {
    let isa = Isa::best().expect("the lanes kernel needs AVX2");
    solve_with(isa, classes, subs, report, stop);
}

/// [`solve`] compiled for `isa`, to compare the builds in tests.
///
/// # Panics
/// If the CPU lacks `isa`.
pub(crate) fn solve_with<'a, K: Copy>(
    isa: Isa,
    classes: &[BorderClass],
    subs: impl Iterator<Item = (K, &'a Subproblem)>,
    report: &mut dyn FnMut(K, Tally),
    stop: &dyn Fn() -> bool,
) {
    let best = Isa::best().expect("the lanes kernel needs AVX2");
    assert!(
        isa == Isa::Avx2 || best == Isa::Avx512,
        "this CPU has no AVX-512VL"
    );
    #[allow(unsafe_code)]
    // SAFETY: `run_avx2` and `run_avx512` (and `refill`, `flush` and `solutions`, which they
    // call) are unsafe to call only for their `target_feature`: AVX2 for all, which
    // `Isa::best` found on this CPU (the detection also checks that the OS saves the vector
    // registers), and for `run_avx512` AVX-512F and VL too, which the assert above found when
    // it is chosen. They use no raw pointers: vectors move to and from arrays through
    // `bytemuck`.
    unsafe {
        match isa {
            Isa::Avx2 => run_avx2(classes, subs, report, stop),
            Isa::Avx512 => run_avx512(classes, subs, report, stop),
        }
    }
}

/// What a lane works on, besides its vector state.
#[derive(Clone, Copy)]
struct Lane<K> {
    key: Option<K>,
    class: usize,
    /// The subproblem's last prefix row, and its queen (the stack holds [`MARK`] there).
    top: (usize, u32),
    /// Its counts so far; nodes up to the last flush.
    tally: Tally,
}

/// The vector state of the eight searches.
struct State {
    /// The row each lane is on.
    d: __m256i,
    cols: __m256i,
    ld: __m256i,
    /// `rd << SHIFT`.
    rdx: __m256i,
    /// The squares left to try on the lane's row.
    free: __m256i,
    /// The queen of the row above, so going up waits for no load.
    above: __m256i,
    /// Per lane, the rows whose side columns the class closes, one bit each.
    far: __m256i,
    /// Per lane, the class's allowed squares on the last row.
    bottom: __m256i,
    /// Nodes since the lane's last flush.
    nodes: __m256i,
}

/// A row index no lane reaches: an idle lane's start.
const IDLE: i32 = i32::MIN / 2;

/// Stands for the queen above a subproblem's first row, so that going up from that row, which
/// ends the subproblem, is seen without keeping the row: no queen is on column 31 of a board
/// that fits.
const MARK: i32 = i32::MIN;

/// Defines `$name`, the loop compiled for `$features`: one source, two builds (as in
/// [`super::lanes`]).
macro_rules! lanes8_loop {
    ($name:ident, $features:literal) => {
        #[target_feature(enable = $features)]
        fn $name<'a, K: Copy>(
            classes: &[BorderClass],
            mut subs: impl Iterator<Item = (K, &'a Subproblem)>,
            report: &mut dyn FnMut(K, Tally),
            stop: &dyn Fn() -> bool,
        ) {
            let Some(n) = classes.first().map(|c| c.n) else {
                return;
            };
            assert!(n <= LARGEST, "the 32-bit lanes hold boards up to {LARGEST}");
            debug_assert!(classes.iter().all(|c| {
                let full = crate::solver::full_mask(n);
                (2..n - 1)
                    .all(|r| c.allowed[r] == full || c.allowed[r] == full & !(1 | 1 << (n - 1)))
            }));
            let full = crate::solver::full_mask(n) as i32;
            let sides = 1 | (1i32 << (n - 1));
            let splat = _mm256_set1_epi32;
            let (zero, one, all, mark) = (splat(0), splat(1), splat(-1), splat(MARK));
            let fullv = splat(full);
            let (open, closed) = (
                _mm256_castsi256_ps(fullv),
                _mm256_castsi256_ps(splat(full & !sides)),
            );
            let deepest = splat(n as i32 - 3);
            let last = splat(n as i32 - 1);
            let far_rows: Vec<i32> = classes
                .iter()
                .map(|c| {
                    (1..n - 1)
                        .filter(|&r| c.allowed[r] & sides as u32 == 0)
                        .fold(0, |acc, r| acc | 1 << r)
                })
                .collect();
            // The class's squares on a row, per lane, for rows 2 to n - 2, from the row's bit
            // of `far` moved to the sign.
            let allowed = |sign: __m256i| {
                _mm256_castps_si256(_mm256_blendv_ps(open, closed, _mm256_castsi256_ps(sign)))
            };

            let mut stack = [0i32; LANES * 32];
            let mut lanes: [Lane<K>; LANES] = [Lane {
                key: None,
                class: 0,
                top: (0, 0),
                tally: Tally::default(),
            }; LANES];
            let mut st = State {
                d: splat(IDLE),
                cols: fullv,
                ld: zero,
                rdx: zero,
                free: zero,
                above: zero,
                far: zero,
                bottom: zero,
                nodes: zero,
            };
            let mut done_mask = 0xFF;
            let mut budget = FLUSH_EVERY;
            loop {
                if done_mask != 0 {
                    let busy;
                    (st, busy) = refill(
                        st, &mut lanes, &mut stack, done_mask, classes, &far_rows, &mut subs,
                        report, stop,
                    );
                    if !busy {
                        return;
                    }
                }
                if budget == 0 {
                    st.nodes = flush(st.nodes, &mut lanes);
                    budget = FLUSH_EVERY;
                }
                // Steps until a lane finds a solution or ends its subproblem: no call inside,
                // so the state can stay in registers.
                let (found_mask, fails, x, y) = loop {
                    budget -= 1;
                    let State {
                        d,
                        cols,
                        ld,
                        rdx,
                        free,
                        above,
                        far,
                        bottom,
                        ..
                    } = st;

                    // Up a row where nothing is left, as in `lanes`.
                    let empty = _mm256_cmpeq_epi32(free, zero);
                    let up = _mm256_sub_epi32(d, one);
                    let pb = above;
                    let pc = _mm256_xor_si256(cols, pb);
                    let pl = _mm256_xor_si256(_mm256_srli_epi32::<1>(ld), pb);
                    let prx = _mm256_xor_si256(
                        _mm256_slli_epi32::<1>(rdx),
                        _mm256_slli_epi32::<SHIFT>(pb),
                    );
                    let pr = _mm256_srli_epi32::<SHIFT>(prx);
                    let up_sign = _mm256_slli_epi32::<31>(_mm256_srlv_epi32(far, up));
                    let pf = _mm256_andnot_si256(
                        _mm256_or_si256(pb, _mm256_sub_epi32(pb, one)),
                        _mm256_andnot_si256(
                            _mm256_or_si256(_mm256_or_si256(pc, pl), pr),
                            allowed(up_sign),
                        ),
                    );
                    let finished = _mm256_and_si256(empty, _mm256_cmpeq_epi32(pb, mark));
                    done_mask = _mm256_movemask_ps(_mm256_castsi256_ps(finished));
                    let d = _mm256_blendv_epi8(d, up, empty);
                    let cols = _mm256_blendv_epi8(cols, pc, empty);
                    let ld = _mm256_blendv_epi8(ld, pl, empty);
                    let rdx = _mm256_blendv_epi8(rdx, prx, empty);
                    let free = _mm256_andnot_si256(finished, _mm256_blendv_epi8(free, pf, empty));

                    // Try the lowest square left: place it and look at the rows after it.
                    let none = _mm256_cmpeq_epi32(free, zero);
                    let bit = _mm256_and_si256(free, _mm256_sub_epi32(zero, free));
                    let nc = _mm256_or_si256(cols, bit);
                    let nl = _mm256_slli_epi32::<1>(_mm256_or_si256(ld, bit));
                    let nrx = _mm256_srli_epi32::<1>(_mm256_or_si256(
                        rdx,
                        _mm256_slli_epi32::<SHIFT>(bit),
                    ));
                    let nr = _mm256_srli_epi32::<SHIFT>(nrx);
                    let far_here = _mm256_srlv_epi32(far, d);
                    let nf = _mm256_andnot_si256(
                        _mm256_or_si256(_mm256_or_si256(nc, nl), nr),
                        allowed(_mm256_slli_epi32::<30>(far_here)),
                    );
                    let attacked2 =
                        _mm256_or_si256(_mm256_slli_epi32::<1>(nl), _mm256_srli_epi32::<1>(nr));
                    let l2 = _mm256_andnot_si256(
                        _mm256_or_si256(nc, attacked2),
                        allowed(_mm256_slli_epi32::<29>(far_here)),
                    );
                    let a3 = allowed(_mm256_slli_epi32::<28>(far_here));
                    let at_last = _mm256_cmpeq_epi32(_mm256_add_epi32(d, splat(3)), last);
                    let a3 = _mm256_andnot_si256(_mm256_andnot_si256(bottom, at_last), a3);
                    let attacked3 =
                        _mm256_or_si256(_mm256_slli_epi32::<2>(nl), _mm256_srli_epi32::<2>(nr));
                    let l3 = _mm256_andnot_si256(_mm256_or_si256(nc, attacked3), a3);
                    let dead = _mm256_or_si256(
                        _mm256_cmpeq_epi32(nf, zero),
                        _mm256_or_si256(_mm256_cmpeq_epi32(l2, zero), _mm256_cmpeq_epi32(l3, zero)),
                    );
                    let deep = _mm256_cmpeq_epi32(d, deepest);
                    let deep_try = _mm256_andnot_si256(none, deep);

                    // On row n - 3, the two rows after it, as in `lanes`.
                    let rest = _mm256_andnot_si256(nc, fullv);
                    let x = _mm256_and_si256(rest, _mm256_sub_epi32(zero, rest));
                    let y = _mm256_xor_si256(rest, x);
                    let no_x = _mm256_cmpeq_epi32(_mm256_and_si256(nf, x), zero);
                    let no_y = _mm256_cmpeq_epi32(_mm256_and_si256(nf, y), zero);
                    let around = |q: __m256i| {
                        _mm256_or_si256(
                            attacked2,
                            _mm256_or_si256(_mm256_slli_epi32::<1>(q), _mm256_srli_epi32::<1>(q)),
                        )
                    };
                    let y_last = _mm256_andnot_si256(around(x), _mm256_and_si256(bottom, y));
                    let x_last = _mm256_andnot_si256(around(y), _mm256_and_si256(bottom, x));
                    let no_xy = _mm256_or_si256(no_x, _mm256_cmpeq_epi32(y_last, zero));
                    let no_yx = _mm256_or_si256(no_y, _mm256_cmpeq_epi32(x_last, zero));
                    let fails = _mm256_add_epi32(
                        _mm256_add_epi32(no_x, no_y),
                        _mm256_add_epi32(no_xy, no_yx),
                    );
                    st.nodes = _mm256_add_epi32(
                        _mm256_sub_epi32(st.nodes, _mm256_xor_si256(none, all)),
                        _mm256_and_si256(_mm256_add_epi32(fails, splat(4)), deep_try),
                    );

                    // The path: this row's queen, and the queen above for a lane that went up.
                    let (rows, bits): ([i32; LANES], [i32; LANES]) = (cast(d), cast(bit));
                    let mut parents = [0i32; LANES];
                    for l in 0..LANES {
                        let row = rows[l] as usize;
                        stack[l * 32 + (row & 31)] = bits[l];
                        parents[l] = stack[l * 32 + (row.wrapping_sub(1) & 31)];
                    }
                    let above = _mm256_setr_epi32(
                        parents[0], parents[1], parents[2], parents[3], parents[4], parents[5],
                        parents[6], parents[7],
                    );
                    let found = _mm256_andnot_si256(_mm256_and_si256(no_xy, no_yx), deep_try);
                    let found_mask = _mm256_movemask_ps(_mm256_castsi256_ps(found));

                    // Each lane's next state: down a row, or the same row with `bit` tried.
                    let down = _mm256_andnot_si256(
                        _mm256_or_si256(none, _mm256_or_si256(dead, deep)),
                        all,
                    );
                    st.free = _mm256_blendv_epi8(_mm256_xor_si256(free, bit), nf, down);
                    st.cols = _mm256_blendv_epi8(cols, nc, down);
                    st.ld = _mm256_blendv_epi8(ld, nl, down);
                    st.rdx = _mm256_blendv_epi8(rdx, nrx, down);
                    st.above = _mm256_blendv_epi8(above, bit, down);
                    st.d = _mm256_sub_epi32(d, down);
                    if (found_mask | done_mask) != 0 || budget == 0 {
                        break (found_mask, [no_xy, no_yx], x, y);
                    }
                };
                if found_mask != 0 {
                    // The stack still holds the path of the step that found them.
                    solutions(&stack, &mut lanes, classes, n, found_mask, fails, x, y);
                }
            }
        }
    };
}

lanes8_loop!(run_avx2, "avx2");
lanes8_loop!(run_avx512, "avx2,avx512f,avx512vl");

/// Moves every lane's node count into its tally; returns the zeroed counts.
#[cold]
#[inline(never)]
#[target_feature(enable = "avx2")]
fn flush<K: Copy>(nodes: __m256i, lanes: &mut [Lane<K>; LANES]) -> __m256i {
    let counts: [u32; LANES] = cast(nodes);
    for (lane, &c) in lanes.iter_mut().zip(&counts) {
        lane.tally.nodes += u64::from(c);
    }
    _mm256_set1_epi32(0)
}

/// Adds the solutions the lanes in `mask` found on their row n - 3: `x` then `y` on the last
/// two rows, then `y` then `x`; a lane's word in `fails` is all ones where that way failed.
#[allow(clippy::too_many_arguments)]
#[cold]
#[inline(never)]
#[target_feature(enable = "avx2")]
fn solutions<K: Copy>(
    stack: &[i32; LANES * 32],
    lanes: &mut [Lane<K>; LANES],
    classes: &[BorderClass],
    n: usize,
    mask: i32,
    fails: [__m256i; 2],
    x: __m256i,
    y: __m256i,
) {
    let (xs, ys): ([u32; LANES], [u32; LANES]) = (cast(x), cast(y));
    let fails: [[i32; LANES]; 2] = [cast(fails[0]), cast(fails[1])];
    for l in (0..LANES).filter(|l| mask & (1 << l) != 0) {
        let mut path = [0u32; MAX_N];
        for (r, p) in path.iter_mut().enumerate().take(n - 2) {
            *p = stack[l * 32 + r] as u32;
        }
        let lane = &mut lanes[l];
        path[lane.top.0] = lane.top.1;
        let class = &classes[lane.class];
        let holds = (fails[0][l] == 0, fails[1][l] == 0);
        tally_ends(class, &mut path, (xs[l], ys[l]), holds, &mut lane.tally);
    }
}

/// Reports the lanes in `mask` that finished their subproblem and gives each the next one, or
/// leaves it idle.
/// Returns the new state, and whether any lane has work.
#[allow(clippy::too_many_arguments)]
#[cold]
#[inline(never)]
#[target_feature(enable = "avx2")]
fn refill<'a, K: Copy>(
    st: State,
    lanes: &mut [Lane<K>; LANES],
    stack: &mut [i32; LANES * 32],
    mask: i32,
    classes: &[BorderClass],
    far_rows: &[i32],
    subs: &mut impl Iterator<Item = (K, &'a Subproblem)>,
    report: &mut dyn FnMut(K, Tally),
    stop: &dyn Fn() -> bool,
) -> (State, bool) {
    let mut v: [[i32; LANES]; 9] = [
        cast(st.d),
        cast(st.cols),
        cast(st.ld),
        cast(st.rdx),
        cast(st.free),
        cast(st.above),
        cast(st.far),
        cast(st.bottom),
        cast(st.nodes),
    ];
    let n = classes[0].n;
    let full = crate::solver::full_mask(n) as i32;
    for l in (0..LANES).filter(|l| mask & (1 << l) != 0) {
        let [d, cols, ld, rdx, free, above, far, bottom, nodes] = &mut v;
        if let Some(key) = lanes[l].key.take() {
            let mut tally = lanes[l].tally;
            tally.nodes += u64::from(nodes[l] as u32);
            report(key, tally);
        }
        nodes[l] = 0;
        let next = if stop() { None } else { subs.next() };
        let Some((key, sub)) = next else {
            // Idle: every square taken, nothing free, and a start above its row, which only
            // ever goes up.
            (d[l], cols[l], free[l], above[l]) = (IDLE, full, 0, 0);
            stack[l * 32..(l + 1) * 32].fill(0);
            continue;
        };
        let class = &classes[usize::from(sub.class)];
        let depth = usize::from(sub.depth);
        assert!(
            fits(n, depth),
            "a subproblem {depth} rows deep does not fit the lanes"
        );
        lanes[l] = Lane {
            key: Some(key),
            class: usize::from(sub.class),
            top: (depth - 1, sub.prefix[depth - 1]),
            tally: Tally::default(),
        };
        for (r, &q) in sub.prefix[..depth].iter().enumerate() {
            stack[l * 32 + r] = q as i32;
        }
        stack[l * 32 + depth - 1] = MARK;
        d[l] = depth as i32;
        cols[l] = sub.cols as i32;
        // The prefix's diagonals beyond the board never come back onto it: dropped, so that
        // only the bits undoing needs take room.
        ld[l] = (sub.ld & crate::solver::full_mask(n)) as i32;
        rdx[l] = (sub.rd << SHIFT) as i32;
        free[l] = (class.allowed[depth] & !(sub.cols | sub.ld | sub.rd)) as i32;
        above[l] = MARK;
        far[l] = far_rows[usize::from(sub.class)];
        bottom[l] = class.allowed[class.n - 1] as i32;
    }
    let [d, cols, ld, rdx, free, above, far, bottom, nodes] = v;
    let st = State {
        d: cast(d),
        cols: cast(cols),
        ld: cast(ld),
        rdx: cast(rdx),
        free: cast(free),
        above: cast(above),
        far: cast(far),
        bottom: cast(bottom),
        nodes: cast(nodes),
    };
    (st, lanes.iter().any(|l| l.key.is_some()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::kernel::Kernel;
    use crate::count::split;

    /// The builds this CPU can run.
    fn isas() -> Vec<Isa> {
        match Isa::best() {
            Some(Isa::Avx512) => vec![Isa::Avx2, Isa::Avx512],
            Some(Isa::Avx2) => vec![Isa::Avx2],
            None => {
                eprintln!("no AVX2 here: the lanes kernel is not used, nothing to compare");
                vec![]
            }
        }
    }

    #[test]
    fn every_subproblem_matches_the_scalar_kernel() {
        for (isa, n) in isas()
            .into_iter()
            .flat_map(|i| (5..=13).map(move |n| (i, n)))
        {
            let classes = BorderClass::all(n);
            let subs = split::subproblems(&classes, split::depth_for(n));
            let mut got = vec![None; subs.len()];
            solve_with(
                isa,
                &classes,
                subs.iter().enumerate(),
                &mut |i, t| {
                    assert!(got[i].replace(t).is_none(), "reported twice");
                },
                &|| false,
            );
            for (i, sub) in subs.iter().enumerate() {
                let class = &classes[usize::from(sub.class)];
                let depth = usize::from(sub.depth);
                let want =
                    Kernel::new(class, &sub.prefix[..depth]).run(depth, sub.cols, sub.ld, sub.rd);
                assert_eq!(got[i], Some(want), "{isa:?}, n = {n}, {sub:?}");
            }
        }
    }

    #[test]
    fn the_deepest_undo_keeps_every_bit() {
        // The largest board, at its shallowest cut: subproblems that go down the most rows
        // and so need the whole width of a lane. Only the first class's first few hundred
        // subproblems, to keep the test short; they still reach row n - 3 from the cut.
        let n = LARGEST;
        let depth = split::depth_for(n);
        assert!(fits(n, depth));
        let classes = BorderClass::all(n);
        let subs: Vec<_> = split::subproblems(&classes[..1], depth)
            .into_iter()
            .take(24)
            .collect();
        let mut got = vec![None; subs.len()];
        solve(
            &classes,
            subs.iter().enumerate(),
            &mut |i, t| {
                got[i] = Some(t);
            },
            &|| false,
        );
        for (i, sub) in subs.iter().enumerate() {
            let class = &classes[usize::from(sub.class)];
            let want =
                Kernel::new(class, &sub.prefix[..depth]).run(depth, sub.cols, sub.ld, sub.rd);
            assert_eq!(got[i], Some(want), "n = {n}, {sub:?}");
        }
    }

    #[test]
    fn the_cut_of_every_board_it_takes_fits() {
        for n in 8..=LARGEST {
            assert!(fits(n, split::depth_for(n)), "n = {n}");
        }
        // The first that does not: n = 20's format 1 pieces go down 13 rows.
        assert!(!fits(LARGEST + 1, split::depth_for(LARGEST + 1)));
        // A subproblem too shallow for its board.
        assert!(!fits(19, 2));
    }
}
