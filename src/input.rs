//! From the terminal's events to actions: the key map (one table, read by the dispatcher
//! ([`action_for`]), the help overlay and the key-hint bar, so what the screen says is what
//! the keys do), the rule that tells a held key from taps, and clicks decoded with the map of
//! what the view drew.

use ratatui::crossterm::event::{
    Event as TermEvent, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseEventKind,
};
use ratatui::layout::Position;
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use crate::hitmap::{Hit, HitMap};
use crate::i18n::{self, Lang};
use crate::t;
use crate::vocabulary::{Action, Context, Direction, Focus, Move, Panel};

/// Where a binding applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scope {
    /// Whatever has the focus.
    Anywhere,
    /// While the live board has the focus.
    Board,
    /// While the solutions panel has the focus (`Tab`).
    Solutions,
    /// While typing the number of a solution after `#`.
    Jump,
    /// While typing a command after `:`.
    Command,
    /// While this help is open.
    Help,
    /// While placing queens by hand (`p` or `:play`).
    Play,
    /// While two strategies race (`:race A B`).
    Race,
    /// The mouse: no keys, only what a click does where (listed in the help).
    Mouse,
    /// While a predict-mode question waits for a guess (`:predict`).
    Predict,
    /// While a lesson plays (`nqueens lesson`): its keys win over the search's.
    Lesson,
}

impl Scope {
    /// Every scope, in the help's order.
    pub const ALL: [Scope; 11] = [
        Scope::Anywhere,
        Scope::Board,
        Scope::Solutions,
        Scope::Jump,
        Scope::Command,
        Scope::Help,
        Scope::Play,
        Scope::Race,
        Scope::Mouse,
        Scope::Predict,
        Scope::Lesson,
    ];

    /// The heading of this scope, in English: the man page's (it stays English). The help
    /// overlay shows [`Scope::heading`].
    pub fn title(self) -> &'static str {
        match self {
            Scope::Anywhere => "Anywhere",
            Scope::Board => "Board (when it has the focus)",
            Scope::Solutions => "Solutions panel (Tab to focus it)",
            Scope::Jump => "Typing a solution number (after #)",
            Scope::Command => "The command line (after :)",
            Scope::Help => "This help",
            Scope::Play => "Play (p or :play: place queens yourself)",
            Scope::Race => "Race (:race A B: two strategies side by side)",
            Scope::Mouse => "The mouse",
            Scope::Predict => "Predict (:predict: a question waits for your guess)",
            Scope::Lesson => "Lesson (nqueens lesson: the search's keys explore)",
        }
    }

    /// The heading of this scope in the help overlay, in the current language.
    pub fn heading(self) -> String {
        match self {
            Scope::Anywhere => t!("help-scope-anywhere"),
            Scope::Board => t!("help-scope-board"),
            Scope::Solutions => t!("help-scope-solutions"),
            Scope::Jump => t!("help-scope-jump"),
            Scope::Command => t!("help-scope-command"),
            Scope::Help => t!("help-scope-help"),
            Scope::Play => t!("help-scope-play"),
            Scope::Race => t!("help-scope-race"),
            Scope::Mouse => t!("help-scope-mouse"),
            Scope::Predict => t!("help-scope-predict"),
            Scope::Lesson => t!("help-scope-lesson"),
        }
    }
}

/// One row of the key table.
#[derive(Debug, Clone)]
pub struct Binding {
    /// Where it applies.
    pub scope: Scope,
    /// The keys that trigger it (any of them).
    pub keys: &'static [(KeyCode, KeyModifiers)],
    /// How the keys are written on screen.
    pub label: &'static str,
    /// What happens, in the help overlay: the message id of the words (see
    /// [`Binding::describe`]).
    pub about: &'static str,
    /// The message id of a one- or two-word name for the hint bar, for the bindings shown
    /// there (see [`Binding::hint`]).
    pub hint_id: Option<&'static str>,
    /// The action sent.
    pub action: Action,
}

impl Binding {
    /// What happens, in the current language (the help overlay's words).
    pub fn describe(&self) -> String {
        i18n::text(self.about, &[])
    }

    /// The hint bar's name for this binding in the current language, if it is shown there.
    /// Said once per language and kept, so the bar can compare and hold hints as it always
    /// has, without saying them again every frame.
    pub fn hint(&self) -> Option<&'static str> {
        let id = self.hint_id?;
        let lang = i18n::current();
        said_once(lang, id)
    }

    /// The label in the current language: key names stay as they are (`Space`, `Tab`,
    /// `←`); the few labels that are words (the command line's text, the mouse's places) are
    /// said in the language.
    pub fn label_said(&self) -> Cow<'static, str> {
        Cow::Owned(match (self.scope, self.label) {
            (Scope::Command, "text") => t!("help-label-text"),
            (Scope::Mouse, "square") => t!("help-label-square"),
            (Scope::Mouse, "timeline") => t!("help-label-timeline"),
            (Scope::Mouse, "tree node") => t!("help-label-tree-node"),
            (Scope::Mouse, "solution") => t!("help-label-solution"),
            _ => return Cow::Borrowed(self.label),
        })
    }
}

