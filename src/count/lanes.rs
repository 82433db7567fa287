//! The kernel four subproblems at a time, one in each 64-bit lane of an AVX2 register.
//!
//! The scalar kernel ([`super::kernel`]) loses most of its time to branches it cannot predict:
//! whether a row has a square left, whether a placement survives the look-ahead. Here each
//! iteration moves every lane one step along its own search with masks instead of branches: a
//! lane with nothing left on its row goes up a row, then every lane tries the lowest square
//! left on its row (with the look-ahead, or on row n - 3 the two rows after it) and goes down
//! if the square survives. The only branches left are the rare ones: a solution found, a
//! subproblem finished. At n = 16 to 17 it counts about 1.25× as fast as the scalar kernel on
//! one core (Zen 3), and 1.4× with its AVX-512VL build (Zen 4), from fewer instructions per
//! node, not fewer nodes.
//!
//! It visits the same nodes as the scalar kernel, in the same order within each subproblem, and
//! its tallies are the same (tests compare every subproblem up to n = 13, nodes included).
//! Only the stack differs: going up needs nothing but the queen of the row above, kept in a
//! register, since the masks are undone with it (`ld` and `rd` live in 64 bits, `rd` shifted
//! up by 32, so no bit is ever shifted out) and that row's untried squares are its free
//! squares right of the queen. So the stack holds one bit per row, which is also the path a
//! solution is classified with.
//!
//! Chosen at run time: [`available`] says whether the CPU has AVX2; where it also has
//! AVX-512VL, the same loop built for it runs instead (see [`Isa`]). Up to n = 19 the plan
//! counts with [`super::lanes8`] instead: this loop in eight 32-bit lanes, which fit those boards;
//! or, where the CPU has AVX-512, with [`super::lanes16`], sixteen of them.

// Lanes are 64-bit words read as masks (below 2^32, or 2^64 for `rdx`), rows (below 32, or far
// below zero for an idle lane, only ever masked to 0..32) and counts: the casts move bits
// within those ranges.
#![allow(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::cast_possible_wrap
)]

use std::arch::x86_64::{
    __m256i, _mm256_add_epi64, _mm256_and_si256, _mm256_andnot_si256, _mm256_blendv_epi8,
    _mm256_blendv_pd, _mm256_castpd_si256, _mm256_castsi256_pd, _mm256_cmpeq_epi64,
    _mm256_movemask_pd, _mm256_or_si256, _mm256_set1_epi64x, _mm256_setr_epi64x, _mm256_slli_epi64,
    _mm256_srli_epi64, _mm256_srlv_epi64, _mm256_sub_epi64, _mm256_xor_si256,
};

use bytemuck::cast;

use super::border::BorderClass;
use super::kernel::{Tally, tally_ends};
use super::split::Subproblem;
use crate::solver::MAX_N;

const LANES: usize = 4;

/// Whether this CPU can run [`solve`].
pub(crate) fn available() -> bool {
    Isa::best().is_some()
}

/// The instructions the loop is compiled for. The code is the same AVX2 code; with AVX-512VL
/// the compiler has 32 vector registers instead of 16, enough to keep the whole state in them
/// (with 16 it spills about 60 values an iteration): about 1.08× as fast (Zen 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Isa {
    Avx2,
    Avx512,
}

impl Isa {
    /// The best this CPU has, if it has AVX2.
    pub(crate) fn best() -> Option<Self> {
        use std::arch::is_x86_feature_detected as has;
        // AVX2 first in every case: the AVX-512 build is the AVX2 code with more registers.
        if !has!("avx2") {
            None
        } else if has!("avx512f") && has!("avx512vl") {
            Some(Isa::Avx512)
        } else {
            Some(Isa::Avx2)
        }
    }
}

