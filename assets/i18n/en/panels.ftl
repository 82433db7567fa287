# en: panels
