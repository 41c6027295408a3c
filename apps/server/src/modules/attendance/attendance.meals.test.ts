// Meal punches from the guard's phone (issue 27): the order (a meal starts only while checked in and not already on a
// meal, ends only after it started) refused with its own code (409, worded in es and en) before any face work, the
// records and their log entries, what the phone screen shows next, the report's meal count, and another company.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import EN_API_ERRORS from '../../../../web/src/i18n/locales/en/apiErrors.json' with { type: 'json' };
import ES_API_ERRORS from '../../../../web/src/i18n/locales/es/apiErrors.json' with { type: 'json' };
import { buildTestApp, type TTestApp } from '../../../test/app';
import { capture } from '../../../test/face-frames';
import { clientFor, createGuard, createRoster, createTwoTenantWorld, signIn } from '../../../test/factories';
import { attendanceAttempts, files, systemLogs, userFacePhotos } from '../../db/schema';
import { storageOf } from '../../platform/storage';
import { computeDescriptors } from '../face-recognition/face-recognition.service';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/faces', name));
const PHOTO_A = fixture('person-a-photo.jpg');
const FRAME_A = fixture('person-a-frame.jpg');

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let adminA: ReturnType<typeof clientFor>;
let phone: ReturnType<typeof clientFor>;
let guardId: string;

/** A shift of every day that started 5 minutes ago (Puerto Rico, UTC−4, no DST), 8 hours long. */
const shiftAroundNow = () => {
  const local = (Math.floor(Date.now() / 60_000) - 240 - 5 + 2880) % 1440;
  return { startMinute: local, endMinute: (local + 480) % 1440 };
};

/** A phone punch on a fresh challenge of the client (a made-up one when it may not have any), with a new capture. */
const send = async (type?: string, client = phone, postId = world.a.post.id) => {
  const issued = await client.post('/api/attendance/challenges/phone');
  const ref =
    issued.statusCode === 201
      ? { challengeId: issued.json().challengeId, nonce: issued.json().nonce }
      : { challengeId: crypto.randomUUID(), nonce: 'x'.repeat(43) };
  return client.post('/api/attendance/punches/phone', {
    postId,
    ...ref,
    frames: [{ t: 0, jpeg: capture(FRAME_A).toString('base64') }],
    latitude: 18.4656,
    longitude: -66.1057,
    accuracy: 10,
    ...(type ? { type } : {}),
  });
};

const attemptsOf = async (id: string) =>
  Number((await t.database.db.select({ n: count() }).from(attendanceAttempts).where(eq(attendanceAttempts.guardId, id)))[0].n);

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  const guard = await createGuard(t.database.db, { companyId: world.a.company.id, name: 'Marta', lastName: 'Mesa' });
  guardId = guard.id;
  await createRoster(t.database.db, {
    companyId: world.a.company.id,
    postId: world.a.post.id,
    shifts: Array.from({ length: 7 }, (_, d) => ({ dayOfWeek: d, ...shiftAroundNow(), guardIds: [guard.id] })),
  });
  const key = `${world.a.company.id}/face_photo/${crypto.randomUUID()}`;
  await storageOf(t.app.ctx).put(key, PHOTO_A, { contentType: 'image/jpeg', size: PHOTO_A.length });
  const [file] = await t.database.db
    .insert(files)
    .values({
      companyId: world.a.company.id,
      storageKey: key,
      originalName: 'photo.jpg',
      contentType: 'image/jpeg',
      size: PHOTO_A.length,
      purpose: 'face_photo',
      subjectId: guard.id,
    })
    .returning();
  await t.database.db.insert(userFacePhotos).values({ companyId: world.a.company.id, userId: guard.id, fileId: file.id, position: 0 });
  await computeDescriptors(t.app.ctx, { companyId: world.a.company.id, userId: guard.id });
  await t.database.db.execute(
    `update posts set latitude = 18.4655, longitude = -66.1057, geofence_radius_m = 150 where id = '${world.a.post.id}'` as never,
  );
  const settings = { matchThreshold: 0.7, graceBeforeMinutes: 60, graceAfterMinutes: 120, allowUnscheduled: false, challengeKind: 'off' };
  expect((await adminA.put('/api/face-recognition/settings', settings)).statusCode).toBe(200);
  phone = clientFor(t.app, await signIn(t.app, guard));
}, 120_000);
afterAll(() => t.close());

