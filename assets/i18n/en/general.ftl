# The language itself, as the :lang command and the help name it.
lang-name = English
# The note after `:lang`.
lang-switched = Words now in { lang-name }.
