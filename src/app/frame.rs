//! What the state learns of a frame before it is drawn: how much of each scrolling panel the
//! frame shows, and the tree diagram as the view laid it out. Meanings, no places: the view
//! plans the frame, the state takes these in ([`App::prepare`]), and the same plan is drawn.

use super::{App, Effect};
use crate::vocabulary::Viewport;

use super::tree::{self, Icicle};

/// What a frame's plan tells the state before the frame is drawn.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FrameNeeds {
    /// Rows of the solutions list and of the help, and the tree's room (columns, rows).
    pub viewport: Viewport,
    /// The tree diagram as the frame draws it, laid out once by the view in the viewport's
    /// tree room (`None`: no tree is drawn, or its board has no book yet).
    pub tree: Option<Icicle>,
}

impl App {
    /// Takes in the plan of the frame about to be drawn: the list keeps its selection on the
    /// page the frame shows, the help its scroll within what shows. Returns the background
    /// work the frame needs (the sizes the tree lacks) and any a new search still wants.
    pub fn prepare(&mut self, needs: &FrameNeeds) -> Vec<Effect> {
        let mut effects = std::mem::take(&mut self.deferred);
        effects
            .extend(self.with_jobs(|app| app.take_viewport(needs.viewport, needs.tree.as_ref())));
        effects
    }

    /// Takes in how much of the scrolling panels shows; `icicle` is the tree laid out in
    /// `viewport.tree` if the caller has it (else it is laid out here). Returns the work the
    /// tree needs.
    pub(super) fn take_viewport(
        &mut self,
        viewport: Viewport,
        icicle: Option<&Icicle>,
    ) -> Vec<Effect> {
        self.view.set_viewport(viewport);
        self.size_tree(viewport.tree, icicle).into_iter().collect()
    }

    /// For a frame that draws the tree in `room` (columns, rows), laid out as `icicle`: the
    /// sizes it lacks, to count in the background. The book forgets what no screen of this
    /// size can show.
    fn size_tree(&mut self, (width, rows): (u16, u16), icicle: Option<&Icicle>) -> Option<Effect> {
        if width == 0 || rows == 0 || !self.strategy().backtracks() {
            return None;
        }
        let laid_out;
        let icicle = match icicle {
            Some(icicle) => icicle,
            None => {
                laid_out = self.tree(width, rows)?;
                &laid_out
            }
        };
        // The book is the board's: `with_jobs` keeps it so after every action.
        let n = self.n();
        let book = self.tree.as_mut().filter(|book| book.n() == n)?;
        // The memory bound: the children of every cell the screen can hold.
        book.trim(icicle, tree::bound(width, rows, book.n()));
        book.wants(icicle).map(Effect::SizeTree)
    }
}
