// Valid-looking input out of range is a 400 naming the field in the caller's language, never a 500 (issue 29): a date
// in year 9999 in a task, the shifts board or the payroll attendance, a wiki revision over 2^31. The bounds live in the
// shared primitives (contracts/common.ts: dates 1900-01-01 … 2199-12-31, integers within a PostgreSQL integer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './app';
import { createTwoTenantWorld, signIn } from './factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  cookie = await signIn(t.app, world.a.admin);
});
afterAll(() => t?.close());

const send = (method: 'GET' | 'POST', url: string, payload?: object, language = 'en') =>
  t.app.inject({ method, url, headers: { cookie, 'accept-language': language }, ...(payload ? { payload } : {}) });

const EN = 'The date must be between 01/01/1900 and 12/31/2199';
const ES = 'La fecha debe estar entre el 01/01/1900 y el 31/12/2199';

/** A 400 whose first problem is `field`, worded in English (and in Spanish when asked). */
const expectOutOfRange = async (method: 'GET' | 'POST', url: string, field: string, payload?: object) => {
  const en = await send(method, url, payload);
  expect(en.statusCode, en.body).toBe(400);
  const body = en.json();
  expect(body).toMatchObject({
    code: 'VALIDATION',
    message: `${field}: ${EN}`,
    details: { fieldErrors: { [field]: ['common:validation.dateOutOfRange'] } },
  });
  expect(body.issues[0]).toEqual({ path: field, code: 'custom', key: 'common:validation.dateOutOfRange', message: EN });
  const es = await send(method, url, payload, 'es');
  expect(es.statusCode).toBe(400);
  expect(es.json().message).toBe(`${field}: ${ES}`);
};

describe('dates far in the future or the past', () => {
  it('POST /api/tasks: a due date or a series end in year 9999 is a 400 on the field', async () => {
    const task = { title: 'Ronda lejana', assigneeIds: [world.a.guard.id] };
    await expectOutOfRange('POST', '/api/tasks', 'dueDate', { ...task, dueDate: '9999-12-31' });
    await expectOutOfRange('POST', '/api/tasks', 'dueDate', { ...task, dueDate: '0001-01-01' });
    await expectOutOfRange('POST', '/api/tasks', 'recurrenceEndDate', {
      ...task,
      dueDate: '2026-01-05',
      isRecurring: true,
      recurrenceType: 'daily',
      recurrenceEndDate: '9999-12-31',
    });
    // The last accepted day is a date like any other.
    expect((await send('POST', '/api/tasks', { ...task, dueDate: '2199-12-31' })).statusCode).toBe(201);
  });

  it('GET /api/shifts?date=9999-12-31 and an occurrence in year 9999 are 400s', async () => {
    // A Monday: the world's roster (in force from 2026, no end) has a shift on it, whose occurrence answered 500.
    await expectOutOfRange('GET', '/api/shifts?date=9999-12-27', 'date');
    await expectOutOfRange('GET', '/api/shifts?date=9999-12-31', 'date');
    await expectOutOfRange('GET', '/api/shifts?date=2200-01-01', 'date');
    // The last Monday accepted shows its shift.
    const last = await send('GET', '/api/shifts?date=2199-12-30');
    expect(last.statusCode).toBe(200);
    expect(last.json().total).toBe(1);
    const occurrence = await send('POST', `/api/shifts/${world.a.shifts[0].id}:9999-12-27/presence`, { guardId: world.a.guard.id });
    expect(occurrence.statusCode).toBe(400);
    expect(occurrence.json().details.fieldErrors.occurrenceId).toEqual(['shifts:validation.occurrenceId']);
  });

  it('GET /api/payroll/attendance with a period in year 9999 is a 400 on the field', async () => {
    await expectOutOfRange('GET', '/api/payroll/attendance?from=9999-12-01&to=9999-12-31', 'from');
    await expectOutOfRange('GET', '/api/payroll/attendance?from=2026-03-02&to=9999-12-31', 'to');
    expect((await send('GET', '/api/payroll/attendance?from=2199-12-01&to=2199-12-31')).statusCode).toBe(200);
  });
});

describe('integers over a PostgreSQL integer', () => {
  it('POST /api/wiki/pages/:id/revisions/:revision/restore with a revision of 2^31 or 2^53 is a 400 on the field', async () => {
    const page = await send('POST', '/api/wiki/pages', { title: 'Uniformes', body: '<p>Camisa</p>' });
    expect(page.statusCode).toBe(201);
    const { id } = page.json();
    for (const revision of ['2147483648', '9007199254740992', '99999999999999999999']) {
      const res = await send('POST', `/api/wiki/pages/${id}/revisions/${revision}/restore`);
      expect(res.statusCode, res.body).toBe(400);
      // One issue, naming the integer's real limit (not also zod's safe-integer one).
      expect(res.json()).toMatchObject({ code: 'VALIDATION', details: { where: 'params' } });
      expect(res.json().issues).toEqual([{ path: 'revision', code: 'too_big', message: 'Too big: expected number to be <=2147483647' }]);
      expect(res.json().message).toBe('revision: Too big: expected number to be <=2147483647');
    }
    // The largest integer is a revision that does not exist, not an error.
    expect((await send('POST', `/api/wiki/pages/${id}/revisions/2147483647/restore`)).statusCode).toBe(404);
  });

  it('a page number of 2^31 is a 400 on the field', async () => {
    const res = await send('GET', '/api/tasks?page=2147483648');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'page', code: 'too_big' });
  });
});
