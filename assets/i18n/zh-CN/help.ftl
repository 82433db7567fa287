# zh-CN: help
