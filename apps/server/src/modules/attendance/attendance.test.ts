// Attendance: kiosk and phone punches against real faces (the shipped sample photos in test/fixtures/faces), the
// descriptor job, shift matching, offline stamps (replay, tampering), records, corrections and the settings.
import { createHmac, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { offlineStampText } from '@centinela/shared/contracts/attendance';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createRoster, createTwoTenantWorld, signIn } from '../../../test/factories';
import { capture } from '../../../test/face-frames';
import { attendanceAttempts, attendanceRecords, files, notifications, shiftPresences, systemLogs, userFacePhotos } from '../../db/schema';
import { storageOf } from '../../platform/storage';
import { computeDescriptors } from '../face-recognition/face-recognition.service';
import { runNoShows } from './no-shows';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/faces', name));
const PHOTO_A = fixture('person-a-photo.jpg');
const FRAME_A = fixture('person-a-frame.jpg');
const FRAME_B = fixture('person-b-frame.jpg');
const THREE = fixture('three-people.jpg');
const b64 = (b: Buffer) => b.toString('base64');
// Each frame a new capture (unique bytes): the server refuses frames it has seen before.
const frames = (jpeg: Buffer, n = 3) => Array.from({ length: n }, (_, i) => ({ t: i * 200, jpeg: b64(capture(jpeg)) }));

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let adminA: ReturnType<typeof clientFor>;
let deviceCookie: string;
let guard: Awaited<ReturnType<typeof createGuard>>;

/** A shift of every day that started 5 minutes ago (Puerto Rico, UTC−4, no DST), 8 hours long. */
const shiftAroundNow = () => {
  const local = (Math.floor(Date.now() / 60_000) - 240 - 5 + 2880) % 1440;
  return { startMinute: local, endMinute: (local + 480) % 1440 };
};

const addPhoto = async (userId: string, jpeg: Buffer, position = 0) => {
  const key = `${world.a.company.id}/face_photo/${crypto.randomUUID()}`;
  await storageOf(t.app.ctx).put(key, jpeg, { contentType: 'image/jpeg', size: jpeg.length });
  const [file] = await t.database.db
    .insert(files)
    .values({
      companyId: world.a.company.id,
      storageKey: key,
      originalName: `photo-${position}.jpg`,
      contentType: 'image/jpeg',
      size: jpeg.length,
      purpose: 'face_photo',
      subjectId: userId,
    })
    .returning();
  await t.database.db.insert(userFacePhotos).values({ companyId: world.a.company.id, userId, fileId: file.id, position });
};

/** The kiosk's next server-issued challenge (id and nonce for the punch's body). */
const challengeOf = async (cookie = deviceCookie) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/attendance/challenges', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(201);
  const { challengeId, nonce } = res.json();
  return { challengeId, nonce };
};

/** A well-formed challenge reference no server issued (for requests refused before it is looked at). */
const madeUpChallenge = { challengeId: '00000000-0000-4000-8000-000000000000', nonce: 'x'.repeat(43) };

/** A live kiosk punch: fetches a challenge first (as the kiosk does), unless the body is offline or names one. */
const punch = async (body: object, cookie = deviceCookie) => {
  const needsChallenge = !('offline' in body) && !('challengeId' in body);
  const payload = needsChallenge ? { ...(cookie === deviceCookie ? await challengeOf(cookie) : madeUpChallenge), ...body } : body;
  return t.app.inject({ method: 'POST', url: '/api/attendance/punches', headers: cookie ? { cookie } : {}, payload });
};

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  guard = await createGuard(t.database.db, {
    companyId: world.a.company.id,
    email: `face-${Date.now()}@example.com`,
    name: 'Ana',
    lastName: 'Rivera',
  });
  await createRoster(t.database.db, {
    companyId: world.a.company.id,
    postId: world.a.post.id,
    shifts: Array.from({ length: 7 }, (_, d) => ({ dayOfWeek: d, ...shiftAroundNow(), guardIds: [guard.id] })),
  });

  await addPhoto(guard.id, PHOTO_A, 0);
  await addPhoto(guard.id, THREE, 1);
  const registered = await adminA.post('/api/devices', { name: 'Lobby', postIds: [world.a.post.id] });
  const paired = await t.app.inject({ method: 'POST', url: '/api/devices/pair', payload: { code: registered.json().pairingCode } });
  const cookie = paired.cookies.find((c) => c.name === 'centinela_device');
  deviceCookie = `centinela_device=${cookie?.value}`;
  // Tests run without the challenge unless they turn it on: still photos cannot turn a head (see face-liveness.test.ts).
  expect(
    (
      await adminA.put('/api/face-recognition/settings', {
        matchThreshold: 0.7,
        graceBeforeMinutes: 60,
        graceAfterMinutes: 120,
        allowUnscheduled: false,
        challengeKind: 'off',
      })
    ).statusCode,
  ).toBe(200);
}, 120_000);
afterAll(() => t.close());

