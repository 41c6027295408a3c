// Opportunities through the API: the form's rules (section 5, 400 and nothing written), a customer company admin's
// isolation (own requests only, never internal notes, pay rate or margin — list, read, export), tenants apart (404),
// the workflow (409 with the allowed actions, history with who and why), staffing (the spec's messages, covers on the
// board, the guard notified), quotes (PDF es/en, sequential numbers, e-mailed with the PDF to a real SMTP server on
// loopback), follow-ups, duplicate, delete, CSV export and payroll's completed special services.
import { addDays, dayOfWeekOf, todayIn } from '@centinela/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { startSmtpCapture, type TSmtpCapture } from '../../../test/smtp-capture';
import { clientFor, createCustomerCompany, createGuard, createTwoTenantWorld, createUser, signIn } from '../../../test/factories';
import { rowsOf } from '../rosters/rosters.sql';
import { notifications, opportunities, opportunityHistory, shiftOccurrenceChanges, systemLogs, users } from '../../db/schema';
import { loadAccessSubject, toActor } from '../../platform/access/load-actor';
import { pdfText } from '../../platform/documents/pdf-text';
import { completedSpecialServices } from './opportunities.payroll';
import { deliverQuoteEmail, quoteAmounts, runFollowUp } from './opportunities.quotes';
import { startDueOpportunities } from './opportunities.start';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let customerAdmin: ReturnType<typeof clientFor>;
let guardClient: ReturnType<typeof clientFor>;
let otherCustomer: { id: string };
let freeGuard: { id: string; email: string };
let smtp: TSmtpCapture;
let smtpPort: number;

/** The next Monday at least a week ahead, in the company's zone (the world's roster works Mondays 07:00–15:00). */
const today = todayIn('America/Puerto_Rico');
let monday = addDays(today, 7);
while (dayOfWeekOf(monday) !== 1) monday = addDays(monday, 1);

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Concierto en el coliseo',
  description: 'Seguridad del concierto de fin de año con control de acceso.',
  customerCompanyId: world.a.customer.id,
  location: 'Coliseo de Puerto Rico, San Juan',
  serviceType: 'concert_entertainment',
  priority: 'high',
  startDate: monday,
  endDate: monday,
  startTime: '08:00',
  endTime: '12:00',
  guardsRequired: 2,
  hourlyRateCents: 2500,
  totalBudgetCents: 50_000,
  contactPerson: 'Marta Ortiz',
  contactPhone: '(787) 555-0142',
  contactEmail: 'marta@cliente.test',
  specialRequirements: 'Uniforme formal',
  internalNotes: 'Cliente paga a 30 días',
  payRateCents: 1500,
  ...over,
});

const countRows = async () => Number((await t.database.db.select({ n: count() }).from(opportunities))[0].n);

