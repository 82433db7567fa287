//! The program's words in the user's language: one Fluent catalog per language under
//! `assets/i18n/` (compiled in), read through [`t!`](crate::t). Nothing else formats words
//! for the user: code says which message and with what values, the catalog says it.
//!
//! The language of a thread is the process's (set once from `--lang` or the locale) unless a
//! scope says otherwise: the animation draws each frame in the language its state holds, so a
//! `:lang` switch is seen at the next frame, and tests draw in any language side by side.
//!
//! Message ids are always literals (`t!("panel-status-running")`), never built at run time, so
//! a test can check that every id the code uses is in the catalogs and every id of the
//! catalogs is used.

mod catalog;
pub mod number;

use std::borrow::Cow;
use std::cell::Cell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::vocabulary::Strategy;
use crate::vocabulary::scope;

pub use crate::vocabulary::Lang;
pub use catalog::{SOURCES, Source};

/// The process's language, as [`Lang`]'s index in [`Lang::ALL`].
static PROCESS: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// The language a scope set for this thread, over the process's.
    static SCOPED: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Sets the language of the whole process (every thread outside a [`scoped`] call).
pub fn set_process(lang: Lang) {
    let index = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    PROCESS.store(u8::try_from(index).unwrap_or(0), Ordering::Relaxed);
}

/// The language words are said in now, on this thread.
pub fn current() -> Lang {
    scope::held(&SCOPED).unwrap_or_else(|| {
        Lang::ALL
            .get(usize::from(PROCESS.load(Ordering::Relaxed)))
            .copied()
            .unwrap_or_default()
    })
}

/// Runs `work` with words in `lang` on this thread, and puts the previous language back after
/// (also if `work` panics).
pub fn scoped<T>(lang: Lang, work: impl FnOnce() -> T) -> T {
    scope::within(&SCOPED, lang, work)
}

/// The language the environment asks for: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
/// that is set and not empty (POSIX's order), if it names a language the program speaks;
/// English otherwise.
pub fn from_env() -> Lang {
    from_vars(|name| std::env::var(name).ok())
}

/// [`from_env`] with the variables read through `var` (for tests).
pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| var(name))
        .find(|value| !value.is_empty())
        .and_then(|value| Lang::from_locale(&value))
        .unwrap_or_default()
}

/// A value a message is given: a number (which also chooses the plural form) or a text.
#[derive(Debug, Clone)]
pub enum Value<'a> {
    /// A number, written with thousands grouped (`14,772,512`) when whole.
    Number(f64),
    /// A text, as it is (a square's name, a path, a number already written).
    Text(Cow<'a, str>),
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl From<$t> for Value<'_> {
            fn from(v: $t) -> Self {
                Value::Number(v as f64)
            }
        }
    )*};
}
numbers!(u8, u16, u32, u64, usize, i32, i64, f64);

impl<'a> From<&'a str> for Value<'a> {
    fn from(v: &'a str) -> Self {
        Value::Text(Cow::Borrowed(v))
    }
}

impl From<String> for Value<'_> {
    fn from(v: String) -> Self {
        Value::Text(Cow::Owned(v))
    }
}

impl<'a> From<&'a String> for Value<'a> {
    fn from(v: &'a String) -> Self {
        Value::Text(Cow::Borrowed(v.as_str()))
    }
}

impl From<char> for Value<'_> {
    fn from(v: char) -> Self {
        Value::Text(Cow::Owned(v.to_string()))
    }
}

/// The message `id` in the current language, with `args` put in its placeables.
///
/// A message missing from the catalog, or given the wrong values, is a bug the catalog test
/// finds; debug builds panic on it, release builds say the id.
pub fn text(id: &str, args: &[(&str, Value)]) -> String {
    text_in(current(), id, args)
}

/// The message `id` in `lang`.
pub fn text_in(lang: Lang, id: &str, args: &[(&str, Value)]) -> String {
    let bundle = bundle(lang);
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        debug_assert!(false, "no message '{id}' in the {} catalog", lang.code());
        return id.to_string();
    };
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        let value = match value {
            Value::Number(v) => FluentValue::from(*v),
            Value::Text(s) => FluentValue::from(s.as_ref()),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = Vec::new();
    let said = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    debug_assert!(
        errors.is_empty(),
        "message '{id}' ({}): {errors:?}",
        lang.code()
    );
    match lang {
        Lang::Zh => number::join_units(said.into_owned()),
        Lang::En => said.into_owned(),
    }
}

/// The bundle of `lang`'s catalog, built once.
fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: OnceLock<Vec<FluentBundle<FluentResource>>> = OnceLock::new();
    let bundles = BUNDLES.get_or_init(|| Lang::ALL.iter().map(|&l| build(l)).collect());
    let index = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    &bundles[index]
}

/// Builds `lang`'s bundle from its sources. The catalog test checks that they parse.
fn build(lang: Lang) -> FluentBundle<FluentResource> {
    let mut bundle = configured(lang);
    for source in SOURCES.iter().filter(|s| s.lang == lang) {
        let resource = FluentResource::try_new(source.text.to_string())
            .unwrap_or_else(|(resource, _)| resource);
        // A message defined twice keeps its first text; the catalog test refuses it.
        let _ = bundle.add_resource(resource);
    }
    let terms = names_in_turn(&bundle);
    let _ = bundle.add_resource(terms);
    bundle
}

