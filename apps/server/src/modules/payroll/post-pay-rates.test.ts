// A post's pay rates (issue 27): effective-dated rates listed newest first, one per post and day, locked once a processed
// pay run reached their first day; payroll staff only, each company its own; and the loader pay runs read.
import { POST_PAY_RATE_MESSAGES, payRateOn } from '@centinela/shared/contracts/post-pay-rates';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import EN_API_ERRORS from '../../../../web/src/i18n/locales/en/apiErrors.json' with { type: 'json' };
import EN_POSTS from '../../../../web/src/i18n/locales/en/posts.json' with { type: 'json' };
import ES_API_ERRORS from '../../../../web/src/i18n/locales/es/apiErrors.json' with { type: 'json' };
import ES_POSTS from '../../../../web/src/i18n/locales/es/posts.json' with { type: 'json' };
import { payrollRuns, postPayRates, systemLogs, userPermissionOverrides } from '../../db/schema';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createPost, createRoleRecord, createTwoTenantWorld, createUser, signIn } from '../../../test/factories';
import { loadPostPayRates } from './post-pay-rates.service';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let adminA: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let guardClient: ReturnType<typeof clientFor>;
let customerClient: ReturnType<typeof clientFor>;
let viewerClient: ReturnType<typeof clientFor>;
let ratesUrl: string;

type TRateRow = { id: string; fromDate: string; rateCents: number; differentialCents: number; nightDifferentialCents: number };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  guardClient = clientFor(t.app, await signIn(t.app, world.a.guard));
  customerClient = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
  // Staff of A who may read payroll but not change it.
  const readOnly = await createRoleRecord(db, { companyId: world.a.company.id, permissions: { view: ['payroll', 'posts'] } });
  const viewer = await createUser(db, { companyId: world.a.company.id, role: 'security_company_admin', roleRecordId: readOnly.id });
  viewerClient = clientFor(t.app, await signIn(t.app, viewer));
  ratesUrl = `/api/posts/${world.a.post.id}/pay-rates`;
});
afterAll(() => t.close());

const ratesOfA = () =>
  t.database.db.select().from(postPayRates).where(eq(postPayRates.companyId, world.a.company.id)).orderBy(asc(postPayRates.fromDate));

