// A guard staffed on a special service is busy at its times (issue 29 follow-up): the roster availability, the board's
// coverage candidates and a roster's save see the service as occupied time (a 'special_service' conflict naming it)
// and count its hours once; a cancelled service is no busy time; the service being staffed is not busy with itself;
// the guard's own upcoming shifts list it; another company never sees it.
import { addDays, dayOfWeekOf, todayIn } from '@centinela/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createPost, createRoster, createTwoTenantWorld, signIn } from '../../../test/factories';
import { opportunities, opportunityGuards, shiftOccurrenceChanges } from '../../db/schema';
import type { TOpportunityStatus } from '@centinela/shared';
import { conflictWords } from '../rosters/conflict-words';
import { loadSpecialServiceBusy } from './opportunities.busy';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let busyClient: ReturnType<typeof clientFor>;
let coveredClient: ReturnType<typeof clientFor>;
let guardBClient: ReturnType<typeof clientFor>;
let busy: { id: string; email: string; companyId: string };
let cancelledGuard: { id: string };
let covered: { id: string; email: string; companyId: string };
let postP: { id: string; name: string };
let postQ: { id: string; name: string };
let service: { id: string };
let cancelled: { id: string };
let coverService: { id: string };
let nightShiftId = '';

/** A Tuesday one to two weeks ahead in the company's zone (America/Puerto_Rico: UTC−4, no DST). */
const today = todayIn('America/Puerto_Rico');
let tue = addDays(today, 7);
while (dayOfWeekOf(tue) !== 2) tue = addDays(tue, 1);
const thu = addDays(tue, 2);

const insertService = async (title: string, status: TOpportunityStatus, guardId: string) => {
  const [row] = await t.database.db
    .insert(opportunities)
    .values({
      companyId: world.a.company.id,
      customerCompanyId: world.a.customer.id,
      title,
      description: 'Seguridad de un evento de una noche.',
      location: 'Coliseo, San Juan',
      serviceType: 'concert_entertainment',
      status,
      startDate: tue,
      endDate: tue,
      startTime: '18:00',
      endTime: '23:00',
      guardsRequired: 1,
      hourlyRateCents: 2500,
      totalBudgetCents: 12_500,
      contactPerson: 'Marta Ortiz',
      contactPhone: '(787) 555-0142',
      contactEmail: 'marta@cliente.test',
      postId: postP.id,
    })
    .returning({ id: opportunities.id });
  await t.database.db.insert(opportunityGuards).values({ opportunityId: row.id, guardId });
  return row;
};

type TItem = { guardId: string; status: string; weeklyHours: number; conflicts: Record<string, unknown>[] };

const availability = async (client: ReturnType<typeof clientFor>, params: Record<string, string>) => {
  const res = await client.get(`/api/rosters/availability?${new URLSearchParams(params)}`);
  expect(res.statusCode).toBe(200);
  return res.json().items as TItem[];
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  const companyId = world.a.company.id;
  busy = await createGuard(db, { companyId, name: 'Bruno', lastName: 'Ocupado', email: `busy-${Date.now()}@example.com` });
  cancelledGuard = await createGuard(db, { companyId, name: 'Carla', lastName: 'Libre', email: `cancel-${Date.now()}@example.com` });
  covered = await createGuard(db, { companyId, name: 'Diego', lastName: 'Cubierto', email: `cover-${Date.now()}@example.com` });
  postP = await createPost(db, { companyId, customerCompanyId: world.a.customer.id, name: 'Coliseo' });
  postQ = await createPost(db, { companyId, customerCompanyId: world.a.customer.id, name: 'Muelle Norte' });
  // Post P runs Tuesdays 18:00–23:00 with nobody assigned (the older form's cover goes there); post Q Tuesdays 20:00–04:00.
  const atP = await createRoster(db, {
    companyId,
    postId: postP.id,
    effectiveFrom: today,
    shifts: [{ dayOfWeek: 2, startMinute: 1080, endMinute: 1380 }],
  });
  const atQ = await createRoster(db, {
    companyId,
    postId: postQ.id,
    effectiveFrom: today,
    shifts: [{ dayOfWeek: 2, startMinute: 1200, endMinute: 240 }],
  });
  nightShiftId = atQ.shifts[0].id;
  service = await insertService('Concierto de gala', 'approved', busy.id);
  cancelled = await insertService('Concierto suspendido', 'cancelled', cancelledGuard.id);
  // Staffed in the API's older form: the service made a board cover of P's Tuesday shift for Diego.
  coverService = await insertService('Feria con turno', 'inProgress', covered.id);
  await db.insert(shiftOccurrenceChanges).values({
    companyId,
    shiftId: atP.shifts[0].id,
    date: tue,
    guardId: covered.id,
    kind: 'cover',
    opportunityId: coverService.id,
  });
  [admin, adminB, busyClient, coveredClient, guardBClient] = await Promise.all(
    [world.a.admin, world.b.admin, busy, covered, world.b.guard].map(async (u) => clientFor(t.app, await signIn(t.app, u))),
  );
});
afterAll(() => t.close());

