// Attendance proof (issue 29): the server issues the liveness challenge (kind from the company's setting, nonce,
// expiry, single use, one kiosk or one guard's phone) and judges a live punch on it; the same frames are refused a
// second time, offline punches included; the passive antispoof scores are held to the company's threshold. And the
// kiosk paths the attendance issue named (/api/attendance/devices, /api/attendance/pair, revoke) answer as
// /api/devices does.
import { createHash, createHmac } from 'node:crypto';
import { offlineStampText } from '@centinela/shared/contracts/attendance';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { capture, faceFixture } from '../../../test/face-frames';
import { clientFor, createGuard, createRoster, createTwoTenantWorld, signIn } from '../../../test/factories';
import { attendanceAttempts, attendanceChallenges, files, userFacePhotos } from '../../db/schema';
import { storageOf } from '../../platform/storage';
import { computeDescriptors } from '../face-recognition/face-recognition.service';

const PHOTO_A = faceFixture('person-a-photo.jpg');
const FRAME_A = faceFixture('person-a-frame.jpg');
const frames = (n = 3) => Array.from({ length: n }, (_, i) => ({ t: i * 200, jpeg: capture(FRAME_A).toString('base64') }));

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let adminA: ReturnType<typeof clientFor>;
let guard: Awaited<ReturnType<typeof createGuard>>;
let kiosk: { id: string; cookie: string };

const settings = (changes: object = {}) =>
  adminA.put('/api/face-recognition/settings', {
    matchThreshold: 0.7,
    graceBeforeMinutes: 60,
    graceAfterMinutes: 120,
    allowUnscheduled: true,
    challengeKind: 'off',
    ...changes,
  });

const pairKiosk = async (
  name: string,
  via: { register: string; pair: string } = { register: '/api/devices', pair: '/api/devices/pair' },
) => {
  const registered = await adminA.post(via.register, { name, postIds: [world.a.post.id] });
  expect(registered.statusCode, registered.body).toBe(201);
  const paired = await t.app.inject({ method: 'POST', url: via.pair, payload: { code: registered.json().pairingCode } });
  expect(paired.statusCode, paired.body).toBe(200);
  return {
    id: registered.json().device.id as string,
    cookie: `centinela_device=${paired.cookies.find((c) => c.name === 'centinela_device')?.value}`,
  };
};

const challengeOf = async (cookie = kiosk.cookie) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/attendance/challenges', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { challengeId: string; nonce: string; challenge: string | null; expiresAt: string };
};

const punch = (body: object, options: { cookie?: string; language?: 'es' | 'en' } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/attendance/punches',
    headers: { cookie: options.cookie ?? kiosk.cookie, 'accept-language': options.language ?? 'es' },
    payload: { guardId: guard.id, postId: world.a.post.id, ...body },
  });

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  guard = await createGuard(t.database.db, { companyId: world.a.company.id, email: `proof-${Date.now()}@example.com`, name: 'Rosa' });
  await createRoster(t.database.db, {
    companyId: world.a.company.id,
    postId: world.a.post.id,
    shifts: Array.from({ length: 7 }, (_, d) => ({ dayOfWeek: d, startMinute: 0, endMinute: 1439, guardIds: [guard.id] })),
  });
  const key = `${world.a.company.id}/face_photo/${crypto.randomUUID()}`;
  await storageOf(t.app.ctx).put(key, PHOTO_A, { contentType: 'image/jpeg', size: PHOTO_A.length });
  const [file] = await t.database.db
    .insert(files)
    .values({
      companyId: world.a.company.id,
      storageKey: key,
      originalName: 'rosa.jpg',
      contentType: 'image/jpeg',
      size: PHOTO_A.length,
      purpose: 'face_photo',
      subjectId: guard.id,
    })
    .returning();
  await t.database.db.insert(userFacePhotos).values({ companyId: world.a.company.id, userId: guard.id, fileId: file.id, position: 0 });
  await computeDescriptors(t.app.ctx, { companyId: world.a.company.id, userId: guard.id });
  kiosk = await pairKiosk('Lobby');
  expect((await settings()).statusCode).toBe(200);
}, 120_000);
afterAll(() => t.close());

