// Endpoints of recurring billing and the invoicing settings (issue 30). Company staff with the invoicing-payments
// permission. Schemas: contracts/recurring-charges.ts, contracts/invoicing-settings.ts.
import { ZIdParams } from '../contracts/common';
import { ZInvoicingSettings, ZInvoicingSettingsInput } from '../contracts/invoicing-settings';
import {
  ZIssueRecurringInput,
  ZIssueRecurringResult,
  ZRecurringCharge,
  ZRecurringChargeInput,
  ZRecurringChargeListQuery,
  ZRecurringChargePage,
} from '../contracts/recurring-charges';
import { defineEndpoint } from './define';

const tag = 'invoicing-payments';
const resource = 'invoicing-payments';

export const recurringCharges = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/recurring-charges',
  summary: "Recurring charges (a customer's fixed fee by an RFC 5545 rule) with their next dates, filtered and paginated",
  tag,
  access: { action: 'view', resource },
  query: ZRecurringChargeListQuery,
  response: ZRecurringChargePage,
  errors: [403],
});

export const createRecurringCharge = defineEndpoint({
  method: 'POST',
  path: '/api/invoicing/recurring-charges',
  summary: 'Adds a recurring charge: customer, post, amount, tax, rule (frequency, interval, weekdays, start, end), billing',
  tag,
  access: { action: 'add', resource },
  body: ZRecurringChargeInput,
  status: 201,
  response: ZRecurringCharge,
  errors: [400, 403, 404],
});

export const updateRecurringCharge = defineEndpoint({
  method: 'PUT',
  path: '/api/invoicing/recurring-charges/:id',
  summary: 'Changes a recurring charge (occurrences already billed stay as billed)',
  tag,
  access: { action: 'edit', resource },
  params: ZIdParams,
  body: ZRecurringChargeInput,
  response: ZRecurringCharge,
  errors: [400, 403, 404],
});

export const removeRecurringCharge = defineEndpoint({
  method: 'DELETE',
  path: '/api/invoicing/recurring-charges/:id',
  summary: 'Deletes a recurring charge (its billed occurrences stay on their invoices)',
  tag,
  access: { action: 'delete', resource },
  params: ZIdParams,
  kind: 'empty',
  errors: [403, 404],
});

export const issueRecurringCharges = defineEndpoint({
  method: 'POST',
  path: '/api/invoicing/recurring-charges/issue',
  summary: 'Makes the drafts of the charges billed alone whose dates are due up to a day (today by default), as the daily job does',
  tag,
  access: { action: 'add', resource },
  body: ZIssueRecurringInput,
  response: ZIssueRecurringResult,
  errors: [400, 403],
});

export const invoicingSettings = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/settings',
  summary: "The company's invoicing settings: series prefixes, employer burden, export accounts, CFDI issuer",
  tag,
  access: { action: 'view', resource },
  response: ZInvoicingSettings,
  errors: [403],
});

export const updateInvoicingSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/invoicing/settings',
  summary: "Changes the company's invoicing settings (numbers already given keep their prefix)",
  tag,
  access: { action: 'edit', resource },
  body: ZInvoicingSettingsInput,
  response: ZInvoicingSettings,
  errors: [400, 403],
});
