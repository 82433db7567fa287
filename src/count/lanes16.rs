//! The lanes kernel sixteen subproblems at a time, one in each 32-bit lane of an AVX-512
//! register, for the boards whose subproblems fit [`super::lanes8`]'s 32-bit lanes (n = 8 to 19).
//!
//! The step is that of [`super::lanes8`] (read [`super::lanes`] first): every lane goes up a
//! row if nothing is left on its own, then tries its lowest square left, with masks instead of
//! branches. Three things change besides the width, each to keep the loop from leaving its
//! registers:
//! - **The path lives in registers.** Going up needs the queen of the row above; `lanes8`
//!   stores each lane's queen in memory and loads the one above at every step, a store, a load
//!   and two moves between vector and scalar registers per lane per step (about a quarter of
//!   its instructions). Here each lane keeps its path as a stack of 5-bit column numbers (the
//!   leading zeros of the queen's bit, so the [`MARK`] above a subproblem's first row is 0) in
//!   two 32-bit words, `lo` (the six newest, in bits 2 to 31) and `hi` (six more): pushing and
//!   popping are shifts. A subproblem that fits goes down at most 12 rows from its first, so
//!   twelve entries are enough.
//! - **Plain solutions are counted in the lanes.** A solution is a tie (see
//!   [`super::border`]) only if a side-column queen stands on one of the class's tie rows or the
//!   bottom queen on a tie column; each lane remembers, per side column, whether the last queen
//!   it tried there stood on a tie row (the one the path holds, if the column is taken: a later
//!   try there would need the column free). So only ties leave the loop, to be classified
//!   from the path; in `lanes8` every solution does, about one step in seven at 16 lanes.
//! - **Masks are mask registers**: comparisons give one bit a lane, and the state moves with
//!   masked moves instead of blends; three-input logic is one instruction.
//!
//! Chosen at run time: [`available`] says whether the CPU has AVX-512F and CD (every AVX-512
//! CPU has both; CD gives the leading-zero count); else the plan falls back to
//! [`super::lanes8`].

// Lanes are 32-bit words read as masks (below 2^32), rows (below 32, or far below zero for an
// idle lane, only ever masked to 0..32) and counts: the casts move bits within those ranges.
#![allow(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::cast_possible_wrap
)]
use std::arch::x86_64::{
    __m256i, __m512i, __mmask16, _mm512_and_si512, _mm512_andnot_si512, _mm512_castsi256_si512,
    _mm512_castsi512_si256, _mm512_cmpeq_epi32_mask, _mm512_extracti64x4_epi64, _mm512_inserti64x4,
    _mm512_lzcnt_epi32, _mm512_mask_add_epi32, _mm512_mask_and_epi32, _mm512_mask_andnot_epi32,
    _mm512_mask_cmpeq_epi32_mask, _mm512_mask_mov_epi32, _mm512_mask_or_epi32,
    _mm512_mask_srli_epi32, _mm512_mask_test_epi32_mask, _mm512_or_si512, _mm512_set1_epi32,
    _mm512_slli_epi32, _mm512_srli_epi32, _mm512_srlv_epi32, _mm512_sub_epi32,
    _mm512_ternarylogic_epi32, _mm512_test_epi32_mask, _mm512_testn_epi32_mask, _mm512_xor_si512,
};

use bytemuck::cast;

use super::border::BorderClass;
use super::kernel::{Tally, tally_ends};
use super::lanes8::fits;
use super::split::{MAX_DEPTH, Subproblem};
use crate::solver::MAX_N;

const LANES: usize = 16;

/// How far `rd` is shifted up in its lane: as in [`super::lanes8`], whose [`fits`] this kernel
/// shares.
const SHIFT: u32 = 12;

/// Iterations between two moves of the lanes' 32-bit counts into their tallies: each iteration
/// adds at most 5 nodes and 2 solutions to a lane, so 2^28 of them stay below 2^31.
const FLUSH_EVERY: u32 = 1 << 28;

/// A row index no lane reaches: an idle lane's start.
const IDLE: i32 = i32::MIN / 2;

/// Stands for the queen above a subproblem's first row, so that going up from that row, which
/// ends the subproblem, is seen without keeping the row: no queen is on column 31 of a board
/// that fits. Its leading-zero count is 0, so an empty path pops it.
const MARK: i32 = i32::MIN;

/// `_mm512_ternarylogic_epi32` tables, for operands `a`, `b`, `c` in that order.
const OR3: i32 = 0xFE;
/// `a & !(b | c)`.
const A_NOT_BC: i32 = 0x10;
/// `a & b & !c`.
const AB_NOT_C: i32 = 0x40;
/// `a | (b & c)`.
const A_OR_BC: i32 = 0xF8;
/// `(a & b) | c`.
const AB_OR_C: i32 = 0xEA;

