//! A list whose copy keeps the room it had (Rust's copies of a `Vec` or a `BinaryHeap` hold
//! just their items): a search that doubles its lists as they fill, and counts their room as
//! its memory, then steps on from a copy exactly as from the original.

use std::collections::BinaryHeap;
use std::fmt;
use std::ops::{Deref, DerefMut};

/// `C` (a `Vec` or a `BinaryHeap`), copied with its room.
#[derive(Default, PartialEq, Eq)]
pub struct Roomy<C>(pub C);

impl<T: Clone> Clone for Roomy<Vec<T>> {
    fn clone(&self) -> Self {
        let mut copy = Vec::with_capacity(self.0.capacity());
        copy.extend_from_slice(&self.0);
        Roomy(copy)
    }
}

impl<T: Clone + Ord> Clone for Roomy<BinaryHeap<T>> {
    fn clone(&self) -> Self {
        let mut copy = Vec::with_capacity(self.0.capacity());
        copy.extend_from_slice(self.0.as_slice());
        // Already in heap order: making it a heap again moves nothing.
        Roomy(BinaryHeap::from(copy))
    }
}

impl<C> Deref for Roomy<C> {
    type Target = C;

    fn deref(&self) -> &C {
        &self.0
    }
}

impl<C> DerefMut for Roomy<C> {
    fn deref_mut(&mut self) -> &mut C {
        &mut self.0
    }
}

impl<'a, C> IntoIterator for &'a Roomy<C>
where
    &'a C: IntoIterator,
{
    type Item = <&'a C as IntoIterator>::Item;
    type IntoIter = <&'a C as IntoIterator>::IntoIter;

    fn into_iter(self) -> Self::IntoIter {
        (&self.0).into_iter()
    }
}

impl<C: fmt::Debug> fmt::Debug for Roomy<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_keeps_the_room_and_the_order() {
        let mut list = Roomy(Vec::with_capacity(40));
        list.extend_from_slice(&[3u8, 1, 2]);
        let copy = list.clone();
        assert_eq!((copy.capacity(), copy.as_slice()), (40, &[3, 1, 2][..]));
        let mut heap = Roomy(BinaryHeap::with_capacity(50));
        heap.extend([4, 9, 1, 7, 7, 3]);
        let copy = heap.clone();
        assert_eq!(copy.capacity(), heap.capacity());
        assert_eq!(copy.as_slice(), heap.as_slice());
    }
}