/// Counts every subproblem `subs` yields (with a caller's key each), reporting each one's tally
/// to `report` as it finishes. Stops taking new subproblems once `stop` says so.
///
/// # Panics
/// If the CPU lacks AVX2: check [`available`] first.
pub(crate) fn solve<'a, K: Copy>(
    classes: &[BorderClass],
    subs: impl Iterator<Item = (K, &'a Subproblem)>,
    report: &mut dyn FnMut(K, Tally),
    stop: &dyn Fn() -> bool,
) {
    let isa = Isa::best().expect("the lanes kernel needs AVX2");
    solve_with(isa, classes, subs, report, stop);
}

/// [`solve`] compiled for `isa`, to compare the two in tests.
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
    // SAFETY: `run_avx2` and `run_avx512` (and `refill` and `solutions`, which they call) are
    // unsafe to call only for their `target_feature`: AVX2 for all, which `Isa::best` found on
    // this CPU (the detection also checks that the OS saves the vector registers), and for
    // `run_avx512` AVX-512F and VL too, which the assert above found when it is chosen. They
    // use no raw pointers: vectors move to and from arrays through `bytemuck`.
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
    tally: Tally,
}

/// The vector state of the four searches.
struct State {
    /// The row each lane is on.
    d: __m256i,
    cols: __m256i,
    ld: __m256i,
    /// `rd << 32`: shifting right never drops a bit (a board has at most 32 rows).
    rdx: __m256i,
    /// The squares left to try on the lane's row.
    free: __m256i,
    /// The queen of the row above, so going up waits for no load.
    above: __m256i,
    /// Per lane, the rows whose side columns the class closes, one bit each.
    far: __m256i,
    /// Per lane, the class's allowed squares on the last row.
    bottom: __m256i,
    nodes: __m256i,
}

/// A row index no lane reaches: an idle lane's start.
const IDLE: i64 = i64::MIN / 2;

/// Stands for the queen above a subproblem's first row, so that going up from that row, which
/// ends the subproblem, is seen without keeping the row: no queen is on column 62.
const MARK: i64 = 1 << 62;