describe('the challenge the server issues', () => {
  it("draws the kind from the company's setting, with a nonce kept only as its hash and a 60-second expiry", async () => {
    for (const [kind, allowed] of [
      ['blink', ['blink']],
      ['turn', ['turn_left', 'turn_right']],
      ['off', [null]],
    ] as const) {
      await settings({ challengeKind: kind });
      const issued = await challengeOf();
      expect(allowed as readonly (string | null)[], kind).toContain(issued.challenge);
      expect(issued.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const ttl = new Date(issued.expiresAt).getTime() - Date.now();
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
      const [row] = await t.database.db.select().from(attendanceChallenges).where(eq(attendanceChallenges.id, issued.challengeId));
      expect(row).toMatchObject({ deviceId: kiosk.id, userId: null, challenge: issued.challenge, usedAt: null });
      expect(row.nonceHash).toBe(createHash('sha256').update(issued.nonce).digest('hex'));
    }
    await settings();
    expect((await t.app.inject({ method: 'POST', url: '/api/attendance/challenges' })).statusCode).toBe(401);
  });

  it('drops challenges left unanswered for a day as new ones are issued, and keeps answered ones', async () => {
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    const old = { companyId: world.a.company.id, deviceId: kiosk.id, nonceHash: 'x', expiresAt: dayAgo, createdAt: dayAgo };
    const [unanswered, answered] = await t.database.db
      .insert(attendanceChallenges)
      .values([old, { ...old, usedAt: dayAgo }])
      .returning({ id: attendanceChallenges.id });
    await challengeOf();
    const left = (await t.database.db.select({ id: attendanceChallenges.id }).from(attendanceChallenges)).map((r) => r.id);
    expect(left).not.toContain(unanswered.id);
    expect(left).toContain(answered.id);
  });

  it('judges a live punch on the kind it issued, whatever the body names', async () => {
    await settings({ challengeKind: 'blink' });
    try {
      const issued = await challengeOf();
      const res = await punch({ challengeId: issued.challengeId, nonce: issued.nonce, challenge: 'turn_left', frames: frames(4) });
      expect(res.json()).toMatchObject({ outcome: 'refused', reason: 'liveness_failed' });
      const [attempt] = await t.database.db.select().from(attendanceAttempts).where(eq(attendanceAttempts.challengeId, issued.challengeId));
      expect(attempt.challenge).toBe('blink');
    } finally {
      await settings();
    }
  }, 60_000);

  it('is used once: the second punch on it is 409 CHALLENGE_USED, even with new frames', async () => {
    const issued = await challengeOf();
    const ref = { challengeId: issued.challengeId, nonce: issued.nonce };
    expect((await punch({ ...ref, frames: frames() })).json()).toMatchObject({ outcome: 'accepted' });
    const again = await punch({ ...ref, frames: frames() }, { language: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CHALLENGE_USED', message: 'This check was already used. Start the check again.' });
  }, 60_000);

  it('refuses an unknown challenge or another nonce (400), one issued elsewhere (403), an expired one (410), none (400)', async () => {
    const unknown = await punch({ challengeId: crypto.randomUUID(), nonce: 'a'.repeat(43), frames: frames() });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'CHALLENGE_UNKNOWN']);
    const issued = await challengeOf();
    const wrongNonce = await punch({ challengeId: issued.challengeId, nonce: 'b'.repeat(43), frames: frames() });
    expect([wrongNonce.statusCode, wrongNonce.json().code]).toEqual([400, 'CHALLENGE_UNKNOWN']);

    // Another kiosk's challenge, and a guard's phone challenge, are not this kiosk's.
    const other = await pairKiosk('Back door');
    const theirs = await challengeOf(other.cookie);
    const stolen = await punch({ challengeId: theirs.challengeId, nonce: theirs.nonce, frames: frames() });
    expect([stolen.statusCode, stolen.json().code]).toEqual([403, 'CHALLENGE_OTHER_DEVICE']);
    const phone = clientFor(t.app, await signIn(t.app, guard));
    const phoneIssued = (await phone.post('/api/attendance/challenges/phone')).json();
    const fromPhone = await punch({ challengeId: phoneIssued.challengeId, nonce: phoneIssued.nonce, frames: frames() });
    expect([fromPhone.statusCode, fromPhone.json().code]).toEqual([403, 'CHALLENGE_OTHER_DEVICE']);
    // … and the other way round: the kiosk's challenge on the phone.
    const kioskIssued = await challengeOf();
    const onPhone = await phone.post('/api/attendance/punches/phone', {
      postId: world.a.post.id,
      challengeId: kioskIssued.challengeId,
      nonce: kioskIssued.nonce,
      frames: frames(),
      latitude: 18.4656,
      longitude: -66.1057,
      accuracy: 10,
    });
    expect([onPhone.statusCode, onPhone.json().code]).toEqual([403, 'CHALLENGE_OTHER_DEVICE']);

    const late = await challengeOf();
    await t.database.db
      .update(attendanceChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(attendanceChallenges.id, late.challengeId));
    const expired = await punch({ challengeId: late.challengeId, nonce: late.nonce, frames: frames() });
    expect([expired.statusCode, expired.json().code]).toEqual([410, 'CHALLENGE_EXPIRED']);
    expect(expired.json().message).toBe('La verificación tardó demasiado y caducó. Vuelva a empezarla.');

    const none = await punch({ challenge: null, frames: frames() });
    expect(none.statusCode).toBe(400);
    expect(none.json().details.fieldErrors.challengeId).toBeTruthy();
  });
});

describe('frames bound to one punch', () => {
  it('refuses the same frames again (409 FRAMES_REUSED), in any order, on a fresh challenge', async () => {
    const sent = frames();
    const first = await challengeOf();
    expect((await punch({ challengeId: first.challengeId, nonce: first.nonce, frames: sent })).json().outcome).toBe('accepted');
    for (const replay of [sent, [...sent].reverse()]) {
      const next = await challengeOf();
      const res = await punch({ challengeId: next.challengeId, nonce: next.nonce, frames: replay }, { language: 'en' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'FRAMES_REUSED' });
      expect(res.json().message).toContain('already sent');
    }
    const [attempt] = await t.database.db.select().from(attendanceAttempts).where(eq(attendanceAttempts.challengeId, first.challengeId));
    expect(attempt.framesHash).toMatch(/^[0-9a-f]{64}$/);
  }, 60_000);

  it('refuses an offline punch (correctly signed) that carries frames already sent', async () => {
    const sent = frames();
    const issued = await challengeOf();
    expect((await punch({ challengeId: issued.challengeId, nonce: issued.nonce, frames: sent })).json().outcome).toBe('accepted');
    const info = (await t.app.inject({ method: 'GET', url: '/api/attendance/kiosk', headers: { cookie: kiosk.cookie } })).json();
    const occurredAt = new Date(Date.now() - 60_000).toISOString();
    const nonce = `replay-${crypto.randomUUID().slice(0, 12)}`;
    const text = offlineStampText({
      nonce,
      occurredAt,
      guardId: guard.id,
      postId: world.a.post.id,
      frameHashes: sent.map((f) => createHash('sha256').update(Buffer.from(f.jpeg, 'base64')).digest('hex')),
    });
    const signature = createHmac('sha256', Buffer.from(info.stampKey, 'hex')).update(text).digest('hex');
    const res = await punch({ challenge: null, frames: sent, offline: { occurredAt, nonce, signature } });
    expect([res.statusCode, res.json().code]).toEqual([409, 'FRAMES_REUSED']);
  }, 60_000);
});

describe("the company's antispoof threshold", () => {
  it('refuses frames whose antispoof score is below it (the weakest frame stored), accepts them below a lower one', async () => {
    // The sample frame of person A scores "real" 0.65 (the models' own score; "live" ≈ 0.96).
    await settings({ antiSpoofThreshold: 0.7 });
    try {
      const issued = await challengeOf();
      const res = await punch({ challengeId: issued.challengeId, nonce: issued.nonce, frames: frames() });
      expect(res.json()).toMatchObject({ outcome: 'refused', reason: 'anti_spoof_failed', record: null });
      expect(res.json().matchScore).toBeGreaterThanOrEqual(0.7);
      const [attempt] = await t.database.db.select().from(attendanceAttempts).where(eq(attendanceAttempts.challengeId, issued.challengeId));
      expect(attempt.realScore).toBeGreaterThan(0.6);
      expect(attempt.realScore).toBeLessThan(0.7);
      await settings({ antiSpoofThreshold: 0.6 });
      const next = await challengeOf();
      expect((await punch({ challengeId: next.challengeId, nonce: next.nonce, frames: frames() })).json().outcome).toBe('accepted');
    } finally {
      await settings();
    }
    expect((await adminA.get('/api/face-recognition/settings')).json().antiSpoofThreshold).toBe(0.5);
    expect((await settings({ antiSpoofThreshold: 1.5 })).statusCode).toBe(400);
  }, 60_000);
});

describe('the kiosk paths the attendance issue named', () => {
  it('register, list, pair and revoke as /api/devices does', async () => {
    const paired = await pairKiosk('Alias', { register: '/api/attendance/devices', pair: '/api/attendance/pair' });
    const listed = await adminA.get('/api/attendance/devices');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual((await adminA.get('/api/devices')).json());
    expect(listed.json().map((d: { id: string }) => d.id)).toContain(paired.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/devices/me', headers: { cookie: paired.cookie } })).statusCode).toBe(200);
    const revoked = await adminA.post(`/api/attendance/devices/${paired.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().status).toBe('revoked');
    expect((await t.app.inject({ method: 'GET', url: '/api/devices/me', headers: { cookie: paired.cookie } })).statusCode).toBe(401);
    const guardClient = clientFor(t.app, await signIn(t.app, world.a.guard));
    expect((await guardClient.get('/api/attendance/devices')).statusCode).toBe(403);
    const adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
    expect((await adminB.post(`/api/attendance/devices/${kiosk.id}/revoke`)).statusCode).toBe(404);
  });

  it('counts both pairing paths against one limit of 10 attempts per address', async () => {
    const from = { remoteAddress: '10.29.0.7' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/devices/pair', payload: { code: 'ZZZZZZZZ' }, ...from })).statusCode);
    }
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/attendance/pair', payload: { code: 'ZZZZZZZZ' }, ...from })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
