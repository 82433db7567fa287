//! The 8 symmetries of the square (the dihedral group D4) acting on N-Queens solutions, and the
//! canonical representative of a solution's symmetry class.
//!
//! A solution is its column list: `sol[row]` is the column of the queen on `row`, rows from 0
//! at the top, columns from 0 at the left, as the solver reports them. Every function here works
//! on slices and fixed arrays of at most [`MAX_N`] entries and allocates nothing, because the
//! animation classifies every solution it finds (millions of them at n = 16).
//!
//! **Direction.** [`Transform::apply`] moves every queen of a board to where the transform sends
//! its square. [`canonical`] returns the transform that maps the *canonical* solution to the
//! given one: `class.transform.apply(class.canonical())` is the solution again.
//!
//! The canonical representative of a class is the lexicographically smallest column list of the
//! orbit. The solver finds solutions in lexicographic order, so the first solution of a class the
//! search reaches is that class's canonical one.

use std::fmt;

use super::{MAX_N, u8_of};

/// One of the 8 symmetries of the square, as seen on screen (row 0 at the top).
///
/// Writing `m = n - 1`, the square (`row`, `col`) goes to:
///
/// | transform        | new square          |
/// |------------------|---------------------|
/// | `Identity`       | (`row`, `col`)      |
/// | `Rotate90`       | (`col`, `m - row`)  |
/// | `Rotate180`      | (`m - row`, `m - col`) |
/// | `Rotate270`      | (`m - col`, `row`)  |
/// | `MirrorLeftRight`| (`row`, `m - col`)  |
/// | `MirrorTopBottom`| (`m - row`, `col`)  |
/// | `MirrorDiagonal` | (`col`, `row`)      |
/// | `MirrorAntiDiagonal` | (`m - col`, `m - row`) |
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Transform {
    /// Leaves every square where it is.
    Identity,
    /// A quarter turn clockwise: the top row becomes the right-hand column.
    Rotate90,
    /// A half turn.
    Rotate180,
    /// A quarter turn anticlockwise (three clockwise): the top row becomes the left column.
    Rotate270,
    /// Reflection in the vertical centre line: left and right swap.
    MirrorLeftRight,
    /// Reflection in the horizontal centre line: top and bottom swap.
    MirrorTopBottom,
    /// Reflection in the `╲` diagonal (top-left to bottom-right): rows become columns.
    MirrorDiagonal,
    /// Reflection in the `╱` diagonal (top-right to bottom-left).
    MirrorAntiDiagonal,
}

impl Transform {
    /// All 8, identity first.
    pub const ALL: [Transform; 8] = [
        Transform::Identity,
        Transform::Rotate90,
        Transform::Rotate180,
        Transform::Rotate270,
        Transform::MirrorLeftRight,
        Transform::MirrorTopBottom,
        Transform::MirrorDiagonal,
        Transform::MirrorAntiDiagonal,
    ];

    /// The position in [`Transform::ALL`].
    const fn index(self) -> usize {
        self as usize
    }

