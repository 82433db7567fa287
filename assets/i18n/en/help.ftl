# en: help — the help overlay (`?`), the key table's words, the command table's

# The help overlay's title, on its top border.
help-title = Keys
# The help overlay's bottom border when it scrolls: $down and $up are the keys that scroll it,
# $back and $toggle the keys that close it.
help-bottom-scroll = { $down }/{ $up } scroll · { $back } or { $toggle } closes
# The help overlay's bottom border when everything shows.
help-bottom = { $back } or { $toggle } closes this help
# The command line's row in the help: $what is its description, $usages every command it
# takes, as typed (`event K, solution K (or just K), …`).
help-commands = { $what }: { $usages }
# The usage of `solution` in that list ($usage: `solution K`): a bare number K does the same.
help-usage-bare-number = { $usage } (or just K)

# The headings of the help overlay, one per place keys apply.
help-scope-anywhere = Anywhere
help-scope-board = Board (when it has the focus)
help-scope-solutions = Solutions panel (Tab to focus it)
help-scope-jump = Typing a solution number (after #)
help-scope-command = The command line (after :)
help-scope-help = This help
help-scope-play = Play (p or :play: place queens yourself)
help-scope-race = Race (:race A B: two strategies side by side)
help-scope-mouse = The mouse
help-scope-predict = Predict (:predict: a question waits for your guess)
help-scope-lesson = Lesson (nqueens lesson: the search's keys explore)

# The labels of the help's rows that are words, not key names (key names stay: Space, Tab, ←).
help-label-text = text
help-label-square = square
help-label-timeline = timeline
help-label-tree-node = tree node
help-label-solution = solution

# What each key does, in the help overlay (and after a capital letter, in the hint below).
help-key-command-text = a command (Tab lists them)
help-key-command-complete = complete the command
help-key-command-earlier = an earlier command
help-key-command-later = a later command
help-key-command-delete = delete a character (on an empty line: close it)
help-key-command-run = run it
help-key-command-close = close the command line
help-key-jump-digit = the number
help-key-jump-delete = delete a digit
help-key-jump-go = go to that solution
help-key-cancel = cancel
help-key-help-down = scroll down
help-key-help-up = scroll up
help-key-page-down = a page down
help-key-page-up = a page up
help-key-solutions-next = next solution
help-key-solutions-previous = previous solution
help-key-solutions-first = first solution
help-key-solutions-newest = newest solution (follows new ones)
help-key-solutions-back = back to the board
help-key-step-back = one event back (hold to rewind)
help-key-board-forward = one event forward
help-key-pause = pause / resume
help-key-step = one event (pauses first if running)
help-key-to-solution = run to the next solution, then pause
help-key-back-to-solution = back to the previous solution
help-key-to-dead-end = run to the next dead end, then pause
help-key-faster = faster (about ×2, up to max)
help-key-slower = slower (about ÷2, down to 1 event/s)
help-key-shrink = n − 1 (restarts the search)
help-key-grow = n + 1 (restarts the search)
help-key-restart = restart from the empty board
help-key-undo = undo a restart, a new n, a rewind or steps back, or a jump
help-key-redo = redo what undo undid
help-key-focus = focus the board / the solutions
help-key-command = the command line (Tab lists the commands)
help-key-jump = go to number … (a solution; a class after u)
help-key-strategy = strategy: { -strategies-but-last }, { -strategy-last } in turn
help-key-narration = show / hide the narration
help-key-unique = all solutions / one per symmetry class
help-key-write = write the solutions listed to a file
help-key-play = play: place queens yourself (also :play)
help-key-help = this help
help-key-close-help = close the help
help-key-quit = quit
help-key-present = the projector board (the board fills the screen) / every panel (also :present)
help-key-compare = what each strategy costs as n grows, on a chart (also :compare; c or Esc closes it)
help-key-play-up = cursor up a rank
help-key-play-down = cursor down a rank
help-key-play-left = cursor left a file
help-key-play-right = cursor right a file
help-key-play-toggle = place a queen on the cursor's square, or lift it (or click the square)
help-key-play-space = the same as Enter
help-key-play-hint = hint: a square that keeps a solution possible
help-key-play-back = back to the search, as it was (closes the help first)
help-key-play-undo = undo the last placement, lift or clearing
help-key-play-redo = redo what undo took back
help-key-play-clear = lift every queen
help-key-play-command = the command line (the commands play takes)
help-key-keys = the keys (this help)
help-key-race-pause = pause / resume both
help-key-race-step = one event on each side (pauses first)
help-key-race-faster = faster, both (about ×2, up to max)
help-key-race-slower = slower, both (about ÷2, down to 1 event/s)
help-key-race-back = back to the search, as it was (closes the help first; :race comes back)
help-key-race-restart = the race again from the start
help-key-race-shrink = n − 1 (the race starts again)
help-key-race-grow = n + 1 (the race starts again)
help-key-race-command = the command line (the commands a race takes)
help-key-mouse-square = what attacks it (paused)
help-key-mouse-timeline = go there; drag to scrub through the run
help-key-mouse-node = go where it was entered (:tree)
help-key-mouse-solution = select it; the wheel scrolls a panel
help-key-predict-guess = a square (c5), or x: the rank is a dead end (dead ends: y or x yes, n no; backtracks: a queen's square); a click on a square answers it
help-key-predict-check = check the guess; after the answer, the next question (also Space)
help-key-delete = delete a character
help-key-predict-skip = show the answer without guessing (not scored)
help-key-predict-leave = leave predict mode (the search stays paused here)
help-key-predict-command = the command line (:predict off)
help-key-lesson-next = the lesson's next step (from the position the lesson left)
help-key-lesson-back = the step before, exactly as it was
help-key-lesson-pause = pause / resume the search (Space steps the lesson)

# The key-hint bar's one- or two-word names of keys (and the play panel's key list).
help-hint-complete = complete
help-hint-history = history
help-hint-run = run
help-hint-cancel = cancel
help-hint-number = number
help-hint-go = go
help-hint-scroll = scroll
help-hint-next = next
help-hint-prev = prev
help-hint-first = first
help-hint-newest = newest
help-hint-pause = pause
help-hint-step = step
help-hint-back = back
help-hint-next-solution = next solution
help-hint-speed = speed
help-hint-n = n
help-hint-restart = restart
help-hint-solutions = solutions
help-hint-command = command
help-hint-strategy = strategy
help-hint-narration = narration
help-hint-unique = unique
help-hint-write = write
help-hint-play = play
help-hint-help = help
help-hint-quit = quit
help-hint-every-panel = every panel
help-hint-move = move
help-hint-place-lift = place/lift
help-hint-hint = hint
help-hint-undo = undo
help-hint-again = again
help-hint-check = check
help-hint-skip = skip
help-hint-leave = leave
help-hint-next-step = next step
help-hint-step-back = step back
help-hint-return = back

# The note when a character key does nothing here. $typed is the key as typed (`S`, `Ctrl-x`).
# A capital letter whose small letter is a key: $lower is that letter, $what what it does.
help-unbound-capital = { $typed } does nothing here: keys are small letters ({ $lower }: { $what })
# Any other: $help is the key that opens the help.
help-unbound = { $typed } does nothing here; { $help } lists the keys

# What each command of the command line takes and does (`:help`, completion). The name and
# its arguments (K, NAME, [PATH], --notation numbers, deadends …) are typed as they are.
help-command-event = K: jump to event K of the run (0: the start)
help-command-solution = K: select solution K (a bare number does the same)
help-command-n = N: a new search of an N×N board
help-command-speed = S|max: events per second
help-command-strategy = NAME: { -strategies-but-last } or { -strategy-last }
help-command-k = K: las-vegas places K ranks at random in each try (0 to n), starting again
help-command-order = forward-checking fills its ranks from the top, or the most constrained first, starting again
help-command-code = show / hide the strategy as pseudocode, the line run highlighted
help-command-heat = shade the board by placements so far, again: by solutions, again: off
help-command-tree = show / hide the search tree: width is each subtree's share; click a node to go there
help-command-compare = what each strategy costs as n grows: events against n on a log scale, filling in as the cells are measured (Esc closes)
help-command-write = [PATH] [--notation numbers]: write the solutions listed (to PATH, never over a file), as the screen names them (a8 e7 …) or as 0-based columns
help-command-play = place queens yourself on this board (the search waits; Esc returns)
help-command-race = A B: race two strategies on this board, side by side (again or Esc: back)
help-command-help = the keys and the commands
help-command-quit = leave the program
help-command-present = the projector board: the board fills the screen, the counters in a line above it (again: every panel)
help-command-predict = guess each next queen before the search places it (deadends: is the rank a dead end? backtracks: which queen moves next?); off: stop
help-command-mark = NAME: keep this position (strategy, n, event, view) under NAME
help-command-go = NAME: back to the position marked NAME
help-command-marks = list the marks
help-command-lang = [en|zh]: speak this language (alone: the next one)
