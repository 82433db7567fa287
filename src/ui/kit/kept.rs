//! Words said once per language and kept: the explanations below the board are measured by
//! the layout and drawn every frame under a `'static` borrow, and the catalogs are compiled
//! in, so a message's text in a language never changes.

use std::sync::OnceLock;

use crate::i18n::{self, Lang};

/// A message's text in each language, said the first time it is asked for there.
pub struct Kept {
    /// The text in each language of [`Lang::ALL`], once said.
    said: [OnceLock<String>; Lang::ALL.len()],
    /// Says the message in the thread's current language.
    say: fn() -> String,
}

impl Kept {
    /// The words `say` gives (a `t!` call), kept per language.
    pub const fn new(say: fn() -> String) -> Kept {
        Kept {
            said: [const { OnceLock::new() }; Lang::ALL.len()],
            say,
        }
    }

    /// The words in the thread's current language.
    pub fn get(&'static self) -> &'static str {
        let lang = i18n::current();
        let index = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
        self.said[index].get_or_init(|| i18n::scoped(lang, self.say))
    }
}