describe('the descriptor job', () => {
  it('describes a photo with one face, keeps none for a photo of three and tells the admin who saved them', async () => {
    const result = await computeDescriptors(t.app.ctx, { companyId: world.a.company.id, userId: guard.id, actorId: world.a.admin.id });
    expect(result).toEqual({ described: 1, unusable: ['photo-1.jpg'] });
    const rows = await t.database.db
      .select()
      .from(userFacePhotos)
      .where(eq(userFacePhotos.userId, guard.id))
      .orderBy(userFacePhotos.position);
    expect(rows.map((r) => [r.faceCount, r.descriptor?.length ?? 0, r.descriptorModel])).toEqual([
      [1, 1024, 'human-3.3.6/faceres'],
      [3, 0, 'human-3.3.6/faceres'],
    ]);
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, world.a.admin.id));
    expect(note?.kind).toBe('face.photosUnusable');
    // Run again: nothing left to describe.
    expect(await computeDescriptors(t.app.ctx, { companyId: world.a.company.id, userId: guard.id })).toEqual({
      described: 0,
      unusable: [],
    });
  }, 60_000);
});

describe('POST /api/attendance/punches (kiosk)', () => {
  it('refuses an unknown or missing device (401)', async () => {
    expect((await punch({ guardId: guard.id, postId: world.a.post.id, challenge: null, frames: frames(FRAME_A) }, '')).statusCode).toBe(
      401,
    );
    expect(
      (await punch({ guardId: guard.id, postId: world.a.post.id, challenge: null, frames: frames(FRAME_A) }, 'centinela_device=nope'))
        .statusCode,
    ).toBe(401);
  });

  it("answers 400 for another company's guard (the guard field), 404 for a post the kiosk is not at; 400 for frames that are not JPEG", async () => {
    const foreign = await punch({ guardId: world.b.guard.id, postId: world.a.post.id, challenge: null, frames: frames(FRAME_A) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details.fieldErrors).toEqual({ guardId: ['common:validation.guardNotInCompany'] });
    expect((await punch({ guardId: guard.id, postId: world.b.post.id, challenge: null, frames: frames(FRAME_A) })).statusCode).toBe(404);
    expect(
      (await punch({ guardId: guard.id, postId: world.a.post.id, challenge: null, frames: [{ t: 0, jpeg: b64(Buffer.from('hello')) }] }))
        .statusCode,
    ).toBe(400);
    expect((await punch({ guardId: guard.id, postId: world.a.post.id, challenge: null, frames: [] })).statusCode).toBe(400);
  });

  it('checks the enrolled guard in on their shift (present on the board), then out', async () => {
    const res = await punch({ guardId: guard.id, postId: world.a.post.id, challenge: null, frames: frames(FRAME_A) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      outcome: 'accepted',
      reason: null,
      record: {
        type: 'check_in',
        guardId: guard.id,
        postId: world.a.post.id,
        source: 'kiosk',
        offline: false,
        unscheduled: false,
        lateMinutes: 0,
      },
    });
    expect(body.matchScore).toBeGreaterThanOrEqual(0.7);
    expect(body.record.shiftId).toBeTruthy();
    expect(body.record.rosterId).toBeTruthy();
    const presences = await t.database.db.select().from(shiftPresences).where(eq(shiftPresences.guardId, guard.id));
    expect(presences).toHaveLength(1);
    const board = await adminA.get(`/api/shifts?date=${body.record.shiftDate}&pageSize=100`);
    const occ = board.json().items.find((o: { shiftId: string }) => o.shiftId === body.record.shiftId);
    expect(occ.guards.find((g: { id: string }) => g.id === guard.id).status).toBe('present');
    const logs = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityId, body.record.id));
    expect(logs.map((l) => l.entityType)).toEqual(['attendance']);

    const out = await punch({ guardId: guard.id, postId: world.a.post.id, challenge: null, frames: frames(FRAME_A) });
    expect(out.json().record.type).toBe('check_out');
  }, 60_000);

  it('refuses a different person and keeps the attempt with its frame and score', async () => {
    const res = await punch({ guardId: guard.id, postId: world.a.post.id, challenge: null, frames: frames(FRAME_B) });
    expect(res.json()).toMatchObject({ outcome: 'refused', reason: 'face_mismatch', record: null });
    expect(res.json().matchScore).toBeLessThan(0.7);
    const [attempt] = await t.database.db
      .select()
      .from(attendanceAttempts)
      .where(and(eq(attendanceAttempts.guardId, guard.id), eq(attendanceAttempts.reason, 'face_mismatch')));
    expect(attempt.frameFileId).toBeTruthy();
    const frame = await adminA.get(`/api/attendance/attempts/${attempt.id}/frame`);
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toContain('image/jpeg');
    const review = (await adminA.get('/api/attendance/attempts')).json();
    expect(review.items.map((a: { id: string }) => a.id)).toContain(attempt.id);
    expect((await adminA.post(`/api/attendance/attempts/${attempt.id}/review`)).json().reviewedAt).toBeTruthy();
  }, 60_000);

  it('refuses a frame with several faces, and a still photo when the challenge is on', async () => {
    expect((await punch({ guardId: guard.id, postId: world.a.post.id, challenge: null, frames: frames(THREE) })).json().reason).toBe(
      'many_faces',
    );
    await adminA.put('/api/face-recognition/settings', {
      matchThreshold: 0.7,
      graceBeforeMinutes: 60,
      graceAfterMinutes: 120,
      allowUnscheduled: false,
      challengeKind: 'any',
    });
    try {
      // Whatever the body names (or not), the server judges the challenge it issued — and a still photo passes none.
      for (const named of ['blink', 'turn_left', null]) {
        const res = await punch({ guardId: guard.id, postId: world.a.post.id, challenge: named, frames: frames(FRAME_A, 4) });
        expect(res.json(), String(named)).toMatchObject({ outcome: 'refused', reason: 'liveness_failed', livenessPassed: false });
      }
    } finally {
      await adminA.put('/api/face-recognition/settings', {
        matchThreshold: 0.7,
        graceBeforeMinutes: 60,
        graceAfterMinutes: 120,
        allowUnscheduled: false,
        challengeKind: 'off',
      });
    }
  }, 60_000);

  it('refuses a guard with no shift at the post, or records it unscheduled when the company allows it', async () => {
    const other = await createGuard(t.database.db, { companyId: world.a.company.id, email: `free-${Date.now()}@example.com` });
    await addPhoto(other.id, PHOTO_A);
    await computeDescriptors(t.app.ctx, { companyId: world.a.company.id, userId: other.id });
    expect((await punch({ guardId: other.id, postId: world.a.post.id, challenge: null, frames: frames(FRAME_A) })).json().reason).toBe(
      'no_shift',
    );
    await adminA.put('/api/face-recognition/settings', {
      matchThreshold: 0.7,
      graceBeforeMinutes: 60,
      graceAfterMinutes: 120,
      allowUnscheduled: true,
      challengeKind: 'off',
    });
    const res = await punch({ guardId: other.id, postId: world.a.post.id, challenge: null, frames: frames(FRAME_A) });
    expect(res.json()).toMatchObject({ outcome: 'accepted', record: { unscheduled: true, shiftId: null, type: 'check_in' } });
    await adminA.put('/api/face-recognition/settings', {
      matchThreshold: 0.7,
      graceBeforeMinutes: 60,
      graceAfterMinutes: 120,
      allowUnscheduled: false,
      challengeKind: 'off',
    });
    const unenrolled = await createGuard(t.database.db, { companyId: world.a.company.id, email: `new-${Date.now()}@example.com` });
    expect((await punch({ guardId: unenrolled.id, postId: world.a.post.id, challenge: null, frames: frames(FRAME_A) })).json().reason).toBe(
      'not_enrolled',
    );
  }, 60_000);

  it('takes an offline punch once with its original time, flagged for review; a replay is 409 and a tampered one 400', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/api/attendance/kiosk', headers: { cookie: deviceCookie } })).json();
    expect(info.guards.find((g: { id: string }) => g.id === guard.id)).toMatchObject({ enrolled: true });
    const occurredAt = new Date(Date.now() - 3 * 60_000).toISOString();
    const nonce = 'n0nce-offline-000001';
    const body = { guardId: guard.id, postId: world.a.post.id, challenge: null, frames: frames(FRAME_A) };
    const text = offlineStampText({
      nonce,
      occurredAt,
      guardId: guard.id,
      postId: world.a.post.id,
      frameHashes: body.frames.map((f) => createHash('sha256').update(Buffer.from(f.jpeg, 'base64')).digest('hex')),
    });
    const signature = createHmac('sha256', Buffer.from(info.stampKey, 'hex')).update(text).digest('hex');
    const first = await punch({ ...body, offline: { occurredAt, nonce, signature } });
    // No server nonce offline: accepted with its liveness unverified, and listed for an admin's review.
    expect(first.json()).toMatchObject({
      outcome: 'accepted',
      record: { offline: true, timestamp: occurredAt, flags: ['liveness_unverified'] },
    });
    const review = (await adminA.get('/api/attendance/attempts')).json();
    expect(review.items.find((a: { id: string; flags: string[] }) => a.flags.includes('liveness_unverified'))).toMatchObject({
      outcome: 'accepted',
      offline: true,
    });
    expect((await punch({ ...body, offline: { occurredAt, nonce, signature } })).statusCode).toBe(409);
    const later = new Date(Date.now() - 60_000).toISOString();
    expect((await punch({ ...body, offline: { occurredAt: later, nonce: 'n0nce-offline-000002', signature } })).statusCode).toBe(400);
    expect(
      (
        await punch({
          ...body,
          guardId: guard.id,
          frames: frames(FRAME_B),
          offline: { occurredAt, nonce: 'n0nce-offline-000003', signature },
        })
      ).statusCode,
    ).toBe(400);
  }, 60_000);

  it('stops working once the kiosk is revoked (401)', async () => {
    const registered = await adminA.post('/api/devices', { name: 'Temp', postIds: [world.a.post.id] });
    const paired = await t.app.inject({ method: 'POST', url: '/api/devices/pair', payload: { code: registered.json().pairingCode } });
    const cookie = `centinela_device=${paired.cookies.find((c) => c.name === 'centinela_device')?.value}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/attendance/kiosk', headers: { cookie } })).statusCode).toBe(200);
    await adminA.post(`/api/devices/${registered.json().device.id}/revoke`);
    expect((await punch({ guardId: guard.id, postId: world.a.post.id, challenge: null, frames: frames(FRAME_A) }, cookie)).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/attendance/punches/phone', () => {
  it('refuses a position less accurate than the geofence, flags one outside it (stored, with the distance), and is for guards only', async () => {
    await t.database.db.execute(
      `update posts set latitude = 18.4655, longitude = -66.1057, geofence_radius_m = 150 where id = '${world.a.post.id}'` as never,
    );
    const phone = clientFor(t.app, await signIn(t.app, guard));
    expect((await phone.get('/api/attendance/phone')).json()).toMatchObject({
      enrolled: true,
      challengeKind: 'off',
      shift: { postId: world.a.post.id },
    });
    expect((await adminA.get('/api/attendance/phone')).statusCode).toBe(403);
    /** A phone punch answering a fresh challenge of the guard's phone. */
    const phonePunch = async (position: { latitude: number; longitude: number; accuracy: number }, client = phone) => {
      const issued = await client.post('/api/attendance/challenges/phone');
      const ref = issued.statusCode === 201 ? { challengeId: issued.json().challengeId, nonce: issued.json().nonce } : madeUpChallenge;
      return client.post('/api/attendance/punches/phone', { postId: world.a.post.id, ...ref, frames: frames(FRAME_A), ...position });
    };
    // Accuracy (metres) wider than the 150 m radius: the phone cannot tell where it is — refused before any record.
    const vague = await phonePunch({ latitude: 18.4656, longitude: -66.1057, accuracy: 400 });
    expect(vague.json()).toMatchObject({ outcome: 'refused', reason: 'location_too_inaccurate', record: null });
    // Outside the geofence: stored and flagged for review (no longer refused), with the distance.
    const far = await phonePunch({ latitude: 18.4755, longitude: -66.1057, accuracy: 20 });
    expect(far.json()).toMatchObject({ outcome: 'accepted', record: { source: 'phone', flags: ['outside_geofence'] } });
    expect(far.json().distanceMeters).toBeGreaterThan(1000);
    expect(far.json().record.distanceMeters).toBeGreaterThan(1000);
    const listed = (await adminA.get(`/api/attendance/records?guardId=${guard.id}&pageSize=10`)).json();
    expect(listed.items.find((r: { id: string }) => r.id === far.json().record.id).flags).toEqual(['outside_geofence']);
    const review = (await adminA.get('/api/attendance/attempts')).json();
    expect(review.items.some((a: { flags: string[] }) => a.flags.includes('outside_geofence'))).toBe(true);
    const near = await phonePunch({ latitude: 18.4656, longitude: -66.1057, accuracy: 20 });
    expect(near.json()).toMatchObject({ outcome: 'accepted', record: { source: 'phone', flags: [] } });
    expect(near.json().record.distanceMeters).toBeLessThan(150);
    expect((await adminA.post('/api/attendance/challenges/phone')).statusCode).toBe(403);
    expect((await phonePunch({ latitude: 18.4656, longitude: -66.1057, accuracy: 20 }, adminA)).statusCode).toBe(403);
    expect((await phonePunch({ latitude: 91, longitude: 0, accuracy: 20 })).statusCode).toBe(400);
    // Without an accuracy the position cannot be judged: 400.
    const issued = (await phone.post('/api/attendance/challenges/phone')).json();
    const noAccuracy = await phone.post('/api/attendance/punches/phone', {
      postId: world.a.post.id,
      challengeId: issued.challengeId,
      nonce: issued.nonce,
      frames: frames(FRAME_A),
      latitude: 18.4656,
      longitude: -66.1057,
    });
    expect(noAccuracy.statusCode).toBe(400);
  }, 60_000);
});

describe('records', () => {
  it('lists with filters and pages; customer admins and guards cannot', async () => {
    const all = (await adminA.get(`/api/attendance/records?guardId=${guard.id}&pageSize=10`)).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items[0]).toMatchObject({ guardName: 'Ana Rivera', can: { correct: true } });
    const ins = (await adminA.get(`/api/attendance/records?guardId=${guard.id}&type=check_in&pageSize=10`)).json();
    expect(ins.items.every((r: { type: string }) => r.type === 'check_in')).toBe(true);
    expect((await adminA.get('/api/attendance/records?pageSize=7')).statusCode).toBe(400);
    const adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
    expect((await adminB.get(`/api/attendance/records?guardId=${guard.id}`)).json().total).toBe(0);
    for (const user of [world.a.customerAdmin, world.a.guard]) {
      expect((await clientFor(t.app, await signIn(t.app, user)).get('/api/attendance/records')).statusCode).toBe(403);
    }
  });

  it('takes a correction with a reason (logged); refuses no reason (400) and another company (404)', async () => {
    const [record] = (await adminA.get(`/api/attendance/records?guardId=${guard.id}&pageSize=10`)).json().items;
    const timestamp = new Date(Date.now() - 30 * 60_000).toISOString();
    const res = await adminA.patch(`/api/attendance/records/${record.id}`, { timestamp, reason: 'Clock of the kiosk was wrong' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ timestamp, correctionReason: 'Clock of the kiosk was wrong' });
    const logs = await t.database.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.entityId, record.id), eq(systemLogs.action, 'UPDATE')));
    expect(logs).toHaveLength(1);
    expect((await adminA.patch(`/api/attendance/records/${record.id}`, { timestamp })).statusCode).toBe(400);
    expect((await adminA.patch(`/api/attendance/records/${record.id}`, { reason: 'nothing else' })).statusCode).toBe(400);
    const adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
    expect((await adminB.patch(`/api/attendance/records/${record.id}`, { timestamp, reason: 'Not mine' })).statusCode).toBe(404);
  });
});

describe('GET /api/attendance/report', () => {
  it('counts check-ins per guard and post over the range, as JSON and CSV (es/en); a bad range is 400', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Puerto_Rico' }).format(new Date());
    const res = await adminA.get(`/api/attendance/report?from=${today}&to=${today}&guardId=${guard.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().items.find((r: { postId: string }) => r.postId === world.a.post.id);
    expect(row).toMatchObject({ guardName: 'Ana Rivera' });
    expect(row.checkIns).toBeGreaterThanOrEqual(2);
    expect(row.scheduled).toBeGreaterThanOrEqual(1);
    // The offline punch (liveness unverified) and the phone's outside the geofence.
    expect(row.flagged).toBeGreaterThanOrEqual(2);
    const csv = await adminA.get(`/api/attendance/report/csv?from=${today}&to=${today}&lang=en`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Check-ins');
    expect(csv.body).toContain('Flagged for review');
    const csvEs = (await adminA.get(`/api/attendance/report/csv?from=${today}&to=${today}`)).body;
    expect(csvEs).toContain('Entradas');
    expect(csvEs).toContain('Marcadas para revisión');
    expect((await adminA.get(`/api/attendance/report?from=${today}&to=2020-01-01`)).statusCode).toBe(400);
  });
});

