//! "Did you mean …?": the known name closest to one mistyped, for the messages that refuse an
//! unknown name (a lesson's, a `:` command's), as the command line's parser suggests a
//! subcommand or a flag.

/// The edit distance between `a` and `b` in characters, counting a swap of two neighbours as
/// one edit (`scna` is one from `scan`).
fn distance(a: &[char], b: &[char]) -> usize {
    let mut rows = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in rows.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in rows[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let change = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (rows[i - 1][j] + 1)
                .min(rows[i][j - 1] + 1)
                .min(rows[i - 1][j - 1] + change);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[i - 2][j - 2] + 1);
            }
            rows[i][j] = best;
        }
    }
    rows[a.len()][b.len()]
}

/// How far `typed` is from `known`: from the whole of it, or (for four characters or more:
/// fewer start too many names) from its start, since a long name is often typed short
/// (`scan` for `scan-to-masks`).
fn how_far(typed: &[char], known: &str) -> usize {
    let known: Vec<char> = known.chars().collect();
    let whole = distance(typed, &known);
    if typed.len() >= 4 && typed.len() < known.len() {
        whole.min(distance(typed, &known[..typed.len()]))
    } else {
        whole
    }
}

/// The one of `known` closest to `typed`, if one is close enough to be what was meant: a
/// third of the typed characters may be wrong (at least one, from three typed), and a tie goes
/// to the first.
pub fn closest<'a>(typed: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let chars: Vec<char> = typed.chars().collect();
    if chars.is_empty() || chars.len() > 64 {
        return None;
    }
    // One or two characters are too few to guess from.
    let most = if chars.len() < 3 {
        0
    } else {
        (chars.len() / 3).max(1)
    };
    known
        .into_iter()
        .filter(|name| *name != typed)
        .map(|name| (how_far(&chars, name), name))
        .filter(|(far, _)| *far <= most)
        .min_by_key(|(far, _)| *far)
        .map(|(_, name)| name)
}

#[cfg(test)]
mod tests {
    use super::*;

    const LESSONS: [&str; 3] = ["four-queens", "scan-to-masks", "symmetry"];

    #[test]
    fn near_misses_find_their_name() {
        assert_eq!(closest("four-queen", LESSONS), Some("four-queens"));
        assert_eq!(closest("scna", LESSONS), Some("scan-to-masks"));
        assert_eq!(closest("symetry", LESSONS), Some("symmetry"));
        assert_eq!(closest("evnt", ["event", "n", "speed"]), Some("event"));
    }

    #[test]
    fn nothing_is_suggested_for_what_is_far_from_every_name() {
        assert_eq!(closest("foo", LESSONS), None);
        assert_eq!(closest("x", ["event", "n"]), None);
        assert_eq!(closest("", LESSONS), None);
    }
}
