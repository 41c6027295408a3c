// A guard's own reads (issue 29): GET /api/me/pay-stubs (+ /:lineId/pdf), /api/me/absences and /api/me/shifts.
// Each answers the session's guard his own rows only; another guard's line is a 404; a customer company admin and
// company staff are refused (403: they read pay, absences and rosters through their own pages).
import { addDays, todayIn } from '@centinela/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absences, payrollRunLines, payrollRuns, shiftOccurrenceChanges } from '../../db/schema';
import type { TLineDetail } from '../../db/schema/payroll-runs';
import { pdfText } from '../../platform/documents/pdf-text';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createPost, createRoster, createTwoTenantWorld, signIn } from '../../../test/factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let guard: { id: string; email: string; companyId: string };
let other: { id: string; email: string; companyId: string };
let me: ReturnType<typeof clientFor>;
let otherClient: ReturnType<typeof clientFor>;
let guardB: ReturnType<typeof clientFor>;
let adminA: ReturnType<typeof clientFor>;
let customerA: ReturnType<typeof clientFor>;
const lines: Record<'old' | 'newer' | 'approved' | 'others', string> = { old: '', newer: '', approved: '', others: '' };
let today = '';
let postMine: { id: string; name: string };
let postCover: { id: string; name: string };

const detail: TLineDetail = {
  ruleSet: 'pr',
  ruleVersion: 'test',
  days: [],
  weeks: [],
  deductions: [],
  specialServices: [],
  adjustments: [],
  minutes: { regular: 4800 },
  pay: { regular: 120000 },
};

const run = async (number: number, status: 'processed' | 'approved', periodStart: string, periodEnd: string) => {
  const [row] = await t.database.db
    .insert(payrollRuns)
    .values({ companyId: world.a.company.id, number, periodKind: 'biweekly', periodStart, periodEnd, status })
    .returning();
  return row;
};

const line = async (runId: string, g: { id: string }, name: string, netCents: number) => {
  const [row] = await t.database.db
    .insert(payrollRunLines)
    .values({
      runId,
      companyId: world.a.company.id,
      guardId: g.id,
      guardName: name,
      grossCents: 120000,
      deductionsBeforeTaxCents: 5000,
      deductionsAfterTaxCents: 2500,
      taxesCents: 10000,
      netCents,
      detail,
    })
    .returning();
  return row.id;
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  const companyId = world.a.company.id;
  guard = await createGuard(db, { companyId, name: 'Rosa', lastName: 'Propia', email: `rosa-${Date.now()}@example.com` });
  other = await createGuard(db, { companyId, name: 'Otro', lastName: 'Guardia', email: `otro-${Date.now()}@example.com` });
  [me, otherClient, guardB, adminA, customerA] = await Promise.all(
    [guard, other, world.b.guard, world.a.admin, world.a.customerAdmin].map(async (u) => clientFor(t.app, await signIn(t.app, u))),
  );

  // Pay: two processed runs and an approved one with his lines, one processed line of another guard.
  const r1 = await run(1, 'processed', '2026-01-04', '2026-01-17');
  const r2 = await run(2, 'processed', '2026-01-18', '2026-01-31');
  const r3 = await run(3, 'approved', '2026-02-01', '2026-02-14');
  lines.old = await line(r1.id, guard, 'Rosa Propia', 102500);
  lines.newer = await line(r2.id, guard, 'Rosa Propia', 102600);
  lines.approved = await line(r3.id, guard, 'Rosa Propia', 999);
  lines.others = await line(r2.id, other, 'Otro Guardia', 50000);

  // Shifts: every day 09:00–17:00 at his post; the other guard works every day at another post of the customer.
  today = todayIn(world.a.company.timeZone);
  postMine = await createPost(db, { companyId, customerCompanyId: world.a.customer.id, name: 'Puesto Propio' });
  postCover = await createPost(db, { companyId, customerCompanyId: world.a.customer.id, name: 'Puesto Cubierto' });
  const all = (guardId: string) =>
    Array.from({ length: 7 }, (_, d) => ({ dayOfWeek: d, startMinute: 540, endMinute: 1020, guardIds: [guardId] }));
  const mine = await createRoster(db, { companyId, postId: postMine.id, effectiveFrom: addDays(today, -30), shifts: all(guard.id) });
  const theirs = await createRoster(db, { companyId, postId: postCover.id, effectiveFrom: addDays(today, -30), shifts: all(other.id) });
  const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
  const d1 = addDays(today, 1);
  const d2 = addDays(today, 2);
  const d3 = addDays(today, 3);
  // Tomorrow he is opened off his post; the day after he is moved: opened off his, covering the other post (its
  // guard opened off it);
  // on the third day he is absent.
  await db.insert(shiftOccurrenceChanges).values([
    { companyId, shiftId: mine.shifts[weekday(d1)].id, date: d1, guardId: guard.id, kind: 'open' },
    { companyId, shiftId: mine.shifts[weekday(d2)].id, date: d2, guardId: guard.id, kind: 'open' },
    { companyId, shiftId: theirs.shifts[weekday(d2)].id, date: d2, guardId: other.id, kind: 'open' },
    { companyId, shiftId: theirs.shifts[weekday(d2)].id, date: d2, guardId: guard.id, kind: 'cover' },
  ]);
  await db.insert(absences).values([
    { companyId, userId: guard.id, startDate: d3, endDate: d3, notes: 'Cita médica' },
    { companyId, userId: other.id, startDate: d1, endDate: d1, notes: 'Ajena' },
  ]);
});
afterAll(() => t.close());

