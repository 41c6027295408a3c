// CSV downloads: RFC 4180 quoting, a BOM so spreadsheet apps read accents, and cells that would start a formula
// (=, +, -, @) prefixed with a quote so a spreadsheet never evaluates them. Every CSV of the product is written here.
import type { TLanguage } from '@centinela/shared';
import { t, type TTextKey } from '../i18n/catalog';

export type TCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: TCell): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const toCsv = (headers: string[], rows: TCell[][]): string =>
  `\uFEFF${[headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** One column of a CSV: its header (a catalog key, usually exports:columns.<name>) and how a row fills it. */
export type TCsvColumn<T> = { header: TTextKey; value: (row: T) => TCell };

/** A CSV of `rows` with the headers in the reader's language. */
export const csvOf = <T>(columns: TCsvColumn<T>[], rows: T[], lang: TLanguage): string =>
  toCsv(
    columns.map((c) => t(lang, c.header)),
    rows.map((row) => columns.map((c) => c.value(row))),
  );
