// Test data: session users of each role with the role records a new security company starts with.
import { vi } from 'vitest';
import { RESOURCES, type TLoginResponse, type TRole, type TSessionUser } from '@centinela/shared';
import type { TRoleRecord as TRoleSettingsRecord } from '@centinela/shared/contracts/roles';

type TRoleRecord = TSessionUser['access']['roleRecords'][number];

/** Mirrors the default role records the server creates (apps/server/src/modules/roles/roles.defaults.ts). */
export const DEFAULT_ROLE_RECORDS: Record<Exclude<TRole, 'superadmin'>, TRoleRecord> = {
  security_company_admin: {
    isActive: true,
    isSuperadmin: false,
    permissions: {
      view: [...RESOURCES],
    },
  },
  customer_company_admin: {
    isActive: true,
    isSuperadmin: false,
    permissions: {
      view: [
        'customer-companies',
        'posts',
        'rosters',
        'reports',
        'users',
        'shifts-dashboard',
        'novelties-incidents',
        'create-opportunities',
        'emergency-directory',
      ],
    },
  },
  security_guard: {
    isActive: true,
    isSuperadmin: false,
    permissions: { view: ['rosters', 'tasks', 'reports', 'novelties-incidents', 'protocols', 'emergency-directory', 'wiki'] },
  },
};

export const makeUser = (role: TRole, overrides: Partial<TSessionUser> = {}): TSessionUser => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: `${role}@example.com`,
  name: role === 'security_guard' ? 'Luis' : 'Ramón',
  lastName: role === 'security_guard' ? 'Rivera' : 'Figueroa',
  role,
  rank: role === 'security_guard' ? 'senior_guard' : null,
  companyId: '00000000-0000-4000-8000-0000000000c1',
  customerId: null,
  language: null,
  sipSettings: {
    incomingServer: null,
    incomingPort: 5060,
    outgoingServer: null,
    outgoingPort: 5060,
    extensionName: null,
    extensionNumber: null,
    username: null,
    hasPassword: false,
    preferredCodec: 'default',
    sampleRate: 'default',
    connectionStatus: 'not_connected',
    lastConnectionAttempt: null,
  },
  access: {
    isBuiltInAdmin: false,
    roleRecords: role === 'superadmin' ? [] : [DEFAULT_ROLE_RECORDS[role]],
    overrides: [],
  },
  ...overrides,
});

export const makeSession = (user: TSessionUser): TLoginResponse => ({
  user,
  company: {
    id: user.companyId,
    name: 'Vigilancia Boricua Security',
    isPlatform: false,
    timeZone: 'America/Puerto_Rico',
    defaultLanguage: 'es',
    currency: 'USD',
    weekStart: 0,
  },
});

type TRouteReply = { status?: number; body?: unknown };
type TFetchRoutes = Record<string, TRouteReply | ((init: RequestInit | undefined) => TRouteReply)>;

/**
 * Stubs global fetch with answers by 'METHOD /path' (query string included when given in the key).
 * Returns the spy so tests can inspect calls. Unknown routes answer 404.
 */
export const stubFetch = (routes: TFetchRoutes) => {
  const spy = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?')[0]}`];
    const reply =
      typeof route === 'function' ? route(init) : (route ?? { status: 404, body: { message: 'Route not found', code: 'NOT_FOUND' } });
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, { status, headers: { 'content-type': 'application/json' } });
  };
  const mock = vi.fn(spy);
  vi.stubGlobal('fetch', mock);
  return mock;
};

/** A role record as the roles settings list it (GET /api/roles): active, viewing posts, every row action allowed but activate. */
export const makeRoleRecord = (id: string, name: string, overrides: Partial<TRoleSettingsRecord> = {}): TRoleSettingsRecord => ({
  id,
  companyId: '11111111-1111-4111-8111-111111111111',
  name,
  description: null,
  isActive: true,
  isSuperadmin: false,
  defaultForRole: null,
  permissions: { view: ['posts'], edit: [], add: [], delete: [] },
  assignedUsers: 0,
  defaultUsers: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  can: { update: true, activate: false, deactivate: true, delete: true },
  ...overrides,
});
