# zh-CN: words