beforeAll(async () => {
  smtp = await startSmtpCapture();
  smtpPort = smtp.port;
  t = await buildTestApp({ PUBLIC_URL: 'https://centinela.example' });
  world = await createTwoTenantWorld(t.database.db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  customerAdmin = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
  guardClient = clientFor(t.app, await signIn(t.app, world.a.guard));
  otherCustomer = await createCustomerCompany(t.database.db, { companyId: world.a.company.id });
  freeGuard = await createGuard(t.database.db, { companyId: world.a.company.id, email: `free-${Date.now()}@example.com`, name: 'Libre' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('bad input (section 5): 400 with the field, nothing written', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['title too short', { title: 'ab' }, 'title', 'opportunities:validation.titleLength'],
    ['title too long', { title: 'x'.repeat(101) }, 'title', 'opportunities:validation.titleLength'],
    ['description too short', { description: 'corta' }, 'description', 'opportunities:validation.descriptionLength'],
    ['no client', { customerCompanyId: undefined }, 'customerCompanyId', 'opportunities:validation.required'],
    ['no location', { location: '' }, 'location', 'opportunities:validation.required'],
    ['no service type', { serviceType: undefined }, 'serviceType', 'opportunities:validation.required'],
    ['no priority', { priority: undefined }, 'priority', 'opportunities:validation.required'],
    ['no start date', { startDate: '' }, 'startDate', 'opportunities:validation.required'],
    ['no end date', { endDate: undefined }, 'endDate', 'opportunities:validation.required'],
    ['no start time', { startTime: '' }, 'startTime', 'opportunities:validation.required'],
    ['no end time', { endTime: undefined }, 'endTime', 'opportunities:validation.required'],
    ['no contact person', { contactPerson: ' ' }, 'contactPerson', 'opportunities:validation.required'],
    ['zero guards', { guardsRequired: 0 }, 'guardsRequired', 'opportunities:validation.guardsPositive'],
    ['zero hourly rate', { hourlyRateCents: 0 }, 'hourlyRateCents', 'opportunities:validation.positiveMoney'],
    ['negative budget', { totalBudgetCents: -5 }, 'totalBudgetCents', 'opportunities:validation.positiveMoney'],
    ['decimal budget', { totalBudgetCents: 10.5 }, 'totalBudgetCents', 'opportunities:validation.positiveMoney'],
    ['bad phone', { contactPhone: 'call me' }, 'contactPhone', 'opportunities:validation.invalidPhone'],
    ['bad email', { contactEmail: 'marta@' }, 'contactEmail', 'opportunities:validation.invalidEmail'],
    ['end date before start', { endDate: addDays(monday, -1) }, 'endDate', 'opportunities:validation.endDateBeforeStart'],
    ['end time before start', { endTime: '07:00' }, 'endTime', 'opportunities:validation.endTimeBeforeStart'],
    ['past date', { startDate: addDays(today, -1), endDate: today }, 'startDate', 'opportunities:validation.pastDate'],
  ];
  it.each(cases)('%s', async (_name, over, field, key) => {
    const before = await countRows();
    const res = await admin.post('/api/opportunities', body(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors[field]).toContain(key);
    expect(await countRows()).toBe(before);
  });
});

describe('customer company admin', () => {
  let mine: { id: string };
  let staffOwn: { id: string };
  it('creates a request for their company: it arrives as pending, internal fields ignored and never answered', async () => {
    const res = await customerAdmin.post('/api/opportunities', body({ title: 'Solicitud del cliente' }));
    expect(res.statusCode).toBe(201);
    mine = res.json();
    expect(res.json()).toMatchObject({ status: 'pending', customerCompanyId: world.a.customer.id });
    for (const key of ['internalNotes', 'payRateCents', 'marginCents']) expect(res.json()).not.toHaveProperty(key);
    const [row] = await t.database.db.select().from(opportunities).where(eq(opportunities.id, mine.id));
    expect(row.internalNotes).toBeNull();
    expect(row.payRateCents).toBeNull();
    // Another customer's company: 404, nothing written.
    const before = await countRows();
    expect((await customerAdmin.post('/api/opportunities', body({ customerCompanyId: otherCustomer.id }))).statusCode).toBe(404);
    expect(await countRows()).toBe(before);
  });

  it('sees only their requests, never the internal fields (list, read, export)', async () => {
    staffOwn = (await admin.post('/api/opportunities', body({ title: 'Para otro cliente', customerCompanyId: otherCustomer.id }))).json();
    const list = await customerAdmin.get('/api/opportunities?view=all&pageSize=100');
    expect(list.statusCode).toBe(200);
    const ids = list.json().items.map((o: { id: string }) => o.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(staffOwn.id);
    for (const item of list.json().items)
      for (const key of ['internalNotes', 'payRateCents', 'marginCents']) expect(item).not.toHaveProperty(key);
    const read = await customerAdmin.get(`/api/opportunities/${mine.id}`);
    for (const key of ['internalNotes', 'payRateCents', 'marginCents']) expect(read.json()).not.toHaveProperty(key);
    expect((await customerAdmin.get(`/api/opportunities/${staffOwn.id}`)).statusCode).toBe(404);
    const csv = await customerAdmin.get('/api/opportunities/export?view=all');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Solicitud del cliente');
    expect(csv.body).not.toContain('Para otro cliente');
    expect(csv.body).not.toContain('Notas internas');
    expect(csv.body).not.toContain('Cliente paga a 30');
    // Staff see them.
    const staffRead = await admin.get(`/api/opportunities/${staffOwn.id}`);
    expect(staffRead.json()).toMatchObject({
      internalNotes: 'Cliente paga a 30 días',
      payRateCents: 1500,
      marginCents: (2500 - 1500) * 4 * 2,
    });
  });

  it('may cancel their pending request but not approve it; staff approve it', async () => {
    const approve = await customerAdmin.post(`/api/opportunities/${mine.id}/approve`, {});
    expect(approve.statusCode).toBe(403);
    const ok = await admin.post(`/api/opportunities/${mine.id}/approve`, {});
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('approved');
    // Under way: the customer can no longer change it.
    expect((await customerAdmin.put(`/api/opportunities/${mine.id}`, body())).statusCode).toBe(409);
  });

  it('guards see no opportunity', async () => {
    expect((await guardClient.get('/api/opportunities')).statusCode).toBe(403);
  });
});

describe('tenants apart', () => {
  it('answers 404 to another company for read, update, transitions, delete', async () => {
    const own = (await admin.post('/api/opportunities', body())).json();
    expect((await adminB.get(`/api/opportunities/${own.id}`)).statusCode).toBe(404);
    expect((await adminB.put(`/api/opportunities/${own.id}`, body({ customerCompanyId: world.b.customer.id }))).statusCode).toBe(404);
    expect((await adminB.post(`/api/opportunities/${own.id}/submit`, {})).statusCode).toBe(404);
    expect((await adminB.delete(`/api/opportunities/${own.id}`)).statusCode).toBe(404);
    expect((await adminB.get('/api/opportunities?view=all')).json().items.map((o: { id: string }) => o.id)).not.toContain(own.id);
    // A client of another company: 404.
    expect((await adminB.post('/api/opportunities', body())).statusCode).toBe(404);
  });
});

describe('workflow', () => {
  it('draft → submitted → underReview → rejected (reason) → reopen; 409 with the allowed actions; history with who and why', async () => {
    const o = (await admin.post('/api/opportunities', body())).json();
    expect(o.status).toBe('draft');
    expect(o.number).toBeGreaterThan(0);
    const refused = await admin.post(`/api/opportunities/${o.id}/approve`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.allowed).toEqual(['submit', 'hold', 'cancel', 'close']);
    expect((await admin.post(`/api/opportunities/${o.id}/submit`, {})).json().status).toBe('submitted');
    expect((await admin.post(`/api/opportunities/${o.id}/review`, {})).json().status).toBe('underReview');
    const noReason = await admin.post(`/api/opportunities/${o.id}/reject`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details.fieldErrors.reason).toEqual(['opportunities:validation.reasonRequired']);
    expect((await admin.post(`/api/opportunities/${o.id}/reject`, { reason: 'Sin presupuesto' })).json().status).toBe('rejected');
    expect((await admin.put(`/api/opportunities/${o.id}`, body())).statusCode).toBe(409);
    expect((await admin.post(`/api/opportunities/${o.id}/reopen`, { reason: 'El cliente volvió' })).json().status).toBe('underReview');
    const held = await admin.post(`/api/opportunities/${o.id}/hold`, {});
    expect(held.json().status).toBe('onHold');
    expect((await admin.post(`/api/opportunities/${o.id}/resume`, {})).json().status).toBe('underReview');
    const detail = (await admin.get(`/api/opportunities/${o.id}`)).json();
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'create',
      'submit',
      'review',
      'reject',
      'reopen',
      'hold',
      'resume',
    ]);
    expect(detail.history[3]).toMatchObject({
      fromStatus: 'underReview',
      toStatus: 'rejected',
      reason: 'Sin presupuesto',
      actorId: world.a.admin.id,
    });
    const logs = await t.database.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.entityType, 'opportunities'), eq(systemLogs.entityId, o.id)));
    expect(logs.length).toBe(7);
  });

  it('duplicates as a new draft and deletes (history and quotes go with it)', async () => {
    const o = (await admin.post('/api/opportunities', body({ title: 'Original' }))).json();
    const copy = await admin.post(`/api/opportunities/${o.id}/duplicate`, {});
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ title: 'Original', status: 'draft', internalNotes: 'Cliente paga a 30 días' });
    expect(copy.json().number).toBe(o.number + 1);
    expect((await customerAdmin.delete(`/api/opportunities/${copy.json().id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/opportunities/${copy.json().id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/opportunities/${copy.json().id}`)).statusCode).toBe(404);
    const history = await t.database.db.select().from(opportunityHistory).where(eq(opportunityHistory.opportunityId, copy.json().id));
    expect(history).toHaveLength(0);
  });

  it('filters the list (views, status, priority, service type, client, dates, search) and exports it as CSV', async () => {
    const o = (
      await admin.post('/api/opportunities', body({ title: 'Patrulla de filtros', priority: 'critical', serviceType: 'temporary_patrol' }))
    ).json();
    const q = async (query: string) => (await admin.get(`/api/opportunities?${query}`)).json().items.map((i: { id: string }) => i.id);
    expect(await q('view=open&priority=critical&serviceType=temporary_patrol')).toEqual([o.id]);
    expect(await q('view=closed&priority=critical')).toEqual([]);
    expect(await q('view=my&search=filtros')).toEqual([o.id]);
    expect(await q('view=recent&search=filtros')).toEqual([o.id]);
    expect(await q(`view=all&customerCompanyId=${otherCustomer.id}&search=filtros`)).toEqual([]);
    expect(await q(`view=all&from=${addDays(monday, 1)}&search=filtros`)).toEqual([]);
    expect(await q(`view=all&from=${monday}&to=${monday}&status=draft&search=filtros`)).toEqual([o.id]);
    const csv = await admin.get('/api/opportunities/export?view=open&priority=critical&lang=en');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Patrulla de filtros');
    expect(csv.body).toContain('Internal notes');
    expect(csv.body).toContain('25.00');
  });
});