describe('availability sees special services', () => {
  it("(a) reports a guard on a confirmed service in conflict with another post's overnight shift, naming the service", async () => {
    const items = await availability(admin, { postId: postQ.id, date: tue, startTime: '20:00', endTime: '04:00' });
    const item = items.find((i) => i.guardId === busy.id);
    expect(item).toMatchObject({
      status: 'blocked',
      weeklyHours: 5,
      conflicts: [
        {
          type: 'special_service',
          severity: 'blocking',
          opportunityId: service.id,
          title: 'Concierto de gala',
          postId: postP.id,
          postName: 'Coliseo',
          date: tue,
          startTime: '18:00',
          endTime: '23:00',
        },
      ],
    });
    const conflict = item?.conflicts[0] as Parameters<typeof conflictWords>[1];
    expect(conflictWords('es', conflict)).toContain('«Concierto de gala» en Coliseo');
    expect(conflictWords('en', conflict)).toContain('“Concierto de gala” at Coliseo');
    expect(conflictWords('en', conflict)).toContain('6:00 PM');
  });

  it('(b) a cancelled service is no busy time', async () => {
    const items = await availability(admin, { postId: postQ.id, date: tue, startTime: '20:00', endTime: '04:00' });
    expect(items.find((i) => i.guardId === cancelledGuard.id)).toMatchObject({ status: 'available', conflicts: [], weeklyHours: 0 });
  });

  it("(c) counts a service's hours in the week once, also when it made a board cover", async () => {
    // Thursday morning: no overlap with Tuesday night; the week holds the 5 h service once (not 0 h, not 10 h).
    const items = await availability(admin, { postId: postQ.id, date: thu, startTime: '08:00', endTime: '12:00' });
    expect(items.find((i) => i.guardId === covered.id)).toMatchObject({ status: 'available', weeklyHours: 5 });
    expect(items.find((i) => i.guardId === busy.id)).toMatchObject({ status: 'available', weeklyHours: 5 });
    // His own shifts list that Tuesday once: the board's cover, not the service again.
    const res = await coveredClient.get('/api/me/shifts?days=31');
    const onTue = (res.json().items as { date: string; isCover: boolean; specialService?: unknown }[]).filter((s) => s.date === tue);
    expect(onTue).toHaveLength(1);
    expect(onTue[0]).toMatchObject({ isCover: true, postName: 'Coliseo' });
    expect(onTue[0].specialService ?? null).toBeNull();
  });

  it("the board's coverage candidates leave out a guard busy on a service", async () => {
    const res = await admin.get(`/api/shifts/${nightShiftId}:${tue}/candidates?limit=200`);
    expect(res.statusCode).toBe(200);
    const ids = (res.json().items as { guardId: string }[]).map((i) => i.guardId);
    expect(ids).toContain(cancelledGuard.id);
    expect(ids).not.toContain(busy.id);
  });

  it('a roster saved with the guard on a shift over the service is refused, naming the service', async () => {
    const postR = await createPost(t.database.db, { companyId: world.a.company.id, customerCompanyId: world.a.customer.id });
    const shift = { shiftNumber: 1, startTime: '20:00', endTime: '04:00', guardIds: [busy.id] };
    const res = await admin.post('/api/rosters', {
      postId: postR.id,
      effectiveFrom: tue,
      scheduleData: { days: [{ dayOfWeek: 2, shifts: [shift] }] },
    });
    expect(res.statusCode).toBe(409);
    const mine = (res.json().details.conflicts as { guardId: string; conflicts: Record<string, unknown>[] }[]).find(
      (c) => c.guardId === busy.id,
    );
    expect(mine?.conflicts).toEqual([expect.objectContaining({ type: 'special_service', opportunityId: service.id, date: tue })]);
  });

  it('the staffing check of a service does not report its own guard busy with it', async () => {
    const res = await admin.get(`/api/opportunities/${service.id}/guards?postId=${postP.id}`);
    expect(res.statusCode).toBe(200);
    const mine = (res.json().items as TItem[]).find((i) => i.guardId === busy.id);
    expect(mine).toMatchObject({ status: 'available', conflicts: [] });
    // Another service at the same time does see him busy with this one.
    const other = await admin.get(`/api/opportunities/${cancelled.id}/guards?postId=${postQ.id}`);
    const him = (other.json().items as TItem[]).find((i) => i.guardId === busy.id);
    expect(him).toMatchObject({ status: 'blocked', conflicts: [{ type: 'special_service', opportunityId: service.id }] });
  });
});

