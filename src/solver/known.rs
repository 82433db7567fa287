//! Known solution counts (OEIS A000170 and A002562), embedded from `assets/known-counts.tsv`.

const TABLE: &str = include_str!("../../assets/known-counts.tsv");

/// The known counts for one board size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Known {
    /// All solutions (OEIS A000170).
    pub total: u64,
    /// Classes under the 8 symmetries of the square (OEIS A002562).
    pub unique: u64,
}

/// The known counts for `n`, if the table has them (it stops where mathematics does, at 27).
pub fn known(n: usize) -> Option<Known> {
    TABLE
        .lines()
        .filter(|line| !line.starts_with('#'))
        .skip(1)
        .find_map(|line| {
            let mut fields = line.split('\t');
            let row_n: usize = fields.next()?.parse().ok()?;
            if row_n != n {
                return None;
            }
            let total = fields.next()?.parse().ok()?;
            let unique = fields.next()?.parse().ok()?;
            Some(Known { total, unique })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_parses_for_every_listed_n() {
        for n in 1..=27 {
            let k = known(n).unwrap_or_else(|| panic!("n = {n} missing"));
            // A class holds at most 8 solutions and at least 1.
            assert!(k.unique <= k.total && k.total <= 8 * k.unique, "n = {n}");
        }
        assert_eq!(
            known(8),
            Some(Known {
                total: 92,
                unique: 12
            })
        );
        assert_eq!(known(0), None);
        assert_eq!(known(28), None);
    }
}
