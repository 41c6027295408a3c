// Endpoints of invoicing and payments (issue 30): rate cards (the contracts) and tax profiles. Company staff with the
// invoicing-payments permission; guards and customer company admins are refused (the customer portal shows a customer
// its own invoices). Schemas: contracts/invoicing.ts.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import {
  ZBillingCustomerOptions,
  ZBillingPostOptions,
  ZRateCard,
  ZRateCardInput,
  ZRateCardListQuery,
  ZRateCardPage,
  ZTaxProfile,
  ZTaxProfileInput,
  ZTaxProfileList,
} from '../contracts/invoicing-payments';
import { defineEndpoint } from './define';

const tag = 'invoicing-payments';
const resource = 'invoicing-payments';

export const rateCards = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/rate-cards',
  summary: "Rate card versions (a customer's bill rates per post and rank, effective-dated), filtered and paginated",
  tag,
  access: { action: 'view', resource },
  query: ZRateCardListQuery,
  response: ZRateCardPage,
  errors: [403],
});

export const createRateCard = defineEndpoint({
  method: 'POST',
  path: '/api/invoicing/rate-cards',
  summary: 'Adds a rate card version: bill rate, overtime and holiday billing, minimum, rounding, terms, cycle, tax',
  tag,
  access: { action: 'add', resource },
  body: ZRateCardInput,
  status: 201,
  response: ZRateCard,
  errors: [400, 403, 404, 409],
});

export const updateRateCard = defineEndpoint({
  method: 'PUT',
  path: '/api/invoicing/rate-cards/:id',
  summary: 'Changes a rate card version',
  tag,
  access: { action: 'edit', resource },
  params: ZIdParams,
  body: ZRateCardInput,
  response: ZRateCard,
  errors: [400, 403, 404, 409],
});

export const removeRateCard = defineEndpoint({
  method: 'DELETE',
  path: '/api/invoicing/rate-cards/:id',
  summary: 'Deletes a rate card version',
  tag,
  access: { action: 'delete', resource },
  params: ZIdParams,
  kind: 'empty',
  errors: [403, 404, 409],
});

export const billingPosts = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/posts',
  summary: "The company's posts with their customer and today's pay rate (the rate cards' post picker)",
  tag,
  access: { action: 'view', resource },
  query: z.object({ customerCompanyId: ZIdParams.shape.id.optional() }),
  response: ZBillingPostOptions,
  errors: [403],
});

export const billingCustomers = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/customers',
  summary: "The company's customer companies (the rate cards' customer picker), for invoicing staff without the customers page",
  tag,
  access: { action: 'view', resource },
  response: ZBillingCustomerOptions,
  errors: [403],
});

export const taxProfiles = defineEndpoint({
  method: 'GET',
  path: '/api/invoicing/tax-profiles',
  summary: "The company's tax profiles with their effective-dated rates",
  tag,
  access: { action: 'view', resource },
  response: ZTaxProfileList,
  errors: [403],
});

export const createTaxProfile = defineEndpoint({
  method: 'POST',
  path: '/api/invoicing/tax-profiles',
  summary: 'Adds a tax profile (IVU, IVA, a US state sales tax, or exempt with its certificate)',
  tag,
  access: { action: 'add', resource },
  body: ZTaxProfileInput,
  status: 201,
  response: ZTaxProfile,
  errors: [400, 403, 409],
});

export const updateTaxProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/invoicing/tax-profiles/:id',
  summary: 'Changes a tax profile and its rates',
  tag,
  access: { action: 'edit', resource },
  params: ZIdParams,
  body: ZTaxProfileInput,
  response: ZTaxProfile,
  errors: [400, 403, 404, 409],
});

export const removeTaxProfile = defineEndpoint({
  method: 'DELETE',
  path: '/api/invoicing/tax-profiles/:id',
  summary: 'Deletes a tax profile no rate card names',
  tag,
  access: { action: 'delete', resource },
  params: ZIdParams,
  kind: 'empty',
  errors: [403, 404, 409],
});
