//! A setting one thread holds for the length of a call: the language words are said in, the
//! notation squares are named in. Here, in the leaf every module may import, so each setting
//! keeps its own thread-local cell while the one way of setting and restoring it is shared.

use std::cell::Cell;
use std::thread::LocalKey;

/// A thread-local cell a scope may set: `None` outside every scope.
pub type Slot<T> = LocalKey<Cell<Option<T>>>;

/// Runs `work` with `slot` holding `value` on this thread, and puts the slot's previous value
/// back after, also if `work` panics (a drop guard, not code after the call).
pub fn within<T: Copy + 'static, R>(
    slot: &'static Slot<T>,
    value: T,
    work: impl FnOnce() -> R,
) -> R {
    struct Restore<T: Copy + 'static>(&'static Slot<T>, Option<T>);
    impl<T: Copy + 'static> Drop for Restore<T> {
        fn drop(&mut self) {
            self.0.with(|cell| cell.set(self.1));
        }
    }
    let _restore = Restore(slot, slot.with(|cell| cell.replace(Some(value))));
    work()
}

/// The value `slot` holds on this thread, if a scope set one.
pub fn held<T: Copy + 'static>(slot: &'static Slot<T>) -> Option<T> {
    slot.with(Cell::get)
}

#[cfg(test)]
mod tests {
    use super::*;

    thread_local! {
        static SLOT: Cell<Option<u8>> = const { Cell::new(None) };
    }

    #[test]
    fn a_scope_restores_the_outer_value_after_it_ends_and_after_a_panic() {
        assert_eq!(held(&SLOT), None);
        let inner = within(&SLOT, 1, || {
            let nested = within(&SLOT, 2, || held(&SLOT));
            (nested, held(&SLOT))
        });
        assert_eq!(inner, (Some(2), Some(1)));
        assert_eq!(held(&SLOT), None);
        let _ = std::panic::catch_unwind(|| within(&SLOT, 3, || panic!("inside")));
        assert_eq!(held(&SLOT), None);
    }
}
