// The /payroll page's API (issue 18, part B): settings, attendance section, deductions, pay runs (state machine,
// calculation, lock), pay stubs, exports and completed special services — and who may not see pay.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords, opportunities, opportunityGuards, payrollDeductions, payrollRuns, systemLogs } from '../../db/schema';
import { pdfText } from '../../platform/documents/pdf-text';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createRoster, createTwoTenantWorld, signIn } from '../../../test/factories';
import { calculateRun } from './payroll-runs.calculate';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let adminA: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let guardClient: ReturnType<typeof clientFor>;
let customerClient: ReturnType<typeof clientFor>;
let guard1: { id: string };
let guard2: { id: string };
let shiftMon: { id: string };

// Puerto Rico (UTC−4, no DST), the company's zone; the period is two weeks starting Sunday 2026-03-01.
const at = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);
const FROM = '2026-03-01';
const TO = '2026-03-14';

const punch = (guardId: string, type: 'check_in' | 'check_out', date: string, time: string, shift?: { id: string; date: string }) =>
  t.database.db.insert(attendanceRecords).values({
    companyId: world.a.company.id,
    guardId,
    type,
    timestamp: at(date, time),
    shiftId: shift?.id ?? null,
    shiftDate: shift?.date ?? null,
  });

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  guardClient = clientFor(t.app, await signIn(t.app, world.a.guard));
  customerClient = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
  guard1 = await createGuard(db, { companyId: world.a.company.id, name: 'Ana', lastName: 'Uno', hourlyWageCents: 1500 });
  guard2 = await createGuard(db, { companyId: world.a.company.id, name: 'Beto', lastName: 'Dos', hourlyWageCents: 2000 });
  // guard1 works Monday, Tuesday and Wednesday 07:00–15:00 every week.
  const { shifts } = await createRoster(db, {
    companyId: world.a.company.id,
    postId: world.a.post.id,
    shifts: [1, 2, 3].map((dayOfWeek) => ({ dayOfWeek, startMinute: 420, endMinute: 900, guardIds: [guard1.id] })),
  });
  shiftMon = shifts[0];
  // Monday: in 3 minutes late (within a 5-minute grace), out on time. Tuesday: an in without an out. Wednesday: nothing.
  await punch(guard1.id, 'check_in', '2026-03-02', '07:03', { id: shiftMon.id, date: '2026-03-02' });
  await punch(guard1.id, 'check_out', '2026-03-02', '15:00', { id: shiftMon.id, date: '2026-03-02' });
  await punch(guard1.id, 'check_in', '2026-03-03', '07:00');
  // guard2 has no schedule: Monday to Saturday of the first week, 9 h a day (54 h: 14 h over 40 in the week).
  for (const day of ['02', '03', '04', '05', '06', '07']) {
    await punch(guard2.id, 'check_in', `2026-03-${day}`, '07:00');
    await punch(guard2.id, 'check_out', `2026-03-${day}`, '16:00');
  }
});
afterAll(() => t.close());

describe('GET/PUT /api/payroll/settings', () => {
  it('reads the defaults, saves rounding, grace and the flat tax, and logs it', async () => {
    expect((await adminA.get('/api/payroll/settings')).json()).toMatchObject({ roundingMinutes: 0, graceMinutes: 0, taxRateBp: 0 });
    const res = await adminA.put('/api/payroll/settings', { roundingMinutes: 0, graceMinutes: 5, taxRateBp: 1000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ roundingMinutes: 0, graceMinutes: 5, taxRateBp: 1000 });
    const logs = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityType, 'payroll'));
    expect(logs.length).toBeGreaterThan(0);
  });

  it('rejects a rounding that is not offered (400), a guard and a customer admin (403)', async () => {
    expect((await adminA.put('/api/payroll/settings', { roundingMinutes: 7, graceMinutes: 0, taxRateBp: 0 })).statusCode).toBe(400);
    expect((await guardClient.get('/api/payroll/settings')).statusCode).toBe(403);
    expect((await customerClient.get('/api/payroll/settings')).statusCode).toBe(403);
  });

  it('keeps each company its own settings', async () => {
    expect((await adminB.get('/api/payroll/settings')).json().taxRateBp).toBe(0);
  });
});

