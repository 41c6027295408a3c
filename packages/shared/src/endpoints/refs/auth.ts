// The sign-in path's endpoints (../auth.ts) as references without schemas: the sign-in page and the session hook call
// them through the typed client without bundling zod (the sign-in route's JavaScript budget, decision 0007). Types
// come from the declarations; method and path are checked against them by the compiler (endpointRef). The server
// registers from ../auth.ts.
import type * as auth from '../auth';
import { endpointRef } from '../define';

export const companies = endpointRef<typeof auth.companies>('GET', '/api/auth/companies');
export const login = endpointRef<typeof auth.login>('POST', '/api/auth/login');
export const logout = endpointRef<typeof auth.logout>('POST', '/api/auth/logout');
export const me = endpointRef<typeof auth.me>('GET', '/api/auth/me');
export const setMyLanguage = endpointRef<typeof auth.setMyLanguage>('PUT', '/api/auth/me/language');
