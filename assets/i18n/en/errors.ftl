# en: errors
# --lang with a language the program does not speak.
error-no-lang = no language `{ $name }`: en or zh
# --lang with a language the program does not speak: the value clap was given.
error-invalid-lang = invalid value '{ $name }' for '--lang <LANG>': { error-no-lang }
# --lang at the end of the command line, with nothing after it.
error-lang-needs-value = a value is required for '--lang <LANG>' but none was supplied: en or zh