/// The message `id` of the key table said in `lang`, kept for the life of the program: the
/// table's hints are few (a few dozen per language), so each is said once.
fn said_once(lang: Lang, id: &'static str) -> Option<&'static str> {
    type Said = HashMap<&'static str, &'static str>;
    static SAID: OnceLock<Vec<Said>> = OnceLock::new();
    let said = SAID.get_or_init(|| {
        Lang::ALL
            .iter()
            .map(|&lang| {
                BINDINGS
                    .iter()
                    .filter_map(|b| b.hint_id)
                    .map(|id| {
                        let text: &'static str =
                            Box::leak(i18n::text_in(lang, id, &[]).into_boxed_str());
                        (id, text)
                    })
                    .collect()
            })
            .collect()
    });
    let index = Lang::ALL.iter().position(|&l| l == lang)?;
    said.get(index)?.get(id).copied()
}

const NONE: KeyModifiers = KeyModifiers::NONE;

const fn ch(c: char) -> (KeyCode, KeyModifiers) {
    (KeyCode::Char(c), NONE)
}

const fn key(code: KeyCode) -> (KeyCode, KeyModifiers) {
    (code, NONE)
}

const fn bind(
    scope: Scope,
    keys: &'static [(KeyCode, KeyModifiers)],
    label: &'static str,
    about: &'static str,
    hint_id: Option<&'static str>,
    action: Action,
) -> Binding {
    Binding {
        scope,
        keys,
        label,
        about,
        hint_id,
        action,
    }
}

use Scope::{Anywhere, Board, Command, Help, Jump, Mouse, Play, Race, Solutions};

/// Every key the program answers to. Earlier rows win where scopes overlap: the narrower
/// scopes come first.
#[rustfmt::skip]
pub const BINDINGS: &[Binding] = &[
    // The command line: text, and the keys that edit, complete, recall, run or close it.
    bind(Command, &[], "text", "help-key-command-text", None, Action::CommandChar(' ')),
    bind(Command, &[key(KeyCode::Tab)], "Tab", "help-key-command-complete", Some("help-hint-complete"), Action::CommandComplete),
    bind(Command, &[key(KeyCode::Up)], "↑", "help-key-command-earlier", Some("help-hint-history"), Action::CommandHistory(-1)),
    bind(Command, &[key(KeyCode::Down)], "↓", "help-key-command-later", Some("help-hint-history"), Action::CommandHistory(1)),
    bind(Command, &[key(KeyCode::Backspace)], "Backspace", "help-key-command-delete", None, Action::CommandBackspace),
    bind(Command, &[key(KeyCode::Enter)], "Enter", "help-key-command-run", Some("help-hint-run"), Action::CommandRun),
    bind(Command, &[key(KeyCode::Esc)], "Esc", "help-key-command-close", Some("help-hint-cancel"), Action::Back),
    // Typing a jump: digits, and the keys that end it.
    bind(Jump, &[ch('0'), ch('1'), ch('2'), ch('3'), ch('4'), ch('5'), ch('6'), ch('7'), ch('8'), ch('9')],
        "0-9", "help-key-jump-digit", Some("help-hint-number"), Action::JumpDigit(0)),
    bind(Jump, &[key(KeyCode::Backspace)], "Backspace", "help-key-jump-delete", None, Action::JumpBackspace),
    bind(Jump, &[key(KeyCode::Enter)], "Enter", "help-key-jump-go", Some("help-hint-go"), Action::JumpConfirm),
    bind(Jump, &[key(KeyCode::Esc)], "Esc", "help-key-cancel", Some("help-hint-cancel"), Action::Back),
    // The help overlay.
    bind(Help, &[key(KeyCode::Down), ch('j')], "↓ j", "help-key-help-down", Some("help-hint-scroll"), Action::ScrollHelp(1)),
    bind(Help, &[key(KeyCode::Up), ch('k')], "↑ k", "help-key-help-up", Some("help-hint-scroll"), Action::ScrollHelp(-1)),
    bind(Help, &[key(KeyCode::PageDown)], "PgDn", "help-key-page-down", None, Action::ScrollHelp(10)),
    bind(Help, &[key(KeyCode::PageUp)], "PgUp", "help-key-page-up", None, Action::ScrollHelp(-10)),
    // The solutions panel.
    bind(Solutions, &[key(KeyCode::Down), ch('j'), key(KeyCode::Right), ch('l')],
        "↓ j → l", "help-key-solutions-next", Some("help-hint-next"), Action::Browse(Move::By(1))),
    bind(Solutions, &[key(KeyCode::Up), ch('k'), key(KeyCode::Left), ch('h')],
        "↑ k ← h", "help-key-solutions-previous", Some("help-hint-prev"), Action::Browse(Move::By(-1))),
    bind(Solutions, &[key(KeyCode::PageDown)], "PgDn", "help-key-page-down", None, Action::Browse(Move::Pages(1))),
    bind(Solutions, &[key(KeyCode::PageUp)], "PgUp", "help-key-page-up", None, Action::Browse(Move::Pages(-1))),
    bind(Solutions, &[key(KeyCode::Home), ch('g')], "Home g", "help-key-solutions-first", Some("help-hint-first"), Action::Browse(Move::First)),
    bind(Solutions, &[key(KeyCode::End), ch('G')], "End G", "help-key-solutions-newest", Some("help-hint-newest"), Action::Browse(Move::Last)),
    bind(Solutions, &[key(KeyCode::Esc)], "Esc", "help-key-solutions-back", None, Action::Back),
    // The board.
    bind(Board, &[key(KeyCode::Left)], "←", "help-key-step-back", None, Action::StepBack),
    bind(Board, &[key(KeyCode::Right)], "→", "help-key-board-forward", None, Action::Step),
    // Anywhere.
    bind(Anywhere, &[ch(' ')], "Space", "help-key-pause", Some("help-hint-pause"), Action::TogglePause),
    bind(Anywhere, &[ch('s')], "s", "help-key-step", Some("help-hint-step"), Action::Step),
    bind(Anywhere, &[ch('b')], "b", "help-key-step-back", Some("help-hint-back"), Action::StepBack),
    bind(Anywhere, &[key(KeyCode::Enter)], "Enter", "help-key-to-solution", Some("help-hint-next-solution"), Action::RunToSolution),
    bind(Anywhere, &[key(KeyCode::Backspace)], "Backspace", "help-key-back-to-solution", None, Action::BackToSolution),
    bind(Anywhere, &[ch('d')], "d", "help-key-to-dead-end", None, Action::RunToDeadEnd),
    bind(Anywhere, &[ch('+'), ch('=')], "+", "help-key-faster", Some("help-hint-speed"), Action::Faster),
    bind(Anywhere, &[ch('-'), ch('_')], "-", "help-key-slower", Some("help-hint-speed"), Action::Slower),
    bind(Anywhere, &[ch('[')], "[", "help-key-shrink", Some("help-hint-n"), Action::Shrink),
    bind(Anywhere, &[ch(']')], "]", "help-key-grow", Some("help-hint-n"), Action::Grow),
    bind(Anywhere, &[ch('r')], "r", "help-key-restart", Some("help-hint-restart"), Action::Restart),
    bind(Anywhere, &[(KeyCode::Char('z'), KeyModifiers::CONTROL), ch('U')], "Ctrl-Z U", "help-key-undo", None, Action::Undo),
    bind(Anywhere, &[(KeyCode::Char('y'), KeyModifiers::CONTROL), ch('R')], "Ctrl-Y R", "help-key-redo", None, Action::Redo),
    bind(Anywhere, &[key(KeyCode::Tab), key(KeyCode::BackTab)], "Tab", "help-key-focus", Some("help-hint-solutions"), Action::SwitchFocus),
    bind(Anywhere, &[ch(':')], ":", "help-key-command", Some("help-hint-command"), Action::OpenCommand),
    bind(Anywhere, &[ch('#')], "#", "help-key-jump", None, Action::StartJump),
    bind(Anywhere, &[ch('t')], "t", "help-key-strategy", Some("help-hint-strategy"), Action::ToggleStrategy),
    bind(Anywhere, &[ch('v')], "v", "help-key-narration", Some("help-hint-narration"), Action::ToggleNarration),
    bind(Anywhere, &[ch('u')], "u", "help-key-unique", Some("help-hint-unique"), Action::ToggleUnique),
    bind(Anywhere, &[ch('w')], "w", "help-key-write", Some("help-hint-write"), Action::WriteSolutions),
    bind(Anywhere, &[ch('p')], "p", "help-key-play", Some("help-hint-play"), Action::Play),
    bind(Anywhere, &[ch('?'), key(KeyCode::F(1))], "? F1", "help-key-help", Some("help-hint-help"), Action::ToggleHelp),
    bind(Anywhere, &[key(KeyCode::Esc)], "Esc", "help-key-close-help", None, Action::Back),
    bind(Anywhere, &[ch('q'), (KeyCode::Char('c'), KeyModifiers::CONTROL)], "q  Ctrl-C", "help-key-quit", Some("help-hint-quit"), Action::Quit),
    bind(Anywhere, &[ch('f')], "f", "help-key-present", Some("help-hint-every-panel"), Action::TogglePresent),
    bind(Anywhere, &[ch('c')], "c", "help-key-compare", None, Action::OpenCompare),
    // Play: the keys of the search give way to these. Last, so texts that name a key of
    // the search (the first in the table) find the search's.
    bind(Play, &[key(KeyCode::Up), ch('k')], "↑ k", "help-key-play-up", Some("help-hint-move"), Action::PlayCursor(Direction::Up)),
    bind(Play, &[key(KeyCode::Down), ch('j')], "↓ j", "help-key-play-down", Some("help-hint-move"), Action::PlayCursor(Direction::Down)),
    bind(Play, &[key(KeyCode::Left), ch('h')], "← h", "help-key-play-left", Some("help-hint-move"), Action::PlayCursor(Direction::Left)),
    bind(Play, &[key(KeyCode::Right), ch('l')], "→ l", "help-key-play-right", Some("help-hint-move"), Action::PlayCursor(Direction::Right)),
    bind(Play, &[key(KeyCode::Enter)], "Enter", "help-key-play-toggle", Some("help-hint-place-lift"), Action::PlayToggle),
    bind(Play, &[ch(' ')], "Space", "help-key-play-space", None, Action::PlayToggle),
    bind(Play, &[ch('?')], "?", "help-key-play-hint", Some("help-hint-hint"), Action::PlayHint),
    bind(Play, &[key(KeyCode::Esc)], "Esc", "help-key-play-back", Some("help-hint-return"), Action::Back),
    bind(Play, &[(KeyCode::Char('z'), KeyModifiers::CONTROL), ch('U')], "Ctrl-Z U", "help-key-play-undo", Some("help-hint-undo"), Action::Undo),
    bind(Play, &[(KeyCode::Char('y'), KeyModifiers::CONTROL), ch('R')], "Ctrl-Y R", "help-key-play-redo", None, Action::Redo),
    bind(Play, &[ch('c')], "c", "help-key-play-clear", None, Action::PlayClear),
    bind(Play, &[ch(':')], ":", "help-key-play-command", None, Action::OpenCommand),
    bind(Play, &[key(KeyCode::F(1))], "F1", "help-key-keys", Some("help-hint-help"), Action::ToggleHelp),
    bind(Play, &[ch('q')], "q  Ctrl-C", "help-key-quit", Some("help-hint-quit"), Action::Quit),
    // A race: the keys that act on both sides; the search's others wait until it ends.
    bind(Race, &[ch(' ')], "Space", "help-key-race-pause", Some("help-hint-pause"), Action::TogglePause),
    bind(Race, &[ch('s'), key(KeyCode::Right)], "s →", "help-key-race-step", Some("help-hint-step"), Action::Step),
    bind(Race, &[ch('+'), ch('=')], "+", "help-key-race-faster", Some("help-hint-speed"), Action::Faster),
    bind(Race, &[ch('-'), ch('_')], "-", "help-key-race-slower", Some("help-hint-speed"), Action::Slower),
    bind(Race, &[key(KeyCode::Esc)], "Esc", "help-key-race-back", Some("help-hint-return"), Action::Back),
    bind(Race, &[ch('r')], "r", "help-key-race-restart", Some("help-hint-again"), Action::Restart),
    bind(Race, &[ch('[')], "[", "help-key-race-shrink", Some("help-hint-n"), Action::Shrink),
    bind(Race, &[ch(']')], "]", "help-key-race-grow", Some("help-hint-n"), Action::Grow),
    bind(Race, &[ch(':')], ":", "help-key-race-command", None, Action::OpenCommand),
    bind(Race, &[ch('?'), key(KeyCode::F(1))], "? F1", "help-key-keys", Some("help-hint-help"), Action::ToggleHelp),
    bind(Race, &[ch('q')], "q  Ctrl-C", "help-key-quit", Some("help-hint-quit"), Action::Quit),
    // The mouse: what a left click does where (keyless rows, for the help).
    bind(Mouse, &[], "square", "help-key-mouse-square", None, Action::SelectSquare { row: 0, col: 0 }),
    bind(Mouse, &[], "timeline", "help-key-mouse-timeline", None, Action::JumpToMove(0)),
    bind(Mouse, &[], "tree node", "help-key-mouse-node", None, Action::JumpToMove(0)),
    bind(Mouse, &[], "solution", "help-key-mouse-solution", None, Action::SelectSolution(0)),
    // Predict mode, while a question waits: letters and digits are the guess; the search's
    // keys wait for the answer.
    bind(Scope::Predict, &[], "a-z 1-9", "help-key-predict-guess", None, Action::PredictChar(' ')),
    bind(Scope::Predict, &[key(KeyCode::Enter)], "Enter", "help-key-predict-check", Some("help-hint-check"), Action::PredictSubmit),
    bind(Scope::Predict, &[key(KeyCode::Backspace)], "Backspace", "help-key-delete", None, Action::PredictBackspace),
    bind(Scope::Predict, &[ch(' ')], "Space", "help-key-predict-skip", Some("help-hint-skip"), Action::PredictSkip),
    bind(Scope::Predict, &[key(KeyCode::Esc)], "Esc", "help-key-predict-leave", Some("help-hint-leave"), Action::Back),
    bind(Scope::Predict, &[ch(':')], ":", "help-key-predict-command", None, Action::OpenCommand),
    bind(Scope::Predict, &[ch('?'), key(KeyCode::F(1))], "? F1", "help-key-keys", Some("help-hint-help"), Action::ToggleHelp),
    bind(Scope::Predict, &[], "Ctrl-C", "help-key-quit", None, Action::Quit),
    // A lesson: these win over the search's keys while it plays (see `action_for`).
    bind(Scope::Lesson, &[key(KeyCode::Right), ch(' ')], "→ Space", "help-key-lesson-next", Some("help-hint-next-step"), Action::LessonNext),
    bind(Scope::Lesson, &[key(KeyCode::Left)], "←", "help-key-lesson-back", Some("help-hint-step-back"), Action::LessonBack),
    bind(Scope::Lesson, &[ch('.')], ".", "help-key-lesson-pause", Some("help-hint-pause"), Action::TogglePause),
];

/// The key that asks for `action`, as the screen writes it (the first key of its first
/// binding): texts that name a key take it from here, so they cannot drift from the table.
pub fn key_of(action: &Action) -> &'static str {
    BINDINGS
        .iter()
        .find(|b| b.action == *action)
        .and_then(|b| b.label.split_whitespace().next())
        .unwrap_or("?")
}

