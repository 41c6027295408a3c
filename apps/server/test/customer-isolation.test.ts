// Customer isolation inside one security company (issue 29): two customer companies of the same company, each with
// its own post and guard absences, and a guard who works a post of each. The customer admin of X walks every GET
// route with Y's ids (and with the shared guard's) and must find nothing of Y's side: not an absence marked on Y's
// post, not Y's name or post. "Works at their posts" is the posts scope every customer-scoped report uses (postScope).
// Then the absence fields (issue 29 item 2): X's admin reads the absences on their posts without why (category and
// notes) on every route and in the CSV; staff and the guard still do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './app';
import { clientFor, createCustomerCompany, createGuard, createPost, createRoster, createTwoTenantWorld, signIn } from './factories';
import { call, pathsFor, type TClient, type TWalkIds } from './route-walk';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let staff: TClient;
let customerX: TClient;
let sickId: string;
let side: {
  y: { customer: { id: string; name: string }; post: { id: string; name: string }; roster: { id: string }; shiftId: string };
  guardY: { id: string; email: string };
  shared: { id: string; email: string; companyId: string };
  sharedShiftOnX: string;
  absences: { onXOfShared: string; onYOfShared: string; onYOfGuardY: string };
};

const MONDAY = '2026-01-05';
const RANGE = `from=${MONDAY}&to=2026-01-11`;
const NOTE_X = 'Gripe, nota del médico Topacio';
const NOTE_Y = 'Nota de Y Granate';

