// A guard of this company (issue 28, platform/access/guard-of-company.ts): every write whose body names a guard answers
// a guard of another company, a user who is not a guard and a former guard of this company the same way — 400
// VALIDATION with the key on the route's own field — and writes nothing. The writes that record the past accept a
// former guard: an incident's reporting guard, a pay run's guards and its adjustments (employed during the period).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  absenceCategories,
  absences,
  attendanceAttempts,
  attendanceRecords,
  incidents,
  opportunityGuards,
  payrollAdjustments,
  payrollDeductions,
  payrollRuns,
  posts,
  rosterShiftAssignments,
  shiftOccurrenceChanges,
  shiftOffers,
  shiftPresences,
  uniformIssues,
  users,
  vehicleAssignments,
} from '../src/db/schema';
import { GUARD_NOT_IN_COMPANY_KEY } from '../src/platform/access/guard-of-company';
import { buildTestApp, type TTestApp } from './app';
import { clientFor, createGuard, createPost, createTwoTenantWorld, createUser, signIn } from './factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let deviceCookie: string;
const ids: Record<string, string> = {};

/** The former guard left inside the January run's period, before the March run's. */
const TERMINATED = '2026-01-15';
const MARCH = { periodStart: '2026-03-02', periodEnd: '2026-03-08' };
const JANUARY = { periodStart: '2026-01-12', periodEnd: '2026-01-18' };
/** A Monday the world's roster works (Mondays 07:00–15:00, the world's guard on it). */
const OCCURRENCE_DATE = '2030-01-07';

const rosterBody = (guardIds: string[]) => ({
  postId: ids.rosterPost,
  name: 'Semana de prueba',
  effectiveFrom: '2030-01-01',
  scheduleData: {
    days: [{ dayOfWeek: 2, shifts: [{ shiftNumber: 1, startTime: '08:00', endTime: '16:00', requiredGuards: 2, guardIds }] }],
  },
});
const postBody = (assignedGuardId: string | null) => ({
  customerCompanyId: world.a.customer.id,
  name: `Puesto ${Math.random().toString(36).slice(2, 7)}`,
  latitude: 18.39,
  longitude: -66.15,
  geofenceRadiusM: 150,
  assignedGuardId,
});
const deductionBody = (guardId: string) => ({
  name: 'Préstamo',
  guardId,
  kind: 'fixed',
  amountCents: 100,
  timing: 'before_tax',
  startDate: '2026-01-01',
});
const occurrence = () => `${world.a.shifts[0].id}:${OCCURRENCE_DATE}`;
const kioskPunch = (guardId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/attendance/punches',
    headers: { cookie: deviceCookie },
    // A well-formed challenge reference: the guard is refused before the challenge is looked at.
    payload: {
      guardId,
      postId: world.a.post.id,
      challengeId: '00000000-0000-4000-8000-000000000000',
      nonce: 'x'.repeat(43),
      frames: [{ t: 0, jpeg: 'AAAA' }],
    },
  });