describe('list totals (maintained counts for the unfiltered views)', () => {
  const VIEWS = ['open', 'closed', 'all', 'my', 'recent', 'all&mine=true', 'open&priority=high', 'all&search=totales'];
  /** Every view's announced total equals the rows it lists (pageSize 100 holds them all here). */
  const expectTotalsMatch = async (client: ReturnType<typeof clientFor>) => {
    for (const view of VIEWS) {
      const res = await client.get(`/api/opportunities?view=${view}&pageSize=100`);
      expect(res.statusCode).toBe(200);
      const { items, total } = res.json();
      expect({ view, total }).toEqual({ view, total: items.length });
    }
    // A search's total is its page's window count, and a count past its last page: the same on every page.
    const all = (await client.get('/api/opportunities?view=all&search=totales&pageSize=100')).json().total;
    for (const page of [1, 2, 99]) {
      const { items, total } = (await client.get(`/api/opportunities?view=all&search=totales&pageSize=10&page=${page}`)).json();
      expect({ page, total, listed: items.length }).toEqual({ page, total: all, listed: page === 1 ? all : 0 });
    }
  };

  it('match the rows listed for staff, a platform admin and a customer admin through creation, transitions, deletion and the creator leaving', async () => {
    const platform = clientFor(t.app, await signIn(t.app, { email: world.platform.admin.email, companyId: world.platform.company.id }));
    // A second staff member creates some, so "mine" differs from "all"; then leaves (created_by set null).
    const clerk = await createUser(t.database.db, {
      companyId: world.a.company.id,
      role: 'security_company_admin',
      email: `clerk-${Date.now()}@example.com`,
    });
    const clerkClient = clientFor(t.app, await signIn(t.app, clerk));
    const made: string[] = [];
    for (const [who, title] of [
      [admin, 'Totales uno'],
      [clerkClient, 'Totales dos'],
      [clerkClient, 'Totales tres'],
    ] as const) {
      const res = await who.post('/api/opportunities', body({ title }));
      expect(res.statusCode).toBe(201);
      made.push(res.json().id);
    }
    await expectTotalsMatch(admin);
    // Transitions move rows between the open and closed views.
    for (const action of ['submit', 'review', 'reject'])
      expect((await admin.post(`/api/opportunities/${made[1]}/${action}`, { reason: 'No' })).statusCode).toBe(200);
    expect((await admin.post(`/api/opportunities/${made[2]}/cancel`, { reason: 'Ya no' })).statusCode).toBe(200);
    await expectTotalsMatch(admin);
    await expectTotalsMatch(clerkClient);
    expect((await admin.delete(`/api/opportunities/${made[0]}`)).statusCode).toBe(204);
    await t.database.db.delete(users).where(eq(users.id, clerk.id));
    for (const client of [admin, adminB, platform, customerAdmin]) await expectTotalsMatch(client);
    // The counts table agrees with a recount of every company, status and creator.
    const [recount] = await rowsOf<{ mismatches: number }>(
      t.database.db,
      sql`
      select count(*)::int as mismatches from (
        select company_id, status, coalesce(created_by, '00000000-0000-0000-0000-000000000000'::uuid) as created_by, count(*)::int as n
        from opportunities group by 1, 2, 3
      ) actual full join opportunity_counts c using (company_id, status, created_by)
      where coalesce(actual.n, 0) <> coalesce(c.opportunities, 0)`,
    );
    expect(recount.mismatches).toBe(0);
  });
});

