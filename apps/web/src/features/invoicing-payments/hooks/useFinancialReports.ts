// The financial reports of invoicing (issue 30) through the typed client (endpoints/financial-reports.ts): revenue by
// customer / post / month, margin per post, unbilled hours and DSO for a date range, and each one's CSV address.
import { daysBetween, isDateString, lastDayOfMonth } from '@centinela/shared';
import type { TRevenueGroup } from '@centinela/shared/contracts/financial-reports';
import * as reportsApi from '@centinela/shared/endpoints/financial-reports';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, urlOf } from '@/lib/api-client';

export type TReportRange = { from: string; to: string };
export type TReportSection = 'revenue' | 'margins' | 'unbilled' | 'dso';

/** This calendar month of a day 'yyyy-MM-dd': the range the reports open on. */
export const monthRangeOf = (today: string): TReportRange => ({ from: `${today.slice(0, 7)}-01`, to: lastDayOfMonth(today) });

/** A range the server takes: both dates, in order, 366 days at most. */
export const rangeProblemOf = ({ from, to }: TReportRange): 'rangeOrder' | 'rangeTooLong' | null => {
  if (to < from) return 'rangeOrder';
  // A date typed into the address that is no date: the server answers it.
  if (!isDateString(from) || !isDateString(to)) return null;
  return daysBetween(from, to) + 1 > 366 ? 'rangeTooLong' : null;
};

export const useRevenueReport = (range: TReportRange, groupBy: TRevenueGroup, enabled = true) =>
  useQuery({ ...apiQuery(reportsApi.revenueReport, { query: { ...range, groupBy } }), enabled });
export const useMarginReport = (range: TReportRange, enabled = true) =>
  useQuery({ ...apiQuery(reportsApi.marginReport, { query: range }), enabled });
export const useUnbilledReport = (range: TReportRange, enabled = true) =>
  useQuery({ ...apiQuery(reportsApi.unbilledReport, { query: range }), enabled });
export const useDsoReport = (range: TReportRange, enabled = true) =>
  useQuery({ ...apiQuery(reportsApi.dsoReport, { query: range }), enabled });

/** The CSV of a section, headers in the reader's language. */
export const reportCsvUrl = (section: TReportSection, range: TReportRange, lang: 'es' | 'en', groupBy: TRevenueGroup = 'customer') => {
  const query = { ...range, format: 'csv' as const, lang };
  if (section === 'revenue') return urlOf(reportsApi.revenueReport, { query: { ...query, groupBy } });
  if (section === 'margins') return urlOf(reportsApi.marginReport, { query });
  if (section === 'unbilled') return urlOf(reportsApi.unbilledReport, { query });
  return urlOf(reportsApi.dsoReport, { query });
};