/** Every table these writes touch, and the guard columns the edits would change: equal before and after a refusal. */
const snapshot = async () => {
  const db = t.database.db;
  const tables = {
    posts,
    rosterShiftAssignments,
    shiftOccurrenceChanges,
    shiftOffers,
    shiftPresences,
    absences,
    opportunityGuards,
    vehicleAssignments,
    uniformIssues,
    incidents,
    payrollDeductions,
    payrollRuns,
    payrollAdjustments,
    attendanceRecords,
    attendanceAttempts,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = (await db.select({ n: count() }).from(table))[0].n;
  const [post] = await db.select({ guardId: posts.assignedGuardId }).from(posts).where(eq(posts.id, ids.post));
  const [deduction] = await db
    .select({ guardId: payrollDeductions.guardId })
    .from(payrollDeductions)
    .where(eq(payrollDeductions.id, ids.deduction));
  return { counts, postGuard: post.guardId, deductionGuard: deduction.guardId };
};

type TCase = {
  route: string;
  /** The field the route names the guard in: where the refusal puts its field error. */
  field: string;
  send: (guardId: string) => Promise<{ statusCode: number; json: () => { message: string; code: string; details: unknown } }>;
  /** The refusal's key when the spec words the route's refusal itself; else the one key. */
  key?: string;
  message?: string;
  /** Writes that act on the past accept a former guard (their own test below); those on an occurrence need the guard on it. */
  isFormerRefused?: boolean;
};

const CASES: TCase[] = [
  { route: 'POST /api/posts', field: 'assignedGuardId', send: (g) => admin.post('/api/posts', postBody(g)) },
  { route: 'PUT /api/posts/:id', field: 'assignedGuardId', send: (g) => admin.put(`/api/posts/${ids.post}`, postBody(g)) },
  {
    route: 'POST /api/rosters',
    field: 'scheduleData.days.0.shifts.0.guardIds',
    send: (g) => admin.post('/api/rosters', rosterBody([g])),
  },
  {
    route: 'PUT /api/rosters/:id',
    field: 'scheduleData.days.0.shifts.0.guardIds',
    send: (g) => admin.put(`/api/rosters/${ids.roster}`, rosterBody([g])),
  },
  {
    route: 'POST /api/rosters/:id/shifts/:shiftId/guards',
    field: 'guardId',
    send: (g) => admin.post(`/api/rosters/${ids.roster}/shifts/${ids.rosterShift}/guards`, { guardId: g }),
  },
  {
    route: 'POST /api/shifts/:occurrenceId/cover',
    field: 'guardId',
    send: (g) => admin.post(`/api/shifts/${occurrence()}/cover`, { guardId: g }),
  },
  {
    route: 'POST /api/shifts/:occurrenceId/offers',
    field: 'guardIds',
    send: (g) => admin.post(`/api/shifts/${occurrence()}/offers`, { guardIds: [world.a.guard.id, g] }),
  },
  {
    route: 'POST /api/shifts/:occurrenceId/absences',
    field: 'guardId',
    send: (g) => admin.post(`/api/shifts/${occurrence()}/absences`, { guardId: g, categoryId: ids.category }),
    isFormerRefused: false,
  },
  {
    route: 'POST /api/shifts/:occurrenceId/presence',
    field: 'guardId',
    send: (g) => admin.post(`/api/shifts/${occurrence()}/presence`, { guardId: g }),
    isFormerRefused: false,
  },
  {
    route: 'POST /api/shifts/:occurrenceId/open',
    field: 'guardId',
    send: (g) => admin.post(`/api/shifts/${occurrence()}/open`, { guardId: g, reason: 'Cambio' }),
    isFormerRefused: false,
  },
  {
    route: 'POST /api/opportunities/:id/guards',
    field: 'guardIds',
    key: 'opportunities:guards.notFound',
    message: 'Selected guards not found in current company.',
    send: (g) =>
      admin.post(`/api/opportunities/${ids.opportunity}/guards`, {
        guardIds: [g],
        rosterId: world.a.roster.id,
        shiftId: world.a.shifts[0].id,
      }),
  },
  {
    route: 'POST /api/vehicles/:id/assignment',
    field: 'guardId',
    send: (g) => admin.post(`/api/vehicles/${ids.vehicle}/assignment`, { guardId: g }),
  },
  {
    route: 'POST /api/uniform-issues',
    field: 'guardId',
    send: (g) =>
      admin.post('/api/uniform-issues', {
        itemId: ids.item,
        sizeId: ids.size,
        guardId: g,
        quantity: 1,
        issuedOn: '2026-05-01',
        condition: 'new',
        deductInstalments: 2,
      }),
  },
  {
    route: 'POST /api/incidents',
    field: 'reportingGuardId',
    send: (g) =>
      admin.post('/api/incidents', {
        title: 'Puerta forzada',
        description: 'La puerta de carga estaba forzada.',
        occurredAt: new Date().toISOString(),
        postId: world.a.post.id,
        reportingGuardId: g,
      }),
    isFormerRefused: false,
  },
  { route: 'POST /api/payroll/deductions', field: 'guardId', send: (g) => admin.post('/api/payroll/deductions', deductionBody(g)) },
  {
    route: 'PUT /api/payroll/deductions/:id',
    field: 'guardId',
    send: (g) => admin.put(`/api/payroll/deductions/${ids.deduction}`, deductionBody(g)),
  },
  {
    route: 'POST /api/payroll/runs',
    field: 'guardIds',
    send: (g) => admin.post('/api/payroll/runs', { periodKind: 'weekly', ...MARCH, selection: 'guards', guardIds: [g] }),
  },
  {
    route: 'POST /api/payroll/runs/:id/adjustments',
    field: 'guardId',
    send: (g) => admin.post(`/api/payroll/runs/${ids.marchRun}/adjustments`, { guardId: g, amountCents: 500, reason: 'Horas omitidas' }),
  },
  { route: 'POST /api/attendance/punches (kiosk)', field: 'guardId', send: kioskPunch },
];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  const companyId = world.a.company.id;
  ids.former = (
    await createGuard(db, { companyId, email: `former-${Date.now()}@example.com`, stillEmployed: false, terminationDate: TERMINATED })
  ).id;
  ids.notGuard = (await createUser(db, { companyId, role: 'security_company_admin', email: `staff-${Date.now()}@example.com` })).id;
  ids.rosterPost = (await createPost(db, { companyId, customerCompanyId: world.a.customer.id })).id;
  const created = async (res: { statusCode: number; body: string; json: () => { id: string } }) => {
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  ids.post = (await created(await admin.post('/api/posts', postBody(null)))).id;
  const roster = (await created(await admin.post('/api/rosters', rosterBody([])))) as unknown as {
    id: string;
    scheduleData: { days: { dayOfWeek: number; shifts: { id: string }[] }[] };
  };
  ids.roster = roster.id;
  ids.rosterShift = roster.scheduleData.days.find((d) => d.dayOfWeek === 2)?.shifts[0].id ?? '';
  ids.category = (await db.insert(absenceCategories).values({ companyId, key: 'sick' }).returning())[0].id;
  ids.vehicle = (
    await created(
      await admin.post('/api/vehicles', {
        vinNumber: null,
        licensePlate: 'ABC-123',
        color: 'Blanco',
        brand: 'Toyota',
        model: 'Hilux',
        year: 2021,
      }),
    )
  ).id;
  const item = (await created(
    await admin.post('/api/uniform-items', { name: 'Camisa', unitCostCents: 2599, lowStockThreshold: 2, sizes: [{ size: 'M', stock: 5 }] }),
  )) as unknown as { id: string; sizes: { id: string }[] };
  ids.item = item.id;
  ids.size = item.sizes[0].id;
  ids.deduction = (await created(await admin.post('/api/payroll/deductions', deductionBody(world.a.guard.id)))).id;
  ids.marchRun = (await created(await admin.post('/api/payroll/runs', { periodKind: 'weekly', ...MARCH }))).id;
  ids.januaryRun = (await created(await admin.post('/api/payroll/runs', { periodKind: 'weekly', ...JANUARY }))).id;
  ids.opportunity = (
    await created(
      await admin.post('/api/opportunities', {
        title: 'Concierto',
        description: 'Seguridad del concierto con control de acceso.',
        customerCompanyId: world.a.customer.id,
        location: 'Coliseo',
        serviceType: 'concert_entertainment',
        priority: 'high',
        startDate: '2030-01-07',
        endDate: '2030-01-07',
        startTime: '08:00',
        endTime: '12:00',
        guardsRequired: 1,
        hourlyRateCents: 2500,
        totalBudgetCents: 50_000,
        contactPerson: 'Marta Ortiz',
        contactPhone: '(787) 555-0142',
        contactEmail: 'marta@cliente.test',
        payRateCents: 1500,
      }),
    )
  ).id;
  const device = await created(await admin.post('/api/devices', { name: 'Lobby', postIds: [world.a.post.id] }));
  const paired = await t.app.inject({
    method: 'POST',
    url: '/api/devices/pair',
    payload: { code: (device as unknown as { pairingCode: string }).pairingCode },
  });
  deviceCookie = `centinela_device=${paired.cookies.find((c) => c.name === 'centinela_device')?.value}`;
}, 120_000);
afterAll(() => t.close());

