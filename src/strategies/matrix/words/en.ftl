# en: matrix, its own words (the shared ones are in assets/i18n/en/)

# The name the screens show (the typed one is `matrix`).
strategy-matrix = matrix
strategy-matrix-about = Test each column in turn by walking up the board from it, along its file and both diagonals, to a queen or the edge

# The board as a matrix (`matrix`).
code-matrix-place = board[row][c] = 1  # place
code-matrix-lift = board[row][c] = 0  # lift
code-matrix-walk = walk up, up-left, up-right:
code-matrix-met = a queen before the edge: yes
code-value-the-queen-on = the queen on { $square }
code-value-no-queen = no queen: free
code-value-cells = { $count ->
        [one] { $count } cell
       *[other] { $count } cells
    }

panel-legend-matrix-testing = matrix: testing; ∘ cell walked
panel-legend-matrix-refused = matrix: refused; walk to queen
panel-explanation-matrix = Matrix