describe('prepared list shapes (db/prepared.ts)', () => {
  it("serve each company, customer and creator their own rows: no value stays in a shape's statement", async () => {
    const otherCustomerAdmin = await createUser(t.database.db, {
      companyId: world.a.company.id,
      customerId: otherCustomer.id,
      role: 'customer_company_admin',
      email: `other-customer-${Date.now()}@example.com`,
    });
    const otherClient = clientFor(t.app, await signIn(t.app, otherCustomerAdmin));
    const mk = async (client: ReturnType<typeof clientFor>, over: Record<string, unknown>) => {
      const res = await client.post('/api/opportunities', body({ title: 'Forma compartida', ...over }));
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    const ofA = await mk(admin, {});
    const ofB = await mk(adminB, { customerCompanyId: world.b.customer.id });
    const ofCustomer = await mk(customerAdmin, {});
    const ofOther = await mk(otherClient, { customerCompanyId: otherCustomer.id });
    const ids = async (client: ReturnType<typeof clientFor>, query: string) => {
      const res = await client.get(`/api/opportunities?${query}&search=forma%20compartida&pageSize=100`);
      expect(res.statusCode).toBe(200);
      const { items, total } = res.json();
      expect(total).toBe(items.length);
      return (items as { id: string }[]).map((i) => i.id).sort();
    };
    // Each shape runs for one actor, then another of the same kind, twice over.
    for (const round of [1, 2]) {
      expect(await ids(admin, 'view=all'), `round ${round}`).toEqual([ofA, ofCustomer, ofOther].sort());
      expect(await ids(adminB, 'view=all')).toEqual([ofB]);
      expect(await ids(customerAdmin, 'view=all')).toEqual([ofA, ofCustomer].sort());
      expect(await ids(otherClient, 'view=all')).toEqual([ofOther]);
      expect(await ids(admin, 'view=my')).toEqual([ofA]);
      expect(await ids(adminB, 'view=my')).toEqual([ofB]);
      expect(await ids(admin, `view=all&customerCompanyId=${otherCustomer.id}`)).toEqual([ofOther]);
      expect(await ids(admin, `view=all&customerCompanyId=${world.a.customer.id}`)).toEqual([ofA, ofCustomer].sort());
    }
  });
});

describe('staffing a one-off service for its own dates (issue 29)', () => {
  it('checks and assigns at a post with no weekly shift: the conflicts carry their fields, no cover is made', async () => {
    const one = (await admin.post('/api/opportunities', body({ title: 'Evento sin turno' }))).json();
    const res = await admin.get(`/api/opportunities/${one.id}/guards?postId=${world.a.post.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ date: one.startDate, startTime: one.startTime, endTime: one.endTime });
    const byId = new Map(res.json().items.map((i: { guardId: string }) => [i.guardId, i]));
    expect(byId.get(freeGuard.id)).toMatchObject({ status: 'available' });
    // The world's guard works that Monday at the post: an overlap the web words in the reader's language from its fields.
    expect(byId.get(world.a.guard.id)).toMatchObject({
      status: 'blocked',
      conflicts: expect.arrayContaining([expect.objectContaining({ type: 'overlap', date: monday, postName: expect.any(String) })]),
    });
    const otherPost = await admin.get(`/api/opportunities/${one.id}/guards?postId=${world.b.post.id}`);
    expect(otherPost.statusCode).toBe(404);
    const assigned = await admin.post(`/api/opportunities/${one.id}/guards`, { guardIds: [freeGuard.id], postId: world.a.post.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ postId: world.a.post.id, rosterId: null, shiftId: null, assignedGuards: 1 });
    const covers = await t.database.db.select().from(shiftOccurrenceChanges).where(eq(shiftOccurrenceChanges.opportunityId, one.id));
    expect(covers).toEqual([]);
    // The post is the opportunity's now: the next check needs no choice.
    expect(
      (await admin.get(`/api/opportunities/${one.id}/guards`)).json().items.find((i: { guardId: string }) => i.guardId === freeGuard.id),
    ).toMatchObject({ assigned: true });
  });
});

describe('staffing', () => {
  let o: { id: string };
  it('asks where the service is (no post yet), then lists availability with the conflicts', async () => {
    o = (await admin.post('/api/opportunities', body({ title: 'Evento con guardias' }))).json();
    const none = await admin.get(`/api/opportunities/${o.id}/guards`);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose the post where the service takes place to check availability.');
    expect(none.json().details.fieldErrors).toEqual({ postId: ['opportunities:validation.selectRosterAndShift'] });
    const res = await admin.get(`/api/opportunities/${o.id}/guards?rosterId=${world.a.roster.id}&shiftId=${world.a.shifts[0].id}`);
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().items.map((i: { guardId: string }) => [i.guardId, i]));
    expect(byId.get(freeGuard.id)).toMatchObject({ status: 'available', assigned: false });
    // The world's guard works that Monday 07:00–15:00 at the post: an overlap.
    expect(byId.get(world.a.guard.id)).toMatchObject({ status: 'blocked' });
    expect(res.json().counts.conflicts).toBeGreaterThanOrEqual(1);
    expect((await customerAdmin.get(`/api/opportunities/${o.id}/guards`)).statusCode).toBe(403);
  });

  it("refuses an empty selection, another company's guards and a guard with a conflict (nothing written)", async () => {
    const shift = { rosterId: world.a.roster.id, shiftId: world.a.shifts[0].id };
    const empty = await admin.post(`/api/opportunities/${o.id}/guards`, { guardIds: [], ...shift });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No guards selected. Please select guards from the Guards tab table first.');
    const foreign = await admin.post(`/api/opportunities/${o.id}/guards`, { guardIds: [world.b.guard.id], ...shift });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Selected guards not found in current company.');
    expect(foreign.json().details.fieldErrors).toEqual({ guardIds: ['opportunities:guards.notFound'] });
    const conflict = await admin.post(`/api/opportunities/${o.id}/guards`, { guardIds: [freeGuard.id, world.a.guard.id], ...shift });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe('Found 1 available guards and 1 with conflicts.');
    expect((await admin.get(`/api/opportunities/${o.id}`)).json().guards).toEqual([]);
  });

  it('assigns a guard: a one-off cover of the chosen shift on the date, a notification, history', async () => {
    const res = await admin.post(`/api/opportunities/${o.id}/guards`, {
      guardIds: [freeGuard.id],
      rosterId: world.a.roster.id,
      shiftId: world.a.shifts[0].id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().guards.map((g: { guardId: string }) => g.guardId)).toEqual([freeGuard.id]);
    expect(res.json()).toMatchObject({ rosterId: world.a.roster.id, shiftId: world.a.shifts[0].id, assignedGuards: 1 });
    const covers = await t.database.db
      .select()
      .from(shiftOccurrenceChanges)
      .where(and(eq(shiftOccurrenceChanges.guardId, freeGuard.id), eq(shiftOccurrenceChanges.date, monday)));
    // Marked as the service's: pay runs pay it as the special service, not as the shift (work-entries.ts).
    expect(covers).toMatchObject([{ kind: 'cover', shiftId: world.a.shifts[0].id, opportunityId: o.id }]);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, freeGuard.id));
    expect(notes.map((n) => n.kind)).toContain('opportunity.assigned');
  });
});

describe('quotes, e-mail and follow-up', () => {
  let o: { id: string; number: number };
  it('computes the amounts in cents: hours × guards × rate, tax in basis points', () => {
    expect(quoteAmounts(240, 2, 2500, 1150)).toEqual({ subtotalCents: 20_000, taxCents: 2300, totalCents: 22_300 });
    expect(quoteAmounts(90, 1, 1999, 1150)).toEqual({ subtotalCents: 2999, taxCents: 345, totalCents: 3344 });
  });

  it('409 when e-mail is not configured; nothing queued', async () => {
    const other = (await adminB.post('/api/opportunities', body({ customerCompanyId: world.b.customer.id }))).json();
    const res = await adminB.post(`/api/opportunities/${other.id}/quote`, { send: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('/settings/general');
  });

  it('generates numbered quotes (es and en), stored with the opportunity', async () => {
    o = (await admin.post('/api/opportunities', body({ title: 'Servicio cotizado' }))).json();
    const es = await admin.post(`/api/opportunities/${o.id}/quote`, { language: 'es' });
    expect(es.statusCode).toBe(201);
    expect(es.json()).toMatchObject({ subtotalCents: 20_000, taxCents: 2300, totalCents: 22_300, queuedEmail: false });
    expect(es.json().number).toMatch(/^Q-\d{4}-0001$/);
    const en = await admin.post(`/api/opportunities/${o.id}/quote`, { language: 'en', validDays: 15 });
    expect(en.json().number).toMatch(/^Q-\d{4}-0002$/);
    const esPdf = await admin.get(`/api/opportunities/${o.id}/quotes/${es.json().id}/pdf`);
    expect(esPdf.headers['content-type']).toBe('application/pdf');
    const esText = pdfText(esPdf.rawPayload);
    for (const words of ['Cotización', 'Servicio cotizado', 'IVU (11.5%)', '$223.00', 'Subtotal', 'Total', 'Válida hasta', 'Marta Ortiz'])
      expect(esText).toContain(words);
    const enText = pdfText((await admin.get(`/api/opportunities/${o.id}/quotes/${en.json().id}/pdf`)).rawPayload);
    for (const words of ['Quote', 'IVU (11.5%)', '$223.00', 'Valid until', 'Hourly rate']) expect(enText).toContain(words);
    const detail = (await admin.get(`/api/opportunities/${o.id}`)).json();
    expect(detail.quotes).toHaveLength(2);
    expect(detail.quoteNumber).toBe(en.json().number);
    // Tenants apart: another company cannot read the PDF.
    expect((await adminB.get(`/api/opportunities/${o.id}/quotes/${es.json().id}/pdf`)).statusCode).toBe(404);
  });

  it('e-mails the quote to the contact with the PDF attached (a job; a real SMTP server on loopback)', async () => {
    const put = await admin.put('/api/settings/smtp', {
      host: '127.0.0.1',
      port: smtpPort,
      security: 'none',
      fromAddress: 'Centinela <no-reply@centinela.test>',
    });
    expect(put.statusCode).toBe(200);
    const res = await admin.post(`/api/opportunities/${o.id}/quote`, { language: 'es', send: true });
    expect(res.json().queuedEmail).toBe(true);
    const jobs = (await t.database.db.execute(sql`select data from pgboss.job where name = 'opportunities.quote-email'`)) as unknown as {
      rows: { data: { companyId: string; quoteId: string } }[];
    };
    const job = jobs.rows.find((r) => r.data.quoteId === res.json().id);
    expect(job?.data.companyId).toBe(world.a.company.id);
    await deliverQuoteEmail(t.app.ctx, job!.data);
    const mail = smtp.received.find((m) => m.subject?.includes(res.json().number));
    expect(mail?.subject).toBe(`Cotización ${res.json().number} de ${world.a.company.name}`);
    expect((mail!.to as { text: string }).text).toContain('marta@cliente.test');
    expect(mail?.attachments[0]).toMatchObject({ filename: `${res.json().number}.pdf`, contentType: 'application/pdf' });
    expect(pdfText(mail!.attachments[0].content)).toContain('Cotización');
    const detail = (await admin.get(`/api/opportunities/${o.id}`)).json();
    expect(detail.quotes.find((q: { id: string }) => q.id === res.json().id).sentTo).toBe('marta@cliente.test');
    expect(detail.history.map((h: { action: string }) => h.action)).toContain('sendQuote');
  });

  it('schedules a follow-up: a job after the date notifies the owner once', async () => {
    const at = new Date(Date.now() + 3600_000).toISOString();
    const res = await admin.post(`/api/opportunities/${o.id}/follow-up`, { at, note: 'Llamar a Marta' });
    expect(res.statusCode).toBe(200);
    expect(res.json().followUpAt).toBe(at);
    const jobs = (await t.database.db.execute(
      sql`select data, start_after from pgboss.job where name = 'opportunities.follow-up'`,
    )) as unknown as { rows: { data: { companyId: string; opportunityId: string; at: string }; start_after: Date }[] };
    const job = jobs.rows.find((r) => r.data.opportunityId === o.id);
    expect(new Date(job!.start_after).toISOString()).toBe(at);
    await runFollowUp(t.app.ctx, job!.data);
    await runFollowUp(t.app.ctx, job!.data);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, world.a.admin.id), eq(notifications.kind, 'opportunity.followUp')));
    expect(notes).toHaveLength(1);
    // A stale job (the follow-up moved since) does nothing.
    await runFollowUp(t.app.ctx, { ...job!.data, at: new Date(0).toISOString() });
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, world.a.admin.id), eq(notifications.kind, 'opportunity.followUp'))),
    ).toHaveLength(1);
  });
});

describe('payroll: completed special services', () => {
  it('gives each assigned guard of a completed service its hours and pay rate in cents', async () => {
    const o = (await admin.post('/api/opportunities', body({ title: 'Servicio completado', endDate: addDays(monday, 1) }))).json();
    await t.database.db.update(users).set({ name: 'Libre' }).where(eq(users.id, freeGuard.id));
    await admin.post(`/api/opportunities/${o.id}/approve`, {}).then((r) => expect(r.statusCode).toBe(409));
    for (const action of ['submit', 'approve', 'start'])
      expect((await admin.post(`/api/opportunities/${o.id}/${action}`, {})).statusCode).toBe(200);
    expect(
      (
        await admin.post(`/api/opportunities/${o.id}/guards`, {
          guardIds: [freeGuard.id],
          rosterId: world.a.roster.id,
          shiftId: world.a.shifts[0].id,
        })
      ).statusCode,
    ).toBe(200);
    expect((await admin.post(`/api/opportunities/${o.id}/complete`, {})).json().status).toBe('completed');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, world.a.admin.id));
    const actor = toActor(user, await loadAccessSubject(t.database.db, t.config, user), '00000000-0000-4000-8000-000000000000');
    const rows = await completedSpecialServices({ ctx: t.app.ctx, actor, from: addDays(today, -1), to: addDays(today, 1) });
    expect(rows.filter((r) => r.opportunityId === o.id)).toEqual([
      expect.objectContaining({
        guardId: freeGuard.id,
        guardName: expect.stringContaining('Libre'),
        minutes: 480,
        hours: 8,
        rateCents: 1500,
        amountCents: 12_000,
      }),
    ]);
    expect(await completedSpecialServices({ ctx: t.app.ctx, actor, from: addDays(today, 2), to: addDays(today, 3) })).toEqual([]);
  });
});

describe('the first shift starts: approved → in progress (job)', () => {
  it('starts approved services whose start has passed in the company zone, once, with history', async () => {
    const o = (await admin.post('/api/opportunities', body({ title: 'Arranque automático' }))).json();
    expect((await admin.post(`/api/opportunities/${o.id}/submit`, {})).statusCode).toBe(200);
    expect((await admin.post(`/api/opportunities/${o.id}/approve`, {})).statusCode).toBe(200);
    // Before the start (08:00 in Puerto Rico, UTC−4, is 12:00 UTC): nothing.
    await startDueOpportunities(t.database.db, new Date(`${monday}T11:59:00Z`));
    expect((await admin.get(`/api/opportunities/${o.id}`)).json().status).toBe('approved');
    await startDueOpportunities(t.database.db, new Date(`${monday}T12:00:00Z`));
    const detail = (await admin.get(`/api/opportunities/${o.id}`)).json();
    expect(detail.status).toBe('inProgress');
    expect(detail.history.at(-1)).toMatchObject({ action: 'start', fromStatus: 'approved', toStatus: 'inProgress', actorId: null });
    await startDueOpportunities(t.database.db, new Date(`${monday}T13:00:00Z`));
    expect(
      (await admin.get(`/api/opportunities/${o.id}`)).json().history.filter((h: { action: string }) => h.action === 'start'),
    ).toHaveLength(1);
  });
});
