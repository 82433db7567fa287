//! From the terminal's events to actions: the key map (one table, read by the dispatcher
//! ([`action_for`]), the help overlay and the key-hint bar, so what the screen says is what
//! the keys do), the rule that tells a held key from taps, and clicks decoded with the map of
//! what the view drew.

use ratatui::crossterm::event::{
    Event as TermEvent, KeyCode, KeyEvent, KeyModifiers, MouseEventKind,
};
use ratatui::layout::Position;
use std::time::{Duration, Instant};

use crate::hitmap::{Hit, HitMap};
use crate::vocabulary::{Action, Context, Focus, Move, Panel};

/// Where a binding applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scope {
    /// Whatever has the focus.
    Anywhere,
    /// While the live board has the focus.
    Board,
    /// While the solutions panel has the focus (`Tab`).
    Solutions,
    /// While typing the number of a solution after `:` or `#`.
    Jump,
    /// While this help is open.
    Help,
}

impl Scope {
    /// The heading of this scope in the help overlay.
    pub fn title(self) -> &'static str {
        match self {
            Scope::Anywhere => "Anywhere",
            Scope::Board => "Board (when it has the focus)",
            Scope::Solutions => "Solutions panel (Tab to focus it)",
            Scope::Jump => "Typing a solution number (after : or #)",
            Scope::Help => "This help",
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
    /// What happens, in the help overlay.
    pub description: &'static str,
    /// A one- or two-word name for the hint bar, for the bindings shown there.
    pub hint: Option<&'static str>,
    /// The action sent.
    pub action: Action,
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
    description: &'static str,
    hint: Option<&'static str>,
    action: Action,
) -> Binding {
    Binding {
        scope,
        keys,
        label,
        description,
        hint,
        action,
    }
}

use Scope::{Anywhere, Board, Help, Jump, Solutions};

/// Every key the program answers to. Earlier rows win where scopes overlap: the narrower
/// scopes come first.
#[rustfmt::skip]
pub const BINDINGS: &[Binding] = &[
    // Typing a jump: digits, and the keys that end it.
    bind(Jump, &[ch('0'), ch('1'), ch('2'), ch('3'), ch('4'), ch('5'), ch('6'), ch('7'), ch('8'), ch('9')],
        "0-9", "the number", Some("number"), Action::JumpDigit(0)),
    bind(Jump, &[key(KeyCode::Backspace)], "Backspace", "delete a digit", None, Action::JumpBackspace),
    bind(Jump, &[key(KeyCode::Enter)], "Enter", "go to that solution", Some("go"), Action::JumpConfirm),
    bind(Jump, &[key(KeyCode::Esc)], "Esc", "cancel", Some("cancel"), Action::Back),
    // The help overlay.
    bind(Help, &[key(KeyCode::Down), ch('j')], "↓ j", "scroll down", Some("scroll"), Action::ScrollHelp(1)),
    bind(Help, &[key(KeyCode::Up), ch('k')], "↑ k", "scroll up", Some("scroll"), Action::ScrollHelp(-1)),
    bind(Help, &[key(KeyCode::PageDown)], "PgDn", "a page down", None, Action::ScrollHelp(10)),
    bind(Help, &[key(KeyCode::PageUp)], "PgUp", "a page up", None, Action::ScrollHelp(-10)),
    // The solutions panel.
    bind(Solutions, &[key(KeyCode::Down), ch('j'), key(KeyCode::Right), ch('l')],
        "↓ j → l", "next solution", Some("next"), Action::Browse(Move::By(1))),
    bind(Solutions, &[key(KeyCode::Up), ch('k'), key(KeyCode::Left), ch('h')],
        "↑ k ← h", "previous solution", Some("prev"), Action::Browse(Move::By(-1))),
    bind(Solutions, &[key(KeyCode::PageDown)], "PgDn", "a page down", None, Action::Browse(Move::Pages(1))),
    bind(Solutions, &[key(KeyCode::PageUp)], "PgUp", "a page up", None, Action::Browse(Move::Pages(-1))),
    bind(Solutions, &[key(KeyCode::Home), ch('g')], "Home g", "first solution", Some("first"), Action::Browse(Move::First)),
    bind(Solutions, &[key(KeyCode::End), ch('G')], "End G", "newest solution (follows new ones)", Some("newest"), Action::Browse(Move::Last)),
    bind(Solutions, &[key(KeyCode::Esc)], "Esc", "back to the board", None, Action::Back),
    // The board.
    bind(Board, &[key(KeyCode::Left)], "←", "one event back (hold to rewind)", None, Action::StepBack),
    // Anywhere.
    bind(Anywhere, &[ch(' ')], "Space", "pause / resume", Some("pause"), Action::TogglePause),
    bind(Anywhere, &[ch('s')], "s", "one event (pauses first if running)", Some("step"), Action::Step),
    bind(Anywhere, &[ch('b')], "b", "one event back (hold to rewind)", Some("back"), Action::StepBack),
    bind(Anywhere, &[key(KeyCode::Enter)], "Enter", "run to the next solution, then pause", Some("next solution"), Action::RunToSolution),
    bind(Anywhere, &[ch('+'), ch('=')], "+", "faster (about ×2, up to max)", Some("speed"), Action::Faster),
    bind(Anywhere, &[ch('-'), ch('_')], "-", "slower (about ÷2, down to 1 event/s)", Some("speed"), Action::Slower),
    bind(Anywhere, &[ch('[')], "[", "n − 1 (restarts the search)", Some("n"), Action::Shrink),
    bind(Anywhere, &[ch(']')], "]", "n + 1 (restarts the search)", Some("n"), Action::Grow),
    bind(Anywhere, &[ch('r')], "r", "restart from the empty board", Some("restart"), Action::Restart),
    bind(Anywhere, &[key(KeyCode::Tab), key(KeyCode::BackTab)], "Tab", "focus the board / the solutions", Some("solutions"), Action::SwitchFocus),
    bind(Anywhere, &[ch(':'), ch('#')], ": #", "go to number … (a solution; a class after u)", None, Action::StartJump),
    bind(Anywhere, &[ch('t')], "t", "strategy: bitmask / scan", Some("strategy"), Action::ToggleStrategy),
    bind(Anywhere, &[ch('v')], "v", "show / hide the narration", None, Action::ToggleNarration),
    bind(Anywhere, &[ch('u')], "u", "all solutions / one per symmetry class", Some("unique"), Action::ToggleUnique),
    bind(Anywhere, &[ch('w')], "w", "write the solutions listed to a file", Some("write"), Action::WriteSolutions),
    bind(Anywhere, &[ch('?')], "?", "this help", Some("help"), Action::ToggleHelp),
    bind(Anywhere, &[key(KeyCode::Esc)], "Esc", "close the help", None, Action::Back),
    bind(Anywhere, &[ch('q'), (KeyCode::Char('c'), KeyModifiers::CONTROL)], "q  Ctrl-C", "quit", Some("quit"), Action::Quit),
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

/// True if bindings of `scope` apply in `context`.
pub fn applies(scope: Scope, context: Context) -> bool {
    let Context {
        focus,
        jumping,
        help,
    } = context;
    match scope {
        Scope::Jump => jumping,
        Scope::Help => help && !jumping,
        // The help takes the arrows while it is open.
        Scope::Solutions => !jumping && !help && focus == Focus::Solutions,
        Scope::Board => !jumping && !help && focus == Focus::Board,
        Scope::Anywhere => !jumping,
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
    let binding = BINDINGS.iter().find(|b| {
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

/// Tells a held key from separate presses. Terminals send a held key as repeated presses
/// (key releases are reported by few), so a run of quick presses of one key is a held key:
/// the third in a row, since two quick ones may be a double tap.
#[derive(Debug, Clone, Copy, Default)]
pub struct Repeats {
    last: Option<(KeyCode, Instant)>,
    /// Quick presses of `last`'s key in a row so far.
    streak: u32,
}

/// Presses of one key closer than this are quick. A terminal repeats a held key 25 to 40 times
/// a second (after a first delay, so the first repeat counts as a second press).
pub const HOLD_GAP: Duration = Duration::from_millis(120);

impl Repeats {
    /// Records a press of `code` at `now`; true if the key is being held.
    pub fn is_repeat(&mut self, code: KeyCode, now: Instant) -> bool {
        let quick = matches!(self.last, Some((last, at)) if last == code && now.duration_since(at) < HOLD_GAP);
        self.streak = if quick { self.streak + 1 } else { 0 };
        self.last = Some((code, now));
        self.streak >= 2
    }
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
                Hit::Panel(_) => None,
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
        Hit::Square { .. } => None,
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
            TermEvent::Key(_) => {
                let key = event.as_key_press_event()?;
                let action = action_for(key, context)?;
                // A held step-back key rewinds at the current speed instead of once per repeat.
                let held = self.repeats.is_repeat(key.code, now);
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
        help: false,
    };
    const LIST: Context = Context {
        focus: Focus::Solutions,
        jumping: false,
        help: false,
    };
    const JUMP: Context = Context {
        focus: Focus::Solutions,
        jumping: true,
        help: false,
    };
    const HELP: Context = Context {
        focus: Focus::Solutions,
        jumping: false,
        help: true,
    };

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
        // (`←` on the board steps back; see below.)
        for code in [
            KeyCode::Up,
            KeyCode::Down,
            KeyCode::Right,
            KeyCode::Char('j'),
        ] {
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
        assert_eq!(
            press(KeyCode::Left, NONE, LIST),
            Some(Action::Browse(Move::By(-1)))
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
    fn quick_presses_of_one_key_are_a_held_key() {
        let mut repeats = Repeats::default();
        let t = Instant::now();
        let at = |ms| t + Duration::from_millis(ms);
        let b = KeyCode::Char('b');
        assert!(!repeats.is_repeat(b, t));
        // The terminal's first repeat comes after a delay: a second press; then the quick
        // repeats: held from the second of them.
        assert!(!repeats.is_repeat(b, at(500)));
        assert!(!repeats.is_repeat(b, at(533)));
        assert!(repeats.is_repeat(b, at(566)));
        assert!(repeats.is_repeat(b, at(600)));
        assert!(
            !repeats.is_repeat(KeyCode::Char('s'), at(610)),
            "another key"
        );
        // A quick double tap is two presses, however quick.
        assert!(!repeats.is_repeat(b, at(1000)));
        assert!(!repeats.is_repeat(b, at(1090)));
        assert!(!repeats.is_repeat(b, at(1400)));
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