describe('GET /api/me/pay-stubs', () => {
  it("answers the guard's own lines of processed runs, newest first, in integer cents", async () => {
    const res = await me.get('/api/me/pay-stubs');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { lineId: string; runNumber: number }[];
    expect(body.map((s) => s.lineId)).toEqual([lines.newer, lines.old]);
    expect(body[0]).toMatchObject({
      runNumber: 2,
      periodStart: '2026-01-18',
      periodEnd: '2026-01-31',
      grossCents: 120000,
      deductionsCents: 7500,
      taxesCents: 10000,
      netCents: 102600,
    });
  });

  it("never shows another guard's lines, nor another company's guard any", async () => {
    expect((await otherClient.get('/api/me/pay-stubs')).json().map((s: { lineId: string }) => s.lineId)).toEqual([lines.others]);
    expect((await guardB.get('/api/me/pay-stubs')).json()).toEqual([]);
  });

  it('refuses company staff and a customer company admin (403)', async () => {
    expect((await adminA.get('/api/me/pay-stubs')).statusCode).toBe(403);
    expect((await customerA.get('/api/me/pay-stubs')).statusCode).toBe(403);
  });
});

describe('GET /api/me/pay-stubs/:lineId/pdf', () => {
  it('draws his own stub with the staff renderer, in the language asked', async () => {
    const res = await me.get(`/api/me/pay-stubs/${lines.newer}/pdf?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Rosa Propia');
    expect(text).toContain('1,026.00');
  });

  it("answers 404 for another guard's line, a run not processed, and to another company's guard", async () => {
    expect((await me.get(`/api/me/pay-stubs/${lines.others}/pdf`)).statusCode).toBe(404);
    expect((await me.get(`/api/me/pay-stubs/${lines.approved}/pdf`)).statusCode).toBe(404);
    expect((await guardB.get(`/api/me/pay-stubs/${lines.newer}/pdf`)).statusCode).toBe(404);
  });

  it('refuses company staff and a customer company admin (403)', async () => {
    expect((await adminA.get(`/api/me/pay-stubs/${lines.newer}/pdf`)).statusCode).toBe(403);
    expect((await customerA.get(`/api/me/pay-stubs/${lines.newer}/pdf`)).statusCode).toBe(403);
  });
});

describe('GET /api/me/absences', () => {
  it('answers his own absences with their notes (the field rules let the guard read his own)', async () => {
    const res = await me.get('/api/me/absences');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { current: { userId: string; notes: string; startDate: string }[]; history: unknown[] };
    expect(body.current).toHaveLength(1);
    expect(body.current[0]).toMatchObject({ userId: guard.id, notes: 'Cita médica', startDate: addDays(today, 3), status: 'active' });
    expect(body.history).toEqual([]);
  });

  it("does not show another guard's, and refuses staff and a customer company admin (403)", async () => {
    const theirs = (await otherClient.get('/api/me/absences')).json() as { current: { userId: string }[] };
    expect(theirs.current.map((a) => a.userId)).toEqual([other.id]);
    expect((await guardB.get('/api/me/absences')).json()).toMatchObject({ current: [], history: [] });
    expect((await adminA.get('/api/me/absences')).statusCode).toBe(403);
    expect((await customerA.get('/api/me/absences')).statusCode).toBe(403);
  });
});

describe('GET /api/me/shifts', () => {
  type TItem = {
    date: string;
    postName: string;
    isCover: boolean;
    isAbsent: boolean;
    timeZone: string;
    startsAt: string;
    startTime: string;
  };
  const itemsOf = async (client: ReturnType<typeof clientFor>, days?: number) => {
    const res = await client.get(`/api/me/shifts${days ? `?days=${days}` : ''}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { from: string; to: string; items: TItem[] };
  };

  it('is his weekly pattern with the covers added, the openings removed and the absences marked', async () => {
    const body = await itemsOf(me, 5);
    expect(body).toMatchObject({ from: today, to: addDays(today, 4) });
    const after = body.items.filter((i) => i.date > today);
    expect(after.map((i) => [i.date, i.postName, i.isCover, i.isAbsent])).toEqual([
      [addDays(today, 2), 'Puesto Cubierto', true, false],
      [addDays(today, 3), 'Puesto Propio', false, true],
      [addDays(today, 4), 'Puesto Propio', false, false],
    ]);
    expect(after[0]).toMatchObject({ timeZone: 'America/Puerto_Rico', startTime: '09:00' });
    // 09:00 in Puerto Rico (UTC−4, no DST) is 13:00 UTC.
    expect(after[0].startsAt).toBe(`${addDays(today, 2)}T13:00:00.000Z`);
  });

  it('covers 14 days by default and at most 62', async () => {
    expect((await itemsOf(me)).to).toBe(addDays(today, 13));
    expect((await me.get('/api/me/shifts?days=63')).statusCode).toBe(400);
  });

  it("is each guard's own: the other guard loses the covered day; another company's guard sees none of these", async () => {
    const theirs = await itemsOf(otherClient, 5);
    expect(theirs.items.some((i) => i.date === addDays(today, 2))).toBe(false);
    expect(theirs.items.every((i) => i.postName === 'Puesto Cubierto')).toBe(true);
    const b = await itemsOf(guardB, 14);
    expect(b.items.every((i) => i.postName === world.b.post.name)).toBe(true);
  });

  it('refuses company staff and a customer company admin (403)', async () => {
    expect((await adminA.get('/api/me/shifts')).statusCode).toBe(403);
    expect((await customerA.get('/api/me/shifts')).statusCode).toBe(403);
  });
});
