// A tenant of the spec's own: a new security company with its admin, made through the API by the platform admin,
// so browser specs run in parallel and never change the demo company (decision: docs/ARCHITECTURE.md "Tests").
//
//   import { expect, test } from './support';
//   test('…', async ({ page, tenant }) => {
//     const customer = await tenant.addCustomer('Plaza Los Flamboyanes');
//     const guard = await tenant.addGuard();            // Luis A. Rivera Santiago, unless told otherwise
//     await signIn(page, tenant.admin);                 // Ramón Figueroa Colón, the tenant's company admin
//   });
//
// The people carry the demo company's names (Ramón Figueroa the admin, Luis Rivera the guard, Marisol Quiñones the
// customer admin), so what a spec reads on screen stays the same; their emails and the company's name are unique.
import { type APIRequestContext, type APIResponse, test as base, expect, request, type TestInfo } from '@playwright/test';
import { ACCOUNTS, type TAccount } from './accounts';

/** The password of every account a tenant makes (passes the password policy, names no one). */
export const TENANT_PASSWORD = 'Garita-Propia-2026!';

export type TPerson = TAccount & { id: string; fullName: string };
export type TNamed = { id: string; name: string };

type TPersonInput = {
  name?: string;
  initial?: string;
  lastName?: string;
  mothersMaidenName?: string;
  /** Local part of the email (the tenant's tag is added to keep it unique). */
  emailLocal?: string;
  /** Any other field of POST /api/users (rank, phone, hourlyWageCents, …). */
  extra?: Record<string, unknown>;
};

export type TTenant = {
  /** Unique per test: worker, test and a random part (also in every email). */
  tag: string;
  id: string;
  name: string;
  timeZone: string;
  /** The company admin (security_company_admin), Ramón Figueroa Colón. */
  admin: TPerson;
  /** An API client signed in as the admin (cookies of its own, not the page's). */
  api: APIRequestContext;
  addCustomer: (name: string, extra?: Record<string, unknown>) => Promise<TNamed>;
  addCustomerAdmin: (customerId: string, person?: TPersonInput) => Promise<TPerson>;
  addGuard: (person?: TPersonInput) => Promise<TPerson>;
  addPost: (customerId: string, name: string, extra?: Record<string, unknown>) => Promise<TNamed>;
  /** POST /api/rosters with that body; answers the roster's id. */
  addRoster: (body: Record<string, unknown>) => Promise<{ id: string }>;
};

export type TTenantOptions = { timeZone?: string; defaultLanguage?: 'es' | 'en' };

const ok = async (res: APIResponse, status: number, what: string) => {
  expect(res.status(), `${what}: ${await res.text()}`).toBe(status);
  return res.json();
};

/** An API client signed in as that account (the login form's company is the company's id). */
export const apiSignIn = async (baseURL: string, account: TAccount): Promise<APIRequestContext> => {
  const api = await request.newContext({ baseURL });
  const companies = (await (await api.get('/api/auth/companies')).json()) as { value: string; label: string }[];
  const company = companies.find((c) => c.label === account.company)?.value;
  if (!company) throw new Error(`no sign-in company "${account.company}"`);
  await ok(await api.post('/api/auth/login', { data: { email: account.email, password: account.password, company } }), 200, 'sign-in');
  return api;
};

const tagOf = (info: TestInfo) =>
  `w${info.workerIndex}-${info.testId.slice(-4)}${info.repeatEachIndex ? `r${info.repeatEachIndex}` : ''}${info.retry ? `t${info.retry}` : ''}-${Math.random().toString(36).slice(2, 6)}`;

