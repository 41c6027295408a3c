// Endpoints of the companies area (spec: /companies): the phone's directory, the paginated list, the editor,
// (de)activation with its impact, the logo and the WebRTC settings. Schemas: contracts/companies.ts.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import {
  ZCompany,
  ZCompanyDeactivationImpact,
  ZCompanyDirectoryItem,
  ZCompanyListQuery,
  ZCompanyLogoQuery,
  ZCompanyPage,
  ZCreateCompany,
  ZDeactivateRequest,
  ZUpdateCompany,
  ZUpdateWebrtcSettings,
  ZWebrtcSettings,
} from '../contracts/companies';
import { defineEndpoint } from './define';

const tag = 'companies';
const view = { action: 'view', resource: 'companies' } as const;
const edit = { action: 'edit', resource: 'companies' } as const;
const writeErrors = [400, 403, 404, 409] as const;

/** The phone's directory: id and name of the companies the caller may see (their own; all for platform admins). */
export const directory = defineEndpoint({
  method: 'GET',
  path: '/api/companies',
  tag,
  access: 'signed-in',
  summary: 'Companies the caller may see, id and name (directory)',
  response: z.array(ZCompanyDirectoryItem),
});

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/companies/paginated',
  tag,
  access: view,
  summary: 'Companies, one page, filtered',
  query: ZCompanyListQuery,
  response: ZCompanyPage,
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/companies/:id',
  summary: 'One security company with its settings',
  tag,
  access: view,
  params: ZIdParams,
  response: ZCompany,
  errors: [404],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/companies',
  summary: 'Creates a security company (platform admins)',
  tag,
  access: { action: 'add', resource: 'companies' },
  body: ZCreateCompany,
  status: 201,
  response: ZCompany,
  errors: writeErrors,
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/companies/:id',
  summary: "Changes a security company's details and operating settings (a new SMS line is proven on its Twilio account)",
  tag,
  access: edit,
  params: ZIdParams,
  body: ZUpdateCompany,
  response: ZCompany,
  errors: [...writeErrors, 502],
});

export const deactivationImpact = defineEndpoint({
  method: 'GET',
  path: '/api/companies/:id/deactivation-impact',
  tag,
  access: view,
  summary: 'What deactivating the company would affect',
  params: ZIdParams,
  response: ZCompanyDeactivationImpact,
  errors: [404],
});

export const deactivate = defineEndpoint({
  method: 'POST',
  path: '/api/companies/:id/deactivate',
  summary: 'Deactivates a security company',
  tag,
  access: { action: 'delete', resource: 'companies' },
  params: ZIdParams,
  body: ZDeactivateRequest.optional(),
  response: ZCompany,
  errors: writeErrors,
});

export const activate = defineEndpoint({
  method: 'POST',
  path: '/api/companies/:id/activate',
  summary: 'Activates a deactivated security company again',
  tag,
  access: { action: 'delete', resource: 'companies' },
  params: ZIdParams,
  response: ZCompany,
  errors: writeErrors,
});

/** Any signed-in user of the company reads them (the phone needs them); the TURN password never leaves the server. */
export const webrtcSettings = defineEndpoint({
  method: 'GET',
  path: '/api/companies/:id/webrtc-settings',
  tag,
  access: 'signed-in',
  summary: "The company's STUN/TURN settings (without the TURN password)",
  params: ZIdParams,
  response: ZWebrtcSettings,
  errors: [404],
});

export const updateWebrtcSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/companies/:id/webrtc-settings',
  summary: "Saves the company's WebRTC / SIP server settings for the in-browser phone",
  tag,
  access: edit,
  params: ZIdParams,
  body: ZUpdateWebrtcSettings,
  response: ZWebrtcSettings,
  errors: writeErrors,
});

/** The logo: any signed-in user of the company sees it; those who may edit the company replace or remove it. */
export const logo = defineEndpoint({
  method: 'GET',
  path: '/api/companies/:id/logo',
  tag,
  access: 'signed-in',
  summary: "The company's logo (image file)",
  params: ZIdParams,
  query: ZCompanyLogoQuery,
  kind: 'file',
});

export const setLogo = defineEndpoint({
  method: 'PUT',
  path: '/api/companies/:id/logo',
  tag,
  access: edit,
  summary: 'Replaces the logo (multipart, one image)',
  params: ZIdParams,
  multipart: true,
  response: ZCompany,
  errors: writeErrors,
});

export const removeLogo = defineEndpoint({
  method: 'DELETE',
  path: '/api/companies/:id/logo',
  summary: "Removes the company's logo",
  tag,
  access: edit,
  params: ZIdParams,
  response: ZCompany,
  errors: writeErrors,
});
