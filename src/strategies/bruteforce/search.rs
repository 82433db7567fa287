//! `bruteforce`'s search: the complete-board stepper of `solver::boards`, by its rule.

pub use crate::solver::MAX_N;
pub use crate::solver::boards::Boards as Engine;
use crate::solver::boards::Rule;

/// A new search of the `n`×`n` board (nothing is drawn at random: `seed` is not read).
pub fn new(n: usize, _seed: u64) -> Engine {
    Engine::new(Rule::Bruteforce, n)
}

#[cfg(test)]
mod tests {
    use crate::solver::Search;

    #[test]
    fn it_tests_every_board_of_its_kind() {
        let mut search = super::new(6, 1);
        assert_eq!(search.boards_in_all(), Some(46_656));
        while search.step().is_some() {}
        assert_eq!(search.work().boards, 46_656, "every board tested");
    }
}