/// Whether this CPU can run [`solve`]: AVX-512F and CD (the detection also checks that the OS
/// saves the 512-bit registers).
pub(crate) fn available() -> bool {
    use std::arch::is_x86_feature_detected as has;
    has!("avx512f") && has!("avx512cd")
}

/// Counts every subproblem `subs` yields (with a caller's key each), reporting each one's tally
/// to `report` as it finishes. Stops taking new subproblems once `stop` says so. Returns how
/// many steps the sixteen lanes took (each a pass of the loop), for the figures.
///
/// # Panics
/// If the CPU lacks AVX-512F or CD (check [`available`] first), or a subproblem does not
/// [`fit`](fits).
pub(crate) fn solve<'a, K: Copy>(
    classes: &[BorderClass],
    subs: impl Iterator<Item = (K, &'a Subproblem)>,
    report: &mut dyn FnMut(K, Tally),
    stop: &dyn Fn() -> bool,
) -> u64 {
    assert!(available(), "the sixteen lanes need AVX-512F and CD");
    #[allow(unsafe_code)]
    // SAFETY: `run` (and every function it calls) is unsafe to call only for its
    // `target_feature`, AVX-512F and CD, which the assert above found on this CPU. They use
    // no raw pointers: vectors move to and from arrays through `bytemuck`.
    unsafe {
        run(classes, subs, report, stop)
    }
}

/// What a lane works on, besides its vector state.
#[derive(Clone, Copy)]
struct Lane<K> {
    key: Option<K>,
    class: usize,
    /// The subproblem's placed rows, for the path of a tie.
    depth: usize,
    prefix: [u32; MAX_DEPTH],
    /// Its counts up to the last flush.
    tally: Tally,
}

/// The vector state of the sixteen searches.
#[derive(Clone, Copy)]
struct State {
    /// The row each lane is on.
    d: __m512i,
    cols: __m512i,
    ld: __m512i,
    /// `rd << SHIFT`.
    rdx: __m512i,
    /// The squares left to try on the lane's row.
    free: __m512i,
    /// The queen of the row above.
    above: __m512i,
    /// The path above that queen, newest first, 5 bits an entry: `lo` bits 2 to 31, then `hi`.
    lo: __m512i,
    hi: __m512i,
    /// Per side column (its bit), whether the last queen tried there stood on a tie row.
    side_ties: __m512i,
    /// Nodes and plain solutions since the lane's last flush.
    nodes: __m512i,
    plain: __m512i,
}

/// What each lane's subproblem fixes: its class's rows, and whether it is busy.
#[derive(Clone, Copy)]
struct Fixed {
    /// The rows whose side columns the class closes, one bit each.
    far: __m512i,
    /// The class's allowed squares on the last row.
    bottom: __m512i,
    /// The rows (up to n - 3) where a side-column queen is a tie, one bit each.
    tie_rows: __m512i,
    /// The squares of rows n - 2 and n - 1 that are ties.
    tie_next: __m512i,
    tie_last: __m512i,
    /// [`MARK`] for a busy lane, 0 for an idle one: what popping an empty path gives, so an
    /// idle lane's queen above stays 0 and it never ends a subproblem.
    mark: __m512i,
}

/// Constants of the board.
#[derive(Clone, Copy)]
struct Board {
    zero: __m512i,
    one: __m512i,
    /// Every column; less the side columns.
    open: __m512i,
    closed: __m512i,
    sides: __m512i,
    mark: __m512i,
    deepest: __m512i,
    /// Row n - 4: from there the third row ahead is the last.
    before_last: __m512i,
    /// The bits of `lo` a push keeps after shifting (the newest entry is written below them).
    keep: __m512i,
    five_bits: __m512i,
}

/// What the lanes on row n - 3 found, for the ties to classify.
struct Found {
    bit: __m512i,
    x: __m512i,
    y: __m512i,
    /// The lanes where `x` then `y` on the last two rows is a tie solution; `y` then `x`.
    xy: __mmask16,
    yx: __mmask16,
}

/// The sixteen searches until every subproblem is counted (see [`solve`]).
#[target_feature(enable = "avx512f,avx512cd")]
fn run<'a, K: Copy>(
    classes: &[BorderClass],
    mut subs: impl Iterator<Item = (K, &'a Subproblem)>,
    report: &mut dyn FnMut(K, Tally),
    stop: &dyn Fn() -> bool,
) -> u64 {
    let Some(n) = classes.first().map(|c| c.n) else {
        return 0;
    };
    assert!(
        n <= super::lanes8::LARGEST,
        "the 32-bit lanes hold boards up to 19"
    );
    let board = Board::new(n);
    let mut lanes = [Lane {
        key: None,
        class: 0,
        depth: 0,
        prefix: [0; MAX_DEPTH],
        tally: Tally::default(),
    }; LANES];
    let (mut st, mut fixed) = (State::idle(&board), Fixed::idle(&board));
    let mut done: __mmask16 = 0xFFFF;
    let (mut budget, mut steps) = (FLUSH_EVERY, 0u64);
    loop {
        if done != 0 {
            let busy = refill(
                &mut st, &mut fixed, &mut lanes, done, classes, &mut subs, report, stop,
            );
            if !busy {
                return steps;
            }
        }
        if budget == 0 {
            flush(&mut st, &mut lanes);
            budget = FLUSH_EVERY;
        }
        // Steps until a lane finds a tie or ends its subproblem: no call inside, so the state
        // stays in registers.
        let before = budget;
        let found = loop {
            budget -= 1;
            done = up(&mut st, &fixed, &board);
            let found = try_lowest(&mut st, &fixed, &board);
            if (done | found.xy | found.yx) != 0 || budget == 0 {
                break found;
            }
        };
        steps += u64::from(before - budget);
        if (found.xy | found.yx) != 0 {
            ties(&st, &mut lanes, classes, &found);
        }
    }
}