    /// A short name for display: `identity`, `turn 90° clockwise`, `turn 180°`,
    /// `turn 90° counter-clockwise` (a quarter turn each way, as seen on screen with rank 1 at
    /// the bottom), `mirror ↔` (left-right), `mirror ↕` (top-bottom), `mirror ╲` and `mirror ╱`
    /// (in the diagonal drawn).
    pub fn name(self) -> &'static str {
        match self {
            Transform::Identity => "identity",
            Transform::Rotate90 => "turn 90° clockwise",
            Transform::Rotate180 => "turn 180°",
            Transform::Rotate270 => "turn 90° counter-clockwise",
            Transform::MirrorLeftRight => "mirror ↔",
            Transform::MirrorTopBottom => "mirror ↕",
            Transform::MirrorDiagonal => "mirror ╲",
            Transform::MirrorAntiDiagonal => "mirror ╱",
        }
    }

    /// The transform as three independent steps, applied in this order: swap row and column,
    /// then flip the row (`r → m - r`), then flip the column (`c → m - c`). Every element of the
    /// group is exactly one of the 8 combinations, which makes composition a few bit operations.
    pub(crate) const fn parts(self) -> (bool, bool, bool) {
        match self {
            Transform::Identity => (false, false, false),
            Transform::Rotate90 => (true, false, true),
            Transform::Rotate180 => (false, true, true),
            Transform::Rotate270 => (true, true, false),
            Transform::MirrorLeftRight => (false, false, true),
            Transform::MirrorTopBottom => (false, true, false),
            Transform::MirrorDiagonal => (true, false, false),
            Transform::MirrorAntiDiagonal => (true, true, true),
        }
    }

    /// The inverse of [`Transform::parts`].
    const fn from_parts(swap: bool, flip_row: bool, flip_col: bool) -> Transform {
        match (swap, flip_row, flip_col) {
            (false, false, false) => Transform::Identity,
            (true, false, true) => Transform::Rotate90,
            (false, true, true) => Transform::Rotate180,
            (true, true, false) => Transform::Rotate270,
            (false, false, true) => Transform::MirrorLeftRight,
            (false, true, false) => Transform::MirrorTopBottom,
            (true, false, false) => Transform::MirrorDiagonal,
            (true, true, true) => Transform::MirrorAntiDiagonal,
        }
    }

    /// Where the square (`row`, `col`) of an `n`×`n` board goes.
    ///
    /// # Panics
    /// If `row` or `col` is not below `n`.
    pub fn map_square(self, n: usize, row: usize, col: usize) -> (usize, usize) {
        assert!(
            row < n && col < n,
            "square ({row}, {col}) is off the {n}×{n} board"
        );
        let m = n - 1;
        let (swap, flip_row, flip_col) = self.parts();
        let (r, c) = if swap { (col, row) } else { (row, col) };
        (
            if flip_row { m - r } else { r },
            if flip_col { m - c } else { c },
        )
    }

    /// `self` first, then `next`: `a.then(b).apply(x)` equals `b.apply(a.apply(x))`.
    pub const fn then(self, next: Transform) -> Transform {
        let (s1, r1, c1) = self.parts();
        let (s2, r2, c2) = next.parts();
        // `next` = F2∘S2 and `self` = F1∘S1 (F flips, S the optional swap). Moving S2 past F1
        // turns a row flip into a column flip and back, so the combined flips are F2 plus F1
        // with its two flags exchanged when `next` swaps.
        let (r1, c1) = if s2 { (c1, r1) } else { (r1, c1) };
        Transform::from_parts(s1 ^ s2, r1 ^ r2, c1 ^ c2)
    }

    /// The transform that undoes this one: only the quarter turns are not their own inverse.
    pub const fn inverse(self) -> Transform {
        match self {
            Transform::Rotate90 => Transform::Rotate270,
            Transform::Rotate270 => Transform::Rotate90,
            other => other,
        }
    }

    /// Writes the image of the solution `sol` into `out` (same length): the queen on row `r`
    /// at column `sol[r]` moves to the square given by [`Transform::map_square`].
    ///
    /// `sol` must be a permutation of `0..n` (every N-Queens solution is; a rotation of a
    /// non-permutation would not have one queen per row).
    ///
    /// # Panics
    /// If `out` is not as long as `sol` or a column is not below `sol.len()`.
    pub fn apply(self, sol: &[u8], out: &mut [u8]) {
        let n = sol.len();
        assert_eq!(out.len(), n, "output length differs from the solution's");
        if n == 0 {
            return;
        }
        let m = u8_of(n - 1);
        let (swap, flip_row, flip_col) = self.parts();
        for (row, &col) in sol.iter().enumerate() {
            assert!(col <= m, "column {col} is off the {n}×{n} board");
            let row = u8_of(row);
            let (r, c) = if swap { (col, row) } else { (row, col) };
            let r = if flip_row { m - r } else { r };
            let c = if flip_col { m - c } else { c };
            out[usize::from(r)] = c;
        }
    }

    /// The image of `sol` in a fixed-size buffer (see [`Transform::apply`]).
    ///
    /// # Panics
    /// As [`Transform::apply`], and if `sol` is longer than [`MAX_N`].
    pub fn image(self, sol: &[u8]) -> Cols {
        let mut out = Cols::zeroed(sol.len());
        self.apply(sol, out.as_mut_slice());
        out
    }
}

