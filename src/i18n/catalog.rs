//! The catalogs' files, compiled in: one set per language, the same file names in each (a
//! file per part of the program, so each part's words are found together), and each
//! strategy's own words from its folder (`src/strategies/<folder>/words/<lang>.ftl`), listed
//! by the registry.

use crate::vocabulary::Lang;

/// One file of a catalog.
#[derive(Debug, Clone, Copy)]
pub struct Source {
    /// Its language.
    pub lang: Lang,
    /// Its path from `assets/i18n/` (`en/panels.ftl`, a strategy's
    /// `../../src/strategies/genetic/words/en.ftl`).
    pub path: &'static str,
    /// Its Fluent text.
    pub text: &'static str,
}

macro_rules! sources {
    ($($file:literal),* $(,)?) => {
        &[
            $(
                Source {
                    lang: Lang::En,
                    path: concat!("en/", $file),
                    text: include_str!(concat!("../../assets/i18n/en/", $file)),
                },
                Source {
                    lang: Lang::Zh,
                    path: concat!("zh-CN/", $file),
                    text: include_str!(concat!("../../assets/i18n/zh-CN/", $file)),
                },
            )*
        ]
    };
}

/// The shared files: the words of more than one part of the program.
const SHARED: &[Source] = sources![
    "general.ftl",
    "words.ftl",
    "panels.ftl",
    "views.ftl",
    "code.ftl",
    "help.ftl",
    "errors.ftl",
    "race.ftl",
    "play.ftl",
    "modes.ftl",
    "commands.ftl",
    "notation.ftl",
    "cli.ftl",
];

macro_rules! strategies {
    ($($id:ident => $folder:ident,)*) => {
        /// Each strategy's own words, from its folder (`src/strategies/<folder>/words/`),
        /// in the registry's order.
        const STRATEGIES: &[Source] = &[
            $(
                Source {
                    lang: Lang::En,
                    path: concat!("../../src/strategies/", stringify!($folder), "/words/en.ftl"),
                    text: include_str!(concat!("../strategies/", stringify!($folder), "/words/en.ftl")),
                },
                Source {
                    lang: Lang::Zh,
                    path: concat!("../../src/strategies/", stringify!($folder), "/words/zh-CN.ftl"),
                    text: include_str!(concat!("../strategies/", stringify!($folder), "/words/zh-CN.ftl")),
                },
            )*
        ];
    };
}
crate::strategies::registry!(strategies);

/// How many files there are in all.
const COUNT: usize = SHARED.len() + STRATEGIES.len();

/// The shared files, then the strategies'.
const fn joined() -> [Source; COUNT] {
    let mut out = [SHARED[0]; COUNT];
    let mut at = 0;
    while at < SHARED.len() {
        out[at] = SHARED[at];
        at += 1;
    }
    let mut next = 0;
    while next < STRATEGIES.len() {
        out[at + next] = STRATEGIES[next];
        next += 1;
    }
    out
}

/// Every file of every catalog: the shared ones, then each strategy's.
pub const SOURCES: &[Source] = &joined();