/// The key that asks for `action` in `scope` (as [`key_of`], among that scope's bindings).
pub fn key_in_scope(action: &Action, scope: Scope) -> &'static str {
    BINDINGS
        .iter()
        .find(|b| b.action == *action && b.scope == scope)
        .and_then(|b| b.label.split_whitespace().next())
        .unwrap_or_else(|| key_of(action))
}

/// The key that asks for `action` in `context` (as [`key_of`], among the bindings that
/// apply there; any binding if none does).
pub fn key_in(action: &Action, context: Context) -> &'static str {
    BINDINGS
        .iter()
        .find(|b| b.action == *action && applies(b.scope, context))
        .and_then(|b| b.label.split_whitespace().next())
        .unwrap_or_else(|| key_of(action))
}

/// True if bindings of `scope` apply in `context`.
pub fn applies(scope: Scope, context: Context) -> bool {
    let Context {
        focus,
        jumping,
        command,
        help,
        play,
        race,
        predict,
        told: _,
        lesson,
    } = context;
    if command {
        return scope == Scope::Command;
    }
    // A question waiting for a guess takes the keys, as play does; the help still opens.
    if predict && !jumping {
        return scope == Scope::Predict
            || (help && scope == Scope::Help)
            || (lesson && !help && scope == Scope::Lesson);
    }
    match scope {
        Scope::Command | Scope::Mouse | Scope::Predict => false,
        Scope::Jump => jumping,
        Scope::Help => help && !jumping,
        // Play has keys of its own; the search's wait until it ends.
        Scope::Play => play && !jumping,
        // So have races.
        Scope::Race => race && !jumping,
        // The help takes the arrows while it is open.
        Scope::Solutions => !jumping && !help && !play && !race && focus == Focus::Solutions,
        Scope::Board => !jumping && !help && !play && !race && focus == Focus::Board,
        Scope::Anywhere => !jumping && !play && !race,
        // Play's arrows move its cursor: the lesson waits until play ends.
        Scope::Lesson => lesson && !jumping && !help && !play,
    }
}

