//! The story of `dancing-links` in words: what the narration says of its events, and its own
//! events as the stats panel's last event.

use crate::app::note::Square;
use crate::solver::notation::file_name;
use crate::solver::order::Order;
use crate::strategies::dancing_links::events::Event as DlxEvent;
use crate::strategies::dancing_links::story::{Column, DlxStory};
use crate::t;
use crate::ui::words::{Said, SaidEvent, rank, square};

/// A column of the story in words: `rank 5`, `file c`.
fn column(col: &Column) -> String {
    match col {
        Column::Rank(at) => t!("words-dlx-rank", rank = rank(at)),
        Column::File(at) => t!("words-dlx-file", file = file_name(at.n, at.col)),
    }
}

/// A square of the story in words.
fn at(s: &Square) -> String {
    square(*s)
}

impl Said for DlxStory {
    fn said(&self) -> String {
        match self {
            DlxStory::Chose { col, size: 0, .. } => {
                t!("words-dlx-chose-empty", column = column(col))
            }
            DlxStory::Chose {
                col,
                size,
                order: Order::Mrv,
            } => t!("words-dlx-chose-mrv", column = column(col), size = *size),
            DlxStory::Chose {
                col,
                size,
                order: Order::Fixed,
            } => t!("words-dlx-chose-fixed", column = column(col), size = *size),
            DlxStory::Covered { col, size, links } => t!(
                "words-dlx-covered",
                column = column(col),
                size = *size,
                links = *links
            ),
            DlxStory::Took {
                square: s,
                links,
                left,
            } => t!(
                "words-dlx-took",
                square = at(s),
                links = *links,
                left = *left
            ),
            DlxStory::GaveBack {
                square: s,
                links,
                left,
            } => t!(
                "words-dlx-gave-back",
                square = at(s),
                links = *links,
                left = *left
            ),
            DlxStory::Uncovered { col } => t!("words-dlx-uncovered", column = column(col)),
            DlxStory::Solved { index, files } => t!(
                "words-dlx-solved",
                index = *index,
                files = crate::solver::notation::files_text(files)
            ),
        }
    }
}

impl SaidEvent for DlxEvent {
    fn said(&self, n: usize) -> String {
        match *self {
            DlxEvent::Choose { col, size } => t!(
                "words-event-dlx-choose",
                column = super::primary_said(n, col),
                size = size
            ),
            DlxEvent::Cover { col } => {
                t!(
                    "words-event-dlx-cover",
                    column = super::primary_said(n, col)
                )
            }
            DlxEvent::Uncover { col } => {
                t!(
                    "words-event-dlx-uncover",
                    column = super::primary_said(n, col)
                )
            }
        }
    }
}