describe('GET /api/payroll/attendance', () => {
  it('shows punches, worked time after the grace, missing punches and unverified scheduled time', async () => {
    const res = await adminA.get(`/api/payroll/attendance?from=2026-03-02&to=2026-03-04&guardId=${guard1.id}`);
    expect(res.statusCode).toBe(200);
    const days = res.json().days as {
      date: string;
      workedMinutes: number;
      unverifiedMinutes: number;
      issues: string[];
      punches: unknown[];
    }[];
    const byDate = Object.fromEntries(days.map((d) => [d.date, d]));
    expect(byDate['2026-03-02']).toMatchObject({ workedMinutes: 480, unverifiedMinutes: 0, issues: [] });
    expect(byDate['2026-03-02'].punches).toHaveLength(2);
    expect(byDate['2026-03-03'].issues.sort()).toEqual(['missing_out', 'no_punches']);
    expect(byDate['2026-03-03'].unverifiedMinutes).toBe(480);
    expect(byDate['2026-03-04']).toMatchObject({ workedMinutes: 0, unverifiedMinutes: 480, issues: ['no_punches'] });
  });

  it('rejects an inverted range (400), another company’s guard (404) and a guard (403)', async () => {
    expect((await adminA.get('/api/payroll/attendance?from=2026-03-05&to=2026-03-01')).statusCode).toBe(400);
    expect((await adminB.get(`/api/payroll/attendance?from=${FROM}&to=${TO}&guardId=${guard1.id}`)).statusCode).toBe(404);
    expect((await guardClient.get(`/api/payroll/attendance?from=${FROM}&to=${TO}`)).statusCode).toBe(403);
  });
});

let uniformId: string;