/// The action a key press asks for in `context`, if any. Shift is ignored for characters,
/// since `+`, `?`, `#` and `G` need it on many layouts. `Ctrl-C` quits whatever the context.
pub fn action_for(key: KeyEvent, context: Context) -> Option<Action> {
    let mods = if matches!(key.code, KeyCode::Char(_)) {
        key.modifiers - KeyModifiers::SHIFT
    } else {
        key.modifiers
    };
    if key.code == KeyCode::Char('c') && mods == KeyModifiers::CONTROL {
        return Some(Action::Quit);
    }
    // On the command line every character is text (the table's "text" row says so).
    if let (true, KeyCode::Char(c)) = (context.command, key.code)
        && !mods.contains(KeyModifiers::CONTROL)
    {
        return Some(Action::CommandChar(c));
    }
    // A question waiting: letters and digits are the guess (and the comma of the articles'
    // `4,3`). An answer shown takes them too, and Backspace, so the next guess typed early
    // neither puts it away nor moves the search.
    let guessing = (context.predict || context.told) && !context.help && !context.jumping;
    if let (true, KeyCode::Char(c)) = (guessing, key.code)
        && (c.is_ascii_alphanumeric() || c == ',')
        && !mods.contains(KeyModifiers::CONTROL)
    {
        return Some(Action::PredictChar(c));
    }
    if guessing && context.told && key.code == KeyCode::Backspace {
        return Some(Action::PredictBackspace);
    }
    // A lesson's keys come first while it plays: the search's take the same keys. A question
    // waiting keeps its own (Space skips it); the lesson's arrows still step the lesson.
    let first = if context.predict {
        Scope::Predict
    } else {
        Scope::Lesson
    };
    let mut lesson_first = BINDINGS
        .iter()
        .filter(|b| b.scope == first)
        .chain(BINDINGS.iter().filter(|b| b.scope != first));
    let binding = lesson_first.find(|b| {
        applies(b.scope, context)
            && b.keys
                .iter()
                .any(|&(code, m)| code == key.code && m == mods)
    })?;
    Some(match (&binding.action, key.code) {
        (Action::JumpDigit(_), KeyCode::Char(c)) => Action::JumpDigit(c as u8 - b'0'),
        (action, _) => action.clone(),
    })
}

/// Tells a held key from taps, on terminals that report only presses (most: a held key comes
/// as repeated presses). A terminal starts repeating a held key after its auto-repeat delay
/// (about 200 to 700 ms), then repeats it 15 to 40 times a second. So a key is held once a
/// press that came after such a delay is followed by one at the repeat cadence; taps, however
/// quick, never look like that (three taps in a burst have no delay before the second).
#[derive(Debug, Clone, Copy, Default)]
pub struct Repeats {
    last: Option<(KeyCode, Instant)>,
    phase: Phase,
}

/// Where a run of presses of one key stands.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
enum Phase {
    /// A first press, or one after a gap that is neither a delay nor a repeat.
    #[default]
    Pressed,
    /// This press came after an auto-repeat delay: the next at the repeat cadence is a hold.
    AfterDelay,
    /// The key is held.
    Held,
}

