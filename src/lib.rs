//! nqueens: the N-Queens backtracking search, animated in the terminal, traced, and counted.
//!
//! The binary is thin wiring; everything it does lives here so tests and benchmarks reach it.

pub mod app;
pub mod clean;
pub mod cli;
pub mod commands;
pub mod compare;
pub mod count;
pub mod export;
pub mod files;
pub mod frames;
pub mod hitmap;
pub mod i18n;
pub mod input;
pub mod jobs;
pub mod list;
pub mod output;
pub mod record;
pub mod runtime;
pub mod signals;
pub mod similar;
pub mod solver;
pub mod stop;
pub mod strategies;
pub mod ui;
pub mod usage;
pub mod vocabulary;