/// Defines `$name`, the loop compiled for `$features`: one source, two builds (a function
/// with its own `target_feature` cannot be inlined into one with more, so each build is
/// written out).
macro_rules! lanes_loop {
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
            // The rows' allowed squares are rebuilt from one bit a row (see `allowed` below): full,
            // or full less the side columns; the last row's are kept whole.
            debug_assert!(classes.iter().all(|c| {
                let full = crate::solver::full_mask(n);
                (2..n - 1)
                    .all(|r| c.allowed[r] == full || c.allowed[r] == full & !(1 | 1 << (n - 1)))
            }));
            let full = i64::from(crate::solver::full_mask(n));
            let sides = 1 | (1i64 << (n - 1));
            let splat = _mm256_set1_epi64x;
            let (zero, one, all, mark) = (splat(0), splat(1), splat(-1), splat(MARK));
            let fullv = splat(full);
            let (open, closed) = (
                _mm256_castsi256_pd(fullv),
                _mm256_castsi256_pd(splat(full & !sides)),
            );
            let deepest = splat(n as i64 - 3);
            let last = splat(n as i64 - 1);
            // The rows whose side columns each class closes; the last row is given apart.
            let far_rows: Vec<i64> = classes
                .iter()
                .map(|c| {
                    (1..n - 1)
                        .filter(|&r| c.allowed[r] & sides as u32 == 0)
                        .fold(0, |acc, r| acc | 1 << r)
                })
                .collect();
            // The class's squares on a row, per lane, for rows 2 to n - 2 (row 1 only ever lies
            // in a prefix; the last row is `bottom`), from the row's bit of `far` moved to the
            // sign.
            let allowed = |sign: __m256i| {
                _mm256_castpd_si256(_mm256_blendv_pd(open, closed, _mm256_castsi256_pd(sign)))
            };

            let mut stack = [0i64; LANES * 32];
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
            let mut done_mask = 0b1111;
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

                // Up a row where nothing is left: undo the queen above with its bit from the path;
                // its row's untried squares are the free ones above it.
                let empty = _mm256_cmpeq_epi64(free, zero);
                let up = _mm256_sub_epi64(d, one);
                let pb = above;
                let pc = _mm256_xor_si256(cols, pb);
                let pl = _mm256_xor_si256(_mm256_srli_epi64::<1>(ld), pb);
                let prx =
                    _mm256_xor_si256(_mm256_slli_epi64::<1>(rdx), _mm256_slli_epi64::<32>(pb));
                let pr = _mm256_srli_epi64::<32>(prx);
                let up_sign = _mm256_slli_epi64::<63>(_mm256_srlv_epi64(far, up));
                // (Squares above `pb`: not `-(pb << 1)`, which the compiler turns into a multiply.)
                let pf = _mm256_andnot_si256(
                    _mm256_or_si256(pb, _mm256_sub_epi64(pb, one)),
                    _mm256_andnot_si256(
                        _mm256_or_si256(_mm256_or_si256(pc, pl), pr),
                        allowed(up_sign),
                    ),
                );
                // Going up from the subproblem's first row, above which stands the mark.
                let finished = _mm256_and_si256(empty, _mm256_cmpeq_epi64(pb, mark));
                done_mask = _mm256_movemask_pd(_mm256_castsi256_pd(finished));
                let d = _mm256_blendv_epi8(d, up, empty);
                let cols = _mm256_blendv_epi8(cols, pc, empty);
                let ld = _mm256_blendv_epi8(ld, pl, empty);
                let rdx = _mm256_blendv_epi8(rdx, prx, empty);
                let free = _mm256_andnot_si256(finished, _mm256_blendv_epi8(free, pf, empty));

                // Try the lowest square left: place it and look at the rows after it.
                let none = _mm256_cmpeq_epi64(free, zero);
                let bit = _mm256_and_si256(free, _mm256_sub_epi64(zero, free));
                let nc = _mm256_or_si256(cols, bit);
                let nl = _mm256_slli_epi64::<1>(_mm256_or_si256(ld, bit));
                let nrx =
                    _mm256_srli_epi64::<1>(_mm256_or_si256(rdx, _mm256_slli_epi64::<32>(bit)));
                let nr = _mm256_srli_epi64::<32>(nrx);
                let far_here = _mm256_srlv_epi64(far, d);
                let nf = _mm256_andnot_si256(
                    _mm256_or_si256(_mm256_or_si256(nc, nl), nr),
                    allowed(_mm256_slli_epi64::<62>(far_here)),
                );
                let attacked2 =
                    _mm256_or_si256(_mm256_slli_epi64::<1>(nl), _mm256_srli_epi64::<1>(nr));
                let l2 = _mm256_andnot_si256(
                    _mm256_or_si256(nc, attacked2),
                    allowed(_mm256_slli_epi64::<61>(far_here)),
                );
                let a3 = allowed(_mm256_slli_epi64::<60>(far_here));
                let at_last = _mm256_cmpeq_epi64(_mm256_add_epi64(d, splat(3)), last);
                let a3 = _mm256_andnot_si256(_mm256_andnot_si256(bottom, at_last), a3);
                let attacked3 =
                    _mm256_or_si256(_mm256_slli_epi64::<2>(nl), _mm256_srli_epi64::<2>(nr));
                let l3 = _mm256_andnot_si256(_mm256_or_si256(nc, attacked3), a3);
                let dead = _mm256_or_si256(
                    _mm256_cmpeq_epi64(nf, zero),
                    _mm256_or_si256(_mm256_cmpeq_epi64(l2, zero), _mm256_cmpeq_epi64(l3, zero)),
                );
                let deep = _mm256_cmpeq_epi64(d, deepest);
                let deep_try = _mm256_andnot_si256(none, deep);

                // On row n - 3, the two rows after it: two columns are left, x and y (as in the
                // scalar kernel). The masks say where a way fails.
                let rest = _mm256_andnot_si256(nc, fullv);
                let x = _mm256_and_si256(rest, _mm256_sub_epi64(zero, rest));
                let y = _mm256_xor_si256(rest, x);
                let no_x = _mm256_cmpeq_epi64(_mm256_and_si256(nf, x), zero);
                let no_y = _mm256_cmpeq_epi64(_mm256_and_si256(nf, y), zero);
                let around = |q: __m256i| {
                    _mm256_or_si256(
                        attacked2,
                        _mm256_or_si256(_mm256_slli_epi64::<1>(q), _mm256_srli_epi64::<1>(q)),
                    )
                };
                let y_last = _mm256_andnot_si256(around(x), _mm256_and_si256(bottom, y));
                let x_last = _mm256_andnot_si256(around(y), _mm256_and_si256(bottom, x));
                let no_xy = _mm256_or_si256(no_x, _mm256_cmpeq_epi64(y_last, zero));
                let no_yx = _mm256_or_si256(no_y, _mm256_cmpeq_epi64(x_last, zero));
                // Nodes: every square tried, and on row n - 3 the queens of the two rows after it:
                // 4 less one for each way that fails (masks are -1 where true).
                let fails =
                    _mm256_add_epi64(_mm256_add_epi64(no_x, no_y), _mm256_add_epi64(no_xy, no_yx));
                st.nodes = _mm256_add_epi64(
                    _mm256_sub_epi64(st.nodes, _mm256_xor_si256(none, all)),
                    _mm256_and_si256(_mm256_add_epi64(fails, splat(4)), deep_try),
                );

                // The path: this row's queen (a lane that does not go down leaves a dead slot), and
                // the queen above, which a lane that went up needs for the next time.
                let (rows, bits): ([i64; LANES], [i64; LANES]) = (cast(d), cast(bit));
                let mut parents = [0i64; LANES];
                for l in 0..LANES {
                    let row = rows[l] as usize;
                    stack[l * 32 + (row & 31)] = bits[l];
                    parents[l] = stack[l * 32 + (row.wrapping_sub(1) & 31)];
                }
                let above = _mm256_setr_epi64x(parents[0], parents[1], parents[2], parents[3]);
                let found = _mm256_andnot_si256(_mm256_and_si256(no_xy, no_yx), deep_try);
                let found_mask = _mm256_movemask_pd(_mm256_castsi256_pd(found));
                if found_mask != 0 {
                    solutions(
                        &stack,
                        &mut lanes,
                        classes,
                        n,
                        found_mask,
                        [no_xy, no_yx],
                        x,
                        y,
                    );
                }

                // Each lane's next state: down a row, or the same row with `bit` tried.
                let down =
                    _mm256_andnot_si256(_mm256_or_si256(none, _mm256_or_si256(dead, deep)), all);
                st.free = _mm256_blendv_epi8(_mm256_xor_si256(free, bit), nf, down);
                st.cols = _mm256_blendv_epi8(cols, nc, down);
                st.ld = _mm256_blendv_epi8(ld, nl, down);
                st.rdx = _mm256_blendv_epi8(rdx, nrx, down);
                st.above = _mm256_blendv_epi8(above, bit, down);
                st.d = _mm256_sub_epi64(d, down);
            }
        }
    };
}