describe('GET /api/me/shifts lists special services', () => {
  it('(d) lists the service with its title and times among the guard’s upcoming shifts', async () => {
    const res = await busyClient.get('/api/me/shifts?days=31');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Record<string, unknown>[];
    const item = items.find((s) => s.date === tue);
    expect(item).toMatchObject({
      id: `opportunity:${service.id}:${tue}`,
      shiftId: null,
      postId: postP.id,
      postName: 'Coliseo',
      customerCompanyName: world.a.customer.name,
      startTime: '18:00',
      endTime: '23:00',
      startsAt: `${tue}T22:00:00.000Z`,
      endsAt: `${addDays(tue, 1)}T03:00:00.000Z`,
      timeZone: 'America/Puerto_Rico',
      isCover: false,
      isAbsent: false,
      specialService: { opportunityId: service.id, title: 'Concierto de gala' },
    });
  });
});

describe('tenants apart', () => {
  it('(e) another company never sees the service', async () => {
    // Its reader, asked for company B with A's guard, has nothing.
    expect(await loadSpecialServiceBusy(t.database.db, { companyId: world.b.company.id, guardIds: [busy.id], from: tue, to: tue })).toEqual(
      [],
    );
    expect(
      (await loadSpecialServiceBusy(t.database.db, { companyId: world.a.company.id, guardIds: [busy.id], from: tue, to: tue })).map(
        (b) => b.opportunityId,
      ),
    ).toEqual([service.id]);
    // B's availability answers B's guards only, none of them busy on A's service; A's post is not B's to ask about.
    const items = await availability(adminB, { postId: world.b.post.id, date: tue, startTime: '20:00', endTime: '04:00' });
    expect(items.some((i) => i.guardId === busy.id)).toBe(false);
    expect(items.flatMap((i) => i.conflicts).some((c) => c.type === 'special_service')).toBe(false);
    expect((await adminB.get(`/api/rosters/availability?postId=${postQ.id}&date=${tue}&startTime=20:00&endTime=04:00`)).statusCode).toBe(
      404,
    );
    // B's guard's own shifts hold no service of A.
    const mine = (await guardBClient.get('/api/me/shifts?days=31')).json().items as { specialService?: unknown }[];
    expect(mine.some((s) => s.specialService)).toBe(false);
  });
});