impl fmt::Display for Transform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A column list of up to [`MAX_N`] rows, stored inline (no heap).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cols {
    len: u8,
    buf: [u8; MAX_N],
}

impl Cols {
    /// `len` zeros.
    ///
    /// # Panics
    /// If `len` exceeds [`MAX_N`].
    fn zeroed(len: usize) -> Cols {
        assert!(len <= MAX_N, "{len} rows exceed the {MAX_N} supported");
        Cols {
            len: u8_of(len),
            buf: [0; MAX_N],
        }
    }

    /// A copy of `cols`.
    ///
    /// # Panics
    /// If `cols` is longer than [`MAX_N`].
    pub fn from_slice(cols: &[u8]) -> Cols {
        let mut out = Cols::zeroed(cols.len());
        out.as_mut_slice().copy_from_slice(cols);
        out
    }

    /// The columns, row 0 first.
    pub fn as_slice(&self) -> &[u8] {
        &self.buf[..usize::from(self.len)]
    }

    fn as_mut_slice(&mut self) -> &mut [u8] {
        &mut self.buf[..usize::from(self.len)]
    }
}

impl std::ops::Deref for Cols {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        self.as_slice()
    }
}

impl fmt::Debug for Cols {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl PartialOrd for Cols {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Cols {
    /// Lexicographic, like the column lists themselves.
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.as_slice().cmp(other.as_slice())
    }
}

/// A solution's symmetry class, as [`canonical`] reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Class {
    /// The lexicographically smallest solution of the orbit.
    pub canonical: Cols,
    /// The transform that maps `canonical` to the solution asked about (canonical → solution).
    /// When several do (a symmetric solution), the first of them in [`Transform::ALL`] order.
    pub transform: Transform,
    /// The number of distinct solutions in the orbit: 1, 2, 4 or 8.
    pub orbit_size: u8,
}

impl Class {
    /// The canonical solution's columns.
    pub fn canonical(&self) -> &[u8] {
        self.canonical.as_slice()
    }
}

/// The class of `sol`: its canonical representative, the transform that maps the canonical one
/// to `sol`, and the orbit size.
///
/// Allocates nothing (the 8 images live on the stack); about 85 ns a call at n = 16 (see
/// `examples/symmetry_timing.rs`).
///
/// `sol` must be a permutation of `0..sol.len()`, as every solution is; for anything else the
/// answer is meaningless.
///
/// # Panics
/// If `sol` is longer than [`MAX_N`] or a column is not below `sol.len()`.
pub fn canonical(sol: &[u8]) -> Class {
    let n = sol.len();
    assert!(n <= MAX_N, "{n} rows exceed the {MAX_N} supported");
    // All 8 images in one branch-free pass (the table on `Transform`, in `Transform::ALL`
    // order), then plain slice comparisons: measured faster than comparing lazily row by row,
    // whose data-dependent branches mispredict.
    let mut images = [[0u8; MAX_N]; 8];
    let m = n.saturating_sub(1);
    for (r, &c) in sol.iter().enumerate() {
        let c = usize::from(c);
        assert!(c < n, "column {c} is off the {n}×{n} board");
        let (r8, c8) = (u8_of(r), u8_of(c));
        let (mr, mc) = (u8_of(m - r), u8_of(m - c));
        images[0][r] = c8;
        images[1][c] = mr;
        images[2][m - r] = mc;
        images[3][m - c] = r8;
        images[4][r] = mc;
        images[5][m - r] = c8;
        images[6][c] = r8;
        images[7][m - c] = mr;
    }
    // Each image as one 256-bit big-endian number: rows past `n` are zero in all of them, so
    // comparing the numbers compares the column lists lexicographically, without a `memcmp`.
    let keys = images.map(|image| {
        let (high, low) = image.split_at(MAX_N / 2);
        (
            u128::from_be_bytes(high.try_into().expect("16 bytes")),
            u128::from_be_bytes(low.try_into().expect("16 bytes")),
        )
    });
    // The transform `g` whose image `g(sol)` is smallest; ties keep the earlier one.
    let mut best = 0;
    // Transforms that fix `sol` (the identity always does).
    let mut fixed = 1u8;
    for t in 1..8 {
        if keys[t] < keys[best] {
            best = t;
        }
        if keys[t] == keys[0] {
            fixed += 1;
        }
    }
    // `canonical = g(sol)`, so `sol = g⁻¹(canonical)`. A symmetric solution has several such
    // transforms (`h⁻¹` for every `h` with `h(sol) = canonical`); report the first in
    // `Transform::ALL` order so the answer does not depend on the search above.
    let transform = Transform::ALL
        .into_iter()
        .find(|h| keys[h.inverse().index()] == keys[best])
        .unwrap_or(Transform::ALL[best].inverse());
    let mut canonical = Cols::zeroed(n);
    canonical.as_mut_slice().copy_from_slice(&images[best][..n]);
    // Orbit-stabiliser: the transforms fixing `sol` form a subgroup, and the orbit has one
    // member per coset of it.
    Class {
        canonical,
        transform,
        orbit_size: 8 / fixed,
    }
}