impl Board {
    #[target_feature(enable = "avx512f,avx512cd")]
    fn new(n: usize) -> Self {
        let full = crate::solver::full_mask(n) as i32;
        let sides = 1 | (1i32 << (n - 1));
        let splat = _mm512_set1_epi32;
        Board {
            zero: splat(0),
            one: splat(1),
            open: splat(full),
            closed: splat(full & !sides),
            sides: splat(sides),
            mark: splat(MARK),
            deepest: splat(n as i32 - 3),
            before_last: splat(n as i32 - 4),
            keep: splat(!0x7F),
            five_bits: splat(31),
        }
    }
}

impl State {
    /// Every lane idle: every square taken, nothing free, and a start above its row, which only
    /// ever goes up.
    #[target_feature(enable = "avx512f,avx512cd")]
    fn idle(board: &Board) -> Self {
        let z = board.zero;
        State {
            d: _mm512_set1_epi32(IDLE),
            cols: board.open,
            ld: z,
            rdx: z,
            free: z,
            above: z,
            lo: z,
            hi: z,
            side_ties: z,
            nodes: z,
            plain: z,
        }
    }
}

impl Fixed {
    #[target_feature(enable = "avx512f,avx512cd")]
    fn idle(board: &Board) -> Self {
        let z = board.zero;
        Fixed {
            far: z,
            bottom: z,
            tie_rows: z,
            tie_next: z,
            tie_last: z,
            mark: z,
        }
    }
}

/// The class's squares on a row, per lane: all, or without the side columns where `closed`.
#[inline]
#[target_feature(enable = "avx512f,avx512cd")]
fn allowed(board: &Board, closed: __mmask16) -> __m512i {
    _mm512_mask_mov_epi32(board.open, closed, board.closed)
}

/// Moves the lanes with nothing left on their row up a row: undoes the queen above, whose row's
/// untried squares are its free ones above it, and pops the queen above that. Returns the lanes
/// that went up from their subproblem's first row, and so finished it.
#[inline]
#[target_feature(enable = "avx512f,avx512cd")]
fn up(st: &mut State, fixed: &Fixed, board: &Board) -> __mmask16 {
    let empty = _mm512_testn_epi32_mask(st.free, st.free);
    let up = _mm512_sub_epi32(st.d, board.one);
    let pb = st.above;
    let pc = _mm512_xor_si512(st.cols, pb);
    let pl = _mm512_xor_si512(_mm512_srli_epi32::<1>(st.ld), pb);
    let prx = _mm512_xor_si512(
        _mm512_slli_epi32::<1>(st.rdx),
        _mm512_slli_epi32::<SHIFT>(pb),
    );
    let pr = _mm512_srli_epi32::<SHIFT>(prx);
    // (Shift counts masked to 0..32, where the instruction and the compiler agree, so no
    // check is emitted; an idle lane's row is out of range, and its `far` is 0.)
    let row = _mm512_and_si512(up, board.five_bits);
    let closed = _mm512_test_epi32_mask(_mm512_srlv_epi32(fixed.far, row), board.one);
    // The squares at or below the queen were tried (not `-(pb << 1)`, a multiply).
    let tried = _mm512_or_si512(pb, _mm512_sub_epi32(pb, board.one));
    let taken = _mm512_ternarylogic_epi32::<OR3>(pc, pl, pr);
    let pf = _mm512_ternarylogic_epi32::<A_NOT_BC>(allowed(board, closed), taken, tried);
    let finished = _mm512_mask_cmpeq_epi32_mask(empty, pb, board.mark);
    st.d = _mm512_mask_mov_epi32(st.d, empty, up);
    st.cols = _mm512_mask_mov_epi32(st.cols, empty, pc);
    st.ld = _mm512_mask_mov_epi32(st.ld, empty, pl);
    st.rdx = _mm512_mask_mov_epi32(st.rdx, empty, prx);
    // A finished lane's `pf` is empty: every square is at or below the mark.
    st.free = _mm512_mask_mov_epi32(st.free, empty, pf);
    // Pop: the newest entry is the queen of the row above the new row.
    let newest = _mm512_and_si512(_mm512_srli_epi32::<2>(st.lo), board.five_bits);
    let popped = _mm512_srlv_epi32(fixed.mark, newest);
    st.above = _mm512_mask_mov_epi32(st.above, empty, popped);
    let lo = _mm512_or_si512(
        _mm512_srli_epi32::<5>(st.lo),
        _mm512_slli_epi32::<27>(st.hi),
    );
    st.lo = _mm512_mask_mov_epi32(st.lo, empty, lo);
    st.hi = _mm512_mask_srli_epi32::<5>(st.hi, empty, st.hi);
    finished
}