describe('no-shows', () => {
  it('tells the admins once about a guard with no check-in after the grace, and not about one who checked in', async () => {
    const late = await createGuard(t.database.db, {
      companyId: world.a.company.id,
      email: `late-${Date.now()}@example.com`,
      name: 'Tardío',
    });
    const fifteenAgo = (Math.floor(Date.now() / 60_000) - 240 - 15 + 2880) % 1440;
    await createRoster(t.database.db, {
      companyId: world.a.company.id,
      postId: world.a.post.id,
      shifts: Array.from({ length: 7 }, (_, d) => ({
        dayOfWeek: d,
        startMinute: fifteenAgo,
        endMinute: (fifteenAgo + 240) % 1440,
        guardIds: [late.id, guard.id],
      })),
    });
    const before = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'shift.needsCoverage'));
    expect(await runNoShows(t.database.db)).toBeGreaterThanOrEqual(1);
    const after = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'shift.needsCoverage'));
    const fresh = after.filter((n) => !before.some((b) => b.id === n.id));
    expect(fresh.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(fresh)).toContain('Tardío');
    // Once: the second run notifies nobody new.
    await runNoShows(t.database.db);
    expect((await t.database.db.select().from(notifications).where(eq(notifications.kind, 'shift.needsCoverage'))).length).toBe(
      after.length,
    );
  });
});

