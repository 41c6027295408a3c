// Endpoints of opportunities (special service requests, issue 15). Schemas: contracts/opportunities.ts.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import {
  ZAssignOpportunityGuards,
  ZOpportunity,
  ZOpportunityActionParams,
  ZOpportunityDetail,
  ZOpportunityFollowUp,
  ZOpportunityGuards,
  ZOpportunityGuardsQuery,
  ZOpportunityInput,
  ZOpportunityListQuery,
  ZOpportunityPage,
  ZOpportunityQuote,
  ZOpportunityQuoteInput,
  ZOpportunitySettings,
  ZOpportunityTransition,
  ZQuoteParams,
} from '../contracts/opportunities';
import { defineEndpoint } from './define';

const tag = 'opportunities';
const resource = 'create-opportunities';

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/opportunities',
  tag,
  access: { action: 'view', resource },
  summary: 'Opportunities of a view (open, closed, all, my, recent) with filters; a customer company admin sees only theirs',
  query: ZOpportunityListQuery,
  response: ZOpportunityPage,
});

export const exportCsv = defineEndpoint({
  method: 'GET',
  path: '/api/opportunities/export',
  tag,
  access: { action: 'view', resource },
  summary: 'The filtered list as CSV (every row)',
  query: ZOpportunityListQuery,
  kind: 'file',
});

export const settings = defineEndpoint({
  method: 'GET',
  path: '/api/opportunities/settings',
  tag,
  access: { action: 'view', resource },
  summary: "The company's quote settings (tax rate)",
  response: ZOpportunitySettings,
});

export const updateSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/opportunities/settings',
  summary: 'Saves the tax rate and tax label applied to quotes',
  tag,
  access: { action: 'edit', resource },
  body: ZOpportunitySettings,
  response: ZOpportunitySettings,
  errors: [400, 403],
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/opportunities/:id',
  summary: 'One opportunity with its history, assigned guards and quotes',
  tag,
  access: { action: 'view', resource },
  params: ZIdParams,
  response: ZOpportunityDetail,
  errors: [404],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/opportunities',
  tag,
  access: { action: 'add', resource },
  summary: "Staff create a draft; a customer company admin's request arrives as pending",
  body: ZOpportunityInput,
  status: 201,
  response: ZOpportunity,
  errors: [400, 404],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/opportunities/:id',
  summary: "Changes an opportunity (the form's rules apply)",
  tag,
  access: {
    anyOf: [
      { action: 'edit', resource },
      { action: 'add', resource },
    ],
  },
  params: ZIdParams,
  body: ZOpportunityInput,
  response: ZOpportunity,
  errors: [400, 403, 404, 409],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/opportunities/:id',
  summary: 'Deletes an opportunity with its history and quotes',
  tag,
  access: { action: 'delete', resource },
  params: ZIdParams,
  kind: 'empty',
  errors: [403, 404],
});

export const duplicate = defineEndpoint({
  method: 'POST',
  path: '/api/opportunities/:id/duplicate',
  tag,
  access: { action: 'add', resource },
  summary: 'A copy as a new draft (staff) or pending request (customer), without guards, quotes or history',
  params: ZIdParams,
  status: 201,
  response: ZOpportunity,
  errors: [404],
});

export const transition = defineEndpoint({
  method: 'POST',
  path: '/api/opportunities/:id/:action',
  tag,
  access: {
    anyOf: [
      { action: 'edit', resource },
      { action: 'add', resource },
    ],
  },
  summary: 'submit | review | approve | reject | start | complete | hold | resume | cancel | close | reopen (409 with the allowed ones)',
  params: ZOpportunityActionParams,
  body: ZOpportunityTransition,
  response: ZOpportunity,
  errors: [400, 403, 404, 409],
});

export const guards = defineEndpoint({
  method: 'GET',
  path: '/api/opportunities/:id/guards',
  tag,
  access: { action: 'edit', resource },
  summary: "The company's guards with their availability for the opportunity's dates and times",
  params: ZIdParams,
  query: ZOpportunityGuardsQuery,
  response: ZOpportunityGuards,
  errors: [400, 403, 404],
});

export const assignGuards = defineEndpoint({
  method: 'POST',
  path: '/api/opportunities/:id/guards',
  tag,
  access: { action: 'edit', resource },
  summary: 'Assigns guards: each gets the one-off shifts (covers of the chosen shift on each date) and a notification',
  params: ZIdParams,
  body: ZAssignOpportunityGuards,
  response: ZOpportunityDetail,
  errors: [400, 403, 404, 409],
});

export const quote = defineEndpoint({
  method: 'POST',
  path: '/api/opportunities/:id/quote',
  tag,
  access: { action: 'edit', resource },
  summary: 'Generates the quote PDF (stored with the opportunity); send: e-mails it to the contact from a job',
  params: ZIdParams,
  body: ZOpportunityQuoteInput,
  status: 201,
  response: ZOpportunityQuote,
  errors: [400, 403, 404, 409],
});

export const quotePdf = defineEndpoint({
  method: 'GET',
  path: '/api/opportunities/:id/quotes/:quoteId/pdf',
  summary: 'The PDF of one quote of an opportunity',
  tag,
  access: { action: 'view', resource },
  params: ZQuoteParams,
  kind: 'file',
  errors: [404],
});

export const sendQuote = defineEndpoint({
  method: 'POST',
  path: '/api/opportunities/:id/quotes/:quoteId/send',
  tag,
  access: { action: 'edit', resource },
  summary: 'E-mails a quote to the contact (a job; 409 when e-mail is not configured)',
  params: ZQuoteParams,
  response: z.object({ queued: z.boolean() }),
  errors: [403, 404, 409],
});

export const followUp = defineEndpoint({
  method: 'POST',
  path: '/api/opportunities/:id/follow-up',
  tag,
  access: { action: 'edit', resource },
  summary: 'A dated reminder: the owner is notified then',
  params: ZIdParams,
  body: ZOpportunityFollowUp,
  response: ZOpportunity,
  errors: [400, 403, 404],
});
