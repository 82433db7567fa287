# en: views