lanes_loop!(run_avx2, "avx2");
lanes_loop!(run_avx512, "avx2,avx512f,avx512vl");

/// Adds the solutions the lanes in `mask` found on their row n - 3: `x` then `y` on the last
/// two rows, then `y` then `x`; a lane's word in `fails` is all ones where that way failed.
#[allow(clippy::too_many_arguments)]
#[cold]
#[inline(never)]
#[target_feature(enable = "avx2")]
fn solutions<K: Copy>(
    stack: &[i64; LANES * 32],
    lanes: &mut [Lane<K>; LANES],
    classes: &[BorderClass],
    n: usize,
    mask: i32,
    fails: [__m256i; 2],
    x: __m256i,
    y: __m256i,
) {
    let (xs, ys): ([u64; LANES], [u64; LANES]) = (cast(x), cast(y));
    let fails: [[i64; LANES]; 2] = [cast(fails[0]), cast(fails[1])];
    for l in (0..LANES).filter(|l| mask & (1 << l) != 0) {
        let mut path = [0u32; MAX_N];
        for (r, p) in path.iter_mut().enumerate().take(n - 2) {
            *p = stack[l * 32 + r] as u32;
        }
        let lane = &mut lanes[l];
        path[lane.top.0] = lane.top.1;
        let class = &classes[lane.class];
        let ends = (xs[l] as u32, ys[l] as u32);
        let holds = (fails[0][l] == 0, fails[1][l] == 0);
        tally_ends(class, &mut path, ends, holds, &mut lane.tally);
    }
}

