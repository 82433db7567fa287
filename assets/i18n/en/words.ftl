# en: words
