//! One module per subcommand: each takes its parsed arguments and does the work.

pub mod count;
pub mod docs;
pub mod solutions;
pub mod solve;
pub mod trace;
pub mod watch;
