// Routes of recurring billing and the invoicing settings, registered from their declarations
// (packages/shared/src/endpoints/recurring-charges.ts).
import * as api from '@centinela/shared/endpoints/recurring-charges';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { getInvoicingSettings, updateInvoicingSettings } from './invoicing-settings.service';
import { issueRecurringCharges } from './recurring-charges.billing';
import { createRecurringCharge, deleteRecurringCharge, listRecurringCharges, updateRecurringCharge } from './recurring-charges.service';

export const recurringChargesRoutes = async (app: TApp) => {
  route(app, api.recurringCharges, ({ ctx, actor, query }) => listRecurringCharges({ ctx, actor, input: query }));
  route(app, api.createRecurringCharge, ({ ctx, actor, body }) => createRecurringCharge({ ctx, actor, input: body }));
  route(app, api.updateRecurringCharge, ({ ctx, actor, params, body }) =>
    updateRecurringCharge({ ctx, actor, input: { id: params.id, data: body } }),
  );
  route(app, api.removeRecurringCharge, ({ ctx, actor, params }) => deleteRecurringCharge({ ctx, actor, input: params }));
  route(app, api.issueRecurringCharges, ({ ctx, actor, body }) => issueRecurringCharges({ ctx, actor, input: body }));
  route(app, api.invoicingSettings, ({ ctx, actor }) => getInvoicingSettings({ ctx, actor, input: undefined }));
  route(app, api.updateInvoicingSettings, ({ ctx, actor, body }) => updateInvoicingSettings({ ctx, actor, input: body }));
};
