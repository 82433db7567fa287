//! The walk of eight pieces at once, one in each 32-bit lane of an AVX2 register, for boards
//! whose solutions fit a word (n up to 16, the boards the mirror halves).
//!
//! The scalar walk ([`super::walk`]) spends most of its time on mispredicted branches: whether a
//! row has a square left, whether a placement leaves the next rows one. Here every lane moves
//! one step per iteration with masks instead of branches, as the counter's lanes kernel
//! (`count::lanes8`, whose notes explain the undoing) does, but on whole rows (no symmetry
//! classes) and recording each solution rather than counting it. On n = 16 the eight lanes walk
//! the left half of the tree about three times as fast as the scalar walk.
//!
//! Each lane reports its piece's solutions in search order (lowest column first on every row),
//! so a piece's list is the scalar walk's; the pieces' lists are interleaved, and the caller
//! keeps one list a piece.

// Lanes are 32-bit words read as masks (below 2^32) and rows (below 32, or far below zero for
// an idle lane, only ever masked to 0..32): the casts move bits within those ranges.
#![allow(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::cast_possible_wrap
)]

use std::arch::x86_64::{
    __m256i, _mm256_and_si256, _mm256_andnot_si256, _mm256_blendv_epi8, _mm256_castsi256_ps,
    _mm256_cmpeq_epi32, _mm256_movemask_ps, _mm256_or_si256, _mm256_set1_epi32, _mm256_slli_epi32,
    _mm256_srli_epi32, _mm256_sub_epi32, _mm256_xor_si256,
};

use bytemuck::cast;

use super::walk::Piece;
use crate::solver::full_mask;

const LANES: usize = 8;

/// How far `rd` is shifted up in its lane, so that the bits shifted out on the way down are
/// still there to undo on the way up.
const SHIFT: i32 = 12;

/// A row index no lane reaches: an idle lane's.
const IDLE: i32 = i32::MIN / 2;

/// Stands for the queen above a piece's first free row, so that going up from that row (the
/// piece's end) is seen without keeping the row: no queen is on column 31 of a board that fits.
const MARK: i32 = i32::MIN;

/// Whether this CPU runs the lanes (AVX2, with the registers saved by the OS).
pub fn available() -> bool {
    std::arch::is_x86_feature_detected!("avx2")
}

/// Whether the pieces of the `n` board placing `depth` rows fit the lanes: solutions in a word
/// (4 bits a row), three rows below the piece, and room in a lane for what undoing brings back.
pub fn fits(n: usize, depth: usize) -> bool {
    let steps = n.saturating_sub(3 + depth);
    (4..=16).contains(&n)
        && depth >= 1
        && depth + 3 <= n
        && n - 1 + steps <= 31
        && steps <= SHIFT as usize
}

/// Walks every piece of `pieces` (which must [`fit`](fits)), calling `found(i, word)` for each
/// solution of `pieces[i]`, the word as [`super::mirror::pack`] makes it; a piece's solutions
/// come in search order. Asks `stop` whenever a lane ends a piece, and returns at once if it
/// says so (what was found then is incomplete).
///
/// # Panics
/// If the CPU lacks AVX2 (check [`available`]) or a piece does not fit.
pub fn walk(
    n: usize,
    pieces: &[Piece],
    found: &mut impl FnMut(usize, u64),
    stop: &impl Fn() -> bool,
) {
    assert!(available(), "the lanes need AVX2");
    assert!(
        pieces.iter().all(|p| fits(n, p.prefix().len())),
        "a piece that does not fit the lanes"
    );
    #[allow(unsafe_code)]
    // SAFETY: `run` is unsafe to call only for its `target_feature`, AVX2, which `available`
    // found on this CPU (the detection also checks that the OS saves the vector registers).
    // It uses no raw pointers: vectors move to and from arrays through `bytemuck`.
    unsafe {
        run(n, pieces, found, stop);
    }
}

/// The eight searches' vector state.
#[derive(Clone, Copy)]
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
}

