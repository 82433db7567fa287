# en: help
