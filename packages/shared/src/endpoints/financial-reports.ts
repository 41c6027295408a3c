// Endpoints of invoicing's financial reports (issue 30): revenue, margins per post, unbilled hours, DSO — each JSON or,
// with format=csv, a CSV file. Company staff with the invoicing-payments permission. Schemas: contracts/financial-reports.ts.
import {
  ZDsoReport,
  ZFinancialReportQuery,
  ZMarginReport,
  ZRevenueQuery,
  ZRevenueReport,
  ZUnbilledReport,
} from '../contracts/financial-reports';
import { defineEndpoint } from './define';

const tag = 'invoicing-payments';
const resource = 'invoicing-payments';

export const revenueReport = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/reports/revenue',
  summary:
    'Revenue of a date range (issued invoices less credit notes, by issue date) by customer, post or month (JSON, or CSV with format=csv)',
  tag,
  access: { action: 'view', resource },
  query: ZRevenueQuery,
  response: ZRevenueReport,
  errors: [400, 403],
});

export const marginReport = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/reports/margins',
  summary: 'Billed against paid hours and the gross margin of each post (bill − pay − employer burden) for the shifts of a date range',
  tag,
  access: { action: 'view', resource },
  query: ZFinancialReportQuery,
  response: ZMarginReport,
  errors: [400, 403],
});

export const unbilledReport = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/reports/unbilled',
  summary: 'Worked hours of a date range on no invoice (not void), by customer and post; the target is none',
  tag,
  access: { action: 'view', resource },
  query: ZFinancialReportQuery,
  response: ZUnbilledReport,
  errors: [400, 403],
});

export const dsoReport = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/reports/dso',
  summary: 'Days sales outstanding: receivables at the end of a date range ÷ its revenue × its days, overall and by customer',
  tag,
  access: { action: 'view', resource },
  query: ZFinancialReportQuery,
  response: ZDsoReport,
  errors: [400, 403],
});
