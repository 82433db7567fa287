//! Which rank a search that fills ranks one at a time branches on next: a choice more than
//! one strategy offers (`--order`, `:order`), so it is said once, here. A strategy takes it
//! by marking its `About` as `ordered`.

use std::fmt;
use std::str::FromStr;

/// Which rank the search fills next.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Order {
    /// From the top rank down, as every backtracking strategy does.
    #[default]
    Fixed,
    /// Most constrained first: the rank with the fewest open files, ties the topmost.
    Mrv,
}

impl Order {
    /// Both orders, the default first.
    pub const ALL: [Order; 2] = [Order::Fixed, Order::Mrv];

    /// The name used on the command line and in `:order`.
    pub fn name(self) -> &'static str {
        match self {
            Order::Fixed => "fixed",
            Order::Mrv => "mrv",
        }
    }
}

impl fmt::Display for Order {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Order {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|o| o.name().eq_ignore_ascii_case(text))
            .ok_or_else(|| "expected an order: fixed or mrv".to_string())
    }
}