export const test = base.extend<{ tenant: TTenant; tenantOptions: TTenantOptions }, { platform: APIRequestContext }>({
  tenantOptions: [{}, { option: true }],
  // The platform admin, signed in once per worker.
  platform: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern (none).
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('playwright.config.ts sets use.baseURL');
      const api = await apiSignIn(baseURL, ACCOUNTS.builtInAdmin);
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  tenant: [
    async ({ platform, tenantOptions, baseURL }, use, testInfo) => {
      const tag = tagOf(testInfo);
      const timeZone = tenantOptions.timeZone ?? 'America/Puerto_Rico';
      // "Zafiro …" sorts after the demo company, so the demo company stays on the first page of the companies list.
      const name = `Zafiro Security ${tag}`;
      const company = await ok(
        await platform.post('/api/companies', {
          data: {
            name,
            timeZone,
            defaultLanguage: tenantOptions.defaultLanguage ?? 'es',
            phone: '+17875550100',
            address: { street: 'Calle Tetuán 200', city: 'San Juan', state: 'PR', country: 'PR', zipCode: '00901' },
          },
        }),
        201,
        'create the tenant company',
      );
      const used = new Map<string, number>();
      // admin.<tag>@…, then guardia.<tag>@…, guardia2.<tag>@… for the second guard, and so on.
      const email = (local: string) => {
        const n = (used.get(local) ?? 0) + 1;
        used.set(local, n);
        return `${local}${n > 1 ? n : ''}.${tag}@zafiro.example.com`;
      };
      const person = async (
        role: 'security_company_admin' | 'customer_company_admin' | 'security_guard',
        defaults: Required<Omit<TPersonInput, 'extra'>>,
        input: TPersonInput = {},
        by: APIRequestContext = platform,
      ): Promise<TPerson> => {
        const p = { ...defaults, ...input };
        const data = {
          email: email(p.emailLocal),
          password: TENANT_PASSWORD,
          role,
          companyId: company.id,
          name: p.name,
          initial: p.initial || null,
          lastName: p.lastName,
          mothersMaidenName: p.mothersMaidenName || null,
          stillEmployed: true,
          runnerForCompanies: [],
          ...(role === 'security_guard' ? { rank: 'senior_guard' } : {}),
          ...input.extra,
        };
        const created = await ok(await by.post('/api/users', { data }), 201, `create a ${role}`);
        const fullName = [p.name, p.lastName, p.mothersMaidenName].filter(Boolean).join(' ');
        return { id: created.id, company: name, email: data.email, password: TENANT_PASSWORD, fullName };
      };

      const admin = await person('security_company_admin', {
        name: 'Ramón',
        initial: '',
        lastName: 'Figueroa',
        mothersMaidenName: 'Colón',
        emailLocal: 'admin',
      });
      const api = await apiSignIn(baseURL ?? '', admin);
      const tenant: TTenant = {
        tag,
        id: company.id,
        name,
        timeZone,
        admin,
        api,
        addCustomer: async (customerName, extra = {}) => {
          const c = await ok(
            await api.post('/api/customer-companies', { data: { name: customerName, contactPerson: 'Iris Vega', ...extra } }),
            201,
            'create a customer company',
          );
          return { id: c.id, name: customerName };
        },
        addCustomerAdmin: (customerId, input) =>
          person(
            'customer_company_admin',
            { name: 'Marisol', initial: '', lastName: 'Quiñones', mothersMaidenName: '', emailLocal: 'seguridad' },
            { ...input, extra: { customerId, ...input?.extra } },
            api,
          ),
        addGuard: (input) =>
          person(
            'security_guard',
            { name: 'Luis', initial: 'A', lastName: 'Rivera', mothersMaidenName: 'Santiago', emailLocal: 'guardia' },
            input,
            api,
          ),
        addPost: async (customerId, postName, extra = {}) => {
          const p = await ok(
            await api.post('/api/posts', { data: { customerCompanyId: customerId, name: postName, ...extra } }),
            201,
            'create a post',
          );
          return { id: p.id, name: postName };
        },
        addRoster: async (body) => {
          const r = await ok(await api.post('/api/rosters', { data: body }), 201, 'create a roster');
          return { id: r.id };
        },
      };
      await use(tenant);
      await api.dispose();
    },
    { timeout: 30_000 },
  ], // making the tenant does not eat into the test's own time
});

export { expect };