#[target_feature(enable = "avx2")]
fn run(n: usize, pieces: &[Piece], found: &mut impl FnMut(usize, u64), stop: &impl Fn() -> bool) {
    let full = full_mask(n) as i32;
    let splat = _mm256_set1_epi32;
    let (zero, one, all, mark) = (splat(0), splat(1), splat(-1), splat(MARK));
    let fullv = splat(full);
    let deepest = splat(n as i32 - 3);
    // Each lane's queen bit per row (its path), and the piece it walks.
    let mut stack = [0i32; LANES * 32];
    let mut owner: [Option<usize>; LANES] = [None; LANES];
    // The queens of a lane's piece's first rows, as a word.
    let mut prefix = [0u64; LANES];
    let mut next = 0;
    let mut st = State {
        d: splat(IDLE),
        cols: fullv,
        ld: zero,
        rdx: zero,
        free: zero,
        above: zero,
    };
    let mut done_mask = 0xFF;
    loop {
        if done_mask != 0 {
            if stop() {
                return;
            }
            st = refill(
                n,
                st,
                done_mask,
                pieces,
                &mut next,
                &mut owner,
                &mut stack,
                &mut prefix,
            );
            if owner.iter().all(Option::is_none) {
                return;
            }
        }
        // Steps until a lane finds a solution or ends its piece: no call inside, so the state
        // stays in registers.
        let (found_mask, fails, x, y) = loop {
            let State {
                d,
                cols,
                ld,
                rdx,
                free,
                above,
            } = st;

            // Up a row where nothing is left: undo the queen above, whose bit is held.
            let empty = _mm256_cmpeq_epi32(free, zero);
            let up = _mm256_sub_epi32(d, one);
            let pb = above;
            let pc = _mm256_xor_si256(cols, pb);
            let pl = _mm256_xor_si256(_mm256_srli_epi32::<1>(ld), pb);
            let prx = _mm256_xor_si256(_mm256_slli_epi32::<1>(rdx), _mm256_slli_epi32::<SHIFT>(pb));
            let pr = _mm256_srli_epi32::<SHIFT>(prx);
            // The squares of the row above still to try: those right of its queen.
            let pf = _mm256_andnot_si256(
                _mm256_or_si256(pb, _mm256_sub_epi32(pb, one)),
                _mm256_andnot_si256(_mm256_or_si256(_mm256_or_si256(pc, pl), pr), fullv),
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
            let nrx = _mm256_srli_epi32::<1>(_mm256_or_si256(rdx, _mm256_slli_epi32::<SHIFT>(bit)));
            let nr = _mm256_srli_epi32::<SHIFT>(nrx);
            let nf = _mm256_andnot_si256(_mm256_or_si256(_mm256_or_si256(nc, nl), nr), fullv);
            let attacked2 = _mm256_or_si256(_mm256_slli_epi32::<1>(nl), _mm256_srli_epi32::<1>(nr));
            let l2 = _mm256_andnot_si256(_mm256_or_si256(nc, attacked2), fullv);
            let attacked3 = _mm256_or_si256(_mm256_slli_epi32::<2>(nl), _mm256_srli_epi32::<2>(nr));
            let l3 = _mm256_andnot_si256(_mm256_or_si256(nc, attacked3), fullv);
            // The scalar walk's look-ahead: rows d + 1 to d + 3 keep a free square.
            let dead = _mm256_or_si256(
                _mm256_cmpeq_epi32(nf, zero),
                _mm256_or_si256(_mm256_cmpeq_epi32(l2, zero), _mm256_cmpeq_epi32(l3, zero)),
            );
            let deep = _mm256_cmpeq_epi32(d, deepest);
            let deep_try = _mm256_andnot_si256(none, deep);

            // On row n - 3: two columns are left, x below y, and two ways to fill them.
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
            let no_xy = _mm256_or_si256(
                no_x,
                _mm256_cmpeq_epi32(_mm256_andnot_si256(around(x), y), zero),
            );
            let no_yx = _mm256_or_si256(
                no_y,
                _mm256_cmpeq_epi32(_mm256_andnot_si256(around(y), x), zero),
            );

            // The path: this row's queen, and the queen above for a lane that goes up next.
            let (rows, bits): ([i32; LANES], [i32; LANES]) = (cast(d), cast(bit));
            let mut parents = [0i32; LANES];
            for l in 0..LANES {
                let row = rows[l] as usize;
                stack[l * 32 + (row & 31)] = bits[l];
                parents[l] = stack[l * 32 + (row.wrapping_sub(1) & 31)];
            }
            let found = _mm256_andnot_si256(_mm256_and_si256(no_xy, no_yx), deep_try);
            let found_mask = _mm256_movemask_ps(_mm256_castsi256_ps(found));

            // Each lane's next state: down a row, or the same row with `bit` tried.
            let down = _mm256_andnot_si256(_mm256_or_si256(none, _mm256_or_si256(dead, deep)), all);
            st = State {
                free: _mm256_blendv_epi8(_mm256_xor_si256(free, bit), nf, down),
                cols: _mm256_blendv_epi8(cols, nc, down),
                ld: _mm256_blendv_epi8(ld, nl, down),
                rdx: _mm256_blendv_epi8(rdx, nrx, down),
                above: _mm256_blendv_epi8(cast(parents), bit, down),
                d: _mm256_sub_epi32(d, down),
            };
            if (found_mask | done_mask) != 0 {
                break (found_mask, [no_xy, no_yx], x, y);
            }
        };
        if found_mask != 0 {
            // The stack still holds the path of the step that found them.
            let (xs, ys): ([u32; LANES], [u32; LANES]) = (cast(x), cast(y));
            let fails: [[i32; LANES]; 2] = [cast(fails[0]), cast(fails[1])];
            for l in (0..LANES).filter(|l| found_mask & (1 << l) != 0) {
                let Some(i) = owner[l] else { continue };
                let depth = pieces[i].prefix().len();
                let path: &[i32; 32] = stack[l * 32..(l + 1) * 32]
                    .try_into()
                    .expect("32 rows a lane");
                let mut word = prefix[l];
                for r in depth..n - 2 {
                    word |= u64::from(path[r & 31].trailing_zeros()) << (4 * r);
                }
                for (fail, a, b) in [(fails[0][l], xs[l], ys[l]), (fails[1][l], ys[l], xs[l])] {
                    if fail == 0 {
                        let last = u64::from(a.trailing_zeros()) << (4 * (n - 2))
                            | u64::from(b.trailing_zeros()) << (4 * (n - 1));
                        found(i, word | last);
                    }
                }
            }
        }
    }
}

/// Gives each lane in `mask` (which ended its piece, or never had one) the next piece, or
/// leaves it idle; returns the new state.
#[allow(clippy::too_many_arguments)]
#[cold]
#[inline(never)]
#[target_feature(enable = "avx2")]
fn refill(
    n: usize,
    st: State,
    mask: i32,
    pieces: &[Piece],
    next: &mut usize,
    owner: &mut [Option<usize>; LANES],
    stack: &mut [i32; LANES * 32],
    prefix: &mut [u64; LANES],
) -> State {
    let mut v: [[i32; LANES]; 6] = [
        cast(st.d),
        cast(st.cols),
        cast(st.ld),
        cast(st.rdx),
        cast(st.free),
        cast(st.above),
    ];
    let full = full_mask(n);
    for l in (0..LANES).filter(|l| mask & (1 << l) != 0) {
        let [d, cols, ld, rdx, free, above] = &mut v;
        owner[l] = None;
        let Some(piece) = pieces.get(*next) else {
            // Idle: every square taken, nothing free, and no queen above, so it never ends.
            (d[l], cols[l], free[l], above[l]) = (IDLE, full as i32, 0, 0);
            stack[l * 32..(l + 1) * 32].fill(0);
            continue;
        };
        owner[l] = Some(*next);
        *next += 1;
        let queens = piece.prefix();
        let depth = queens.len();
        prefix[l] = super::mirror::pack(queens);
        stack[l * 32 + depth - 1] = MARK;
        let (c, l_, r) = piece.masks();
        d[l] = depth as i32;
        cols[l] = c as i32;
        // The prefix's diagonals beyond the board never come back onto it: dropped, so that
        // only the bits undoing needs take room.
        ld[l] = (l_ & full) as i32;
        rdx[l] = (r << SHIFT) as i32;
        free[l] = (full & !(c | l_ | r)) as i32;
        above[l] = MARK;
    }
    let [d, cols, ld, rdx, free, above] = v;
    State {
        d: cast(d),
        cols: cast(cols),
        ld: cast(ld),
        rdx: cast(rdx),
        free: cast(free),
        above: cast(above),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::list::mirror::pack;
    use crate::list::walk::{self, Pieces, Visit};
    use std::ops::ControlFlow;

    struct Collect(Vec<u64>);

    impl Visit for Collect {
        fn solution(&mut self, cols: &[u8]) {
            self.0.push(pack(cols));
        }

        fn backtrack(&mut self) -> ControlFlow<()> {
            ControlFlow::Continue(())
        }
    }

    /// Every piece's solutions, in order, are the scalar walk's, whatever the depth.
    #[test]
    fn each_piece_lists_what_the_scalar_walk_lists() {
        if !available() {
            eprintln!("no AVX2 here: the lanes are not used, nothing to compare");
            return;
        }
        for n in 4..=13 {
            for depth in (1..n).filter(|&d| fits(n, d)) {
                let pieces: Vec<Piece> = Pieces::new(n, depth).collect();
                let mut got = vec![Vec::new(); pieces.len()];
                walk(n, &pieces, &mut |i, word| got[i].push(word), &|| false);
                for (piece, got) in pieces.iter().zip(&got) {
                    let mut want = Collect(Vec::new());
                    let _ = walk::walk(n, piece, &mut want);
                    assert_eq!(*got, want.0, "n = {n}, piece {:?}", piece.prefix());
                }
            }
        }
    }
}