/// Every lane with a square left tries the lowest: places it, looks at the three rows after it,
/// and goes down if they keep a free square, or on row n - 3 counts the two ways to fill the
/// last two rows. Returns the ties it found.
#[inline]
#[target_feature(enable = "avx512f,avx512cd")]
fn try_lowest(st: &mut State, fixed: &Fixed, board: &Board) -> Found {
    let some = _mm512_test_epi32_mask(st.free, st.free);
    let bit = _mm512_and_si512(st.free, _mm512_sub_epi32(board.zero, st.free));
    let nc = _mm512_or_si512(st.cols, bit);
    let nl = _mm512_slli_epi32::<1>(_mm512_or_si512(st.ld, bit));
    let nrx = _mm512_srli_epi32::<1>(_mm512_or_si512(st.rdx, _mm512_slli_epi32::<SHIFT>(bit)));
    let nr = _mm512_srli_epi32::<SHIFT>(nrx);
    let row = _mm512_and_si512(st.d, board.five_bits);
    let far_here = _mm512_srlv_epi32(fixed.far, row);
    let closed = |row_bit: i32| _mm512_test_epi32_mask(far_here, _mm512_set1_epi32(row_bit));
    let nf = _mm512_ternarylogic_epi32::<A_NOT_BC>(
        allowed(board, closed(2)),
        nc,
        _mm512_or_si512(nl, nr),
    );
    let attacked2 = _mm512_or_si512(_mm512_slli_epi32::<1>(nl), _mm512_srli_epi32::<1>(nr));
    let l2 = _mm512_ternarylogic_epi32::<A_NOT_BC>(allowed(board, closed(4)), nc, attacked2);
    // The third row ahead is the last where this is row n - 4: the class's bottom row.
    let at_last = _mm512_cmpeq_epi32_mask(st.d, board.before_last);
    let a3 = allowed(board, closed(8));
    let a3 = _mm512_mask_and_epi32(a3, at_last, a3, fixed.bottom);
    let attacked3 = _mm512_or_si512(_mm512_slli_epi32::<2>(nl), _mm512_srli_epi32::<2>(nr));
    let l3 = _mm512_ternarylogic_epi32::<A_NOT_BC>(a3, nc, attacked3);
    let dead = _mm512_testn_epi32_mask(nf, nf)
        | _mm512_testn_epi32_mask(l2, l2)
        | _mm512_testn_epi32_mask(l3, l3);
    let deep = _mm512_mask_cmpeq_epi32_mask(some, st.d, board.deepest);
    st.nodes = _mm512_mask_add_epi32(st.nodes, some, st.nodes, board.one);
    mark_side_ties(st, fixed, board, bit, row);
    let found = last_two(st, fixed, board, deep, [bit, nc, nf, attacked2]);
    // Each lane's next state: down a row, or the same row with `bit` tried.
    let down = some & !dead & !deep;
    push(st, board, down);
    st.free = _mm512_mask_mov_epi32(_mm512_xor_si512(st.free, bit), down, nf);
    st.cols = _mm512_mask_mov_epi32(st.cols, down, nc);
    st.ld = _mm512_mask_mov_epi32(st.ld, down, nl);
    st.rdx = _mm512_mask_mov_epi32(st.rdx, down, nrx);
    st.above = _mm512_mask_mov_epi32(st.above, down, bit);
    st.d = _mm512_mask_add_epi32(st.d, down, st.d, board.one);
    found
}

/// Notes, for a lane trying a side column, whether its row is a tie row.
#[inline]
#[target_feature(enable = "avx512f,avx512cd")]
fn mark_side_ties(st: &mut State, fixed: &Fixed, board: &Board, bit: __m512i, row: __m512i) {
    let side = _mm512_test_epi32_mask(bit, board.sides);
    let tie_row = _mm512_test_epi32_mask(_mm512_srlv_epi32(fixed.tie_rows, row), board.one);
    st.side_ties = _mm512_mask_andnot_epi32(st.side_ties, side, bit, st.side_ties);
    st.side_ties = _mm512_mask_or_epi32(st.side_ties, side & tie_row, st.side_ties, bit);
}