describe('/api/payroll/deductions', () => {
  it('creates fixed and percentage deductions, before and after tax, per company and per guard', async () => {
    const company = await adminA.post('/api/payroll/deductions', {
      name: 'Seguro',
      kind: 'fixed',
      amountCents: 1000,
      timing: 'before_tax',
      startDate: '2026-01-01',
    });
    expect(company.statusCode).toBe(201);
    expect(company.json()).toMatchObject({ guardId: null, amountCents: 1000, takenCents: 0, can: { update: true, delete: true } });
    const percent = await adminA.post('/api/payroll/deductions', {
      name: 'Préstamo',
      guardId: guard2.id,
      kind: 'percent',
      percentBp: 1000,
      timing: 'after_tax',
      startDate: '2026-03-01',
      endDate: '2026-12-31',
    });
    expect(percent.statusCode).toBe(201);
    const uniform = await adminA.post('/api/payroll/deductions', {
      name: 'Uniforme',
      guardId: guard1.id,
      kind: 'fixed',
      amountCents: 5000,
      totalCents: 8000,
      timing: 'before_tax',
      startDate: '2026-03-01',
    });
    expect(uniform.statusCode).toBe(201);
    uniformId = uniform.json().id;
    // An expired one is not applied.
    await adminA.post('/api/payroll/deductions', {
      name: 'Vieja',
      kind: 'fixed',
      amountCents: 999,
      timing: 'after_tax',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
    const list = (await adminA.get('/api/payroll/deductions')).json() as { name: string }[];
    expect(list.map((d) => d.name).sort()).toEqual(['Préstamo', 'Seguro', 'Uniforme', 'Vieja']);
    expect((await adminB.get('/api/payroll/deductions')).json()).toEqual([]);
  });

  it('rejects bad input (400), another company’s guard (400) and another company’s deduction (404)', async () => {
    for (const body of [
      { name: '', kind: 'fixed', amountCents: 100, timing: 'before_tax', startDate: '2026-01-01' },
      { name: 'X', kind: 'fixed', amountCents: 0, timing: 'before_tax', startDate: '2026-01-01' },
      { name: 'X', kind: 'percent', percentBp: 20000, timing: 'before_tax', startDate: '2026-01-01' },
      { name: 'X', kind: 'fixed', amountCents: 100, timing: 'before_tax', startDate: '2026-02-01', endDate: '2026-01-01' },
      { name: 'X', kind: 'fixed', amountCents: 500, totalCents: 100, timing: 'before_tax', startDate: '2026-01-01' },
      { name: 'X', kind: 'fixed', amountCents: 12.5, timing: 'before_tax', startDate: '2026-01-01' },
    ]) {
      expect((await adminA.post('/api/payroll/deductions', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const other = await adminA.post('/api/payroll/deductions', {
      name: 'X',
      guardId: world.b.guard.id,
      kind: 'fixed',
      amountCents: 100,
      timing: 'before_tax',
      startDate: '2026-01-01',
    });
    expect(other.statusCode).toBe(400);
    const body = { name: 'Hack', kind: 'fixed', amountCents: 1, timing: 'before_tax', startDate: '2026-01-01' };
    expect((await adminB.put(`/api/payroll/deductions/${uniformId}`, body)).statusCode).toBe(404);
    expect((await adminB.delete(`/api/payroll/deductions/${uniformId}`)).statusCode).toBe(404);
    expect((await guardClient.get('/api/payroll/deductions')).statusCode).toBe(403);
  });

  it('updates and deletes a deduction', async () => {
    const created = (
      await adminA.post('/api/payroll/deductions', {
        name: 'Temp',
        kind: 'fixed',
        amountCents: 100,
        timing: 'after_tax',
        startDate: '2027-01-01',
      })
    ).json();
    const updated = await adminA.put(`/api/payroll/deductions/${created.id}`, {
      ...created,
      amountCents: 200,
      guardId: null,
      totalCents: null,
      endDate: null,
    });
    expect(updated.json().amountCents).toBe(200);
    expect((await adminA.delete(`/api/payroll/deductions/${created.id}`)).statusCode).toBe(204);
  });
});

let runId: string;

const calculate = async (id: string) => {
  const queued = await adminA.post(`/api/payroll/runs/${id}/calculate`);
  expect(queued.statusCode).toBe(202);
  expect(queued.json().status).toBe('calculating');
  await calculateRun(t.app.ctx, { runId: id });
};

describe('pay runs', () => {
  it('creates a two-week run with the next number and refuses bad input (400)', async () => {
    const res = await adminA.post('/api/payroll/runs', {
      periodKind: 'biweekly',
      periodStart: FROM,
      periodEnd: TO,
      selection: 'guards',
      guardIds: [guard1.id, guard2.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      number: 1,
      status: 'draft',
      can: { calculate: true, approve: false, process: false, delete: true },
    });
    runId = res.json().id;
    for (const body of [
      { periodKind: 'biweekly', periodStart: TO, periodEnd: FROM },
      { periodKind: 'yearly', periodStart: FROM, periodEnd: TO },
      { periodKind: 'monthly', periodStart: '2026-01-01', periodEnd: '2026-03-31' },
      { periodKind: 'weekly', periodStart: FROM, periodEnd: TO, selection: 'guards', guardIds: [] },
      { periodKind: 'weekly', periodStart: FROM, periodEnd: TO, selection: 'guards', guardIds: [world.b.guard.id] },
      { periodKind: 'weekly', periodStart: FROM, periodEnd: TO, selection: 'post', postId: world.b.post.id },
    ]) {
      expect((await adminA.post('/api/payroll/runs', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses to approve or process a draft (409)', async () => {
    expect((await adminA.post(`/api/payroll/runs/${runId}/approve`)).statusCode).toBe(409);
    expect((await adminA.post(`/api/payroll/runs/${runId}/process`)).statusCode).toBe(409);
  });

  it('adds a completed special service paid at its rate in the run of its period', async () => {
    const [o] = await t.database.db
      .insert(opportunities)
      .values({
        companyId: world.a.company.id,
        number: 7,
        title: 'Concierto',
        description: 'x',
        location: 'Coliseo',
        serviceType: 'event_security',
        status: 'completed',
        startDate: '2026-03-10',
        endDate: '2026-03-10',
        startTime: '08:00',
        endTime: '12:00',
        guardsRequired: 1,
        hourlyRateCents: 4000,
        totalBudgetCents: 16000,
        payRateCents: 2500,
        contactPerson: 'x',
        contactPhone: '+17875550000',
        contactEmail: 'x@example.com',
        completedAt: at('2026-03-10', '13:00'),
      })
      .returning();
    await t.database.db.insert(opportunityGuards).values({ opportunityId: o.id, guardId: guard2.id });
  });

  it('calculates through the job: lines per guard with hours by category, pay, deductions, taxes and net', async () => {
    await calculate(runId);
    const res = await adminA.get(`/api/payroll/runs/${runId}`);
    expect(res.statusCode).toBe(200);
    const run = res.json();
    expect(run).toMatchObject({ status: 'calculated', progress: 100, guardCount: 2, can: { approve: true, process: false } });
    const byName = Object.fromEntries(run.lines.map((l: { guardName: string }) => [l.guardName, l]));
    // guard1: Monday worked (grace → 8 h), the other five scheduled days unverified (8 h each): 48 h in two weeks.
    expect(byName['Ana Uno']).toMatchObject({
      regularMinutes: 2880,
      overtimeMinutes: 0,
      unverifiedMinutes: 2400,
      regularCents: 72000,
      grossCents: 72000,
      deductionsBeforeTaxCents: 6000,
      taxesCents: 6600,
      deductionsAfterTaxCents: 0,
      netCents: 59400,
    });
    // guard2: 54 h in one workweek under US federal rules → 40 regular + 14 at 1.5×, plus the special service.
    const b = byName['Beto Dos'];
    expect(b).toMatchObject({
      regularMinutes: 2400,
      overtimeMinutes: 840,
      regularCents: 80000,
      overtimeCents: 42000,
      specialServicesCents: 10000,
    });
    expect(b.grossCents).toBe(132000);
    expect(b.deductionsBeforeTaxCents).toBe(1000);
    expect(b.taxesCents).toBe(13100);
    expect(b.deductionsAfterTaxCents).toBe(13200);
    expect(b.netCents).toBe(132000 - 1000 - 13100 - 13200);
    expect(run.grossCents).toBe(72000 + 132000);
  });

  it('explains each line: the rule that put minutes in each category, deductions and special services', async () => {
    const run = (await adminA.get(`/api/payroll/runs/${runId}`)).json();
    const line = run.lines.find((l: { guardName: string }) => l.guardName === 'Beto Dos');
    const res = await adminA.get(`/api/payroll/runs/${runId}/lines/${line.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.ruleSet).toBe('us-flsa');
    const applied = [
      ...detail.days.flatMap((d: { applied: { category: string }[] }) => d.applied),
      ...detail.weeks.flatMap((w: { applied: { category: string }[] }) => w.applied),
    ];
    expect(applied.some((a) => a.category === 'overtime_150')).toBe(true);
    expect(detail.specialServices).toEqual([expect.objectContaining({ number: 7, amountCents: 10000 })]);
    expect(detail.deductions.map((d: { name: string }) => d.name).sort()).toEqual(['Préstamo', 'Seguro']);
    expect((await adminB.get(`/api/payroll/runs/${runId}/lines/${line.id}`)).statusCode).toBe(404);
  });

  it('lists the completed special services with the run that paid them', async () => {
    const res = await adminA.get(`/api/payroll/special-services?from=${FROM}&to=${TO}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ number: 7, guardId: guard2.id, amountCents: 10000, runId, runNumber: 1 })]);
    expect((await customerClient.get(`/api/payroll/special-services?from=${FROM}&to=${TO}`)).statusCode).toBe(403);
  });

  it('refuses an export or a second approval before the run is processed (409)', async () => {
    expect((await adminA.get(`/api/payroll/runs/${runId}/export`)).statusCode).toBe(409);
  });

  it('approves, processes (deductions in instalments move) and then locks the run', async () => {
    expect((await adminA.post(`/api/payroll/runs/${runId}/approve`)).json().status).toBe('approved');
    expect((await adminA.post(`/api/payroll/runs/${runId}/approve`)).statusCode).toBe(409);
    expect((await adminA.delete(`/api/payroll/runs/${runId}`)).statusCode).toBe(409);
    const processed = await adminA.post(`/api/payroll/runs/${runId}/process`);
    expect(processed.json()).toMatchObject({
      status: 'processed',
      can: { calculate: false, approve: false, process: false, delete: false, adjust: false },
    });
    const [uniform] = await t.database.db.select().from(payrollDeductions).where(eq(payrollDeductions.id, uniformId));
    expect(uniform.takenCents).toBe(5000);
    expect((await adminA.post(`/api/payroll/runs/${runId}/calculate`)).statusCode).toBe(409);
    expect((await adminA.post(`/api/payroll/runs/${runId}/process`)).statusCode).toBe(409);
    expect((await adminA.delete(`/api/payroll/runs/${runId}`)).statusCode).toBe(409);
    expect(
      (await adminA.post(`/api/payroll/runs/${runId}/adjustments`, { guardId: guard1.id, amountCents: 100, reason: 'late fix' }))
        .statusCode,
    ).toBe(409);
    expect((await adminA.get('/api/payroll/runs?view=processed')).json().map((r: { id: string }) => r.id)).toEqual([runId]);
  });

  it('corrects a processed run through an adjustment in a later run; instalments take only what is left', async () => {
    const next = (
      await adminA.post('/api/payroll/runs', {
        periodKind: 'biweekly',
        periodStart: '2026-03-15',
        periodEnd: '2026-03-28',
        selection: 'guards',
        guardIds: [guard1.id],
      })
    ).json();
    expect(next.number).toBe(2);
    const adj = await adminA.post(`/api/payroll/runs/${next.id}/adjustments`, {
      guardId: guard1.id,
      amountCents: 2500,
      reason: 'Horas omitidas',
      correctsRunId: runId,
    });
    expect(adj.statusCode).toBe(201);
    expect(
      (await adminA.post(`/api/payroll/runs/${next.id}/adjustments`, { guardId: guard1.id, amountCents: 0, reason: 'x' })).statusCode,
    ).toBe(400);
    await calculate(next.id);
    const run = (await adminA.get(`/api/payroll/runs/${next.id}`)).json();
    expect(run.lines[0]).toMatchObject({ adjustmentsCents: 2500 });
    const detail = (await adminA.get(`/api/payroll/runs/${next.id}/lines/${run.lines[0].id}`)).json();
    expect(detail.deductions.find((d: { name: string }) => d.name === 'Uniforme').amountCents).toBe(3000);
    expect(detail.adjustments).toEqual([{ amountCents: 2500, kind: 'adjustment', reason: 'Horas omitidas', runId }]);
    expect((await adminA.delete(`/api/payroll/runs/${next.id}`)).statusCode).toBe(204);
  });

  it('runs the guards scheduled at a post', async () => {
    const res = await adminA.post('/api/payroll/runs', {
      periodKind: 'weekly',
      periodStart: FROM,
      periodEnd: '2026-03-07',
      selection: 'post',
      postId: world.a.post.id,
    });
    expect(res.statusCode).toBe(201);
    await calculate(res.json().id);
    const run = (await adminA.get(`/api/payroll/runs/${res.json().id}`)).json();
    expect(run.lines.map((l: { guardId: string }) => l.guardId).sort()).toEqual([guard1.id, world.a.guard.id].sort());
    expect((await adminA.delete(`/api/payroll/runs/${run.id}`)).statusCode).toBe(204);
  });

  it('answers 404 to another company and 403 to a guard or a customer admin, on every run route', async () => {
    for (const [method, url] of [
      ['get', `/api/payroll/runs/${runId}`],
      ['post', `/api/payroll/runs/${runId}/calculate`],
      ['post', `/api/payroll/runs/${runId}/approve`],
      ['delete', `/api/payroll/runs/${runId}`],
      ['get', `/api/payroll/runs/${runId}/export`],
    ] as const) {
      expect((await adminB[method](url)).statusCode, url).toBe(404);
      expect((await guardClient[method](url)).statusCode, url).toBe(403);
      expect((await customerClient[method](url)).statusCode, url).toBe(403);
    }
    expect((await adminB.get('/api/payroll/runs')).json()).toEqual([]);
    expect((await customerClient.get('/api/payroll/runs')).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(payrollRuns).where(eq(payrollRuns.id, runId));
    expect(row.status).toBe('processed');
  });
});

describe('processed payrolls: pay stubs and exports', () => {
  it('renders a pay stub in Spanish and in English', async () => {
    const run = (await adminA.get(`/api/payroll/runs/${runId}`)).json();
    const line = run.lines.find((l: { guardName: string }) => l.guardName === 'Beto Dos');
    const es = await adminA.get(`/api/payroll/runs/${runId}/lines/${line.id}/stub?lang=es`);
    expect(es.statusCode).toBe(200);
    expect(es.headers['content-type']).toBe('application/pdf');
    const esText = pdfText(es.rawPayload);
    for (const word of [
      'Talonario de pago',
      'Beto Dos',
      'Pago bruto',
      'Pago neto',
      'Horas extra',
      'Servicio especial',
      'Préstamo',
      'Impuestos',
    ])
      expect(esText, word).toContain(word);
    const enText = pdfText((await adminA.get(`/api/payroll/runs/${runId}/lines/${line.id}/stub?lang=en`)).rawPayload);
    for (const word of ['Pay stub', 'Gross pay', 'Net pay', 'Overtime', 'Special service', 'Taxes']) expect(enText, word).toContain(word);
    // Issue 29: the rules that paid the hours in words (the rule set's name, each rule as the web says it), not keys.
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    expect(flat(esText)).toContain('Reglas aplicadas: EE. UU. federal (FLSA)');
    expect(flat(esText)).toContain('Regular: Hasta 40 h en la semana laboral');
    expect(flat(esText)).toContain('Más de 40 h en la semana laboral: 1.5×');
    expect(flat(enText)).toContain('Rules applied: US federal (FLSA)');
    expect(flat(enText)).toContain('Regular: Up to 40 h in the workweek');
    for (const text of [esText, enText]) {
      expect(text).not.toMatch(/us-flsa\.|Regular: Regular/);
      expect(text).not.toContain('(us-flsa)');
    }
    expect((await customerClient.get(`/api/payroll/runs/${runId}/lines/${line.id}/stub`)).statusCode).toBe(403);
  });

  it('exports the generic layout in integer cents and the QuickBooks Online time activity layout', async () => {
    const generic = await adminA.get(`/api/payroll/runs/${runId}/export?layout=generic&lang=en`);
    expect(generic.statusCode).toBe(200);
    const rows = generic.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Run,Period start,Period end,Guard,Employee number,Hourly wage (cents),Regular minutes,Overtime minutes,Premium minutes,Unverified minutes,Regular pay (cents),Overtime pay (cents),Premium pay (cents),Special services (cents),Adjustments (cents),Gross (cents),Deductions before tax (cents),Taxes (cents),Deductions after tax (cents),Net (cents)',
    );
    expect(
      rows.some((r) => r.startsWith('1,2026-03-01,2026-03-14,Ana Uno,,1500,2880,0,0,2400,72000,0,0,0,0,72000,6000,6600,0,59400')),
    ).toBe(true);
    const qbo = await adminA.get(`/api/payroll/runs/${runId}/export?layout=quickbooks`);
    const q = qbo.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(q[0]).toBe('TxnDate,NameOf,EmployeeVendorRefName,ItemRef Name,Billable Status,Taxable,Hourly Rate,Duration,Description');
    expect(q).toContain('03/14/2026,Employee,Beto Dos,Overtime Pay,NotBillable,FALSE,30.00,14:00,Run 1');
    expect(q).toContain('03/14/2026,Employee,Beto Dos,Regular Pay,NotBillable,FALSE,20.00,40:00,Run 1');
    expect(q.some((r) => r.includes('Special Service') && r.includes('25.00,4:00'))).toBe(true);
  });
});

describe('the job payroll.calculate_run', () => {
  it('runs in the job runner and leaves the run calculated with its progress at 100', async () => {
    const w = await buildTestApp({}, { jobs: 'work' });
    try {
      const db = w.database.db;
      const two = await createTwoTenantWorld(db);
      const g = await createGuard(db, { companyId: two.a.company.id, hourlyWageCents: 1000 });
      await db.insert(attendanceRecords).values([
        { companyId: two.a.company.id, guardId: g.id, type: 'check_in', timestamp: at('2026-03-02', '08:00') },
        { companyId: two.a.company.id, guardId: g.id, type: 'check_out', timestamp: at('2026-03-02', '12:00') },
      ]);
      const admin = clientFor(w.app, await signIn(w.app, two.a.admin));
      const run = (
        await admin.post('/api/payroll/runs', {
          periodKind: 'weekly',
          periodStart: FROM,
          periodEnd: '2026-03-07',
          selection: 'guards',
          guardIds: [g.id],
        })
      ).json();
      expect((await admin.post(`/api/payroll/runs/${run.id}/calculate`)).statusCode).toBe(202);
      let current = run;
      for (let i = 0; i < 100 && current.status !== 'calculated'; i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        current = (await admin.get(`/api/payroll/runs/${run.id}`)).json();
      }
      expect(current).toMatchObject({ status: 'calculated', progress: 100, grossCents: 4000, guardCount: 1 });
    } finally {
      await w.close();
    }
  });
});

describe('uniforms hook', () => {
  it('a uniform issued with a cost and instalments becomes a deduction of the guard, per run until paid', async () => {
    const item = await adminA.post('/api/uniform-items', {
      name: 'Chaqueta',
      unitCostCents: 4500,
      lowStockThreshold: 0,
      sizes: [{ size: 'M', stock: 3 }],
    });
    expect(item.statusCode).toBe(201);
    const issue = await adminA.post('/api/uniform-issues', {
      itemId: item.json().id,
      sizeId: item.json().sizes[0].id,
      guardId: guard2.id,
      quantity: 2,
      issuedOn: '2026-04-01',
      condition: 'new',
      deductInstalments: 4,
    });
    expect(issue.statusCode).toBe(201);
    const deductions = (await adminA.get('/api/payroll/deductions')).json() as {
      name: string;
      source: string;
      totalCents: number;
      amountCents: number;
      guardId: string;
    }[];
    expect(deductions.find((d) => d.source === 'uniform')).toMatchObject({
      name: 'Chaqueta',
      totalCents: 9000,
      amountCents: 2250,
      guardId: guard2.id,
    });
  });
});
