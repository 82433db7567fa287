# 语言本身:`:lang` 命令和帮助页用它的名字。
lang-name = 中文
# `:lang` 之后的提示。
lang-switched = 界面语言已切换为{ lang-name }。
