# zh-CN: code