/// On row n - 3 (the lanes in `deep`), the two rows after it: two columns are left, x and y (as
/// in the scalar kernel). Counts their nodes and plain solutions; returns the ties.
#[inline]
#[target_feature(enable = "avx512f,avx512cd")]
fn last_two(
    st: &mut State,
    fixed: &Fixed,
    board: &Board,
    deep: __mmask16,
    [bit, nc, nf, attacked2]: [__m512i; 4],
) -> Found {
    let rest = _mm512_andnot_si512(nc, board.open);
    let x = _mm512_and_si512(rest, _mm512_sub_epi32(board.zero, rest));
    let y = _mm512_xor_si512(rest, x);
    let has_x = _mm512_mask_test_epi32_mask(deep, nf, x);
    let has_y = _mm512_mask_test_epi32_mask(deep, nf, y);
    let around = |q: __m512i| {
        _mm512_ternarylogic_epi32::<OR3>(
            attacked2,
            _mm512_slli_epi32::<1>(q),
            _mm512_srli_epi32::<1>(q),
        )
    };
    let y_last = _mm512_ternarylogic_epi32::<AB_NOT_C>(fixed.bottom, y, around(x));
    let x_last = _mm512_ternarylogic_epi32::<AB_NOT_C>(fixed.bottom, x, around(y));
    let ok_xy = has_x & _mm512_test_epi32_mask(y_last, y_last);
    let ok_yx = has_y & _mm512_test_epi32_mask(x_last, x_last);
    for queens in [has_x, has_y, ok_xy, ok_yx] {
        st.nodes = _mm512_mask_add_epi32(st.nodes, queens, st.nodes, board.one);
    }
    // A tie: a side queen of the rows so far on a tie row, or of the last two rows on a tie
    // square of its row.
    let sides_so_far = _mm512_and_si512(st.side_ties, nc);
    let tie = |next: __m512i, last: __m512i| {
        let t = _mm512_ternarylogic_epi32::<A_OR_BC>(sides_so_far, next, fixed.tie_next);
        let t = _mm512_ternarylogic_epi32::<AB_OR_C>(last, fixed.tie_last, t);
        _mm512_test_epi32_mask(t, t)
    };
    let (tie_xy, tie_yx) = (tie(x, y), tie(y, x));
    st.plain = _mm512_mask_add_epi32(st.plain, ok_xy & !tie_xy, st.plain, board.one);
    st.plain = _mm512_mask_add_epi32(st.plain, ok_yx & !tie_yx, st.plain, board.one);
    Found {
        bit,
        x,
        y,
        xy: ok_xy & tie_xy,
        yx: ok_yx & tie_yx,
    }
}

/// Pushes the queen above onto the path of the lanes in `down`.
#[inline]
#[target_feature(enable = "avx512f,avx512cd")]
fn push(st: &mut State, board: &Board, down: __mmask16) {
    let entry = _mm512_slli_epi32::<2>(_mm512_lzcnt_epi32(st.above));
    let hi = _mm512_or_si512(
        _mm512_slli_epi32::<5>(st.hi),
        _mm512_srli_epi32::<27>(st.lo),
    );
    let lo = _mm512_ternarylogic_epi32::<AB_OR_C>(_mm512_slli_epi32::<5>(st.lo), board.keep, entry);
    st.hi = _mm512_mask_mov_epi32(st.hi, down, hi);
    st.lo = _mm512_mask_mov_epi32(st.lo, down, lo);
}

/// A vector as its sixteen lanes.
#[inline]
#[target_feature(enable = "avx512f,avx512cd")]
fn to_array(v: __m512i) -> [i32; LANES] {
    let halves: [__m256i; 2] = [_mm512_castsi512_si256(v), _mm512_extracti64x4_epi64::<1>(v)];
    cast(halves)
}

/// Sixteen lanes as a vector.
#[inline]
#[target_feature(enable = "avx512f,avx512cd")]
fn from_array(a: [i32; LANES]) -> __m512i {
    let [low, high]: [__m256i; 2] = cast(a);
    _mm512_inserti64x4::<1>(_mm512_castsi256_si512(low), high)
}

/// Moves every lane's counts into its tally, and puts idle lanes back at their start.
#[cold]
#[inline(never)]
#[target_feature(enable = "avx512f,avx512cd")]
fn flush<K: Copy>(st: &mut State, lanes: &mut [Lane<K>; LANES]) {
    let (nodes, plain) = (to_array(st.nodes), to_array(st.plain));
    let mut d = to_array(st.d);
    for (l, lane) in lanes.iter_mut().enumerate() {
        lane.tally.nodes += u64::from(nodes[l] as u32);
        lane.tally.plain += u64::from(plain[l] as u32);
        if lane.key.is_none() {
            // An idle lane's row only goes down by one a step: far from wrapping round.
            d[l] = IDLE;
        }
    }
    st.d = from_array(d);
    st.nodes = _mm512_set1_epi32(0);
    st.plain = st.nodes;
}