/// The shortest and longest auto-repeat delays taken as such.
pub const REPEAT_DELAY: std::ops::RangeInclusive<Duration> =
    Duration::from_millis(150)..=Duration::from_millis(1500);

/// The longest gap between two repeats of a held key (repeats come 15 to 40 times a second).
pub const REPEAT_GAP: Duration = Duration::from_millis(70);

/// The shortest gap between two repeats of a held key (no terminal repeats faster than about
/// 60 a second); presses closer than this came in one burst (a fast typist, a key macro, a
/// paste) and are taps, however they follow a pause.
pub const REPEAT_MIN_GAP: Duration = Duration::from_millis(8);

impl Repeats {
    /// Records a press of `code` at `now`; true if the key is being held.
    pub fn is_repeat(&mut self, code: KeyCode, now: Instant) -> bool {
        let gap = match self.last {
            Some((last, at)) if last == code => Some(now.saturating_duration_since(at)),
            _ => None,
        };
        self.phase = match (gap, self.phase) {
            (Some(gap), Phase::AfterDelay | Phase::Held)
                if (REPEAT_MIN_GAP..=REPEAT_GAP).contains(&gap) =>
            {
                Phase::Held
            }
            (Some(gap), _) if REPEAT_DELAY.contains(&gap) => Phase::AfterDelay,
            _ => Phase::Pressed,
        };
        self.last = Some((code, now));
        self.phase == Phase::Held
    }
}

/// Character key `c` (with Ctrl if `ctrl`) as the key table writes it: a letter with Ctrl in
/// capitals (`Ctrl-Y`), whichever the terminal sent.
fn written(c: char, ctrl: bool) -> String {
    if ctrl {
        format!("Ctrl-{}", c.to_ascii_uppercase())
    } else {
        c.to_string()
    }
}

/// A hint for a character key that does nothing here, so no key is silently ignored: a capital
/// letter whose small one is bound says so; any other, where to look.
fn unbound_hint(key: KeyEvent, context: Context) -> Option<Action> {
    let KeyCode::Char(c) = key.code else {
        return None;
    };
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    let typed = written(c, ctrl);
    let lower = c.to_ascii_lowercase();
    let small = BINDINGS.iter().find(|b| {
        !ctrl
            && c != lower
            && (applies(b.scope, context) || !(context.play || context.race))
            && b.keys.contains(&(KeyCode::Char(lower), KeyModifiers::NONE))
    });
    Some(Action::Hint(match small {
        Some(b) => t!(
            "help-unbound-capital",
            typed = typed,
            lower = lower,
            what = b.describe()
        ),
        None => t!(
            "help-unbound",
            typed = typed,
            help = key_in(&Action::ToggleHelp, context)
        ),
    }))
}

/// The action a mouse event asks for, with `hits` telling what lies under it: a left click
/// on a square or a solution selects it; the wheel scrolls the panel under it.
pub fn mouse_action(event: &TermEvent, hits: &HitMap) -> Option<Action> {
    let TermEvent::Mouse(mouse) = event else {
        return None;
    };
    let hit = hits.at(Position::new(mouse.column, mouse.row))?;
    let rows = match mouse.kind {
        MouseEventKind::Down(_) => {
            return match hit {
                Hit::Square { row, col } => Some(Action::SelectSquare { row, col }),
                Hit::Solution(at) => Some(Action::SelectSolution(at)),
                Hit::Moment(at) => Some(Action::JumpToMove(at)),
                Hit::Panel(_) => None,
            };
        }
        // Dragging along the timeline scrubs through the run.
        MouseEventKind::Drag(_) => {
            return match hit {
                Hit::Moment(at) => Some(Action::ScrubToMove(at)),
                _ => None,
            };
        }
        MouseEventKind::ScrollDown => 3,
        MouseEventKind::ScrollUp => -3,
        _ => return None,
    };
    match hit {
        Hit::Solution(_) | Hit::Panel(Panel::Solutions) => {
            Some(Action::Scroll(Panel::Solutions, rows))
        }
        Hit::Panel(Panel::Help) => Some(Action::Scroll(Panel::Help, rows)),
        Hit::Square { .. } | Hit::Moment(_) => None,
    }
}

/// Turns the terminal's events into actions, remembering what it needs between them: the
/// recent presses (to tell a held key from taps).
#[derive(Debug, Clone, Default)]
pub struct Input {
    repeats: Repeats,
}

