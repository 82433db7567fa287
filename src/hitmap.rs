//! What the view drew where, for the mouse: the view fills a [`HitMap`] as it draws each frame,
//! and input asks it what lies under a click ([`HitMap::at`]). Screen places stay here and in
//! the view; the state only ever hears the meaning (a square, a solution, a panel).

use ratatui::layout::{Position, Rect};

use crate::vocabulary::Panel;

/// What lies under a screen position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hit {
    /// A square of the board (row 0 first, column 0 = file a).
    Square {
        /// The square's row.
        row: usize,
        /// The square's column.
        col: usize,
    },
    /// A row of the solutions list showing this position (0-based) of the listing.
    Solution(u64),
    /// Somewhere on a scrolling panel, not on an item.
    Panel(Panel),
    /// A point of the timeline: the position after this event (bitmask numbering).
    Moment(u64),
}

/// One drawn part the mouse can point at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Region {
    /// The board's squares: `n` rows of `n` squares, each `width` columns by `height` lines,
    /// from the top left.
    Board {
        area: Rect,
        width: u16,
        height: u16,
        n: u16,
    },
    /// The solutions list: its first row shows listing position `first`; `len` are listed.
    List {
        area: Rect,
        first: u64,
        len: u64,
    },
    /// A panel that scrolls as a whole.
    Panel {
        area: Rect,
        panel: Panel,
    },
    Timeline {
        area: Rect,
        total: u64,
    },
    /// One point of the run, wherever in `area` the click falls (a node of the tree).
    Moment {
        area: Rect,
        at: u64,
    },
}

/// The parts of one frame the mouse can point at; later entries lie on top.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HitMap {
    regions: Vec<Region>,
}

impl HitMap {
    /// Records the board: its top-left square at `origin`, squares `width` columns by
    /// `height` lines.
    pub fn board(&mut self, origin: Position, width: u16, height: u16, n: u16) {
        let area = Rect::new(origin.x, origin.y, width * n, height * n);
        self.regions.push(Region::Board {
            area,
            width,
            height,
            n,
        });
    }

    /// Records the solutions list drawn in `area`, its first row at listing position `first`,
    /// of `len` listed.
    pub fn list(&mut self, area: Rect, first: u64, len: u64) {
        self.regions.push(Region::List { area, first, len });
    }

    /// Records a panel that scrolls as a whole.
    pub fn panel(&mut self, area: Rect, panel: Panel) {
        self.regions.push(Region::Panel { area, panel });
    }

    /// Records the timeline bar drawn in `area`, one line covering events 0 to `total`
    /// (bitmask numbering).
    pub fn timeline(&mut self, area: Rect, total: u64) {
        self.regions.push(Region::Timeline { area, total });
    }

    /// Records a part of the screen that stands for one point of the run: the position after
    /// event `at` (bitmask numbering), such as a node of the tree where it is entered.
    pub fn moment(&mut self, area: Rect, at: u64) {
        self.regions.push(Region::Moment { area, at });
    }

    /// Where `hit` was drawn: the first screen position (top left first) that maps to it.
    pub fn find(&self, hit: Hit) -> Option<Position> {
        self.regions.iter().rev().find_map(|region| {
            let area = region_area(region);
            area.positions()
                .find(|&p| self.at(p) == Some(hit) && area.contains(p))
        })
    }

    /// What lies under `position`, topmost first.
    pub fn at(&self, position: Position) -> Option<Hit> {
        self.regions
            .iter()
            .rev()
            .find(|region| region_area(region).contains(position))
            .and_then(|region| hit_in(region, position))
    }
}

fn region_area(region: &Region) -> Rect {
    match *region {
        Region::Board { area, .. }
        | Region::List { area, .. }
        | Region::Panel { area, .. }
        | Region::Timeline { area, .. }
        | Region::Moment { area, .. } => area,
    }
}

