//! nqueens: the N-Queens backtracking search, animated in the terminal, traced, and counted.
//!
//! The binary is thin wiring; everything it does lives here so tests and benchmarks reach it.

pub mod cli;
pub mod commands;
pub mod count;
pub mod solver;
