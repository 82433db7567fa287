# zh-CN: views