/// What message `id` of `bundle` says with `args` (empty where the catalog lacks it, which
/// the catalog test refuses).
fn said(bundle: &FluentBundle<FluentResource>, id: &str, args: Option<&FluentArgs>) -> String {
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        return String::new();
    };
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, args, &mut errors)
        .into_owned()
}

/// The strategies' names in the order `t` visits them, from the registry, as the terms the
/// help's lists read: `-strategies-but-last` (`bitmask, scan, …`; in Chinese `位掩码（bitmask）、
/// 逐个比较（scan）、…`) and `-strategy-last`, so each language joins the last with its own
/// word for "or" and no catalog lists them by hand. Each is the name the screens show, with
/// the typed one beside it where they differ, as `words-strategy-typed` says.
fn names_in_turn(bundle: &FluentBundle<FluentResource>) -> FluentResource {
    let names: Vec<String> = Strategy::ANIMATED
        .iter()
        .map(|s| {
            let title = said(bundle, s.about().title, None);
            if title == s.name() {
                title
            } else {
                let mut args = FluentArgs::new();
                args.set("name", title);
                args.set("typed", s.name());
                said(bundle, "words-strategy-typed", Some(&args))
            }
        })
        .collect();
    let (last, but_last) = names
        .split_last()
        .map_or(("", &[][..]), |(l, b)| (l.as_str(), b));
    let separator = said(bundle, "words-list-separator", None);
    let text = format!(
        "-strategies-but-last = {}\n-strategy-last = {last}\n",
        but_last.join(&separator)
    );
    FluentResource::try_new(text).unwrap_or_else(|(resource, _)| resource)
}

/// An empty bundle for `lang`, set up as every catalog is read.
fn configured(lang: Lang) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new_concurrent(vec![tag(lang)]);
    // Unicode isolation marks around values would be drawn as stray cells in a terminal.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(number));
    bundle
}

/// The language tag Fluent's plural rules go by.
fn tag(lang: Lang) -> unic_langid::LanguageIdentifier {
    let tag = match lang {
        Lang::En => "en",
        Lang::Zh => "zh-CN",
    };
    tag.parse().expect("a well-formed language tag")
}

/// Numbers with the thousands of their whole part grouped, as every figure on screen is
/// written, however large (Fluent's own writing would leave `18446744073709552000`).
fn number<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n)
            if n.value.is_finite() && n.options.minimum_fraction_digits.is_none() =>
        {
            // Rust writes an f64 in full, never in e-notation.
            Some(number::grouped_digits(&n.value.to_string()))
        }
        _ => None,
    }
}

/// The message `id` in the current language: `t!("id")`, or `t!("id", name = value, …)`
/// where each value is a number or a text (see [`Value`]).
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::text($id, &[])
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text(
            $id,
            &[$((stringify!($name), $crate::i18n::Value::from($value))),+],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_locale_chooses_the_language_in_posix_order() {
        let vars = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(from_vars(vars(&[("LANG", "zh_CN.UTF-8")])), Lang::Zh);
        assert_eq!(
            from_vars(vars(&[("LANG", "zh_CN.UTF-8"), ("LC_ALL", "en_US.UTF-8")])),
            Lang::En
        );
        assert_eq!(
            from_vars(vars(&[("LANG", "en_GB"), ("LC_MESSAGES", "zh_CN")])),
            Lang::Zh
        );
        // An empty LC_ALL is unset; an unknown language is English.
        assert_eq!(
            from_vars(vars(&[("LC_ALL", ""), ("LANG", "zh_TW.UTF-8")])),
            Lang::Zh
        );
        assert_eq!(from_vars(vars(&[("LANG", "fr_FR.UTF-8")])), Lang::En);
        assert_eq!(from_vars(vars(&[])), Lang::En);
    }

    #[test]
    fn a_scope_sets_the_language_and_puts_the_previous_back() {
        let outer = current();
        let inner = scoped(Lang::Zh, || {
            assert_eq!(scoped(Lang::En, current), Lang::En);
            current()
        });
        assert_eq!(inner, Lang::Zh);
        assert_eq!(current(), outer);
    }

    #[test]
    fn numbers_are_grouped_and_choose_the_plural_of_each_language() {
        let said = |lang, source: &str, n: f64| {
            let mut bundle = configured(lang);
            bundle
                .add_resource(FluentResource::try_new(source.to_string()).unwrap())
                .unwrap();
            let pattern = bundle.get_message("m").unwrap().value().unwrap();
            let mut args = FluentArgs::new();
            args.set("n", FluentValue::from(n));
            let mut errors = Vec::new();
            let out = bundle.format_pattern(pattern, Some(&args), &mut errors);
            assert!(errors.is_empty(), "{errors:?}");
            out.into_owned()
        };
        let en = "m = { $n ->\n    [one] one queen\n   *[other] { $n } queens\n}\n";
        assert_eq!(said(Lang::En, en, 1.0), "one queen");
        assert_eq!(said(Lang::En, en, 14_772_512.0), "14,772,512 queens");
        // Chinese has one form; a fraction is written as it is.
        assert_eq!(said(Lang::Zh, en, 1.0), "1 queens");
        assert_eq!(said(Lang::Zh, "m = { $n } 个", 2.5), "2.5 个");
    }

    #[test]
    fn every_language_names_itself() {
        assert_eq!(text_in(Lang::En, "lang-name", &[]), "English");
        assert_eq!(text_in(Lang::Zh, "lang-name", &[]), "中文");
    }
}