/// The path of lane `l` on its row n - 3 (its queen there still to be added).
#[target_feature(enable = "avx512f,avx512cd")]
fn path_of<K: Copy>(st: &State, lane: &Lane<K>, l: usize, n: usize) -> [u32; MAX_N] {
    let mut path = [0u32; MAX_N];
    path[..lane.depth].copy_from_slice(&lane.prefix[..lane.depth]);
    let (above, lo, hi) = (to_array(st.above), to_array(st.lo), to_array(st.hi));
    let entries = (u64::from(hi[l] as u32) << 30) | u64::from(lo[l] as u32 >> 2);
    // Rows n - 4 up to the first searched one: the queen above, then the path newest first.
    for (k, row) in (lane.depth..=n - 4).rev().enumerate() {
        path[row] = if k == 0 {
            above[l] as u32
        } else {
            0x8000_0000 >> ((entries >> (5 * (k - 1))) & 31)
        };
    }
    path
}

/// Classifies the ties of `found`, each lane's path read from its registers.
#[cold]
#[inline(never)]
#[target_feature(enable = "avx512f,avx512cd")]
fn ties<K: Copy>(st: &State, lanes: &mut [Lane<K>; LANES], classes: &[BorderClass], f: &Found) {
    let n = classes[0].n;
    let (bits, xs, ys) = (to_array(f.bit), to_array(f.x), to_array(f.y));
    for l in (0..LANES).filter(|l| (f.xy | f.yx) & (1 << l) != 0) {
        let lane = &mut lanes[l];
        let mut path = path_of(st, lane, l, n);
        path[n - 3] = bits[l] as u32;
        let class = &classes[lane.class];
        let ends = (xs[l] as u32, ys[l] as u32);
        let holds = (f.xy & (1 << l) != 0, f.yx & (1 << l) != 0);
        tally_ends(class, &mut path, ends, holds, &mut lane.tally);
    }
}

/// Reports the lanes in `mask` that finished their subproblem and gives each the next one, or
/// leaves it idle. Returns whether any lane has work.
#[allow(clippy::too_many_arguments)]
#[cold]
#[inline(never)]
#[target_feature(enable = "avx512f,avx512cd")]
fn refill<'a, K: Copy>(
    st: &mut State,
    fixed: &mut Fixed,
    lanes: &mut [Lane<K>; LANES],
    mask: __mmask16,
    classes: &[BorderClass],
    subs: &mut impl Iterator<Item = (K, &'a Subproblem)>,
    report: &mut dyn FnMut(K, Tally),
    stop: &dyn Fn() -> bool,
) -> bool {
    let mut v = Vectors::of(st, fixed);
    for l in (0..LANES).filter(|l| mask & (1 << l) != 0) {
        if let Some(key) = lanes[l].key.take() {
            let mut tally = lanes[l].tally;
            tally.nodes += u64::from(v.st[NODES][l] as u32);
            tally.plain += u64::from(v.st[PLAIN][l] as u32);
            report(key, tally);
        }
        let next = if stop() { None } else { subs.next() };
        match next {
            Some((key, sub)) => v.start(l, &mut lanes[l], key, sub, classes),
            None => v.idle(l),
        }
    }
    v.store(st, fixed);
    lanes.iter().any(|l| l.key.is_some())
}

/// Indices of [`State`]'s vectors in [`Vectors::st`], and of [`Fixed`]'s in [`Vectors::fixed`].
const D: usize = 0;
const COLS: usize = 1;
const LD: usize = 2;
const RDX: usize = 3;
const FREE: usize = 4;
const ABOVE: usize = 5;
const LO: usize = 6;
const HI: usize = 7;
const SIDE_TIES: usize = 8;
const NODES: usize = 9;
const PLAIN: usize = 10;
const FAR: usize = 0;
const BOTTOM: usize = 1;
const TIE_ROWS: usize = 2;
const TIE_NEXT: usize = 3;
const TIE_LAST: usize = 4;
const LANE_MARK: usize = 5;

/// The state as arrays, lane by lane, to start subproblems in.
struct Vectors {
    st: [[i32; LANES]; 11],
    fixed: [[i32; LANES]; 6],
}

impl Vectors {
    #[target_feature(enable = "avx512f,avx512cd")]
    fn of(st: &State, f: &Fixed) -> Self {
        let s = [
            st.d,
            st.cols,
            st.ld,
            st.rdx,
            st.free,
            st.above,
            st.lo,
            st.hi,
            st.side_ties,
            st.nodes,
            st.plain,
        ];
        let fixed = [f.far, f.bottom, f.tie_rows, f.tie_next, f.tie_last, f.mark];
        Vectors {
            st: s.map(|v| to_array(v)),
            fixed: fixed.map(|v| to_array(v)),
        }
    }

