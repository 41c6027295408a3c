import { numberLocaleOf } from '@centinela/shared/rules/money';
// Minutes shown as hours with two decimals, written as our users' countries write them (8.50).
export const hoursOf = (minutes: number, language: string) =>
  new Intl.NumberFormat(numberLocaleOf(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minutes / 60);

/** Basis points as a percentage: 1050 → "10.5 %". */
export const percentOf = (bp: number, language: string) =>
  new Intl.NumberFormat(numberLocaleOf(language), { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10000);