describe('the shifts board with attendance', () => {
  it('shows a no-show after the grace (occurrence needs coverage) and a late check-in as late', async () => {
    const [absentMinded, tardy] = await Promise.all(
      ['Nadie', 'Tarde'].map((name) =>
        createGuard(t.database.db, { companyId: world.a.company.id, email: `${name}-${crypto.randomUUID()}@example.com`, name }),
      ),
    );
    const twentyAgo = (Math.floor(Date.now() / 60_000) - 240 - 20 + 2880) % 1440;
    const { roster, shifts } = await createRoster(t.database.db, {
      companyId: world.a.company.id,
      postId: world.a.post.id,
      shifts: Array.from({ length: 7 }, (_, d) => ({
        dayOfWeek: d,
        startMinute: twentyAgo,
        endMinute: (twentyAgo + 480) % 1440,
        requiredGuards: 2,
        guardIds: [absentMinded.id, tardy.id],
      })),
    });
    const ids = new Set(shifts.map((s) => s.id));
    const boardOcc = async () => {
      const board = await adminA.get(`/api/shifts?postId=${world.a.post.id}&pageSize=100`);
      expect(board.statusCode, board.body).toBe(200);
      return board.json().items.find((o: { shiftId: string }) => ids.has(o.shiftId));
    };
    const before = await boardOcc();
    expect(before.state).toBe('needs_coverage');
    expect(before.needsCoverage).toBe(true);
    expect(before.countedGuards).toBe(0);
    expect(before.guards.map((g: { status: string }) => g.status)).toEqual(['no_show', 'no_show']);

    // The tardy guard checks in 18 minutes after the start (a kiosk punch writes this row and a presence).
    await t.database.db.insert(attendanceRecords).values({
      companyId: world.a.company.id,
      guardId: tardy.id,
      type: 'check_in',
      timestamp: new Date(),
      verifiedAt: new Date(),
      shiftId: before.shiftId,
      shiftDate: before.date,
      rosterId: roster.id,
      shiftNumber: before.shiftNumber,
      postId: world.a.post.id,
      lateMinutes: 18,
    });
    const after = await boardOcc();
    const byId = (occ: { guards: { id: string; status: string; lateMinutes: number | null }[] }, id: string) =>
      occ.guards.find((g) => g.id === id);
    expect(byId(after, tardy.id)).toMatchObject({ status: 'late', lateMinutes: 18 });
    expect(byId(after, absentMinded.id)).toMatchObject({ status: 'no_show', lateMinutes: null });
    expect(after.state).toBe('needs_coverage');
    expect(after.countedGuards).toBe(1);
    const counted = await adminA.get(`/api/shifts?postId=${world.a.post.id}&state=needs_coverage&pageSize=100`);
    expect(counted.json().items.some((o: { shiftId: string }) => ids.has(o.shiftId))).toBe(true);

    // The supervisor confirms the other guard on site: every place is filled and everyone is present.
    const confirm = await adminA.post(`/api/shifts/${after.id}/presence`, { guardId: absentMinded.id });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const done = await boardOcc();
    expect(byId(done, absentMinded.id)?.status).toBe('present');
    expect(done.state).toBe('guard_present');
  });
});

