//! Background work: what each job the state asks for does, and the executors that carry out
//! the state's effects (gitui's async jobs are the model). The state only describes a job
//! (plain data in [`crate::app::Effect`]) and takes in its answer, an action; the work, the
//! threads and rayon are here.

mod count;
mod play;

pub use count::{count_tree, count_tree_until};