impl Input {
    /// The action `event` asks for in `context`, with `hits` the map of the last frame and
    /// `now` the time it came in.
    pub fn action(
        &mut self,
        event: &TermEvent,
        context: Context,
        hits: &HitMap,
        now: Instant,
    ) -> Option<Action> {
        match event {
            TermEvent::Key(key) if key.kind == KeyEventKind::Release => {
                // Terminals that report releases (the kitty protocol) end a rewind at once.
                let action = action_for(KeyEvent::new(key.code, key.modifiers), context)?;
                (action == Action::StepBack).then_some(Action::RewindReleased)
            }
            TermEvent::Key(key) => {
                let Some(action) = action_for(*key, context) else {
                    return unbound_hint(*key, context);
                };
                // A held step-back key rewinds at the current speed instead of once per
                // repeat: told by the terminal where it reports repeats, else by the timing.
                let held =
                    key.kind == KeyEventKind::Repeat || self.repeats.is_repeat(key.code, now);
                Some(match action {
                    Action::StepBack if held => Action::RewindHeld,
                    action => action,
                })
            }
            TermEvent::Mouse(_) => mouse_action(event, hits),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::crossterm::event::{MouseButton, MouseEvent};
    use ratatui::layout::Rect;

    const BOARD: Context = Context {
        focus: Focus::Board,
        jumping: false,
        command: false,
        help: false,
        play: false,
        race: false,
        predict: false,
        told: false,
        lesson: false,
    };
    const LIST: Context = Context {
        focus: Focus::Solutions,
        jumping: false,
        command: false,
        help: false,
        play: false,
        race: false,
        predict: false,
        told: false,
        lesson: false,
    };
    const JUMP: Context = Context {
        focus: Focus::Solutions,
        jumping: true,
        command: false,
        help: false,
        play: false,
        race: false,
        predict: false,
        told: false,
        lesson: false,
    };
    const HELP: Context = Context {
        focus: Focus::Solutions,
        jumping: false,
        command: false,
        help: true,
        play: false,
        race: false,
        predict: false,
        told: false,
        lesson: false,
    };
    const PLAY: Context = Context {
        focus: Focus::Board,
        jumping: false,
        command: false,
        help: false,
        play: true,
        race: false,
        predict: false,
        told: false,
        lesson: false,
    };
    const RACE: Context = Context {
        focus: Focus::Board,
        jumping: false,
        command: false,
        help: false,
        play: false,
        race: true,
        predict: false,
        told: false,
        lesson: false,
    };

    const SHIFT: KeyModifiers = KeyModifiers::SHIFT;

    fn press(code: KeyCode, modifiers: KeyModifiers, context: Context) -> Option<Action> {
        action_for(KeyEvent::new(code, modifiers), context)
    }

    #[test]
    fn keys_map_to_their_actions() {
        assert_eq!(
            press(KeyCode::Char(' '), NONE, BOARD),
            Some(Action::TogglePause)
        );
        assert_eq!(
            press(KeyCode::Char('+'), KeyModifiers::SHIFT, BOARD),
            Some(Action::Faster)
        );
        assert_eq!(
            press(KeyCode::Char('?'), KeyModifiers::SHIFT, LIST),
            Some(Action::ToggleHelp)
        );
        assert_eq!(
            press(KeyCode::Char('c'), KeyModifiers::CONTROL, JUMP),
            Some(Action::Quit)
        );
        assert_eq!(
            press(KeyCode::Enter, NONE, BOARD),
            Some(Action::RunToSolution)
        );
        assert_eq!(press(KeyCode::Tab, NONE, BOARD), Some(Action::SwitchFocus));
    }

    #[test]
    fn browsing_keys_act_only_in_the_solutions_panel() {
        // (`←` and `→` on the board step back and forward; see below.)
        for code in [KeyCode::Up, KeyCode::Down, KeyCode::Char('j')] {
            assert_eq!(press(code, NONE, BOARD), None, "{code:?} on the board");
            assert!(
                matches!(press(code, NONE, LIST), Some(Action::Browse(_))),
                "{code:?}"
            );
        }
        assert_eq!(
            press(KeyCode::Char('G'), KeyModifiers::SHIFT, LIST),
            Some(Action::Browse(Move::Last))
        );
        assert_eq!(press(KeyCode::Esc, NONE, LIST), Some(Action::Back));
    }

    #[test]
    fn a_jump_takes_digits_and_ends_with_enter_or_esc() {
        assert_eq!(
            press(KeyCode::Char('7'), NONE, JUMP),
            Some(Action::JumpDigit(7))
        );
        assert_eq!(press(KeyCode::Enter, NONE, JUMP), Some(Action::JumpConfirm));
        assert_eq!(press(KeyCode::Esc, NONE, JUMP), Some(Action::Back));
        assert_eq!(
            press(KeyCode::Char('q'), NONE, JUMP),
            None,
            "q is not a digit"
        );
        assert_eq!(press(KeyCode::Char('7'), NONE, LIST), None);
    }

    #[test]
    fn step_back_is_b_anywhere_and_left_on_the_board() {
        assert_eq!(
            press(KeyCode::Char('b'), NONE, BOARD),
            Some(Action::StepBack)
        );
        assert_eq!(
            press(KeyCode::Char('b'), NONE, LIST),
            Some(Action::StepBack)
        );
        assert_eq!(press(KeyCode::Left, NONE, BOARD), Some(Action::StepBack));
        assert_eq!(press(KeyCode::Right, NONE, BOARD), Some(Action::Step));
        assert!(matches!(
            press(KeyCode::Right, NONE, LIST),
            Some(Action::Browse(_))
        ));
        assert_eq!(
            press(KeyCode::Left, NONE, LIST),
            Some(Action::Browse(Move::By(-1)))
        );
    }

    #[test]
    fn a_race_has_the_keys_that_act_on_both_sides() {
        let race = |c: char| press(KeyCode::Char(c), NONE, RACE);
        assert_eq!(race(' '), Some(Action::TogglePause));
        assert_eq!(race('s'), Some(Action::Step));
        assert_eq!(press(KeyCode::Right, NONE, RACE), Some(Action::Step));
        assert_eq!(race('+'), Some(Action::Faster));
        assert_eq!(race('-'), Some(Action::Slower));
        assert_eq!(race('r'), Some(Action::Restart));
        assert_eq!(race(']'), Some(Action::Grow));
        assert_eq!(race(':'), Some(Action::OpenCommand));
        assert_eq!(race('?'), Some(Action::ToggleHelp));
        assert_eq!(press(KeyCode::Esc, NONE, RACE), Some(Action::Back));
        // The search's own keys wait for it.
        for c in ['b', 't', 'p', 'u', 'w', '#'] {
            assert_eq!(race(c), None, "{c}");
        }
        assert_eq!(press(KeyCode::Left, NONE, RACE), None);
        assert_eq!(press(KeyCode::Tab, NONE, RACE), None);
    }

    #[test]
    fn play_has_keys_of_its_own() {
        assert_eq!(
            press(KeyCode::Left, NONE, PLAY),
            Some(Action::PlayCursor(Direction::Left))
        );
        assert_eq!(
            press(KeyCode::Char('k'), NONE, PLAY),
            Some(Action::PlayCursor(Direction::Up))
        );
        assert_eq!(press(KeyCode::Enter, NONE, PLAY), Some(Action::PlayToggle));
        assert_eq!(
            press(KeyCode::Char(' '), NONE, PLAY),
            Some(Action::PlayToggle)
        );
        assert_eq!(
            press(KeyCode::Char('?'), SHIFT, PLAY),
            Some(Action::PlayHint)
        );
        assert_eq!(press(KeyCode::F(1), NONE, PLAY), Some(Action::ToggleHelp));
        assert_eq!(press(KeyCode::F(1), NONE, BOARD), Some(Action::ToggleHelp));
        assert_eq!(press(KeyCode::Char('U'), SHIFT, PLAY), Some(Action::Undo));
        assert_eq!(
            press(KeyCode::Char('z'), KeyModifiers::CONTROL, PLAY),
            Some(Action::Undo)
        );
        assert_eq!(press(KeyCode::Esc, NONE, PLAY), Some(Action::Back));
        assert_eq!(
            press(KeyCode::Char('s'), NONE, PLAY),
            None,
            "the search's keys wait"
        );
        assert_eq!(press(KeyCode::Char('p'), NONE, BOARD), Some(Action::Play));
        let help = Context { help: true, ..PLAY };
        assert_eq!(
            press(KeyCode::Down, NONE, help),
            Some(Action::ScrollHelp(1))
        );
        assert_eq!(press(KeyCode::Esc, NONE, help), Some(Action::Back));
        assert_eq!(key_in(&Action::ToggleHelp, PLAY), "F1");
        assert_eq!(key_in(&Action::ToggleHelp, BOARD), "?");
    }

    #[test]
    fn a_lesson_steps_with_the_arrows_and_space_and_keeps_the_search_keys() {
        let lesson = Context {
            lesson: true,
            ..BOARD
        };
        assert_eq!(
            press(KeyCode::Right, NONE, lesson),
            Some(Action::LessonNext)
        );
        assert_eq!(
            press(KeyCode::Char(' '), NONE, lesson),
            Some(Action::LessonNext)
        );
        assert_eq!(press(KeyCode::Left, NONE, lesson), Some(Action::LessonBack));
        assert_eq!(
            press(KeyCode::Char('.'), NONE, lesson),
            Some(Action::TogglePause)
        );
        assert_eq!(press(KeyCode::Char('s'), NONE, lesson), Some(Action::Step));
        assert_eq!(
            press(
                KeyCode::Right,
                NONE,
                Context {
                    focus: Focus::Solutions,
                    ..lesson
                }
            ),
            Some(Action::LessonNext)
        );
        // In play the arrows move the cursor; outside a lesson they step the search.
        let playing = Context {
            play: true,
            ..lesson
        };
        assert_eq!(
            press(KeyCode::Right, NONE, playing),
            Some(Action::PlayCursor(Direction::Right))
        );
        assert_eq!(press(KeyCode::Right, NONE, BOARD), Some(Action::Step));
        assert_eq!(press(KeyCode::Char('.'), NONE, BOARD), None);
        // A predict question waiting in a lesson: the arrows step the lesson, Space skips
        // the question, letters are the guess.
        let asked = Context {
            predict: true,
            ..lesson
        };
        assert_eq!(press(KeyCode::Right, NONE, asked), Some(Action::LessonNext));
        assert_eq!(press(KeyCode::Left, NONE, asked), Some(Action::LessonBack));
        assert_eq!(
            press(KeyCode::Char(' '), NONE, asked),
            Some(Action::PredictSkip)
        );
        assert_eq!(
            press(KeyCode::Char('c'), NONE, asked),
            Some(Action::PredictChar('c'))
        );
    }

    #[test]
    fn the_open_help_takes_the_arrows() {
        assert_eq!(
            press(KeyCode::Down, NONE, HELP),
            Some(Action::ScrollHelp(1))
        );
        assert_eq!(
            press(KeyCode::Char('k'), NONE, HELP),
            Some(Action::ScrollHelp(-1))
        );
        assert_eq!(press(KeyCode::Esc, NONE, HELP), Some(Action::Back));
        assert_eq!(
            press(KeyCode::Char(' '), NONE, HELP),
            Some(Action::TogglePause)
        );
    }

    #[test]
    fn taps_are_taps_and_a_hold_starts_after_the_repeat_delay() {
        let mut repeats = Repeats::default();
        let t = Instant::now();
        let at = |ms| t + Duration::from_millis(ms);
        let b = KeyCode::Char('b');
        // A held key: the press, the first repeat after the terminal's delay, then repeats at
        // its cadence: held from the second repeat on.
        assert!(!repeats.is_repeat(b, t));
        assert!(!repeats.is_repeat(b, at(500)));
        assert!(repeats.is_repeat(b, at(533)));
        assert!(repeats.is_repeat(b, at(566)));
        assert!(
            !repeats.is_repeat(KeyCode::Char('s'), at(570)),
            "another key ends it"
        );
        // Taps in a burst, as fast as a pasted "bbb" or a test's writes: all taps.
        for ms in [1000, 1000, 1001, 1002, 1010, 1020] {
            assert!(!repeats.is_repeat(b, at(ms)), "a burst at {ms}");
        }
        // Quick taps by hand, 80 to 150 ms apart: taps.
        for ms in [2000, 2080, 2200, 2350, 2430] {
            assert!(!repeats.is_repeat(b, at(ms)), "a tap at {ms}");
        }
        // A pause like a repeat delay, then taps slower than any key repeat: taps.
        for ms in [3000, 3400, 3500, 3600] {
            assert!(!repeats.is_repeat(b, at(ms)), "a tap at {ms}");
        }
        // A burst after a pause as long as a repeat delay (five presses in one write): taps.
        let burst = at(4000);
        assert!(!repeats.is_repeat(b, burst));
        for us in [100, 200, 300, 400] {
            assert!(
                !repeats.is_repeat(b, burst + Duration::from_micros(us)),
                "a burst after a pause, at {us} µs"
            );
        }
        // A hold resumed after a long pause needs the delay again.
        assert!(!repeats.is_repeat(b, at(9000)));
        assert!(!repeats.is_repeat(b, at(9030)));
    }

    #[test]
    fn repeats_and_releases_reported_by_the_terminal_are_believed() {
        let mut input = Input::default();
        let hits = HitMap::default();
        let now = Instant::now();
        let mut key = KeyEvent::new(KeyCode::Char('b'), NONE);
        let ev = |key: KeyEvent| TermEvent::Key(key);
        assert_eq!(
            input.action(&ev(key), BOARD, &hits, now),
            Some(Action::StepBack)
        );
        key.kind = KeyEventKind::Repeat;
        assert_eq!(
            input.action(&ev(key), BOARD, &hits, now),
            Some(Action::RewindHeld)
        );
        key.kind = KeyEventKind::Release;
        assert_eq!(
            input.action(&ev(key), BOARD, &hits, now),
            Some(Action::RewindReleased)
        );
        let mut s = KeyEvent::new(KeyCode::Char('s'), NONE);
        s.kind = KeyEventKind::Release;
        assert_eq!(input.action(&ev(s), BOARD, &hits, now), None);
    }

    #[test]
    fn a_message_writes_every_ctrl_key_as_the_help_does() {
        let now = Instant::now();
        let mut hints = 0;
        for context in [BOARD, LIST, PLAY, RACE] {
            for c in 'a'..='z' {
                let (code, ctrl) = (KeyCode::Char(c), KeyModifiers::CONTROL);
                let mut input = Input::default();
                let pressed = input.action(
                    &TermEvent::Key(KeyEvent::new(code, ctrl)),
                    context,
                    &HitMap::default(),
                    now,
                );
                let spelled = format!("Ctrl-{}", c.to_ascii_uppercase());
                match pressed {
                    Some(Action::Hint(hint)) => {
                        assert!(hint.starts_with(&format!("{spelled} ")), "{hint}");
                        hints += 1;
                    }
                    _ => {
                        // Bound: the help writes it so too.
                        let label = BINDINGS
                            .iter()
                            .find(|b| b.keys.contains(&(code, ctrl)))
                            .map(|b| b.label);
                        assert!(
                            label.is_none_or(|l| l.split_whitespace().any(|k| k == spelled)),
                            "{label:?}"
                        );
                    }
                }
            }
        }
        assert!(hints > 0, "some Ctrl letter does nothing somewhere");
        // The help writes every Ctrl key so.
        for label in BINDINGS.iter().map(|b| b.label) {
            for key in label.split_whitespace().filter(|k| k.starts_with("Ctrl-")) {
                assert_eq!(
                    key,
                    key.to_ascii_uppercase().replacen("CTRL", "Ctrl", 1),
                    "{label}"
                );
            }
        }
    }

    #[test]
    fn unbound_letters_get_a_hint() {
        let mut input = Input::default();
        let hits = HitMap::default();
        let now = Instant::now();
        let press = |input: &mut Input, code, mods| {
            input.action(
                &TermEvent::Key(KeyEvent::new(code, mods)),
                BOARD,
                &hits,
                now,
            )
        };
        let Some(Action::Hint(hint)) = press(&mut input, KeyCode::Char('S'), KeyModifiers::SHIFT)
        else {
            panic!("no hint for S");
        };
        assert!(
            hint.starts_with("S does nothing here: keys are small letters (s: "),
            "{hint}"
        );
        let Some(Action::Hint(hint)) = press(&mut input, KeyCode::Char('x'), NONE) else {
            panic!("no hint for x");
        };
        assert_eq!(hint, "x does nothing here; ? lists the keys");
        assert_eq!(
            press(&mut input, KeyCode::F(5), NONE),
            None,
            "not a character"
        );
    }

    #[test]
    fn the_screen_says_in_english_what_the_man_page_says() {
        // The man page reads the English titles; the screen reads the catalog: the two must
        // not drift apart. (The keys' words are read from the catalog by both.)
        for scope in Scope::ALL {
            assert_eq!(i18n::scoped(Lang::En, || scope.heading()), scope.title());
        }
    }

    #[test]
    fn every_row_is_said_in_every_language() {
        for lang in Lang::ALL {
            i18n::scoped(lang, || {
                for b in BINDINGS {
                    assert!(!b.describe().trim().is_empty(), "{}", b.about);
                    assert!(!b.label_said().trim().is_empty(), "{}", b.label);
                    if let Some(id) = b.hint_id {
                        let hint = b.hint().unwrap_or_else(|| panic!("{id} unsaid"));
                        assert_eq!(hint, i18n::text_in(lang, id, &[]), "{id}");
                    }
                }
            });
        }
        // The hints are said in the language asked, not the first one asked.
        let pause = BINDINGS
            .iter()
            .find(|b| b.action == Action::TogglePause)
            .unwrap();
        assert_eq!(i18n::scoped(Lang::En, || pause.hint()), Some("pause"));
        assert_eq!(i18n::scoped(Lang::Zh, || pause.hint()), Some("暂停"));
        let square = BINDINGS.iter().find(|b| b.scope == Mouse).unwrap();
        assert_eq!(i18n::scoped(Lang::Zh, || square.label_said()), "格子");
        assert_eq!(i18n::scoped(Lang::En, || square.label_said()), "square");
    }

    #[test]
    fn the_hint_for_a_key_that_does_nothing_follows_the_language() {
        let mut input = Input::default();
        let hits = HitMap::default();
        let now = Instant::now();
        let key = |c| TermEvent::Key(KeyEvent::new(KeyCode::Char(c), NONE));
        let said = |c| {
            i18n::scoped(Lang::Zh, || {
                Input::default().action(&key(c), BOARD, &hits, now)
            })
        };
        assert_eq!(
            said('x'),
            Some(Action::Hint(
                "x 在这里没有作用；按 ? 查看全部按键".to_string()
            ))
        );
        let Some(Action::Hint(capital)) = said('S') else {
            panic!("no hint for S");
        };
        assert!(
            capital.starts_with("S 在这里没有作用：按键都是小写字母（s：执行一个事件"),
            "{capital}"
        );
        assert_eq!(
            input.action(&key('x'), BOARD, &hits, now),
            Some(Action::Hint(
                "x does nothing here; ? lists the keys".to_string()
            ))
        );
    }

    #[test]
    fn no_key_is_bound_twice_in_one_scope() {
        let mut seen = std::collections::HashSet::new();
        for b in BINDINGS {
            for key in b.keys {
                assert!(
                    seen.insert((b.scope, *key)),
                    "{key:?} bound twice in {:?}",
                    b.scope
                );
            }
        }
    }

    fn mouse(kind: MouseEventKind, column: u16, row: u16) -> TermEvent {
        TermEvent::Mouse(MouseEvent {
            kind,
            column,
            row,
            modifiers: NONE,
        })
    }

    #[test]
    fn clicks_and_the_wheel_become_meanings() {
        let mut hits = HitMap::default();
        hits.board(Position::new(8, 1), 3, 1, 8);
        hits.list(Rect::new(80, 1, 40, 10), 16, 40);
        let click = MouseEventKind::Down(MouseButton::Left);
        assert_eq!(
            mouse_action(&mouse(click, 11, 3), &hits),
            Some(Action::SelectSquare { row: 2, col: 1 })
        );
        assert_eq!(
            mouse_action(&mouse(click, 85, 4), &hits),
            Some(Action::SelectSolution(19))
        );
        assert_eq!(mouse_action(&mouse(click, 60, 4), &hits), None);
        assert_eq!(
            mouse_action(&mouse(MouseEventKind::ScrollDown, 85, 4), &hits),
            Some(Action::Scroll(Panel::Solutions, 3))
        );
        assert_eq!(
            mouse_action(&mouse(MouseEventKind::ScrollUp, 11, 3), &hits),
            None,
            "the board does not scroll"
        );
    }

    #[test]
    fn texts_find_the_keys_of_actions_in_the_table() {
        assert_eq!(key_of(&Action::Restart), "r");
        assert_eq!(key_of(&Action::TogglePause), "Space");
        assert_eq!(key_of(&Action::Browse(Move::Last)), "End");
        assert_eq!(key_of(&Action::ToggleHelp), "?");
        assert_eq!(
            key_of(&Action::Written(crate::vocabulary::WriteOutcome::Wrote(
                "x".into()
            ))),
            "?",
            "no key for an outcome"
        );
    }
}
