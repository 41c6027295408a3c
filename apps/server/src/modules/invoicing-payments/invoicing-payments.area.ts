// The invoicing-payments area's server manifest (platform/areas/area.ts): its routes and its company defaults (the
// tax profiles of the company's country). No grants: guards and customer company admins see nothing of it here.
import { defineArea } from '../../platform/areas/area';
import { invoicingPaymentsRoutes } from './invoicing-payments.routes';
import { createDefaultTaxProfiles } from './tax-profiles.service';

export const invoicingPaymentsArea = defineArea({
  name: 'invoicing-payments',
  routes: [invoicingPaymentsRoutes],
  onCompanyCreated: ({ tx, companyId, language }) => createDefaultTaxProfiles(tx, companyId, language),
});
