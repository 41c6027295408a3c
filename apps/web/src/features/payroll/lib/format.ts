// Minutes shown as hours with two decimals in the reader's language (8,50 / 8.50).
export const hoursOf = (minutes: number, language: string) =>
  new Intl.NumberFormat(language.startsWith('es') ? 'es' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minutes / 60,
  );

/** Basis points as a percentage: 1050 → "10.5 %". */
export const percentOf = (bp: number, language: string) =>
  new Intl.NumberFormat(language.startsWith('es') ? 'es' : 'en-US', { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10000);