/// Reports the lanes in `mask` that finished their subproblem and gives each the next one, or
/// leaves it idle. Returns the new state, and whether any lane has work.
#[allow(clippy::too_many_arguments)]
#[cold]
#[inline(never)]
#[target_feature(enable = "avx2")]
fn refill<'a, K: Copy>(
    st: State,
    lanes: &mut [Lane<K>; LANES],
    stack: &mut [i64; LANES * 32],
    mask: i32,
    classes: &[BorderClass],
    far_rows: &[i64],
    subs: &mut impl Iterator<Item = (K, &'a Subproblem)>,
    report: &mut dyn FnMut(K, Tally),
    stop: &dyn Fn() -> bool,
) -> (State, bool) {
    let mut v: [[i64; LANES]; 9] = [
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
    let full = i64::from(crate::solver::full_mask(classes[0].n));
    for l in (0..LANES).filter(|l| mask & (1 << l) != 0) {
        let [d, cols, ld, rdx, free, above, far, bottom, nodes] = &mut v;
        if let Some(key) = lanes[l].key.take() {
            let mut tally = lanes[l].tally;
            tally.nodes = nodes[l] as u64;
            report(key, tally);
        }
        let next = if stop() { None } else { subs.next() };
        nodes[l] = 0;
        let Some((key, sub)) = next else {
            // Idle: every square taken, nothing free, and a start above its row, which only
            // ever goes up.
            (d[l], cols[l], free[l], above[l]) = (IDLE, full, 0, 0);
            stack[l * 32..(l + 1) * 32].fill(0);
            continue;
        };
        let class = &classes[usize::from(sub.class)];
        let depth = usize::from(sub.depth);
        // A prefix of rows 0 and 1 at least (row 1 is never searched here), and three rows
        // left for the look-ahead.
        debug_assert!(depth >= 2 && depth + 3 <= class.n);
        lanes[l] = Lane {
            key: Some(key),
            class: usize::from(sub.class),
            top: (depth - 1, sub.prefix[depth - 1]),
            tally: Tally::default(),
        };
        for (r, &q) in sub.prefix[..depth].iter().enumerate() {
            stack[l * 32 + r] = i64::from(q);
        }
        stack[l * 32 + depth - 1] = MARK;
        d[l] = depth as i64;
        cols[l] = i64::from(sub.cols);
        ld[l] = i64::from(sub.ld);
        rdx[l] = i64::from(sub.rd) << 32;
        free[l] = i64::from(class.allowed[depth] & !(sub.cols | sub.ld | sub.rd));
        above[l] = MARK;
        far[l] = far_rows[usize::from(sub.class)];
        bottom[l] = i64::from(class.allowed[class.n - 1]);
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
            .flat_map(|i| (5..=12).map(move |n| (i, n)))
        {
            let classes = BorderClass::all(n);
            let subs = split::subproblems(&classes, split::depth_for(n));
            let mut got = vec![None; subs.len()];
            let mut nodes = 0;
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
                nodes += want.nodes;
            }
            if n == 12 {
                // The tree of the scalar kernel: compared above, and not empty.
                assert_eq!(nodes, 116_564);
            }
        }
    }
}
