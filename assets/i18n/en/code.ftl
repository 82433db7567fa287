# en: code
