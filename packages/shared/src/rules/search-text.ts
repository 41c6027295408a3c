// Folded search text: lower case, accents and other marks removed ("Evacuación" → "evacuacion"), so a word typed with
// or without its accents, in Spanish or English, finds the same text. The server stores it folded and folds the query.
export const foldSearchText = (value: string): string =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
