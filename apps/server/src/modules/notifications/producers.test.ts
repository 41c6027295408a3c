// Producers of issue 20 with a clock the test controls: document expiry (each threshold once, at once when saved inside
// one), required-for-duty document types refusing a guard (availability and roster save), and roster saves telling
// guards which shifts they gained or lost.
import { addDays, todayIn } from '@centinela/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createTwoTenantWorld, signIn } from '../../../test/factories';
import { notifications } from '../../db/schema';
import { multipart, samples } from '../../platform/storage/test-samples';
import { runDocumentExpiry, thresholdOf } from './document-expiry';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let cookie: string;
let admin: ReturnType<typeof clientFor>;
const TZ = 'America/Puerto_Rico';
const today = () => todayIn(TZ);

const upload = (userId: string, fields: Record<string, string>) => {
  const { payload, headers } = multipart(fields, [{ name: 'doc.pdf', type: 'application/pdf', data: samples.pdf() }]);
  return t.app.inject({ method: 'POST', url: `/api/users/${userId}/upload-document`, payload, headers: { ...headers, cookie } });
};

const notesOf = (userId: string, documentId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.sourceEntityId, documentId)));

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  cookie = await signIn(t.app, world.a.admin);
  admin = clientFor(t.app, cookie);
});
afterAll(() => t.close());

describe('document expiry', () => {
  it('picks the smallest lead time a document is inside', () => {
    expect(thresholdOf(100, [90, 60, 30, 7])).toBeNull();
    expect(thresholdOf(90, [90, 60, 30, 7])).toBe(90);
    expect(thresholdOf(25, [90, 60, 30, 7])).toBe(30);
    expect(thresholdOf(0, [90, 60, 30, 7])).toBe(7);
    expect(thresholdOf(-1, [90, 60, 30, 7])).toBe('expired');
  });

  it('a document saved 30 days from expiry is notified at once, to the guard and the admins, and exactly once over several runs', async () => {
    const res = await upload(world.a.guard.id, { name: 'Licence A', expiryDate: addDays(today(), 30) });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect(await notesOf(world.a.guard.id, id)).toHaveLength(1);
    expect(await notesOf(world.a.admin.id, id)).toHaveLength(1);
    const now = new Date();
    for (let i = 0; i < 3; i++) await runDocumentExpiry(t.database.db, new Date(now.getTime() + i * 3_600_000));
    const rows = await notesOf(world.a.guard.id, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'document.expiring',
      type: 'alert',
      params: expect.objectContaining({ document: 'Licence A', days: 30 }),
    });
    // Nothing for the other tenant.
    expect(await notesOf(world.b.admin.id, id)).toHaveLength(0);
  });

  it('the job notifies each next threshold once as the days pass, then expiry', async () => {
    const res = await upload(world.a.guard.id, { name: 'Firearm permit', expiryDate: addDays(today(), 100) });
    const id = res.json().id;
    expect(await notesOf(world.a.guard.id, id)).toHaveLength(0);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000);
    for (const n of [0, 5, 10, 10, 11, 45, 45, 80, 93, 93, 101, 102]) await runDocumentExpiry(t.database.db, day(n));
    const rows = await notesOf(world.a.guard.id, id);
    expect(rows.map((r) => r.dedupeKey?.split(':').pop()).sort()).toEqual(['30', '60', '7', '90', 'expired'].sort());
    expect(rows.filter((r) => r.kind === 'document.expired')).toHaveLength(1);
  });
});