describe('/api/posts/:id/pay-rates', () => {
  it('adds rates (differentials 0 by default), lists them newest first and logs each addition', async () => {
    const first = await adminA.post(ratesUrl, { fromDate: '2026-01-01', rateCents: 1500 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      postId: world.a.post.id,
      fromDate: '2026-01-01',
      rateCents: 1500,
      differentialCents: 0,
      nightDifferentialCents: 0,
      can: { delete: true },
    });
    const second = await adminA.post(ratesUrl, {
      fromDate: '2026-03-15',
      rateCents: 1600,
      differentialCents: 200,
      nightDifferentialCents: 150,
    });
    expect(second.statusCode, second.body).toBe(201);

    const list = await adminA.get(ratesUrl);
    expect(list.statusCode).toBe(200);
    expect(list.json().paidThrough).toBeNull();
    expect((list.json().items as TRateRow[]).map((r) => [r.fromDate, r.rateCents, r.differentialCents, r.nightDifferentialCents])).toEqual([
      ['2026-03-15', 1600, 200, 150],
      ['2026-01-01', 1500, 0, 0],
    ]);
    const logs = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityId, second.json().id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'CREATE', entityType: 'payroll', companyId: world.a.company.id });
    expect(logs[0].details).toMatchObject({ messageKey: 'postPayRateAdded', messageParams: { from: '2026-03-15' } });
  });

  it('refuses a second rate on the same post and date (409 PAY_RATE_DATE_TAKEN, worded in es and en)', async () => {
    const before = (await ratesOfA()).length;
    const res = await adminA.post(ratesUrl, { fromDate: '2026-03-15', rateCents: 1700 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PAY_RATE_DATE_TAKEN',
      details: { fromDate: '2026-03-15', fieldErrors: { fromDate: [POST_PAY_RATE_MESSAGES.dateTaken] } },
    });
    expect(EN_API_ERRORS.PAY_RATE_DATE_TAKEN).toContain('{{fromDate}}');
    expect(ES_API_ERRORS.PAY_RATE_DATE_TAKEN).toContain('{{fromDate}}');
    expect(EN_POSTS.validation.payRateDateTaken).toBe('This post already has a rate starting on this date.');
    expect(ES_POSTS.validation.payRateDateTaken).toBe('Este puesto ya tiene una tarifa que empieza en esta fecha.');
    expect((await ratesOfA()).length).toBe(before);
  });

  const invalid: [string, Record<string, unknown>, string, keyof typeof POST_PAY_RATE_MESSAGES][] = [
    ['no date', { rateCents: 1500 }, 'fromDate', 'dateRequired'],
    ['an impossible date', { fromDate: '2026-02-30', rateCents: 1500 }, 'fromDate', 'dateRequired'],
    ['no rate', { fromDate: '2026-05-01' }, 'rateCents', 'rateRequired'],
    ['a decimal rate', { fromDate: '2026-05-01', rateCents: 15.5 }, 'rateCents', 'amountInvalid'],
    ['a negative differential', { fromDate: '2026-05-01', rateCents: 1500, differentialCents: -1 }, 'differentialCents', 'amountInvalid'],
    ['a rate over 1,000.00', { fromDate: '2026-05-01', rateCents: 100_001 }, 'rateCents', 'amountTooLarge'],
  ];
  it.each(invalid)('refuses %s (400) with a message key worded in es and en', async (_name, body, field, message) => {
    const before = (await ratesOfA()).length;
    const res = await adminA.post(ratesUrl, body);
    expect(res.statusCode).toBe(400);
    const key = POST_PAY_RATE_MESSAGES[message];
    expect(res.json().details.fieldErrors[field]).toEqual([key]);
    const name = key.replace('posts:validation.', '') as keyof typeof EN_POSTS.validation;
    expect(EN_POSTS.validation[name]).toBeTruthy();
    expect(ES_POSTS.validation[name]).toBeTruthy();
    expect(ES_POSTS.validation[name]).not.toBe(EN_POSTS.validation[name]);
    expect((await ratesOfA()).length).toBe(before);
  });

  it('locks rates a processed pay run reached: no delete, no new rate on or before that day (409 PAY_RATE_PAID_PERIOD)', async () => {
    const [run] = await t.database.db
      .insert(payrollRuns)
      .values({
        companyId: world.a.company.id,
        number: 1,
        periodKind: 'semi_monthly',
        periodStart: '2026-03-16',
        periodEnd: '2026-03-31',
        status: 'processed',
        processedAt: new Date(),
      })
      .returning();
    // A draft run of a later period locks nothing.
    await t.database.db.insert(payrollRuns).values({
      companyId: world.a.company.id,
      number: 2,
      periodKind: 'semi_monthly',
      periodStart: '2026-04-01',
      periodEnd: '2026-04-15',
      status: 'draft',
    });
    const list = (await adminA.get(ratesUrl)).json() as { items: (TRateRow & { can: { delete: boolean } })[]; paidThrough: string };
    expect(list.paidThrough).toBe(run.periodEnd);
    expect(list.items.map((r) => r.can.delete)).toEqual([false, false]);

    const paid = list.items.find((r) => r.fromDate === '2026-03-15');
    const refused = await adminA.delete(`${ratesUrl}/${paid?.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PAY_RATE_PAID_PERIOD', details: { paidThrough: '2026-03-31' } });
    expect(EN_API_ERRORS.PAY_RATE_PAID_PERIOD).toContain('{{paidThrough}}');
    expect(ES_API_ERRORS.PAY_RATE_PAID_PERIOD).toContain('{{paidThrough}}');

    const backdated = await adminA.post(ratesUrl, { fromDate: '2026-03-31', rateCents: 1800 });
    expect(backdated.statusCode).toBe(409);
    expect(backdated.json()).toMatchObject({
      code: 'PAY_RATE_PAID_PERIOD',
      details: { fieldErrors: { fromDate: [POST_PAY_RATE_MESSAGES.datePaid] } },
    });
    expect((await ratesOfA()).map((r) => r.fromDate).sort()).toEqual(['2026-01-01', '2026-03-15']);
  });

  it('deletes a rate no processed run reached (204) and logs it', async () => {
    const added = await adminA.post(ratesUrl, { fromDate: '2026-04-01', rateCents: 1800, nightDifferentialCents: 100 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().can.delete).toBe(true);
    const res = await adminA.delete(`${ratesUrl}/${added.json().id}`);
    expect(res.statusCode).toBe(204);
    expect((await adminA.get(ratesUrl)).json().items.map((r: TRateRow) => r.fromDate)).toEqual(['2026-03-15', '2026-01-01']);
    const logs = await t.database.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.entityId, added.json().id), eq(systemLogs.action, 'DELETE')));
    expect(logs[0].details).toMatchObject({ messageKey: 'postPayRateDeleted', messageParams: { from: '2026-04-01' } });
    expect((await adminA.delete(`${ratesUrl}/${added.json().id}`)).statusCode).toBe(404);
  });

  it('lets staff who only view payroll read the rates but not add or delete them (403)', async () => {
    const list = await viewerClient.get(ratesUrl);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.every((r: { can: { delete: boolean } }) => r.can.delete === false)).toBe(true);
    expect((await viewerClient.post(ratesUrl, { fromDate: '2026-06-01', rateCents: 1900 })).statusCode).toBe(403);
    expect((await viewerClient.delete(`${ratesUrl}/${list.json().items[0].id}`)).statusCode).toBe(403);
  });
});

describe('who may not see pay rates', () => {
  it('answers another company’s admin 404 for A’s post and A’s rate, and changes nothing of A', async () => {
    const before = await ratesOfA();
    const rateOfA = before[0];
    expect((await adminB.get(ratesUrl)).statusCode).toBe(404);
    expect((await adminB.post(ratesUrl, { fromDate: '2026-06-01', rateCents: 1 })).statusCode).toBe(404);
    expect((await adminB.delete(`${ratesUrl}/${rateOfA.id}`)).statusCode).toBe(404);
    // B's own post in the path, A's rate id: still 404.
    expect((await adminB.delete(`/api/posts/${world.b.post.id}/pay-rates/${rateOfA.id}`)).statusCode).toBe(404);
    const own = await adminB.get(`/api/posts/${world.b.post.id}/pay-rates`);
    expect(own.json()).toEqual({ items: [], paidThrough: null });
    expect(await ratesOfA()).toEqual(before);
  });

  it('refuses a guard and a customer company admin (403), even with payroll granted by an override', async () => {
    const rateOfA = (await ratesOfA())[0];
    for (const client of [guardClient, customerClient]) {
      expect((await client.get(ratesUrl)).statusCode).toBe(403);
      expect((await client.post(ratesUrl, { fromDate: '2026-06-01', rateCents: 1 })).statusCode).toBe(403);
      expect((await client.delete(`${ratesUrl}/${rateOfA.id}`)).statusCode).toBe(403);
    }
    await t.database.db
      .insert(userPermissionOverrides)
      .values(
        [world.a.customerAdmin.id, world.a.guard.id].flatMap((userId) =>
          (['view', 'edit'] as const).map((action) => ({ userId, action, resource: 'payroll', effect: 'grant' as const })),
        ),
      );
    for (const user of [world.a.customerAdmin, world.a.guard]) {
      const client = clientFor(t.app, await signIn(t.app, user));
      const res = await client.get(ratesUrl);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('1600');
      expect((await client.post(ratesUrl, { fromDate: '2026-06-01', rateCents: 1 })).statusCode).toBe(403);
    }
  });
});

describe('loadPostPayRates', () => {
  it('gives each post of the company its rates, oldest first, for payRateOn to resolve a day', async () => {
    const db = t.database.db;
    const other = await createPost(db, { companyId: world.a.company.id, customerCompanyId: world.a.customer.id });
    const withoutRates = await createPost(db, { companyId: world.a.company.id, customerCompanyId: world.a.customer.id });
    expect((await adminA.post(`/api/posts/${other.id}/pay-rates`, { fromDate: '2026-05-01', rateCents: 2100 })).statusCode).toBe(201);
    expect((await adminB.post(`/api/posts/${world.b.post.id}/pay-rates`, { fromDate: '2026-01-01', rateCents: 999 })).statusCode).toBe(201);

    const all = await loadPostPayRates(db, world.a.company.id);
    expect([...all.keys()].sort()).toEqual([world.a.post.id, other.id].sort());
    const rates = all.get(world.a.post.id) ?? [];
    expect(rates.map((r) => r.fromDate)).toEqual(['2026-01-01', '2026-03-15']);
    expect(payRateOn(rates, '2026-03-14')?.rateCents).toBe(1500);
    expect(payRateOn(rates, '2026-03-20')).toMatchObject({ rateCents: 1600, differentialCents: 200, nightDifferentialCents: 150 });
    expect(payRateOn(rates, '2025-12-31')).toBeNull();

    const some = await loadPostPayRates(db, world.a.company.id, [other.id, withoutRates.id, world.b.post.id]);
    expect([...some.keys()]).toEqual([other.id]);
    expect((await loadPostPayRates(db, world.a.company.id, [])).size).toBe(0);
  });
});
