# zh-CN: panels
