# zh-CN: errors
# --lang 给的语言本程序不会说。
error-no-lang = 没有 `{ $name }` 这种语言，可选 en 或 zh
# --lang 的值不是本程序会说的语言。
error-invalid-lang = '--lang <LANG>' 的值 '{ $name }' 无效：{ error-no-lang }
# --lang 在命令行末尾，后面没有值。
error-lang-needs-value = '--lang <LANG>' 需要一个值，但没有给出：可选 en 或 zh
