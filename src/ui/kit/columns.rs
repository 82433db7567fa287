//! A table's column heads and cells padded by display width (a Chinese character takes two
//! columns), so that heads from the catalog line up over the figures in any language.

use super::text::width;

/// `text` with spaces before it up to `columns` (a right-aligned head over figures); as it is
/// if it is as wide already.
pub fn right(text: &str, columns: usize) -> String {
    format!("{}{text}", " ".repeat(columns.saturating_sub(width(text))))
}

/// `text` with spaces after it up to `columns` (a left-aligned head or label).
pub fn left(text: &str, columns: usize) -> String {
    format!("{text}{}", " ".repeat(columns.saturating_sub(width(text))))
}

/// Columns of the widest of `texts`, and at least `least`.
pub fn widest<'a>(least: usize, texts: impl IntoIterator<Item = &'a str>) -> usize {
    texts.into_iter().map(width).fold(least, usize::max)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn padding_counts_a_wide_character_as_two_columns() {
        assert_eq!(right("行", 4), "  行");
        assert_eq!(left("后", 3), "后 ");
        assert_eq!(left("rank", 4), "rank");
        // Never cut: a text wider than its column stays whole.
        assert_eq!(left("untried", 4), "untried");
        assert_eq!(widest(1, ["q", "皇后"]), 4);
        assert_eq!(widest(6, ["held"]), 6);
    }
}
