//! The key map: one table, read by the dispatcher ([`action_for`]) and by the help overlay and
//! the key-hint bar, so what the screen says is what the keys do.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::app::Action;

/// One row of the key table.
#[derive(Debug, Clone, Copy)]
pub struct Binding {
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

/// Every key the program answers to.
pub const BINDINGS: &[Binding] = &[
    Binding {
        keys: &[ch(' ')],
        label: "Space",
        description: "pause / resume",
        hint: Some("pause"),
        action: Action::TogglePause,
    },
    Binding {
        keys: &[ch('s')],
        label: "s",
        description: "one event (pauses first if running)",
        hint: Some("step"),
        action: Action::Step,
    },
    Binding {
        keys: &[(KeyCode::Enter, NONE)],
        label: "Enter",
        description: "run to the next solution, then pause",
        hint: Some("next solution"),
        action: Action::RunToSolution,
    },
    Binding {
        keys: &[ch('+'), ch('=')],
        label: "+",
        description: "faster (about ×2, up to max)",
        hint: Some("speed"),
        action: Action::Faster,
    },
    Binding {
        keys: &[ch('-'), ch('_')],
        label: "-",
        description: "slower (about ÷2, down to 1 event/s)",
        hint: Some("speed"),
        action: Action::Slower,
    },
    Binding {
        keys: &[ch('[')],
        label: "[",
        description: "n − 1 (restarts the search)",
        hint: Some("n"),
        action: Action::Shrink,
    },
    Binding {
        keys: &[ch(']')],
        label: "]",
        description: "n + 1 (restarts the search)",
        hint: Some("n"),
        action: Action::Grow,
    },
    Binding {
        keys: &[ch('r')],
        label: "r",
        description: "restart from the empty board",
        hint: Some("restart"),
        action: Action::Restart,
    },
    Binding {
        keys: &[ch('?')],
        label: "?",
        description: "this help",
        hint: Some("help"),
        action: Action::ToggleHelp,
    },
    Binding {
        keys: &[(KeyCode::Esc, NONE)],
        label: "Esc",
        description: "close the overlay",
        hint: None,
        action: Action::CloseOverlay,
    },
    Binding {
        keys: &[ch('q'), (KeyCode::Char('c'), KeyModifiers::CONTROL)],
        label: "q  Ctrl-C",
        description: "quit",
        hint: Some("quit"),
        action: Action::Quit,
    },
];

/// The action a key press asks for, if any. Shift is ignored for characters, since `+`, `?`
/// and `_` need it on many layouts.
pub fn action_for(key: KeyEvent) -> Option<Action> {
    let mods = if matches!(key.code, KeyCode::Char(_)) {
        key.modifiers - KeyModifiers::SHIFT
    } else {
        key.modifiers
    };
    BINDINGS
        .iter()
        .find(|b| {
            b.keys
                .iter()
                .any(|&(code, m)| code == key.code && m == mods)
        })
        .map(|b| b.action)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(code: KeyCode, modifiers: KeyModifiers) -> Option<Action> {
        action_for(KeyEvent::new(code, modifiers))
    }

    #[test]
    fn keys_map_to_their_actions() {
        assert_eq!(press(KeyCode::Char(' '), NONE), Some(Action::TogglePause));
        assert_eq!(
            press(KeyCode::Char('+'), KeyModifiers::SHIFT),
            Some(Action::Faster)
        );
        assert_eq!(
            press(KeyCode::Char('?'), KeyModifiers::SHIFT),
            Some(Action::ToggleHelp)
        );
        assert_eq!(
            press(KeyCode::Char('c'), KeyModifiers::CONTROL),
            Some(Action::Quit)
        );
        assert_eq!(press(KeyCode::Enter, NONE), Some(Action::RunToSolution));
    }

    #[test]
    fn unbound_and_reserved_keys_do_nothing() {
        assert_eq!(press(KeyCode::Char('c'), NONE), None);
        assert_eq!(press(KeyCode::Char('s'), KeyModifiers::CONTROL), None);
        for code in [
            KeyCode::Up,
            KeyCode::Down,
            KeyCode::Left,
            KeyCode::Right,
            KeyCode::Tab,
        ] {
            assert_eq!(press(code, NONE), None);
        }
    }

    #[test]
    fn no_key_is_bound_twice() {
        let mut seen = std::collections::HashSet::new();
        for key in BINDINGS.iter().flat_map(|b| b.keys) {
            assert!(seen.insert(*key), "{key:?} bound twice");
        }
    }
}
