//! The catalogs' files, compiled in: one set per language, the same file names in each (a
//! file per part of the program, so each part's words are found together).

use crate::vocabulary::Lang;

/// One file of a catalog.
#[derive(Debug, Clone, Copy)]
pub struct Source {
    /// Its language.
    pub lang: Lang,
    /// Its path under `assets/i18n/` (`en/panels.ftl`).
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

/// Every file of every catalog.
pub const SOURCES: &[Source] = sources![
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
];
