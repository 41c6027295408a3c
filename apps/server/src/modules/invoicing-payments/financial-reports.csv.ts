// The financial reports as CSV (financial-reports.service.ts): one file per report, headers in the reader's language,
// money in currency units with two decimals at most (cents ÷ 100), time in hours, a totals row last.
import type { TLanguage } from '@centinela/shared';
import type { TDsoReport, TMarginReport, TRevenueReport, TUnbilledReport } from '@centinela/shared/contracts/financial-reports';
import { type TCsvColumn, csvOf } from '../../platform/documents/csv';
import { t } from '../../platform/i18n/catalog';

const money = (cents: number) => cents / 100;
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

type TRevenueLine = TRevenueReport['rows'][number];

export const revenueCsv = (report: TRevenueReport, lang: TLanguage) => {
  const label = (r: TRevenueLine) =>
    report.groupBy === 'post' && r.key === 'none' ? t(lang, 'invoicingPayments:reports.revenue.noPost') : r.label;
  const columns: TCsvColumn<TRevenueLine>[] = [
    { header: `invoicingPayments:reports.csv.${report.groupBy}`, value: label },
    ...(report.groupBy === 'post'
      ? ([{ header: 'invoicingPayments:reports.csv.customer', value: (r: TRevenueLine) => r.customerName }] as const)
      : []),
    { header: 'invoicingPayments:reports.csv.documents', value: (r) => r.documents },
    { header: 'invoicingPayments:reports.csv.invoiced', value: (r) => money(r.invoicedCents) },
    { header: 'invoicingPayments:reports.csv.credited', value: (r) => money(r.creditedCents) },
    { header: 'invoicingPayments:reports.csv.net', value: (r) => money(r.netCents) },
    { header: 'invoicingPayments:reports.csv.tax', value: (r) => money(r.taxCents) },
    { header: 'invoicingPayments:reports.csv.total', value: (r) => money(r.totalCents) },
  ];
  const documents = report.rows.reduce((s, r) => s + r.documents, 0);
  const totals: TRevenueLine = {
    ...report.totals,
    key: '',
    label: t(lang, 'invoicingPayments:reports.totals'),
    customerName: null,
    documents,
  };
  return { name: `revenue-${report.groupBy}-${report.from}-${report.to}`, body: csvOf(columns, [...report.rows, totals], lang) };
};

type TMarginLine = Omit<TMarginReport['rows'][number], 'postId' | 'customerCompanyId'>;

export const marginCsv = (report: TMarginReport, lang: TLanguage) => {
  const yesNo = (v: boolean) => t(lang, v ? 'invoicingPayments:reports.csv.yes' : 'invoicingPayments:reports.csv.no');
  const columns: TCsvColumn<TMarginLine>[] = [
    { header: 'invoicingPayments:reports.csv.post', value: (r) => r.postName },
    { header: 'invoicingPayments:reports.csv.customer', value: (r) => r.customerName },
    { header: 'invoicingPayments:reports.csv.billedHours', value: (r) => hours(r.billedMinutes) },
    { header: 'invoicingPayments:reports.csv.paidHours', value: (r) => hours(r.paidMinutes) },
    { header: 'invoicingPayments:reports.csv.billed', value: (r) => money(r.billedCents) },
    { header: 'invoicingPayments:reports.csv.pay', value: (r) => money(r.payCents) },
    { header: 'invoicingPayments:reports.csv.burden', value: (r) => money(r.burdenCents) },
    { header: 'invoicingPayments:reports.csv.margin', value: (r) => money(r.marginCents) },
    { header: 'invoicingPayments:reports.csv.marginPercent', value: (r) => (r.marginBp === null ? null : r.marginBp / 100) },
    { header: 'invoicingPayments:reports.csv.loss', value: (r) => yesNo(r.isLoss) },
  ];
  const totals: TMarginLine = {
    ...report.totals,
    postName: t(lang, 'invoicingPayments:reports.totals'),
    customerName: '',
    payUnknown: false,
  };
  return { name: `margins-${report.from}-${report.to}`, body: csvOf(columns, [...report.rows, totals], lang) };
};

type TUnbilledLine = Omit<TUnbilledReport['rows'][number], 'postId' | 'customerCompanyId'>;

export const unbilledCsv = (report: TUnbilledReport, lang: TLanguage) => {
  const columns: TCsvColumn<TUnbilledLine>[] = [
    { header: 'invoicingPayments:reports.csv.customer', value: (r) => r.customerName },
    { header: 'invoicingPayments:reports.csv.post', value: (r) => r.postName },
    { header: 'invoicingPayments:reports.csv.shifts', value: (r) => r.shifts },
    { header: 'invoicingPayments:reports.csv.hours', value: (r) => hours(r.minutes) },
    { header: 'invoicingPayments:reports.csv.unverifiedHours', value: (r) => hours(r.unverifiedMinutes) },
    { header: 'invoicingPayments:reports.csv.firstDate', value: (r) => r.firstDate },
    { header: 'invoicingPayments:reports.csv.lastDate', value: (r) => r.lastDate },
  ];
  const totals: TUnbilledLine = {
    customerName: t(lang, 'invoicingPayments:reports.totals'),
    postName: '',
    shifts: report.totalShifts,
    minutes: report.totalMinutes,
    unverifiedMinutes: report.rows.reduce((s, r) => s + r.unverifiedMinutes, 0),
    firstDate: '',
    lastDate: '',
  };
  return { name: `unbilled-${report.from}-${report.to}`, body: csvOf(columns, [...report.rows, totals], lang) };
};

type TDsoLine = Omit<TDsoReport['rows'][number], 'customerCompanyId'>;

export const dsoCsv = (report: TDsoReport, lang: TLanguage) => {
  const columns: TCsvColumn<TDsoLine>[] = [
    { header: 'invoicingPayments:reports.csv.customer', value: (r) => r.customerName },
    { header: 'invoicingPayments:reports.csv.receivables', value: (r) => money(r.receivablesCents) },
    { header: 'invoicingPayments:reports.csv.revenue', value: (r) => money(r.revenueCents) },
    { header: 'invoicingPayments:reports.csv.dso', value: (r) => r.dso },
  ];
  const totals: TDsoLine = { ...report.totals, customerName: t(lang, 'invoicingPayments:reports.totals') };
  return { name: `dso-${report.from}-${report.to}`, body: csvOf(columns, [...report.rows, totals], lang) };
};