describe('POST /api/attendance/punches/phone with a meal type', () => {
  it('refuses a meal before check-in (409 MEAL_NOT_CHECKED_IN) and an end without a start (409 MEAL_NOT_STARTED), before any face work', async () => {
    const start = await send('meal_start');
    expect(start.statusCode).toBe(409);
    expect(start.json()).toMatchObject({ code: 'MEAL_NOT_CHECKED_IN', message: 'Check in before starting your meal.' });
    const end = await send('meal_end');
    expect(end.statusCode).toBe(409);
    expect(end.json().code).toBe('MEAL_NOT_STARTED');
    expect(await attemptsOf(guardId)).toBe(0);
    expect(ES_API_ERRORS.MEAL_NOT_CHECKED_IN).toBe('Marque su entrada antes de iniciar la comida.');
    expect(EN_API_ERRORS.MEAL_NOT_CHECKED_IN).toBe('Check in before starting your meal.');
    expect(ES_API_ERRORS.MEAL_NOT_STARTED).toBe('No tiene una comida iniciada: inicie la comida antes de terminarla.');
    expect(EN_API_ERRORS.MEAL_NOT_STARTED).toBe('You have no meal started: start your meal before ending it.');
  });

  it('refuses an unknown type (400)', async () => {
    expect((await send('lunch')).statusCode).toBe(400);
  });

  it('checks in, starts a meal (logged), refuses a second start (409 MEAL_ALREADY_STARTED), ends it, refuses a second end, checks out', async () => {
    const checkIn = await send();
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    expect(checkIn.json()).toMatchObject({ outcome: 'accepted', record: { type: 'check_in' } });
    expect((await phone.get('/api/attendance/phone')).json().lastType).toBe('check_in');

    const start = await send('meal_start');
    expect(start.json()).toMatchObject({ outcome: 'accepted', record: { type: 'meal_start', source: 'phone', lateMinutes: 0 } });
    expect(start.json().record.shiftId).toBe(checkIn.json().record.shiftId);
    const [log] = await t.database.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.entityId, start.json().record.id), eq(systemLogs.entityType, 'attendance')));
    expect(log.details).toMatchObject({ messageKey: 'attendanceMealStarted', messageParams: { guard: 'Marta Mesa' } });
    expect((await phone.get('/api/attendance/phone')).json().lastType).toBe('meal_start');

    const again = await send('meal_start');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MEAL_ALREADY_STARTED');
    expect(ES_API_ERRORS.MEAL_ALREADY_STARTED).toBe('Su comida ya empezó: termínela antes de iniciar otra.');
    expect(EN_API_ERRORS.MEAL_ALREADY_STARTED).toBe('Your meal has already started: end it before starting another.');

    const end = await send('meal_end');
    expect(end.json()).toMatchObject({ outcome: 'accepted', record: { type: 'meal_end' } });
    expect((await send('meal_end')).json().code).toBe('MEAL_NOT_STARTED');

    // In or out without a type follows the last punch: after a meal, out.
    const out = await send();
    expect(out.json()).toMatchObject({ outcome: 'accepted', record: { type: 'check_out' } });
    expect((await send('meal_start')).json().code).toBe('MEAL_NOT_CHECKED_IN');
  }, 60_000);

  it('lists meal punches by type, counts meals in the report (and its CSV in es and en)', async () => {
    const meals = (await adminA.get(`/api/attendance/records?guardId=${guardId}&type=meal_start`)).json();
    expect(meals.items.map((r: { type: string }) => r.type)).toEqual(['meal_start']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Puerto_Rico' }).format(new Date());
    const report = (await adminA.get(`/api/attendance/report?from=${today}&to=${today}&guardId=${guardId}`)).json();
    expect(report.items[0]).toMatchObject({ checkIns: 1, checkOuts: 1, meals: 1 });
    expect((await adminA.get(`/api/attendance/report/csv?from=${today}&to=${today}&lang=en`)).body).toContain('Meals');
    expect((await adminA.get(`/api/attendance/report/csv?from=${today}&to=${today}`)).body).toContain('Comidas');
  });

  it("keeps another company out: its guard cannot punch a meal at this company's post (404), its admin sees no records (0) and cannot correct one (404)", async () => {
    const guardB = clientFor(t.app, await signIn(t.app, world.b.guard));
    expect((await send('meal_start', guardB)).statusCode).toBe(404);
    const adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
    expect((await adminB.get(`/api/attendance/records?guardId=${guardId}&type=meal_start`)).json().total).toBe(0);
    const [meal] = (await adminA.get(`/api/attendance/records?guardId=${guardId}&type=meal_start`)).json().items;
    expect((await adminB.patch(`/api/attendance/records/${meal.id}`, { type: 'meal_end', reason: 'Not mine' })).statusCode).toBe(404);
    // The company's own admin corrects it to another meal type (reason required).
    const fixed = await adminA.patch(`/api/attendance/records/${meal.id}`, { type: 'meal_start', reason: 'Hora revisada' });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ type: 'meal_start', correctionReason: 'Hora revisada' });
  });

  it('is for guards only (403)', async () => {
    expect((await send('meal_start', adminA)).statusCode).toBe(403);
  });
});
