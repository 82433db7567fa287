//! Background work: what each job the state asks for does, and the executors that carry out
//! the state's effects (gitui's async jobs are the model). The state only describes a job
//! (plain data in [`crate::app::Effect`], named with a [`crate::vocabulary::JobId`] the state
//! hands out) and takes in its answers, typed actions; the work, the threads and rayon are
//! here.
//!
//! One interface, [`Executor`], two executors: [`Threaded`] for the terminal (each job on a
//! thread, answers on the loop's channel, cancels through tokens the executor keeps) and
//! [`Inline`] for recordings and tests (each job done at once, answers handed back in order).

mod compare;
mod count;
mod executor;
mod inline;
mod play;
mod threaded;
mod work;

pub use count::{count_tree, count_tree_until};
pub use executor::{Ending, Executor, drive};
pub use inline::Inline;
pub use threaded::Threaded;
