//! What a strategy's code panel lists: lines of pseudocode ([`Row`]), and what the panel shows
//! of them at an event ([`Shown`]). Here, below the panels, because each strategy's view
//! hands its listing to the code panel through the strategy trait (`crate::ui::strategy`).

/// What the code panel shows: the pseudocode, the 0-based line the last event executed, and
/// the values beside it (named as the code names them; `code` says the names that are words).
pub type Shown = (&'static [Row], Option<usize>, Vec<(&'static str, String)>);

/// The live variables of the code panel, name and value.
pub type Vars = Vec<(&'static str, String)>;

/// A line of pseudocode. The code stays as it is written in every language (`for`, `if`,
/// names, `cols | ld | rd`); the words in a line (`place queen`, its comments) are said in the
/// user's, as a Chinese textbook's listing keeps its code and writes its comments in Chinese.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Row {
    /// Code alone, written as it is, indentation included.
    Code(&'static str),
    /// A line with words: its indentation in columns, and its message id.
    Words(usize, &'static str),
}

impl Row {
    /// The line as the panel shows it, in the current language.
    pub fn said(self) -> String {
        match self {
            Row::Code(text) => text.to_string(),
            Row::Words(indent, id) => format!("{:indent$}{}", "", crate::i18n::text(id, &[])),
        }
    }
}
