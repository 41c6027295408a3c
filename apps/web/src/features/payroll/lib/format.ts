// Hours and percentages on the payroll pages: the shared formatters the pay stub PDF uses too (es-PR writes 8.50, 10.5 %).
import { formatHours, formatPercent } from '@centinela/shared/rules/money';

/** Minutes shown as hours with two decimals: 510 → '8.50'. */
export const hoursOf = (minutes: number, language: string) => formatHours(minutes, language);

/** Basis points as a percentage: 1050 → '10.5 %'. */
export const percentOf = (bp: number, language: string) => formatPercent(bp, language);