describe('one answer for a guard who is not this company’s, on every write that names a guard', () => {
  const refusals = (c: TCase) =>
    [
      ['a guard of another company', () => world.b.guard.id],
      ['a user of this company who is not a guard', () => ids.notGuard],
      ...(c.isFormerRefused === false ? [] : [['a former guard of this company', () => ids.former] as const]),
    ] as const;

  for (const c of CASES) {
    it(`${c.route}: 400 on ${c.field}, nothing written`, async () => {
      for (const [who, guardOf] of refusals(c)) {
        const before = await snapshot();
        const res = await c.send(guardOf());
        expect(res.statusCode, `${who}: ${JSON.stringify(res.json())}`).toBe(400);
        expect(res.json(), who).toMatchObject({
          code: 'VALIDATION',
          message: c.message ?? `${c.field}: Guard not found in this company`,
          details: { fieldErrors: { [c.field]: [c.key ?? GUARD_NOT_IN_COMPANY_KEY] } },
        });
        expect(Object.keys((res.json().details as { fieldErrors: object }).fieldErrors), who).toEqual([c.field]);
        expect(await snapshot(), who).toEqual(before);
      }
    });
  }
});

describe('former guards where the write records the past', () => {
  it('an incident names a former guard as its reporter', async () => {
    const res = await admin.post('/api/incidents', {
      title: 'Informe tardío',
      description: 'Lo vio antes de dejar la empresa.',
      occurredAt: '2026-01-10T10:00:00.000Z',
      postId: world.a.post.id,
      reportingGuardId: ids.former,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().reportingGuardId).toBe(ids.former);
  });

  it('a pay run and its adjustments take a guard who left during the period, not one who left before it', async () => {
    const january = await admin.post('/api/payroll/runs', {
      periodKind: 'weekly',
      ...JANUARY,
      selection: 'guards',
      guardIds: [ids.former],
    });
    expect(january.statusCode, january.body).toBe(201);
    const adjustment = await admin.post(`/api/payroll/runs/${ids.januaryRun}/adjustments`, {
      guardId: ids.former,
      amountCents: 500,
      reason: 'Último pago',
    });
    expect(adjustment.statusCode, adjustment.body).toBe(201);
    const [row] = await t.database.db.select().from(payrollAdjustments).where(eq(payrollAdjustments.runId, ids.januaryRun));
    expect(row.guardId).toBe(ids.former);
    // The March run (the refusal table above) begins after the termination date.
  });

  it('an edit keeps the guard already on the record even after they left; a new one must be employed', async () => {
    const db = t.database.db;
    const leaving = await createGuard(db, { companyId: world.a.company.id, email: `leaving-${Date.now()}@example.com` });
    const post = (await admin.post('/api/posts', postBody(leaving.id))).json();
    const deduction = (await admin.post('/api/payroll/deductions', deductionBody(leaving.id))).json();
    await db.update(users).set({ stillEmployed: false, terminationDate: '2026-02-01' }).where(eq(users.id, leaving.id));
    const renamed = await admin.put(`/api/posts/${post.id}`, { ...postBody(leaving.id), name: 'Puesto renombrado' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Puesto renombrado', assignedGuardId: leaving.id });
    const changed = await admin.put(`/api/payroll/deductions/${deduction.id}`, { ...deductionBody(leaving.id), amountCents: 50 });
    expect(changed.statusCode, changed.body).toBe(200);
    // Another post cannot be given the guard who left.
    expect((await admin.put(`/api/posts/${ids.post}`, postBody(leaving.id))).statusCode).toBe(400);
  });
});