/** Staff marks a guard absent on one of their shifts (the Monday) with a sick note; the absence's id. */
const markAbsent = async (guardId: string, shiftId: string, notes: string) => {
  const res = await staff.post(`/api/users/${guardId}/absences`, {
    categoryId: sickId,
    startDate: MONDAY,
    endDate: MONDAY,
    shiftId,
    notes,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  const companyId = world.a.company.id;
  staff = clientFor(t.app, await signIn(t.app, world.a.admin));
  customerX = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
  sickId = (await staff.get('/api/absence-categories')).json().find((c: { key: string }) => c.key === 'sick').id;
  // Customer Y of the same security company: its post, a guard of its own and a guard shared with X's post.
  const customerY = await createCustomerCompany(db, { companyId, name: 'Cliente Y Obsidiana' });
  const postY = await createPost(db, { companyId, customerCompanyId: customerY.id, name: 'Puesto Y Ópalo' });
  const guardY = await createGuard(db, { companyId, email: `guard-y-${Date.now()}@example.com` });
  const shared = await createGuard(db, { companyId, email: `guard-shared-${Date.now()}@example.com` });
  const onY = await createRoster(db, {
    companyId,
    postId: postY.id,
    shifts: [{ dayOfWeek: 1, startMinute: 420, endMinute: 900, requiredGuards: 2, guardIds: [guardY.id, shared.id] }],
  });
  const onX = await createRoster(db, {
    companyId,
    postId: world.a.post.id,
    shifts: [{ dayOfWeek: 1, startMinute: 900, endMinute: 1380, guardIds: [shared.id] }],
  });
  side = {
    y: { customer: customerY, post: postY, roster: onY.roster, shiftId: onY.shifts[0].id },
    guardY,
    shared,
    sharedShiftOnX: onX.shifts[0].id,
    absences: {
      onXOfShared: await markAbsent(shared.id, onX.shifts[0].id, NOTE_X),
      // The shared guard is absent from Y's post too (another day's absence would do; the same Monday is allowed).
      onYOfShared: await markAbsent(shared.id, onY.shifts[0].id, NOTE_Y),
      onYOfGuardY: await markAbsent(guardY.id, onY.shifts[0].id, NOTE_Y),
    },
  };
});
afterAll(() => t.close());

describe('customer isolation inside one security company (absences)', () => {
  it("a customer admin reads only the absences marked on their posts: the report, its CSV and the user's absences", async () => {
    const ids = (res: { json: () => { items: { id: string }[] } }) => res.json().items.map((r) => r.id);
    const report = await customerX.get(`/api/reports/absences?${RANGE}&pageSize=100`);
    expect(report.statusCode, report.body).toBe(200);
    expect(ids(report)).toContain(side.absences.onXOfShared);
    expect(ids(report)).not.toContain(side.absences.onYOfShared);
    expect(ids(report)).not.toContain(side.absences.onYOfGuardY);
    expect(report.json().total).toBe(report.json().items.length);
    // A filter naming Y's customer or post finds nothing more.
    expect(ids(await customerX.get(`/api/reports/absences?${RANGE}&customerCompanyId=${side.y.customer.id}`))).toEqual([]);
    expect(ids(await customerX.get(`/api/reports/absences?${RANGE}&postId=${side.y.post.id}`))).toEqual([]);
    const csv = await customerX.get(`/api/reports/absences/csv?${RANGE}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(world.a.post.name);
    expect(csv.body).not.toContain(side.y.post.name);
    // The shared guard's absences: only the one on X's post.
    const shared = await customerX.get(`/api/users/${side.shared.id}/absences`);
    expect(shared.statusCode).toBe(200);
    const listed = [...shared.json().current, ...shared.json().history].map((a: { id: string }) => a.id);
    expect(listed).toEqual([side.absences.onXOfShared]);
    expect(shared.json().totals.total).toBe(1);
    // Y's own guard is not a user X's admin sees: 404 on the absences as on the user (users routes' answer).
    expect((await customerX.get(`/api/users/${side.guardY.id}`)).statusCode).toBe(404);
    expect((await customerX.get(`/api/users/${side.guardY.id}/absences`)).statusCode).toBe(404);
    // Staff see every absence of both customers.
    const all = ids(await staff.get(`/api/reports/absences?${RANGE}&pageSize=100`));
    expect(all).toEqual(expect.arrayContaining(Object.values(side.absences)));
  });

  it("leaks nothing of customer Y to X's admin on any GET route, with Y's ids or the shared guard's", async () => {
    const base: TWalkIds = {
      companyId: world.a.company.id,
      customerCompanyId: side.y.customer.id,
      customerId: side.y.customer.id,
      userId: side.guardY.id,
      guardId: side.guardY.id,
      postId: side.y.post.id,
      rosterId: side.y.roster.id,
      shiftId: side.y.shiftId,
      occurrenceId: `${side.y.shiftId}:${MONDAY}`,
      absenceId: side.absences.onYOfShared,
    };
    const walks: TWalkIds[] = [base, { ...base, userId: side.shared.id, guardId: side.shared.id, absenceId: side.absences.onYOfGuardY }];
    const needles = [
      side.absences.onYOfShared,
      side.absences.onYOfGuardY,
      side.y.customer.name,
      side.y.post.name,
      side.guardY.email,
      NOTE_Y,
    ];
    const routes = t.app.routeTable.filter((r) => r.method === 'GET' && !r.isStream && r.url !== '/api/health');
    const failures: string[] = [];
    let answered = 0;
    for (const walkIds of walks) {
      for (const route of routes) {
        for (const url of pathsFor(route.url, walkIds)) {
          const res = await call(customerX, route, url, undefined, walkIds);
          if (res.statusCode >= 400) continue;
          answered += 1;
          const found = needles.filter((n) => res.body.includes(n));
          if (found.length) failures.push(`GET ${url} contains ${found.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The walk reached the routes that show this customer's guards and absences.
    expect(answered).toBeGreaterThan(20);
  }, 300_000);
});

describe('absence fields: why a guard was absent is for staff and the guard (issue 29)', () => {
  const REASON_KEYS = ['category', 'categoryId', 'categoryKey', 'categoryName', 'notes'];
  const keysOf = (row: object) => REASON_KEYS.filter((k) => k in row);

  it('a customer admin gets the absences on their posts without category or notes: report, CSV, user absences', async () => {
    const report = (await customerX.get(`/api/reports/absences?${RANGE}`)).json();
    expect(report.items.length).toBeGreaterThan(0);
    for (const row of report.items) expect(keysOf(row)).toEqual([]);
    // No totals by category, and a filter by category is not applied (it would tell which absences are sick ones).
    expect(report.byCategory).toEqual([]);
    expect(report.totalDays).toBeGreaterThan(0);
    const vacation = (await staff.get('/api/absence-categories')).json().find((c: { key: string }) => c.key === 'vacation');
    const filtered = (await customerX.get(`/api/reports/absences?${RANGE}&categoryId=${vacation.id}`)).json();
    expect(filtered.total).toBe(report.total);
    const csv = (await customerX.get(`/api/reports/absences/csv?${RANGE}&lang=en`)).body;
    const header = csv.replace('\uFEFF', '').split('\r\n')[0];
    expect(header).not.toMatch(/Category|Notes/);
    expect(csv).not.toContain(NOTE_X);
    const list = (await customerX.get(`/api/users/${side.shared.id}/absences`)).json();
    for (const absence of [...list.current, ...list.history]) expect(keysOf(absence)).toEqual([]);
    expect(JSON.stringify(list)).not.toContain(NOTE_X);
  });

  it('staff and the guard himself still read category and notes', async () => {
    const report = (await staff.get(`/api/reports/absences?${RANGE}&pageSize=100`)).json();
    const row = report.items.find((r: { id: string }) => r.id === side.absences.onXOfShared);
    expect(row).toMatchObject({ categoryId: sickId, categoryKey: 'sick', notes: NOTE_X });
    expect(report.byCategory).toEqual(expect.arrayContaining([expect.objectContaining({ categoryKey: 'sick' })]));
    const csv = (await staff.get(`/api/reports/absences/csv?${RANGE}&lang=en`)).body;
    expect(csv.split('\r\n')[0]).toMatch(/Category/);
    expect(csv).toContain(NOTE_X);
    const list = (await staff.get(`/api/users/${side.shared.id}/absences`)).json();
    const both = [...list.current, ...list.history];
    expect(both).toHaveLength(2);
    expect(both.find((a: { id: string }) => a.id === side.absences.onXOfShared)).toMatchObject({
      category: { key: 'sick' },
      notes: NOTE_X,
    });
    // The guard reads his own absences in the report (a guard's report scope is himself), reasons included.
    const guard = clientFor(t.app, await signIn(t.app, side.shared));
    const own = (await guard.get(`/api/reports/absences?${RANGE}`)).json();
    expect(own.items.map((r: { id: string }) => r.id).sort()).toEqual([side.absences.onXOfShared, side.absences.onYOfShared].sort());
    expect(own.items.every((r: { notes: string | null }) => r.notes !== undefined)).toBe(true);
    expect(own.byCategory).toEqual([expect.objectContaining({ categoryKey: 'sick', absences: 2 })]);
  });
});
