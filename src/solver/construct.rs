//! One solution for any n ≥ 4 in O(n), by the classic explicit construction (Hoffman, Loessi
//! and Moore, 1969; in the form of Bernhardsson, 1991): the even columns, then the odd ones,
//! with a small fix-up for the two residues of n modulo 6 where the plain order fails.
//!
//! In 1-based columns, row by row:
//! - n mod 6 ∉ {2, 3}: 2, 4, 6, …, then 1, 3, 5, …;
//! - n mod 6 = 2: 2, 4, 6, …, then 3, 1, 7, 9, 11, …, 5 (1 and 3 swapped, 5 moved last);
//! - n mod 6 = 3: 4, 6, 8, …, 2, then 5, 7, 9, …, 1, 3 (2 moved after the evens, 1 and 3
//!   after the odds).

/// A solution of the `n`×`n` board: the 0-based column of the queen on each row. `None` for
/// n = 2 and 3, which have none (and for n = 0).
pub fn construct(n: usize) -> Option<Vec<u32>> {
    match n {
        0 | 2 | 3 => return None,
        1 => return Some(vec![0]),
        _ => {}
    }
    let n32 = u32::try_from(n).ok()?;
    let mut cols = Vec::with_capacity(n);
    // 1-based columns from `from` to n in steps of 2, written 0-based.
    let run = |cols: &mut Vec<u32>, from: u32| cols.extend((from..=n32).step_by(2).map(|c| c - 1));
    match n % 6 {
        2 => {
            run(&mut cols, 2);
            cols.extend([3, 1].map(|c: u32| c - 1));
            run(&mut cols, 7);
            cols.push(5 - 1);
        }
        3 => {
            run(&mut cols, 4);
            cols.push(2 - 1);
            run(&mut cols, 5);
            cols.extend([1, 3].map(|c: u32| c - 1));
        }
        _ => {
            run(&mut cols, 2);
            run(&mut cols, 1);
        }
    }
    debug_assert_eq!(cols.len(), n);
    Some(cols)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::verify::verify;

    #[test]
    fn small_boards_by_hand() {
        assert_eq!(construct(1), Some(vec![0]));
        assert_eq!(construct(2), None);
        assert_eq!(construct(3), None);
        assert_eq!(construct(4), Some(vec![1, 3, 0, 2]));
        // n = 8 (mod 6 = 2): 2 4 6 8 3 1 7 5.
        assert_eq!(construct(8), Some(vec![1, 3, 5, 7, 2, 0, 6, 4]));
        // n = 9 (mod 6 = 3): 4 6 8 2 5 7 9 1 3.
        assert_eq!(construct(9), Some(vec![3, 5, 7, 1, 4, 6, 8, 0, 2]));
    }

    #[test]
    fn every_construction_up_to_3000_is_a_solution() {
        for n in (1..=3000).filter(|&n| n != 2 && n != 3) {
            let cols = construct(n).unwrap();
            assert_eq!(verify(n, &cols), Ok(()), "n = {n}");
        }
    }
}