fn hit_in(region: &Region, position: Position) -> Option<Hit> {
    match *region {
        Region::Board {
            area,
            width,
            height,
            n,
        } => {
            let row = (position.y - area.y) / height.max(1);
            let col = (position.x - area.x) / width.max(1);
            (row < n && col < n).then_some(Hit::Square {
                row: row.into(),
                col: col.into(),
            })
        }
        Region::List { area, first, len } => {
            let at = first + u64::from(position.y - area.y);
            Some(if at < len {
                Hit::Solution(at)
            } else {
                Hit::Panel(Panel::Solutions)
            })
        }
        Region::Panel { panel, .. } => Some(Hit::Panel(panel)),
        Region::Timeline { area, total } => {
            // Each cell stands for an equal share of the run; a click means its start, and
            // the last cell's end is the end of the run.
            let (x, width) = (u64::from(position.x - area.x), u64::from(area.width.max(1)));
            let at = if x + 1 >= width {
                total
            } else {
                u64::try_from(u128::from(total) * u128::from(x) / u128::from(width))
                    .unwrap_or(total)
            };
            Some(Hit::Moment(at))
        }
        Region::Moment { at, .. } => Some(Hit::Moment(at)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_map_by_cell_width() {
        let mut map = HitMap::default();
        map.board(Position::new(10, 2), 3, 1, 8);
        assert_eq!(
            map.at(Position::new(10, 2)),
            Some(Hit::Square { row: 0, col: 0 })
        );
        assert_eq!(
            map.at(Position::new(12, 2)),
            Some(Hit::Square { row: 0, col: 0 })
        );
        assert_eq!(
            map.at(Position::new(13, 9)),
            Some(Hit::Square { row: 7, col: 1 })
        );
        assert_eq!(map.at(Position::new(34, 9)), None, "right of the board");
        assert_eq!(map.at(Position::new(9, 2)), None, "left of it");
        assert_eq!(map.at(Position::new(10, 10)), None, "below it");
        assert_eq!(
            map.find(Hit::Square { row: 7, col: 1 }),
            Some(Position::new(13, 9))
        );
        assert_eq!(map.find(Hit::Square { row: 8, col: 0 }), None);
    }

    #[test]
    fn tall_squares_map_by_width_and_height() {
        let mut map = HitMap::default();
        // Squares 5 columns by 3 lines, the board's top left at (7, 1).
        map.board(Position::new(7, 1), 5, 3, 4);
        let square = |row, col| Some(Hit::Square { row, col });
        assert_eq!(map.at(Position::new(7, 1)), square(0, 0));
        assert_eq!(
            map.at(Position::new(11, 3)),
            square(0, 0),
            "bottom right of a1"
        );
        assert_eq!(map.at(Position::new(12, 4)), square(1, 1));
        assert_eq!(map.at(Position::new(26, 12)), square(3, 3));
        assert_eq!(map.at(Position::new(27, 12)), None, "right of the board");
        assert_eq!(map.at(Position::new(26, 13)), None, "below it");
        assert_eq!(
            map.find(Hit::Square { row: 2, col: 1 }),
            Some(Position::new(12, 7))
        );
    }

    #[test]
    fn list_rows_map_to_listing_positions() {
        let mut map = HitMap::default();
        map.list(Rect::new(80, 1, 40, 10), 16, 18);
        assert_eq!(map.at(Position::new(85, 1)), Some(Hit::Solution(16)));
        assert_eq!(map.at(Position::new(85, 2)), Some(Hit::Solution(17)));
        assert_eq!(
            map.at(Position::new(85, 3)),
            Some(Hit::Panel(Panel::Solutions)),
            "past the end of the listing"
        );
        assert_eq!(map.at(Position::new(85, 11)), None);
    }

    #[test]
    fn later_regions_lie_on_top() {
        let mut map = HitMap::default();
        map.board(Position::new(0, 0), 1, 1, 8);
        map.panel(Rect::new(0, 0, 20, 20), Panel::Help);
        assert_eq!(map.at(Position::new(1, 1)), Some(Hit::Panel(Panel::Help)));
    }
}