/// `sol <= image` lexicographically, where `image(i)` gives the image's column on row `i`;
/// stops at the first row where they differ, which for most solutions is row 0 or 1.
#[inline(always)]
fn not_above(sol: &[u8], image: impl Fn(usize) -> u8) -> bool {
    for (i, &a) in sol.iter().enumerate() {
        let b = image(i);
        if a != b {
            return a < b;
        }
    }
    true
}

/// True if `sol` is the canonical (lexicographically smallest) member of its orbit, without
/// building the images: each is compared row by row only until it first differs. About 8 ns a
/// call at n = 16 (see `examples/symmetry_timing.rs`).
///
/// `sol` must be a permutation of `0..sol.len()`, as every solution is; for anything else the
/// answer is meaningless.
///
/// # Panics
/// If `sol` is longer than [`MAX_N`], and may if a column is not below `sol.len()`.
pub fn is_canonical(sol: &[u8]) -> bool {
    let n = sol.len();
    if n <= 1 {
        return true;
    }
    assert!(n <= MAX_N, "{n} rows exceed the {MAX_N} supported");
    let m = u8_of(n - 1);
    // The image's row `i` for each transform, from the table on `Transform`: a transform that
    // keeps rows as rows reads `sol`, one that swaps them reads the inverse permutation `inv`
    // (`inv[c]` = the row of the queen in column `c`).
    // The left-right mirror comes first: it alone rejects half of all solutions at row 0.
    if !not_above(sol, |i| m - sol[i]) {
        return false;
    }
    if !not_above(sol, |i| sol[n - 1 - i]) || !not_above(sol, |i| m - sol[n - 1 - i]) {
        return false;
    }
    let mut inv = [0u8; MAX_N];
    for (row, &col) in sol.iter().enumerate() {
        inv[usize::from(col)] = u8_of(row);
    }
    let inv = &inv[..n];
    not_above(sol, |i| inv[i])
        && not_above(sol, |i| m - inv[i])
        && not_above(sol, |i| inv[n - 1 - i])
        && not_above(sol, |i| m - inv[n - 1 - i])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{Solver, known};
    use proptest::prelude::*;

    /// Every solution of the `n`×`n` board, in search order.
    fn solutions(n: usize) -> Vec<Vec<u8>> {
        let mut solver = Solver::new(n);
        let mut all = Vec::new();
        while solver.next_solution().is_some() {
            all.push(solver.queens().to_vec());
        }
        all
    }

    fn is_solution(sol: &[u8]) -> bool {
        let n = sol.len();
        (0..n).all(|a| {
            (a + 1..n).all(|b| sol[a] != sol[b] && usize::from(sol[a].abs_diff(sol[b])) != b - a)
        })
    }

    /// The image of `sol` worked out square by square through `map_square`, independently of
    /// `apply`'s per-row arithmetic.
    fn image_by_squares(t: Transform, sol: &[u8]) -> Vec<u8> {
        let n = sol.len();
        let mut board = vec![vec![false; n]; n];
        for (row, &col) in sol.iter().enumerate() {
            let (r, c) = t.map_square(n, row, usize::from(col));
            board[r][c] = true;
        }
        board
            .iter()
            .map(|line| u8_of(line.iter().position(|&q| q).expect("one queen a row")))
            .collect()
    }

    #[test]
    fn transforms_match_the_documented_table_on_a_4x4_board() {
        // The square (0, 1) of a 4×4 board has 8 distinct images, worked out by hand.
        let expect = [
            (Transform::Identity, (0, 1)),
            (Transform::Rotate90, (1, 3)),
            (Transform::Rotate180, (3, 2)),
            (Transform::Rotate270, (2, 0)),
            (Transform::MirrorLeftRight, (0, 2)),
            (Transform::MirrorTopBottom, (3, 1)),
            (Transform::MirrorDiagonal, (1, 0)),
            (Transform::MirrorAntiDiagonal, (2, 3)),
        ];
        for (t, square) in expect {
            assert_eq!(t.map_square(4, 0, 1), square, "{t}");
        }
    }

    #[test]
    fn rotating_the_first_4x4_solution_gives_the_other() {
        // 1 3 0 2 turned a quarter clockwise, by hand: the queen at (0, 1) goes to (1, 3),
        // (1, 3) to (3, 2), (2, 0) to (0, 1) and (3, 2) to (2, 0), which is the same board.
        // Its mirror image is the other 4×4 solution, 2 0 3 1.
        let sol = [1u8, 3, 0, 2];
        assert_eq!(Transform::Rotate90.image(&sol).as_slice(), &sol);
        assert_eq!(
            Transform::MirrorLeftRight.image(&sol).as_slice(),
            &[2, 0, 3, 1]
        );
        let class = canonical(&[2, 0, 3, 1]);
        assert_eq!(class.canonical(), &sol);
        assert_eq!(class.orbit_size, 2);
        // All four mirrors map 1 3 0 2 to 2 0 3 1; the first listed is reported.
        assert_eq!(class.transform, Transform::MirrorLeftRight);
        assert_eq!(class.transform.image(&sol).as_slice(), &[2, 0, 3, 1]);
    }

    #[test]
    fn group_laws_hold_on_squares() {
        for n in 1..=5 {
            for a in Transform::ALL {
                assert_eq!(a.then(a.inverse()), Transform::Identity);
                assert_eq!(a.inverse().then(a), Transform::Identity);
                assert_eq!(a.then(Transform::Identity), a);
                for b in Transform::ALL {
                    for row in 0..n {
                        for col in 0..n {
                            let (r, c) = a.map_square(n, row, col);
                            assert_eq!(
                                a.then(b).map_square(n, row, col),
                                b.map_square(n, r, c),
                                "{a} then {b}"
                            );
                        }
                    }
                    for c in Transform::ALL {
                        assert_eq!(a.then(b).then(c), a.then(b.then(c)));
                    }
                }
            }
        }
        // The 8 are distinct maps (on a board big enough to tell them apart).
        let images: std::collections::HashSet<_> = Transform::ALL
            .iter()
            .map(|t| t.map_square(4, 0, 1))
            .collect();
        assert_eq!(images.len(), 8);
    }

    #[test]
    fn names_are_distinct_and_short() {
        let names: std::collections::HashSet<_> = Transform::ALL.iter().map(|t| t.name()).collect();
        assert_eq!(names.len(), 8);
        assert!(names.iter().all(|name| name.chars().count() <= 28));
    }

    #[test]
    fn a_quarter_turn_is_named_by_the_way_it_turns_on_screen() {
        // On screen the top row (row 0) is drawn at the top: a clockwise quarter turn takes it
        // to the right-hand column, a counter-clockwise one to the left-hand column.
        for t in [Transform::Rotate90, Transform::Rotate270] {
            let (_, col) = t.map_square(5, 0, 2);
            let way = if col == 4 {
                "clockwise"
            } else {
                assert_eq!(col, 0, "{t:?} takes the top row to a side");
                "counter-clockwise"
            };
            assert!(t.name().ends_with(&format!(" {way}")), "{}", t.name());
        }
    }

    #[test]
    fn class_counts_match_oeis_a002562() {
        for n in 1..=10 {
            let all = solutions(n);
            let classes = all.iter().filter(|s| is_canonical(s)).count();
            assert_eq!(classes as u64, known(n).unwrap().unique, "n = {n}");
            for sol in &all {
                let class = canonical(sol);
                assert_eq!(
                    is_canonical(sol),
                    class.canonical() == sol.as_slice(),
                    "{sol:?}"
                );
            }
            // Each class contributes its orbit to the total, so the sizes add up to A000170.
            let total_from_orbits: u64 = all
                .iter()
                .filter(|s| is_canonical(s))
                .map(|s| u64::from(canonical(s).orbit_size))
                .sum();
            assert_eq!(total_from_orbits, all.len() as u64, "n = {n}");
        }
    }

    #[test]
    fn eight_queens_have_11_classes_of_8_and_1_of_4() {
        let mut sizes: Vec<u8> = solutions(8)
            .iter()
            .filter(|s| is_canonical(s))
            .map(|s| canonical(s).orbit_size)
            .collect();
        sizes.sort_unstable();
        let mut expect = vec![8u8; 11];
        expect.insert(0, 4);
        assert_eq!(sizes, expect);
    }

    #[test]
    fn first_of_each_class_in_search_order_is_canonical() {
        for n in 1..=9 {
            let mut seen = std::collections::HashSet::new();
            for sol in solutions(n) {
                let class = canonical(&sol);
                let first = seen.insert(class.canonical);
                assert_eq!(first, class.canonical() == sol.as_slice(), "{sol:?}");
            }
        }
    }

    /// A random solution: a board size from 4 to 12 and an index into its solutions.
    fn any_solution() -> impl Strategy<Value = Vec<u8>> {
        (4usize..=12, any::<prop::sample::Index>()).prop_map(|(n, pick)| {
            let total = usize::try_from(known(n).unwrap().total).unwrap();
            let target = pick.index(total);
            let mut solver = Solver::new(n);
            for _ in 0..=target {
                solver.next_solution();
            }
            solver.queens().to_vec()
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn reported_transform_maps_canonical_to_solution(sol in any_solution()) {
            prop_assert!(is_solution(&sol));
            let class = canonical(&sol);
            prop_assert!(is_solution(class.canonical()));
            prop_assert_eq!(class.transform.image(class.canonical()).to_vec(), sol.clone());
            // Of several transforms that would do (a symmetric solution), the first listed.
            for &earlier in Transform::ALL.iter().take_while(|&&t| t != class.transform) {
                prop_assert_ne!(earlier.image(class.canonical()).to_vec(), sol.clone());
            }
        }

        #[test]
        fn orbit_size_counts_distinct_images(sol in any_solution()) {
            let images: std::collections::HashSet<Vec<u8>> =
                Transform::ALL.iter().map(|t| t.image(&sol).to_vec()).collect();
            let class = canonical(&sol);
            prop_assert_eq!(usize::from(class.orbit_size), images.len());
            prop_assert!([1, 2, 4, 8].contains(&class.orbit_size));
            // The canonical one is the smallest image, and every image is a solution.
            prop_assert_eq!(images.iter().min().unwrap().as_slice(), class.canonical());
            prop_assert!(images.iter().all(|s| is_solution(s)));
        }

        #[test]
        fn every_image_has_the_same_class(sol in any_solution()) {
            let class = canonical(&sol);
            for t in Transform::ALL {
                let image = t.image(&sol);
                prop_assert_eq!(image.to_vec(), image_by_squares(t, &sol), "{}", t);
                let other = canonical(&image);
                prop_assert_eq!(other.canonical, class.canonical);
                prop_assert_eq!(other.orbit_size, class.orbit_size);
                prop_assert_eq!(is_canonical(&image), image.as_slice() == class.canonical());
                prop_assert_eq!(other.transform.image(other.canonical()), image);
            }
        }

        #[test]
        fn images_compose_like_the_group(sol in any_solution(), a in 0usize..8, b in 0usize..8) {
            let (a, b) = (Transform::ALL[a], Transform::ALL[b]);
            prop_assert_eq!(a.then(b).image(&sol), b.image(&a.image(&sol)));
            prop_assert_eq!(a.inverse().image(&a.image(&sol)).to_vec(), sol.clone());
        }
    }
}