    #[target_feature(enable = "avx512f,avx512cd")]
    fn store(&self, st: &mut State, f: &mut Fixed) {
        let [
            d,
            cols,
            ld,
            rdx,
            free,
            above,
            lo,
            hi,
            side_ties,
            nodes,
            plain,
        ] = self.st.map(|a| from_array(a));
        *st = State {
            d,
            cols,
            ld,
            rdx,
            free,
            above,
            lo,
            hi,
            side_ties,
            nodes,
            plain,
        };
        let [far, bottom, tie_rows, tie_next, tie_last, mark] = self.fixed.map(|a| from_array(a));
        *f = Fixed {
            far,
            bottom,
            tie_rows,
            tie_next,
            tie_last,
            mark,
        };
    }

    /// Lane `l` idle (see [`State::idle`]).
    fn idle(&mut self, l: usize) {
        for (i, v) in self.st.iter_mut().enumerate() {
            v[l] = match i {
                D => IDLE,
                COLS => !0,
                _ => 0,
            };
        }
        for v in &mut self.fixed {
            v[l] = 0;
        }
    }

    /// Lane `l` at the start of `sub`.
    fn start<K: Copy>(
        &mut self,
        l: usize,
        lane: &mut Lane<K>,
        key: K,
        sub: &Subproblem,
        classes: &[BorderClass],
    ) {
        let class = &classes[usize::from(sub.class)];
        let (n, depth) = (class.n, usize::from(sub.depth));
        assert!(
            fits(n, depth),
            "a subproblem {depth} rows deep does not fit the lanes"
        );
        *lane = Lane {
            key: Some(key),
            class: usize::from(sub.class),
            depth,
            prefix: sub.prefix,
            tally: Tally::default(),
        };
        let full = crate::solver::full_mask(n);
        let sides = 1 | (1 << (n - 1));
        let rows = |rows: std::ops::Range<usize>, keep: &dyn Fn(usize) -> bool| {
            rows.filter(|&r| keep(r)).fold(0, |acc, r| acc | 1 << r)
        };
        // Only side columns are tie squares above row n - 2 (see `mark_side_ties`).
        debug_assert!((0..n - 2).all(|r| class.tie_at[r] & !sides == 0));
        let side_ties = (0..depth).fold(0, |acc, r| acc | (sub.prefix[r] & class.tie_at[r]));
        let st = [
            (D, depth as i32),
            (COLS, sub.cols as i32),
            // The prefix's diagonals beyond the board never come back onto it: dropped, so
            // that only the bits undoing needs take room.
            (LD, (sub.ld & full) as i32),
            (RDX, (sub.rd << SHIFT) as i32),
            (
                FREE,
                (class.allowed[depth] & !(sub.cols | sub.ld | sub.rd)) as i32,
            ),
            (ABOVE, MARK),
            (LO, 0),
            (HI, 0),
            (SIDE_TIES, side_ties as i32),
            (NODES, 0),
            (PLAIN, 0),
        ];
        for (i, value) in st {
            self.st[i][l] = value;
        }
        let fixed = [
            (FAR, rows(1..n - 1, &|r| class.allowed[r] & sides == 0)),
            (BOTTOM, class.allowed[n - 1] as i32),
            (TIE_ROWS, rows(0..n - 2, &|r| class.tie_at[r] != 0)),
            (TIE_NEXT, class.tie_at[n - 2] as i32),
            (TIE_LAST, class.tie_at[n - 1] as i32),
            (LANE_MARK, MARK),
        ];
        for (i, value) in fixed {
            self.fixed[i][l] = value;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::kernel::Kernel;
    use crate::count::split;

    /// Whether this CPU runs the sixteen lanes; if not, says so, for the tests that skip.
    fn here() -> bool {
        let yes = available();
        if !yes {
            eprintln!("no AVX-512F and CD here: the sixteen lanes are not used, nothing to test");
        }
        yes
    }

    /// Every subproblem of `subs`, counted in the lanes, against the scalar kernel.
    fn compare(n: usize, classes: &[BorderClass], subs: &[Subproblem]) {
        let mut got = vec![None; subs.len()];
        solve(
            classes,
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
            assert_eq!(got[i], Some(want), "n = {n}, {sub:?}");
        }
    }

    #[test]
    fn every_subproblem_matches_the_scalar_kernel() {
        if !here() {
            return;
        }
        for n in 8..=13 {
            let classes = BorderClass::all(n);
            let mut ties = 0;
            for depth in [2, split::depth_for(n)] {
                let subs = split::subproblems(&classes, depth);
                compare(n, &classes, &subs);
                for sub in &subs {
                    let class = &classes[usize::from(sub.class)];
                    let d = usize::from(sub.depth);
                    ties += Kernel::new(class, &sub.prefix[..d])
                        .run(d, sub.cols, sub.ld, sub.rd)
                        .tie_total;
                }
            }
            // Ties leave the loop to be classified: the comparison above covered some.
            assert!(ties > 0, "n = {n}");
        }
    }

    #[test]
    fn open_boards_count_every_completion() {
        // The classes without ties or closed squares that the solution numbering counts with.
        if !here() {
            return;
        }
        for n in [8, 11] {
            let classes = vec![BorderClass::open(n)];
            let subs = split::subproblems(&classes, 3);
            compare(n, &classes, &subs);
        }
    }

    #[test]
    fn the_deepest_path_keeps_every_entry() {
        // The largest board, at its shallowest cut: pieces that go down 12 rows, the whole of
        // a lane's path. The first class's first pieces, to keep the test short.
        if !here() {
            return;
        }
        let n = super::super::lanes8::LARGEST;
        let depth = split::depth_for(n);
        let classes = BorderClass::all(n);
        let subs: Vec<_> = split::subproblems(&classes[..1], depth)
            .into_iter()
            .take(24)
            .collect();
        compare(n, &classes, &subs);
    }

    /// A lanes kernel: four 64-bit or eight 32-bit lanes in one of its builds, or sixteen.
    #[derive(Debug, Clone, Copy)]
    enum Lanes {
        Four(crate::count::lanes::Isa),
        Eight(crate::count::lanes::Isa),
        Sixteen,
    }

    /// Every piece's tally, counted by `kernel`.
    fn tallies(kernel: Lanes, classes: &[BorderClass], subs: &[Subproblem]) -> Vec<Tally> {
        let mut got = vec![Tally::default(); subs.len()];
        let mut report = |i: usize, t: Tally| got[i] = t;
        let subs = subs.iter().enumerate();
        match kernel {
            Lanes::Four(isa) => {
                super::super::lanes::solve_with(isa, classes, subs, &mut report, &|| false);
            }
            Lanes::Eight(isa) => {
                super::super::lanes8::solve_with(isa, classes, subs, &mut report, &|| false);
            }
            Lanes::Sixteen => {
                solve(classes, subs, &mut report, &|| false);
            }
        }
        got
    }

    #[test]
    fn every_kernel_counts_the_known_totals() {
        use crate::count::lanes::Isa;
        // The builds of the four and eight lanes this CPU runs, then the sixteen.
        let isas: &[Isa] = match Isa::best() {
            Some(Isa::Avx512) => &[Isa::Avx2, Isa::Avx512],
            Some(Isa::Avx2) => &[Isa::Avx2],
            None => &[],
        };
        let mut kernels: Vec<Lanes> = isas
            .iter()
            .flat_map(|&i| [Lanes::Four(i), Lanes::Eight(i)])
            .collect();
        if here() {
            kernels.push(Lanes::Sixteen);
        }
        if isas.is_empty() {
            eprintln!("no AVX2 here: no lanes kernel to count with, only the scalar one");
        }
        for n in 8..=13 {
            let classes = BorderClass::all(n);
            let subs = split::subproblems(&classes, split::depth_for(n));
            let k = crate::solver::known(n).unwrap();
            let want = (u128::from(k.total), u128::from(k.unique));
            let sum = |tallies: &[Tally]| {
                tallies.iter().fold((0u128, 0u128), |(t, u), x| {
                    (
                        t + 8 * u128::from(x.plain) + u128::from(x.tie_total),
                        u + u128::from(x.plain) + u128::from(x.tie_unique),
                    )
                })
            };
            let scalar: Vec<Tally> = subs
                .iter()
                .map(|sub| {
                    let d = usize::from(sub.depth);
                    Kernel::new(&classes[usize::from(sub.class)], &sub.prefix[..d])
                        .run(d, sub.cols, sub.ld, sub.rd)
                })
                .collect();
            assert_eq!(sum(&scalar), want, "scalar kernel, n = {n}");
            for &kernel in &kernels {
                let got = tallies(kernel, &classes, &subs);
                assert_eq!(sum(&got), want, "{kernel:?}, n = {n}");
                assert_eq!(got, scalar, "{kernel:?}, n = {n}: the pieces' tallies");
            }
        }
    }

    #[test]
    #[ignore = "prints figures"]
    fn steps_per_node() {
        // Nodes a step: with the loop's instructions (in the disassembly) the instructions a
        // node, which valgrind cannot count (it runs no AVX-512).
        if !here() {
            return;
        }
        for n in [14, 16] {
            let classes = BorderClass::all(n);
            let subs = split::subproblems(&classes, split::depth_for(n));
            let mut nodes = 0;
            let steps = solve(
                &classes,
                subs.iter().enumerate(),
                &mut |_, t| nodes += t.nodes,
                &|| false,
            );
            println!(
                "n = {n}: {nodes} nodes, {steps} steps, {:.3} nodes a step",
                nodes as f64 / steps as f64
            );
        }
    }

    #[test]
    fn fewer_pieces_than_lanes_leave_the_rest_idle() {
        if !here() {
            return;
        }
        let n = 10;
        let classes = BorderClass::all(n);
        let subs: Vec<_> = split::subproblems(&classes, 3)
            .into_iter()
            .take(3)
            .collect();
        compare(n, &classes, &subs);
        compare(n, &classes, &[]);
    }
}
