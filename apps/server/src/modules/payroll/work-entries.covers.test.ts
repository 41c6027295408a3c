// Covers and openings from the shifts board reach pay runs (issue 29: "A guard who covers a shift is not paid for it").
// The board's one-off changes (shift_occurrence_changes) are scheduled work like the weekly pattern: a guard covering
// an occurrence is paid for it from the cover when he has no punches, his punches on it get the shift's grace, and a
// guard opened off an occurrence is no longer paid for it. A cover made by staffing a special service is paid as the
// service (opportunities.payroll.ts), never also as the shift.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createRoster, createTwoTenantWorld, signIn } from '../../../test/factories';
import { attendanceRecords, opportunities, shiftOccurrenceChanges } from '../../db/schema';
import { calculateRun } from './payroll-runs.calculate';
import { loadGuardWork } from './work-entries';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let ana: { id: string };
let beto: { id: string };
let carla: { id: string };
let shiftIds: string[];

// Puerto Rico (UTC−4, no DST). The week of Monday 2026-03-02.
const at = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);
const MON = '2026-03-02';
const TUE = '2026-03-03';
const WED = '2026-03-04';
const THU = '2026-03-05';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  const companyId = world.a.company.id;
  ana = await createGuard(db, { companyId, name: 'Ana', lastName: 'Semanal', hourlyWageCents: 1500 });
  beto = await createGuard(db, { companyId, name: 'Beto', lastName: 'Cubre', hourlyWageCents: 1500 });
  carla = await createGuard(db, { companyId, name: 'Carla', lastName: 'Servicio', hourlyWageCents: 1500 });
  // Ana works Monday and Tuesday 07:00–15:00; Wednesday's and Thursday's shifts have one place and no weekly guard.
  const { shifts } = await createRoster(db, {
    companyId,
    postId: world.a.post.id,
    shifts: [
      { dayOfWeek: 1, startMinute: 420, endMinute: 900, guardIds: [ana.id] },
      { dayOfWeek: 2, startMinute: 420, endMinute: 900, guardIds: [ana.id] },
      { dayOfWeek: 3, startMinute: 420, endMinute: 900 },
      { dayOfWeek: 4, startMinute: 420, endMinute: 900 },
    ],
  });
  shiftIds = shifts.map((s) => s.id);
  // The board: Ana opened off Monday, Beto covers Monday (no punches) and Wednesday (punched, 3 minutes late).
  const opened = await admin.post(`/api/shifts/${shiftIds[0]}:${MON}/open`, { guardId: ana.id, reason: 'Cita médica' });
  expect(opened.statusCode, opened.body).toBe(200);
  for (const occ of [`${shiftIds[0]}:${MON}`, `${shiftIds[2]}:${WED}`]) {
    const covered = await admin.post(`/api/shifts/${occ}/cover`, { guardId: beto.id });
    expect(covered.statusCode, covered.body).toBe(200);
  }
  await db.insert(attendanceRecords).values([
    { companyId, guardId: beto.id, type: 'check_in', timestamp: at(WED, '07:03'), shiftId: shiftIds[2], shiftDate: WED },
    { companyId, guardId: beto.id, type: 'check_out', timestamp: at(WED, '15:00'), shiftId: shiftIds[2], shiftDate: WED },
  ]);
  // Carla covers Thursday as a special service (what staffing an opportunity writes).
  const [service] = await db
    .insert(opportunities)
    .values({
      companyId,
      number: 1,
      title: 'Evento',
      description: 'x',
      location: 'Coliseo',
      serviceType: 'event_security',
      status: 'approved',
      startDate: THU,
      endDate: THU,
      startTime: '07:00',
      endTime: '15:00',
      guardsRequired: 1,
      hourlyRateCents: 4000,
      totalBudgetCents: 32000,
      payRateCents: 2500,
      contactPerson: 'x',
      contactPhone: '+17875550000',
      contactEmail: 'x@example.com',
    })
    .returning();
  await db.insert(shiftOccurrenceChanges).values({
    companyId,
    shiftId: shiftIds[3],
    date: THU,
    guardId: carla.id,
    kind: 'cover',
    opportunityId: service.id,
  });
});
afterAll(() => t.close());

const workOf = async (guardId: string) => {
  const work = await loadGuardWork(t.database.db, {
    companyId: world.a.company.id,
    timeZone: 'America/Puerto_Rico',
    from: MON,
    to: THU,
    guardIds: [guardId],
    settings: { roundingMinutes: 0, graceMinutes: 5 },
  });
  const w = work.get(guardId);
  if (!w) throw new Error(guardId);
  return w;
};

describe('covers and openings in the work a pay run reads', () => {
  it('pays the covering guard: unverified from the cover without punches, punched with the shift’s grace', async () => {
    const w = await workOf(beto.id);
    expect(w.entries.map((e) => [e.source, e.start, e.end])).toEqual([
      ['schedule', at(MON, '07:00').toISOString(), at(MON, '15:00').toISOString()],
      ['attendance', at(WED, '07:00').toISOString(), at(WED, '15:00').toISOString()],
    ]);
    expect(w.days.get(MON)).toMatchObject({ workedMinutes: 0, unverifiedMinutes: 480, issues: ['no_punches'] });
    expect(w.days.get(WED)).toMatchObject({ workedMinutes: 480, unverifiedMinutes: 0, issues: [] });
    expect(w.entries[0].postId).toBe(world.a.post.id);
  });

  it('no longer pays the guard opened off an occurrence', async () => {
    const w = await workOf(ana.id);
    expect(w.entries.map((e) => e.start)).toEqual([at(TUE, '07:00').toISOString()]);
    expect(w.days.get(MON)).toBeUndefined();
  });

  it('pays a special service’s cover as the service only', async () => {
    const w = await workOf(carla.id);
    expect(w.entries).toEqual([]);
  });

  it('puts the cover’s hours on the guard’s pay-run line', async () => {
    const settings = await admin.put('/api/payroll/settings', { roundingMinutes: 0, graceMinutes: 5, taxRateBp: 0 });
    expect(settings.statusCode, settings.body).toBe(200);
    const created = await admin.post('/api/payroll/runs', {
      periodKind: 'weekly',
      periodStart: MON,
      periodEnd: '2026-03-08',
      selection: 'guards',
      guardIds: [beto.id, ana.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const runId = created.json().id;
    expect((await admin.post(`/api/payroll/runs/${runId}/calculate`)).statusCode).toBe(202);
    await calculateRun(t.app.ctx, { runId });
    const run = (await admin.get(`/api/payroll/runs/${runId}`)).json();
    expect(run.status, run.error).toBe('calculated');
    const lineOf = (guardId: string) =>
      (run.lines as { guardId: string; regularMinutes: number; grossCents: number }[]).find((l) => l.guardId === guardId);
    // Beto: Monday's cover + Wednesday's punched cover = 16 h at $15.00. Ana: Tuesday only = 8 h.
    expect(lineOf(beto.id)).toMatchObject({ regularMinutes: 960, grossCents: 24_000 });
    expect(lineOf(ana.id)).toMatchObject({ regularMinutes: 480, grossCents: 12_000 });
  });
});
