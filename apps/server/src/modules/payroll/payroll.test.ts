import { PAYROLL_MESSAGES, ruleInputOfProfileType } from '@centinela/shared/contracts/payroll';
import { eq } from 'drizzle-orm';
import EN_PAYROLL from '../../../../web/src/i18n/locales/en/payroll.json' with { type: 'json' };
import ES_PAYROLL from '../../../../web/src/i18n/locales/es/payroll.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, payrollProfileTypes, systemLogs } from '../../db/schema';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createTwoTenantWorld, signIn } from '../../../test/factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let adminA: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
});
afterAll(() => t.close());

const input = (name: string, daily: number | string = 8, weekly: number | string = 40) => ({
  name,
  dailyOvertimeThresholdHours: daily,
  weeklyOvertimeThresholdHours: weekly,
});

describe('POST /api/payroll-profile-types', () => {
  it('creates a type in the actor’s company with a system-log entry', async () => {
    const res = await adminA.post('/api/payroll-profile-types', { ...input('Estándar', '8', '40'), companyId: world.b.company.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Estándar',
      companyId: world.a.company.id,
      dailyOvertimeThresholdHours: 8,
      weeklyOvertimeThresholdHours: 40,
      usersCount: 0,
    });
    const logs = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityId, res.json().id));
    expect(logs).toHaveLength(1);
  });

  it('rejects a missing name, thresholds out of range and daily above weekly (400)', async () => {
    for (const body of [input(''), input('A', 0), input('B', 25), input('C', 8, 200), input('D', 12, 10), input('E', 'x')]) {
      expect((await adminA.post('/api/payroll-profile-types', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses a duplicate name in the same company (409) but allows it in another', async () => {
    expect((await adminA.post('/api/payroll-profile-types', input('Doce horas', 12, 48))).statusCode).toBe(201);
    expect((await adminA.post('/api/payroll-profile-types', input('DOCE HORAS', 12, 48))).statusCode).toBe(409);
    expect((await adminB.post('/api/payroll-profile-types', input('Doce horas', 12, 48))).statusCode).toBe(201);
  });

  it('refuses a guard without the settings permission (403)', async () => {
    const guard = clientFor(t.app, await signIn(t.app, world.a.guard));
    expect((await guard.post('/api/payroll-profile-types', input('X'))).statusCode).toBe(403);
  });
});

describe('GET /api/payroll-profile-types', () => {
  it('lists only the actor’s company types, sorted by name', async () => {
    const res = await adminA.get(`/api/payroll-profile-types?companyId=${world.b.company.id}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { companyId: string; name: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.companyId === world.a.company.id)).toBe(true);
    expect(rows.map((r) => r.name)).toEqual([...rows.map((r) => r.name)].sort((a, b) => a.localeCompare(b)));
  });

  it('rejects a malformed companyId (400) and a guard without users, settings or payroll view (403)', async () => {
    expect((await adminA.get('/api/payroll-profile-types?companyId=nope')).statusCode).toBe(400);
    const guard = clientFor(t.app, await signIn(t.app, world.a.guard));
    expect((await guard.get('/api/payroll-profile-types')).statusCode).toBe(403);
  });
});

describe('PUT and DELETE /api/payroll-profile-types/:id', () => {
  it('updates a type, refuses invalid input (400) and another tenant (404)', async () => {
    const created = (await adminA.post('/api/payroll-profile-types', input('Nocturno', 8, 40))).json();
    const res = await adminA.put(`/api/payroll-profile-types/${created.id}`, input('Nocturno', 10, 44));
    expect(res.json()).toMatchObject({ dailyOvertimeThresholdHours: 10, weeklyOvertimeThresholdHours: 44 });
    expect((await adminA.put(`/api/payroll-profile-types/${created.id}`, input('Nocturno', 30, 44))).statusCode).toBe(400);
    expect((await adminB.put(`/api/payroll-profile-types/${created.id}`, input('Hack', 1, 2))).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(payrollProfileTypes).where(eq(payrollProfileTypes.id, created.id));
    expect(row.name).toBe('Nocturno');
  });

  it('refuses to delete a type a guard uses (409), deletes an unused one, and answers 404 for another tenant', async () => {
    const used = (await adminA.post('/api/payroll-profile-types', input('En uso'))).json();
    await createGuard(t.database.db, { companyId: world.a.company.id, payrollProfileTypeId: used.id });
    expect((await adminB.delete(`/api/payroll-profile-types/${used.id}`)).statusCode).toBe(404);
    const conflict = await adminA.delete(`/api/payroll-profile-types/${used.id}`);
    expect(conflict.statusCode).toBe(409);
    expect((await adminA.get('/api/payroll-profile-types')).json().find((r: { id: string }) => r.id === used.id).usersCount).toBe(1);
    const unused = (await adminA.post('/api/payroll-profile-types', input('Sin uso'))).json();
    expect((await adminA.delete(`/api/payroll-profile-types/${unused.id}`)).statusCode).toBe(204);
  });
});

describe('overtime rule set on payroll profile types (issue 18)', () => {
  it("starts from the company's country, keeps the options and refuses a meal penalty out of range", async () => {
    await t.database.db
      .update(companies)
      .set({ address: { country: 'MX' } })
      .where(eq(companies.id, world.b.company.id));
    const mx = (await adminB.post('/api/payroll-profile-types', input('Jornada MX'))).json();
    expect(mx).toMatchObject({ ruleSet: 'mx', alternateWeek: false, mealPenaltyPercent: null, mexicoShift: null, weekStartsOn: null });
    // Company A has no address: the US federal rules.
    const us = (await adminA.post('/api/payroll-profile-types', input('Federal'))).json();
    expect(us.ruleSet).toBe('us-flsa');
    const pr = await adminA.post('/api/payroll-profile-types', {
      ...input('PR alterna'),
      ruleSet: 'pr',
      alternateWeek: true,
      shortMealAgreement: true,
      mealPenaltyPercent: '200',
      mexicoShift: '',
      weekStartsOn: '1',
    });
    expect(pr.json()).toMatchObject({
      ruleSet: 'pr',
      alternateWeek: true,
      shortMealAgreement: true,
      mealPenaltyPercent: 200,
      weekStartsOn: 1,
    });
    const updated = await adminA.put(`/api/payroll-profile-types/${pr.json().id}`, { ...input('PR alterna'), ruleSet: 'us-ca' });
    expect(updated.json()).toMatchObject({ ruleSet: 'us-ca', alternateWeek: false, mealPenaltyPercent: null });
    expect((await adminA.post('/api/payroll-profile-types', { ...input('Mal'), mealPenaltyPercent: 5000 })).statusCode).toBe(400);
    expect((await adminA.post('/api/payroll-profile-types', { ...input('Mal'), ruleSet: 'xx' })).statusCode).toBe(400);
  });
});

describe('payroll-law options on payroll profile types (issue 27)', () => {
  it("saves and reads the Puerto Rico 24-hour cycle and week start time, California's workday start and Mexico's rest day", async () => {
    const pr = await adminA.post('/api/payroll-profile-types', {
      ...input('PR ciclo fijo'),
      ruleSet: 'pr',
      dayCycleStartMinute: '06:30',
      weekStartMinute: 1,
    });
    expect(pr.statusCode, pr.body).toBe(201);
    expect(pr.json()).toMatchObject({ dayCycleStartMinute: 390, weekStartMinute: 1, workdayStartMinute: null, restDay: null });
    const ca = (
      await adminA.post('/api/payroll-profile-types', { ...input('CA jornada'), ruleSet: 'us-ca', workdayStartMinute: 360 })
    ).json();
    expect(ca).toMatchObject({ ruleSet: 'us-ca', workdayStartMinute: 360, dayCycleStartMinute: null });
    const mx = (await adminA.post('/api/payroll-profile-types', { ...input('MX descanso'), ruleSet: 'mx', restDay: '6' })).json();
    expect(mx).toMatchObject({ ruleSet: 'mx', restDay: 6 });

    // Read back through the list, and cleared by an update that leaves them empty.
    const listed = (await adminA.get('/api/payroll-profile-types')).json() as { id: string }[];
    expect(listed.find((r) => r.id === pr.json().id)).toMatchObject({ dayCycleStartMinute: 390, weekStartMinute: 1 });
    expect(listed.find((r) => r.id === mx.id)).toMatchObject({ restDay: 6 });
    const cleared = await adminA.put(`/api/payroll-profile-types/${mx.id}`, { ...input('MX descanso'), ruleSet: 'mx', restDay: '' });
    expect(cleared.json().restDay).toBeNull();
    const [row] = await t.database.db.select().from(payrollProfileTypes).where(eq(payrollProfileTypes.id, pr.json().id));
    expect(row).toMatchObject({ dayCycleStartMinute: 390, weekStartMinute: 1, restDay: null });
  });

  it('refuses a rest day outside Sunday…Saturday and a time of day out of range (400, with es/en messages)', async () => {
    const res = await adminA.post('/api/payroll-profile-types', { ...input('MX malo'), ruleSet: 'mx', restDay: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors.restDay).toEqual([PAYROLL_MESSAGES.restDayRange]);
    expect(EN_PAYROLL.validation.restDayRange).toBe('The rest day must be a day of the week (0 Sunday … 6 Saturday)');
    expect(ES_PAYROLL.validation.restDayRange).toBe('El día de descanso debe ser un día de la semana (0 domingo … 6 sábado)');
    for (const bad of [{ dayCycleStartMinute: 1440 }, { workdayStartMinute: '25:00' }, { weekStartMinute: -1 }, { weekStartMinute: 1.5 }]) {
      const refused = await adminA.post('/api/payroll-profile-types', { ...input('Hora mala'), ruleSet: 'pr', ...bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.values(refused.json().details.fieldErrors)).toEqual([[PAYROLL_MESSAGES.timeOfDay]]);
    }
    expect(EN_PAYROLL.validation.timeOfDay).toBeTruthy();
    expect(ES_PAYROLL.validation.timeOfDay).toBeTruthy();
  });

  it('gives the engine the options and the thresholds in minutes', async () => {
    const created = (
      await adminA.post('/api/payroll-profile-types', {
        ...input('MX pactada', '9.5', '45'),
        ruleSet: 'mx',
        restDay: 3,
        weekStartsOn: 1,
      })
    ).json();
    expect(ruleInputOfProfileType(created)).toEqual({
      ruleSet: 'mx',
      options: { restDay: 3, weekStartsOn: 1, dailyThresholdMinutes: 570, weeklyThresholdMinutes: 2700 },
    });
    // The stored row (numeric thresholds as text) gives the same.
    const [row] = await t.database.db.select().from(payrollProfileTypes).where(eq(payrollProfileTypes.id, created.id));
    expect(ruleInputOfProfileType({ ...row, ruleSet: 'mx' }).options).toMatchObject({
      dailyThresholdMinutes: 570,
      weeklyThresholdMinutes: 2700,
    });
    const pr = (
      await adminA.post('/api/payroll-profile-types', {
        ...input('PR opciones'),
        ruleSet: 'pr',
        dayCycleStartMinute: 420,
        weekStartMinute: 1,
      })
    ).json();
    expect(ruleInputOfProfileType(pr).options).toEqual({
      dayCycleStartMinute: 420,
      weekStartMinute: 1,
      dailyThresholdMinutes: 480,
      weeklyThresholdMinutes: 2400,
    });
  });
});
