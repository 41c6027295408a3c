// The invoicing-payments area's server manifest (platform/areas/area.ts): its routes, the invoice e-mail, overdue and
// recurring-charge jobs, the overdue subscriber (the company admins are told) and its company defaults (the tax profiles of the
// company's country). No grants: guards and customer company admins see nothing of it here.
import { defineArea } from '../../platform/areas/area';
import { financialReportsRoutes } from './financial-reports.routes';
import { INVOICE_EMAIL_JOB } from './invoices.documents';
import { INVOICE_OVERDUE_JOB } from './invoices.overdue';
import { invoicingSubscribers } from './invoicing-payments.subscribers';
import { invoicingPaymentsRoutes } from './invoicing-payments.routes';
import { RECURRING_CHARGES_JOB } from './recurring-charges.billing';
import { recurringChargesRoutes } from './recurring-charges.routes';
import { createDefaultTaxProfiles } from './tax-profiles.service';

export const invoicingPaymentsArea = defineArea({
  name: 'invoicing-payments',
  routes: [invoicingPaymentsRoutes, financialReportsRoutes, recurringChargesRoutes],
  jobs: [INVOICE_EMAIL_JOB, INVOICE_OVERDUE_JOB, RECURRING_CHARGES_JOB],
  subscribers: invoicingSubscribers,
  onCompanyCreated: ({ tx, companyId, language }) => createDefaultTaxProfiles(tx, companyId, language),
});
