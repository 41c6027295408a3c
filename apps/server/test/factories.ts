// Test factories (Outline's server/test/factories.ts style): each creates one valid row with sensible defaults.
import { randomUUID } from 'node:crypto';
import type { TGuardRank, TPermissionMatrix, TRole } from '@centinela/shared';
import type { TDb } from '../src/db/client';
import { companies, customerCompanies, posts, roleRecords, rosters, rosterShiftAssignments, rosterShifts, users } from '../src/db/schema';
import { roleGrantsOfAreas } from '../src/modules/areas';
import { createDefaultRoleRecords } from '../src/modules/roles/roles.defaults';
import { hashPassword } from '../src/platform/crypto/passwords';
import type { TApp } from '../src/platform/http/types';

export const TEST_PASSWORD = 'Correct-Horse-9';
let cachedHash: Promise<string> | null = null;
const passwordHash = () => {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  return cachedHash;
};

const uniq = () => randomUUID().slice(0, 8);

export const createPlatform = async (db: TDb, email = 'admin@centinela.local') => {
  const [company] = await db
    .insert(companies)
    .values({ name: `Centinela ${uniq()}`, isPlatform: true })
    .returning();
  const [admin] = await db
    .insert(users)
    .values({ companyId: company.id, email, passwordHash: await passwordHash(), role: 'superadmin', name: 'Admin', lastName: 'Centinela' })
    .returning();
  return { company, admin };
};

export const createCompany = async (db: TDb, values: Partial<typeof companies.$inferInsert> = {}) => {
  const [company] = await db
    .insert(companies)
    .values({ name: `Security Co ${uniq()}`, timeZone: 'America/Puerto_Rico', ...values })
    .returning();
  await createDefaultRoleRecords(db, company.id, roleGrantsOfAreas());
  return company;
};

export const createCustomerCompany = async (db: TDb, values: { companyId: string } & Partial<typeof customerCompanies.$inferInsert>) => {
  const [row] = await db
    .insert(customerCompanies)
    .values({ name: `Customer ${uniq()}`, contactPerson: 'Ana Ruiz', phone: '+17875550000', ...values })
    .returning();
  return row;
};

export const createUser = async (
  db: TDb,
  values: { companyId: string; role?: TRole; rank?: TGuardRank | null } & Partial<typeof users.$inferInsert>,
) => {
  const role = values.role ?? 'security_guard';
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${uniq()}@example.com`,
      passwordHash: await passwordHash(),
      name: 'Test',
      lastName: `User ${uniq()}`,
      rank: role === 'security_guard' ? 'guard' : null,
      ...values,
      role,
    })
    .returning();
  return row;
};

export const createGuard = (db: TDb, values: { companyId: string } & Partial<typeof users.$inferInsert>) =>
  createUser(db, { role: 'security_guard', ...values });

export const createRoleRecord = async (
  db: TDb,
  values: { companyId: string; permissions: TPermissionMatrix } & Partial<typeof roleRecords.$inferInsert>,
) => {
  const [row] = await db
    .insert(roleRecords)
    .values({ name: `Role ${uniq()}`, ...values })
    .returning();
  return row;
};

export const createPost = async (
  db: TDb,
  values: { companyId: string; customerCompanyId: string } & Partial<typeof posts.$inferInsert>,
) => {
  const [row] = await db
    .insert(posts)
    .values({ name: `Post ${uniq()}`, timeZone: 'America/Puerto_Rico', ...values })
    .returning();
  return row;
};

type TShiftDef = { dayOfWeek: number; startMinute: number; endMinute: number; requiredGuards?: number; guardIds?: string[] };

/** A roster with one shift per listed day (default: every day 07:00–15:00) and optional guards on each shift. */
export const createRoster = async (
  db: TDb,
  values: {
    companyId: string;
    postId: string;
    effectiveFrom?: string;
    effectiveTo?: string | null;
    shifts?: TShiftDef[];
  },
) => {
  const [roster] = await db
    .insert(rosters)
    .values({
      companyId: values.companyId,
      postId: values.postId,
      effectiveFrom: values.effectiveFrom ?? '2026-01-01',
      effectiveTo: values.effectiveTo ?? null,
    })
    .returning();
  const shiftDefs: TShiftDef[] = values.shifts ?? Array.from({ length: 7 }, (_, d) => ({ dayOfWeek: d, startMinute: 420, endMinute: 900 }));
  const shiftRows = [];
  for (const [i, s] of shiftDefs.entries()) {
    const [shift] = await db
      .insert(rosterShifts)
      .values({
        companyId: values.companyId,
        rosterId: roster.id,
        dayOfWeek: s.dayOfWeek,
        shiftNumber: i + 1,
        startMinute: s.startMinute,
        endMinute: s.endMinute,
        requiredGuards: s.requiredGuards ?? 1,
      })
      .returning();
    if (s.guardIds?.length) {
      await db
        .insert(rosterShiftAssignments)
        .values(s.guardIds.map((guardId) => ({ companyId: values.companyId, shiftId: shift.id, guardId })));
    }
    shiftRows.push(shift);
  }
  return { roster, shifts: shiftRows };
};

/** Signs in through the real login route; returns the cookie header to send with later requests. */
export const signIn = async (app: TApp, user: { email: string; companyId: string }, password = TEST_PASSWORD) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password, company: user.companyId },
  });
  if (res.statusCode !== 200) throw new Error(`signIn failed for ${user.email}: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'centinela_session');
  if (!cookie) throw new Error('no session cookie');
  return `centinela_session=${cookie.value}`;
};

/** A small client bound to one signed-in cookie. */
export const clientFor = (app: TApp, cookie: string) => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { cookie }, ...(payload !== undefined ? { payload: payload as object } : {}) });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload ?? {}),
    put: (url: string, payload?: unknown) => call('PUT', url, payload ?? {}),
    patch: (url: string, payload?: unknown) => call('PATCH', url, payload ?? {}),
    delete: (url: string) => call('DELETE', url),
  };
};

/** A typical world: platform admin, two security companies each with a customer, an admin of each role, guards. */
export const createTwoTenantWorld = async (db: TDb) => {
  const platform = await createPlatform(db);
  const make = async (label: string) => {
    const company = await createCompany(db, { name: `${label} Security ${uniq()}` });
    const customer = await createCustomerCompany(db, { companyId: company.id, name: `${label} Mall ${uniq()}` });
    const admin = await createUser(db, {
      companyId: company.id,
      role: 'security_company_admin',
      email: `admin-${label}-${uniq()}@example.com`,
    });
    const customerAdmin = await createUser(db, {
      companyId: company.id,
      customerId: customer.id,
      role: 'customer_company_admin',
      email: `client-${label}-${uniq()}@example.com`,
    });
    const guard = await createGuard(db, { companyId: company.id, email: `guard-${label}-${uniq()}@example.com` });
    const post = await createPost(db, { companyId: company.id, customerCompanyId: customer.id });
    const { roster, shifts } = await createRoster(db, {
      companyId: company.id,
      postId: post.id,
      shifts: [{ dayOfWeek: 1, startMinute: 420, endMinute: 900, guardIds: [guard.id] }],
    });
    return { company, customer, admin, customerAdmin, guard, post, roster, shifts };
  };
  return { platform, a: await make('a'), b: await make('b') };
};
