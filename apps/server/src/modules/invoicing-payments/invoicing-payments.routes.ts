// Routes of invoicing and payments, registered from their declarations (packages/shared/src/endpoints/invoicing-payments.ts).
import * as api from '@centinela/shared/endpoints/invoicing-payments';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import {
  createRateCard,
  deleteRateCard,
  listBillingCustomers,
  listBillingPosts,
  listRateCards,
  updateRateCard,
} from './rate-cards.service';
import { createTaxProfile, deleteTaxProfile, listTaxProfiles, updateTaxProfile } from './tax-profiles.service';

export const invoicingPaymentsRoutes = async (app: TApp) => {
  route(app, api.rateCards, ({ ctx, actor, query }) => listRateCards({ ctx, actor, input: query }));
  route(app, api.createRateCard, ({ ctx, actor, body }) => createRateCard({ ctx, actor, input: body }));
  route(app, api.updateRateCard, ({ ctx, actor, params, body }) => updateRateCard({ ctx, actor, input: { id: params.id, data: body } }));
  route(app, api.removeRateCard, ({ ctx, actor, params }) => deleteRateCard({ ctx, actor, input: params }));
  route(app, api.billingPosts, ({ ctx, actor, query }) => listBillingPosts({ ctx, actor, input: query }));
  route(app, api.billingCustomers, ({ ctx, actor }) => listBillingCustomers({ ctx, actor, input: undefined }));
  route(app, api.taxProfiles, ({ ctx, actor }) => listTaxProfiles({ ctx, actor, input: undefined }));
  route(app, api.createTaxProfile, ({ ctx, actor, body }) => createTaxProfile({ ctx, actor, input: body }));
  route(app, api.updateTaxProfile, ({ ctx, actor, params, body }) =>
    updateTaxProfile({ ctx, actor, input: { id: params.id, data: body } }),
  );
  route(app, api.removeTaxProfile, ({ ctx, actor, params }) => deleteTaxProfile({ ctx, actor, input: params }));
};
