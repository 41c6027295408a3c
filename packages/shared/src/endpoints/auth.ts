// Endpoints of signing in and out (spec section 7). Schemas: contracts/auth.ts. The sign-in page bundles this file:
// keep it to the auth schemas.
import { z } from 'zod';
import { ZLoginRequest, ZLoginResponse, ZMyLanguageInput } from '../contracts/auth';
import { ZOption } from '../contracts/common';
import { defineEndpoint } from './define';

const tag = 'auth';

export const companies = defineEndpoint({
  method: 'GET',
  path: '/api/auth/companies',
  tag,
  access: 'public',
  summary: 'Companies a person can sign in to, as the picker lists them (active, not hidden by their admins)',
  response: z.array(ZOption),
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  tag,
  access: 'public',
  summary:
    "Signs in: sets the session cookie, answers the user and the company. `company` is the picker's id or the company's sign-in code; an unknown code fails as a wrong password does (401 INVALID_CREDENTIALS)",
  body: ZLoginRequest,
  response: ZLoginResponse,
  errors: [400, 401, 429],
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  tag,
  access: 'public',
  summary: 'Ends the session (if any) and clears the cookie',
  kind: 'empty',
});

export const setMyLanguage = defineEndpoint({
  method: 'PUT',
  path: '/api/auth/me/language',
  tag,
  access: 'signed-in',
  summary: 'Keeps the language the user switched the app to (their e-mails and SMS are written in it)',
  body: ZMyLanguageInput,
  kind: 'empty',
  errors: [400, 401],
});

export const me = defineEndpoint({
  method: 'GET',
  path: '/api/auth/me',
  tag,
  access: 'signed-in',
  summary: 'The signed-in user and company',
  response: ZLoginResponse,
  errors: [401],
});