describe('vehicle document expiry', () => {
  const uploadVehicleDoc = (vehicleId: string, fields: Record<string, string>) => {
    const { payload, headers } = multipart(fields, [{ name: 'seguro.pdf', type: 'application/pdf', data: samples.pdf() }]);
    return t.app.inject({ method: 'POST', url: `/api/vehicles/${vehicleId}/documents`, payload, headers: { ...headers, cookie } });
  };
  const vehicleNotes = (vehicleId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, world.a.admin.id), eq(notifications.sourceEntityId, vehicleId)));

  it('an insurance saved 20 days from expiry tells the admins at once (maintenance), once over several runs; the next thresholds and expiry follow; a renewal silences it', async () => {
    const created = await admin.post('/api/vehicles', { licensePlate: 'jkl-123', brand: 'Toyota', model: 'Hilux', year: 2022 });
    expect(created.statusCode, created.body).toBe(201);
    const vehicleId = created.json().id;
    const res = await uploadVehicleDoc(vehicleId, { title: 'Seguro 2026', documentType: 'insurance', expiryDate: addDays(today(), 20) });
    expect(res.statusCode, res.body).toBe(201);
    let rows = await vehicleNotes(vehicleId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'vehicle.documentExpiring',
      type: 'maintenance',
      priority: 'medium',
      link: `/vehicles?vehicle=${vehicleId}&tab=documents`,
      params: expect.objectContaining({ document: 'Seguro 2026', vehicle: 'JKL-123 · Toyota Hilux', days: 20 }),
    });
    const day = (n: number) => new Date(Date.now() + n * 86_400_000);
    for (const n of [0, 1, 1, 13, 14, 21, 22]) await runDocumentExpiry(t.database.db, day(n));
    rows = await vehicleNotes(vehicleId);
    expect(rows.map((r) => r.dedupeKey?.split(':').pop()).sort()).toEqual(['30', '7', 'expired']);
    // Nothing for the other tenant's admin.
    const other = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, world.b.admin.id), eq(notifications.sourceEntityId, vehicleId)));
    expect(other).toHaveLength(0);

    // A renewed registration (later expiry) silences the old one's next thresholds.
    const second = await admin.post('/api/vehicles', { licensePlate: 'MNO-456' });
    const otherId = second.json().id;
    await uploadVehicleDoc(otherId, { title: 'Marbete 2026', documentType: 'registration', expiryDate: addDays(today(), 50) });
    expect(await vehicleNotes(otherId)).toHaveLength(1);
    await uploadVehicleDoc(otherId, { title: 'Marbete 2027', documentType: 'registration', expiryDate: addDays(today(), 415) });
    for (const n of [25, 45, 51]) await runDocumentExpiry(t.database.db, day(n));
    expect(await vehicleNotes(otherId)).toHaveLength(1);
  });
});

describe('documents required for duty', () => {
  it('a guard whose required document is expired is refused by availability and by a roster save, with the reason', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id, email: `req-${Date.now()}@example.com` });
    const type = await admin.post('/api/document-types', { name: 'Guard licence', requiredForDuty: true });
    expect(type.statusCode).toBe(201);
    const typeId = type.json().id;
    const date = addDays(today(), 7);
    const availability = async () =>
      (await admin.get(`/api/rosters/availability?postId=${world.a.post.id}&date=${date}&startTime=07:00&endTime=15:00`))
        .json()
        .items.find((i: { guardId: string }) => i.guardId === guard.id);
    // Missing.
    let item = await availability();
    expect(item.status).toBe('blocked');
    expect(item.conflicts).toContainEqual(expect.objectContaining({ type: 'document', documentName: 'Guard licence', expiredOn: null }));
    // Expired.
    const expired = await upload(guard.id, { name: 'Licence', expiryDate: addDays(today(), -1), documentTypeId: typeId });
    expect(expired.statusCode).toBe(201);
    item = await availability();
    expect(item.conflicts).toContainEqual(expect.objectContaining({ type: 'document', expiredOn: addDays(today(), -1) }));
    // The roster save refuses the guard naming the document.
    const shift = world.a.shifts[0];
    const assign = await admin.post(`/api/rosters/${world.a.roster.id}/shifts/${shift.id}/guards`, { guardId: guard.id });
    expect(assign.statusCode).toBe(409);
    expect(assign.json().message).toContain('Required document Guard licence expired');
    // A valid one makes the guard available again.
    await upload(guard.id, { name: 'Licence renewed', expiryDate: addDays(today(), 365), documentTypeId: typeId });
    item = await availability();
    expect(item.conflicts.filter((c: { type: string }) => c.type === 'document')).toEqual([]);
    // Not required any more: nobody is refused for it.
    await admin.put(`/api/document-types/${typeId}`, { requiredForDuty: false });
    // Another tenant cannot touch the type.
    const other = clientFor(t.app, await signIn(t.app, world.b.admin));
    expect((await other.put(`/api/document-types/${typeId}`, { requiredForDuty: true })).statusCode).toBe(404);
    expect((await other.get('/api/document-types')).json()).toEqual([]);
  });
});

describe('roster saves tell guards which shifts', () => {
  it('added and removed', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id, email: `shift-${Date.now()}@example.com` });
    const shift = world.a.shifts[0];
    const add = await admin.post(`/api/rosters/${world.a.roster.id}/shifts/${shift.id}/guards`, { guardId: guard.id });
    expect(add.statusCode).toBe(200);
    let rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, guard.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'shift.assigned',
      type: 'shift',
      params: expect.objectContaining({ count: 1, shifts: 'lun 7:00 AM – 3:00 PM' }),
    });
    const remove = await admin.delete(`/api/rosters/${world.a.roster.id}/shifts/${shift.id}/guards/${guard.id}`);
    expect(remove.statusCode).toBe(200);
    rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, guard.id), eq(notifications.kind, 'shift.unassigned')));
    expect(rows).toHaveLength(1);
  });
});