describe('face recognition settings', () => {
  it('reads defaults, saves within limits, refuses out-of-range values', async () => {
    const adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
    expect((await adminB.get('/api/face-recognition/settings')).json()).toEqual({
      matchThreshold: 0.7,
      graceBeforeMinutes: 60,
      graceAfterMinutes: 120,
      allowUnscheduled: false,
      challengeKind: 'any',
      registrationExpiryHours: 72,
      antiSpoofThreshold: 0.5,
    });
    expect(
      (
        await adminB.put('/api/face-recognition/settings', {
          matchThreshold: 0.2,
          graceBeforeMinutes: 60,
          graceAfterMinutes: 120,
          allowUnscheduled: false,
          challengeKind: 'any',
        })
      ).statusCode,
    ).toBe(400);
    const saved = await adminB.put('/api/face-recognition/settings', {
      matchThreshold: 0.75,
      graceBeforeMinutes: 30,
      graceAfterMinutes: 60,
      allowUnscheduled: true,
      challengeKind: 'blink',
    });
    expect(saved.json()).toMatchObject({ matchThreshold: 0.75, challengeKind: 'blink' });
    expect(
      (await clientFor(t.app, await signIn(t.app, world.b.guard)).put('/api/face-recognition/settings', saved.json())).statusCode,
    ).toBe(403);
  });
});
