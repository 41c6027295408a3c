// API tests of a guard's records: documents, memos, banned posts, face data (through app.inject on a fresh database).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayIn } from '@centinela/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createCustomerCompany, createGuard, createPost, createTwoTenantWorld, signIn } from '../../../test/factories';
import { seedDemoGuardRecords } from '../../db/seed/demo-guard-records';
import { computeDescriptors } from '../face-recognition/face-recognition.service';
import { files, systemLogs, userBannedPosts, userDocuments, type userFacePhotos, userMemos, users } from '../../db/schema';
import { deleteStoredObjects, deleteSubjectFileRows } from '../../platform/storage/files.service';
import { multipart, samples, type TMultipartFile } from '../../platform/storage/test-samples';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let cookieA: string;
let cookieB: string;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  cookieA = await signIn(t.app, world.a.admin);
  cookieB = await signIn(t.app, world.b.admin);
});
afterAll(() => t.close());

const send = (
  cookie: string,
  url: string,
  fields: Record<string, string>,
  fileList: TMultipartFile[],
  method: 'POST' | 'PUT' = 'POST',
  extra: Record<string, string> = {},
) => {
  const { payload, headers } = multipart(fields, fileList);
  return t.app.inject({ method, url, payload, headers: { ...headers, cookie, ...extra } });
};

const countOf = async (table: typeof files | typeof userDocuments | typeof userMemos | typeof userFacePhotos) =>
  (await t.database.db.select({ n: count() }).from(table))[0].n;

/** Every stored object under DATA_DIR/uploads. */
const storedObjects = () => {
  const root = t.config.storage.localDir;
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile());
};

const nothingWritten = async (before: { files: number; docs: number; memos: number; objects: number }) => {
  expect(await countOf(files)).toBe(before.files);
  expect(await countOf(userDocuments)).toBe(before.docs);
  expect(await countOf(userMemos)).toBe(before.memos);
  expect(storedObjects().length).toBe(before.objects);
};
const snapshotCounts = async () => ({
  files: await countOf(files),
  docs: await countOf(userDocuments),
  memos: await countOf(userMemos),
  objects: storedObjects().length,
});

const pdf = (name = 'license.pdf'): TMultipartFile => ({ name, type: 'application/pdf', data: samples.pdf() });

describe('documents', () => {
  it('uploads a document with an expiry date, recording the actor as uploader', async () => {
    const today = todayIn('America/Puerto_Rico');
    const expiry = addDays(today, 10);
    const res = await send(
      cookieA,
      `/api/users/${world.a.guard.id}/upload-document`,
      { name: 'Security license', expiryDate: expiry, uploadedBy: world.a.guard.id },
      [pdf()],
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Security license',
      expiryDate: expiry,
      expiryStatus: 'expiring',
      daysUntilExpiry: 10,
      uploadedBy: { id: world.a.admin.id },
      file: { originalName: 'license.pdf', contentType: 'application/pdf', size: samples.pdf().length },
    });
    const [log] = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityId, body.id));
    expect(log).toMatchObject({ action: 'CREATE', entityType: 'user-documents', companyId: world.a.company.id });
  });

  it('flags expired, expiring-within-30-days, valid and no-expiry documents', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    const today = todayIn('America/Puerto_Rico');
    const cases = [
      { name: 'Expired', expiryDate: addDays(today, -1) },
      { name: 'Today', expiryDate: today },
      { name: 'Thirty', expiryDate: addDays(today, 30) },
      { name: 'ThirtyOne', expiryDate: addDays(today, 31) },
      { name: 'None', expiryDate: '' },
    ];
    for (const c of cases) {
      const res = await send(cookieA, `/api/users/${guard.id}/upload-document`, c, [pdf()]);
      expect(res.statusCode).toBe(201);
    }
    const list = (await clientFor(t.app, cookieA).get(`/api/users/${guard.id}/documents`)).json() as {
      name: string;
      expiryStatus: string;
      expiryDate: string | null;
    }[];
    const statusOf = Object.fromEntries(list.map((d) => [d.name, d.expiryStatus]));
    expect(statusOf).toEqual({ Expired: 'expired', Today: 'expiring', Thirty: 'expiring', ThirtyOne: 'valid', None: 'none' });
    expect(list.find((d) => d.name === 'None')?.expiryDate).toBeNull();
  });

  it('accepts doc, docx, png and jpeg by content', async () => {
    for (const file of [
      { name: 'a.doc', data: samples.doc() },
      { name: 'a.docx', data: samples.docx() },
      { name: 'a.png', data: samples.png() },
      { name: 'a.jpg', data: samples.jpeg() },
    ]) {
      const res = await send(cookieA, `/api/users/${world.a.guard.id}/upload-document`, { name: file.name }, [file]);
      expect(res.statusCode, file.name).toBe(201);
    }
  });

  it('streams the stored file back only through the authorised route', async () => {
    const up = await send(cookieA, `/api/users/${world.a.guard.id}/upload-document`, { name: 'Download me' }, [pdf('Licencia señal.pdf')]);
    const doc = up.json();
    const res = await clientFor(t.app, cookieA).get(doc.downloadUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''Licencia%20se%C3%B1al.pdf");
    expect(res.rawPayload.equals(samples.pdf())).toBe(true);
    // The bytes live under DATA_DIR/uploads (never a public folder) and need a session.
    expect(storedObjects().length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: doc.downloadUrl })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${storedObjects()[0]}` })).statusCode).toBe(404);
  });

  it('rejects a .pdf name whose bytes are not an allowed type (415), writing nothing', async () => {
    const before = await snapshotCounts();
    const res = await send(cookieA, `/api/users/${world.a.guard.id}/upload-document`, { name: 'Fake' }, [
      { name: 'fake.pdf', type: 'application/pdf', data: samples.garbage(4096) },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    await nothingWritten(before);
  });

  it('rejects a file over the 10 MB default limit (413), writing nothing', async () => {
    expect(t.config.uploadMaxBytes).toBe(10 * 1024 * 1024);
    const before = await snapshotCounts();
    const big = Buffer.concat([samples.pdf(), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const res = await send(cookieA, `/api/users/${world.a.guard.id}/upload-document`, { name: 'Huge' }, [{ name: 'huge.pdf', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    await nothingWritten(before);
  });

  it('rejects a missing name or a bad expiry date (400), writing nothing', async () => {
    const before = await snapshotCounts();
    const noName = await send(cookieA, `/api/users/${world.a.guard.id}/upload-document`, { name: '  ' }, [pdf()]);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details.fieldErrors.name).toBeTruthy();
    const badDate = await send(cookieA, `/api/users/${world.a.guard.id}/upload-document`, { name: 'X', expiryDate: '31/12/2026' }, [pdf()]);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().details.fieldErrors.expiryDate[0]).toBe("Invalid date string format. Expected 'yyyy-MM-dd'");
    const noFile = await send(cookieA, `/api/users/${world.a.guard.id}/upload-document`, { name: 'X' }, []);
    expect(noFile.statusCode).toBe(400);
    await nothingWritten(before);
  });

  it('rejects a JSON body (415)', async () => {
    const res = await clientFor(t.app, cookieA).post(`/api/users/${world.a.guard.id}/upload-document`, { name: 'x' });
    expect(res.statusCode).toBe(415);
  });

  it('rejects a guard of another company (404), writing nothing', async () => {
    const before = await snapshotCounts();
    const res = await send(cookieB, `/api/users/${world.a.guard.id}/upload-document`, { name: 'X' }, [pdf()]);
    expect(res.statusCode).toBe(404);
    expect((await clientFor(t.app, cookieB).get(`/api/users/${world.a.guard.id}/documents`)).statusCode).toBe(404);
    await nothingWritten(before);
  });

  it('rejects a target who is not a guard (404 Guard not found)', async () => {
    const res = await send(cookieA, `/api/users/${world.a.admin.id}/upload-document`, { name: 'X' }, [pdf()]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Guard not found');
    expect((await clientFor(t.app, cookieA).get(`/api/users/${world.a.customerAdmin.id}/documents`)).statusCode).toBe(404);
  });

  it('refuses users without edit permission on users (403)', async () => {
    const guardCookie = await signIn(t.app, world.a.guard);
    expect((await send(guardCookie, `/api/users/${world.a.guard.id}/upload-document`, { name: 'X' }, [pdf()])).statusCode).toBe(403);
    const clientCookie = await signIn(t.app, world.a.customerAdmin);
    expect((await send(clientCookie, `/api/users/${world.a.guard.id}/upload-document`, { name: 'X' }, [pdf()])).statusCode).toBe(403);
  });

  it('deletes a document with its stored bytes', async () => {
    const doc = (await send(cookieA, `/api/users/${world.a.guard.id}/upload-document`, { name: 'Delete me' }, [pdf()])).json();
    const objects = storedObjects().length;
    const res = await clientFor(t.app, cookieA).delete(`/api/users/${world.a.guard.id}/documents/${doc.id}`);
    expect(res.statusCode).toBe(204);
    expect(storedObjects().length).toBe(objects - 1);
    expect(await t.database.db.select().from(files).where(eq(files.id, doc.file.id))).toEqual([]);
    expect((await clientFor(t.app, cookieA).get(doc.downloadUrl)).statusCode).toBe(404);
    expect((await clientFor(t.app, cookieA).delete(`/api/users/${world.a.guard.id}/documents/${doc.id}`)).statusCode).toBe(404);
  });

  it("rejects deleting or downloading another company's document (404)", async () => {
    const doc = (await send(cookieA, `/api/users/${world.a.guard.id}/upload-document`, { name: 'Keep me' }, [pdf()])).json();
    const b = clientFor(t.app, cookieB);
    expect((await b.delete(`/api/users/${world.a.guard.id}/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await b.delete(`/api/users/${world.b.guard.id}/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await b.get(`/api/users/${world.b.guard.id}/documents/${doc.id}/file`)).statusCode).toBe(404);
    expect((await b.get(doc.downloadUrl)).statusCode).toBe(404);
    expect((await clientFor(t.app, cookieA).get(doc.downloadUrl)).statusCode).toBe(200);
  });

  it('rejects a malformed id (400)', async () => {
    expect((await clientFor(t.app, cookieA).get('/api/users/not-a-uuid/documents')).statusCode).toBe(400);
  });
});

describe('a retried upload (Idempotency-Key, issue 29)', () => {
  it('saves a document and a memo once however often the form is sent again, and leaves no stray bytes', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    const key = { 'idempotency-key': `doc-${Date.now()}` };
    const url = `/api/users/${guard.id}/upload-document`;
    const first = await send(cookieA, url, { name: 'Carnet de tiro' }, [pdf('carnet.pdf')], 'POST', key);
    expect(first.statusCode, first.body).toBe(201);
    const before = await snapshotCounts();
    const again = await send(cookieA, url, { name: 'Carnet de tiro' }, [pdf('carnet.pdf')], 'POST', key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    await nothingWritten(before);
    // The same key on the memo form is another create (keys are per kind of record).
    const memo = await send(
      cookieA,
      `/api/users/${guard.id}/upload-memo`,
      { name: 'Amonestación', reason: 'Tarde' },
      [pdf('m.pdf')],
      'POST',
      key,
    );
    expect(memo.statusCode, memo.body).toBe(201);
    const memoAgain = await send(
      cookieA,
      `/api/users/${guard.id}/upload-memo`,
      { name: 'Amonestación', reason: 'Tarde' },
      [pdf('m.pdf')],
      'POST',
      key,
    );
    expect(memoAgain.json().id).toBe(memo.json().id);
    // Without a key each send is a new document, as before.
    const plain = await send(cookieA, url, { name: 'Sin clave' }, [pdf('a.pdf')]);
    const plainAgain = await send(cookieA, url, { name: 'Sin clave' }, [pdf('a.pdf')]);
    expect(plainAgain.json().id).not.toBe(plain.json().id);
  });
});

describe('memos', () => {
  it('uploads, lists, downloads and deletes a memo', async () => {
    const up = await send(
      cookieA,
      `/api/users/${world.a.guard.id}/upload-memo`,
      { name: 'Late arrival', reason: 'Arrived 40 minutes late', uploadedBy: 'someone' },
      [{ name: 'memo.png', data: samples.png() }],
    );
    expect(up.statusCode).toBe(201);
    const memo = up.json();
    expect(memo).toMatchObject({
      name: 'Late arrival',
      reason: 'Arrived 40 minutes late',
      uploadedBy: { id: world.a.admin.id },
      file: { contentType: 'image/png' },
    });
    const a = clientFor(t.app, cookieA);
    const list = (await a.get(`/api/users/${world.a.guard.id}/memos`)).json();
    expect(list.map((m: { id: string }) => m.id)).toContain(memo.id);
    const file = await a.get(memo.downloadUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(samples.png())).toBe(true);
    expect((await a.delete(`/api/users/${world.a.guard.id}/memos/${memo.id}`)).statusCode).toBe(204);
    expect((await a.get(`/api/users/${world.a.guard.id}/memos`)).json()).toEqual([]);
  });

  it('rejects a memo without a reason (400), writing nothing', async () => {
    const before = await snapshotCounts();
    const res = await send(cookieA, `/api/users/${world.a.guard.id}/upload-memo`, { name: 'No reason' }, [pdf()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors.reason).toBeTruthy();
    await nothingWritten(before);
  });

  it('rejects a memo file of a wrong type (415) and a too large one (413)', async () => {
    const before = await snapshotCounts();
    const wrong = await send(cookieA, `/api/users/${world.a.guard.id}/upload-memo`, { name: 'M', reason: 'R' }, [
      { name: 'memo.pdf', data: samples.zip({ 'a.txt': 'not a docx' }) },
    ]);
    expect(wrong.statusCode).toBe(415);
    const big = await send(cookieA, `/api/users/${world.a.guard.id}/upload-memo`, { name: 'M', reason: 'R' }, [
      { name: 'memo.png', data: Buffer.concat([samples.png(), Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(413);
    await nothingWritten(before);
  });

  it('rejects memos of another company and of non-guards (404)', async () => {
    const memo = (await send(cookieA, `/api/users/${world.a.guard.id}/upload-memo`, { name: 'M', reason: 'R' }, [pdf()])).json();
    const b = clientFor(t.app, cookieB);
    expect((await b.get(`/api/users/${world.a.guard.id}/memos`)).statusCode).toBe(404);
    expect((await send(cookieB, `/api/users/${world.a.guard.id}/upload-memo`, { name: 'M', reason: 'R' }, [pdf()])).statusCode).toBe(404);
    expect((await b.delete(`/api/users/${world.a.guard.id}/memos/${memo.id}`)).statusCode).toBe(404);
    expect((await b.get(memo.downloadUrl)).statusCode).toBe(404);
    expect((await clientFor(t.app, cookieA).get(`/api/users/${world.a.admin.id}/memos`)).statusCode).toBe(404);
  });
});

describe('banned posts', () => {
  it('lists the posts of the guard’s company with location and customer company', async () => {
    const post = await createPost(t.database.db, {
      companyId: world.a.company.id,
      customerCompanyId: world.a.customer.id,
      name: 'Lobby Norte',
      address: { street: 'Calle 1', city: 'Bayamón', state: 'PR' },
    });
    const options = (await clientFor(t.app, cookieA).get(`/api/users/${world.a.guard.id}/banned-posts/options`)).json();
    expect(options).toContainEqual({
      id: post.id,
      name: 'Lobby Norte',
      location: 'Calle 1, Bayamón, PR',
      companyName: world.a.customer.name,
      status: 'active',
    });
    expect(options.map((p: { id: string }) => p.id)).not.toContain(world.b.post.id);
  });

  it('replaces the banned posts, recording the actor (not the body) as who banned them', async () => {
    const a = clientFor(t.app, cookieA);
    expect((await a.get(`/api/users/${world.a.guard.id}/banned-posts`)).json()).toEqual({ postIds: [], posts: [] });
    const res = await a.put(`/api/users/${world.a.guard.id}/banned-posts`, { postIds: [world.a.post.id], bannedBy: world.b.admin.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ postIds: [world.a.post.id], posts: [{ id: world.a.post.id, bannedBy: { id: world.a.admin.id } }] });
    const rows = await t.database.db.select().from(userBannedPosts).where(eq(userBannedPosts.userId, world.a.guard.id));
    expect(rows).toMatchObject([{ postId: world.a.post.id, bannedBy: world.a.admin.id }]);
    const cleared = await a.put(`/api/users/${world.a.guard.id}/banned-posts`, { postIds: [] });
    expect(cleared.json()).toEqual({ postIds: [], posts: [] });
  });

  it('rejects a post of another company (404), changing nothing', async () => {
    const a = clientFor(t.app, cookieA);
    await a.put(`/api/users/${world.a.guard.id}/banned-posts`, { postIds: [world.a.post.id] });
    const res = await a.put(`/api/users/${world.a.guard.id}/banned-posts`, { postIds: [world.b.post.id] });
    expect(res.statusCode).toBe(404);
    expect((await a.get(`/api/users/${world.a.guard.id}/banned-posts`)).json().postIds).toEqual([world.a.post.id]);
  });

  it('rejects malformed post ids (400)', async () => {
    const res = await clientFor(t.app, cookieA).put(`/api/users/${world.a.guard.id}/banned-posts`, { postIds: ['nope'] });
    expect(res.statusCode).toBe(400);
  });

  it('rejects a guard of another company and a non-guard target (404)', async () => {
    const b = clientFor(t.app, cookieB);
    expect((await b.get(`/api/users/${world.a.guard.id}/banned-posts`)).statusCode).toBe(404);
    expect((await b.put(`/api/users/${world.a.guard.id}/banned-posts`, { postIds: [] })).statusCode).toBe(404);
    expect((await b.get(`/api/users/${world.a.guard.id}/banned-posts/options`)).statusCode).toBe(404);
    expect((await clientFor(t.app, cookieA).put(`/api/users/${world.a.admin.id}/banned-posts`, { postIds: [] })).statusCode).toBe(404);
  });
});

describe('face recognition', () => {
  const photo = (i: number): TMultipartFile => ({ name: `face-${i}.png`, type: 'image/png', data: samples.png() });

  it('uploads photos and a video, then attaches them with PATCH', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    const up = await send(cookieA, `/api/users/${guard.id}/face-photos`, {}, [
      photo(1),
      { name: 'face.jpg', data: samples.jpeg() },
      { name: 'f.webp', data: samples.webp() },
    ]);
    expect(up.statusCode).toBe(201);
    const { fileIds } = up.json();
    expect(fileIds).toHaveLength(3);
    const video = await send(cookieA, `/api/users/${guard.id}/face-video`, {}, [
      { name: 'face.webm', type: 'video/webm', data: samples.webm() },
    ]);
    expect(video.statusCode).toBe(201);
    const [videoId] = video.json().fileIds;

    const a = clientFor(t.app, cookieA);
    const res = await a.patch(`/api/users/${guard.id}/face-recognition`, {
      facePhotos: fileIds,
      faceVideo: videoId,
      faceRecognitionComplete: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ faceRecognitionComplete: true, faceVideo: { id: videoId, contentType: 'video/webm' } });
    expect(res.json().facePhotos.map((p: { id: string }) => p.id)).toEqual(fileIds);
    const image = await a.get(res.json().facePhotos[0].url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await a.get(`/api/users/${guard.id}/face-video/file`)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guard.id));
    expect(row).toMatchObject({ faceRecognitionComplete: true, faceVideoFileId: videoId });

    // Dropping a photo removes its row and its file.
    const kept = await a.patch(`/api/users/${guard.id}/face-recognition`, { facePhotos: fileIds.slice(1), faceRecognitionComplete: true });
    expect(kept.json().facePhotos).toHaveLength(2);
    expect(kept.json().faceVideo.id).toBe(videoId);
    expect(await t.database.db.select().from(files).where(eq(files.id, fileIds[0]))).toEqual([]);
  });

  it('says which photos have no face once they are checked: faceCount null while checking, then the faces found (issue 29)', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    const { fileIds } = (await send(cookieA, `/api/users/${guard.id}/face-photos`, {}, [photo(1), photo(2)])).json();
    const a = clientFor(t.app, cookieA);
    const saved = await a.patch(`/api/users/${guard.id}/face-recognition`, { facePhotos: fileIds, faceRecognitionComplete: false });
    expect(saved.json().facePhotos.map((p: { faceCount: number | null }) => p.faceCount)).toEqual([null, null]);
    // The descriptor job (run here by hand) finds no face on these pictures.
    await computeDescriptors(t.app.ctx, { companyId: world.a.company.id, userId: guard.id });
    const read = (await a.get(`/api/users/${guard.id}/face-recognition`)).json();
    expect(read.facePhotos.map((p: { id: string; faceCount: number | null }) => [p.id, p.faceCount])).toEqual([
      [fileIds[0], 0],
      [fileIds[1], 0],
    ]);
  });

  it('accepts images only for face photos (415)', async () => {
    const res = await send(cookieA, `/api/users/${world.a.guard.id}/face-photos`, {}, [{ name: 'face.png', data: samples.pdf() }]);
    expect(res.statusCode).toBe(415);
    const video = await send(cookieA, `/api/users/${world.a.guard.id}/face-video`, {}, [{ name: 'face.webm', data: samples.png() }]);
    expect(video.statusCode).toBe(415);
  });

  it('rejects more than 20 photos (400)', async () => {
    const tooMany = await send(
      cookieA,
      `/api/users/${world.a.guard.id}/face-photos`,
      {},
      Array.from({ length: 21 }, (_, i) => photo(i)),
    );
    expect(tooMany.statusCode).toBe(400);
    const ids = Array.from({ length: 21 }, () => crypto.randomUUID());
    const res = await clientFor(t.app, cookieA).patch(`/api/users/${world.a.guard.id}/face-recognition`, {
      facePhotos: ids,
      faceRecognitionComplete: true,
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses to attach a file that is not this guard’s face photo (404)', async () => {
    const doc = (
      await send(cookieA, `/api/users/${world.a.guard.id}/upload-document`, { name: 'Not a face' }, [
        { name: 'x.png', data: samples.png() },
      ])
    ).json();
    const res = await clientFor(t.app, cookieA).patch(`/api/users/${world.a.guard.id}/face-recognition`, {
      facePhotos: [doc.file.id],
      faceRecognitionComplete: true,
    });
    expect(res.statusCode).toBe(404);
    const other = await createGuard(t.database.db, { companyId: world.a.company.id });
    const { fileIds } = (await send(cookieA, `/api/users/${other.id}/face-photos`, {}, [photo(1)])).json();
    const stolen = await clientFor(t.app, cookieA).patch(`/api/users/${world.a.guard.id}/face-recognition`, {
      facePhotos: fileIds,
      faceRecognitionComplete: true,
    });
    expect(stolen.statusCode).toBe(404);
  });

  it('rejects completing with no photo and no video (400)', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    const res = await clientFor(t.app, cookieA).patch(`/api/users/${guard.id}/face-recognition`, {
      facePhotos: [],
      faceRecognitionComplete: true,
    });
    expect(res.statusCode).toBe(400);
    const bad = await clientFor(t.app, cookieA).patch(`/api/users/${guard.id}/face-recognition`, { facePhotos: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('rejects face data of another company and of non-guards (404)', async () => {
    const b = clientFor(t.app, cookieB);
    expect((await b.get(`/api/users/${world.a.guard.id}/face-recognition`)).statusCode).toBe(404);
    expect(
      (await b.patch(`/api/users/${world.a.guard.id}/face-recognition`, { facePhotos: [], faceRecognitionComplete: false })).statusCode,
    ).toBe(404);
    expect((await send(cookieB, `/api/users/${world.a.guard.id}/face-photos`, {}, [photo(1)])).statusCode).toBe(404);
    expect((await b.get(`/api/users/${world.a.guard.id}/face-video/file`)).statusCode).toBe(404);
    expect((await clientFor(t.app, cookieA).get(`/api/users/${world.a.admin.id}/face-recognition`)).statusCode).toBe(404);
  });
});

describe('demo data', () => {
  it('seeds the demo guard’s documents (every expiry state) and a memo with real PDF bytes', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    await t.database.db.transaction((tx) =>
      seedDemoGuardRecords(tx, t.config, { companyId: world.a.company.id, guardEmail: guard.email, adminEmail: world.a.admin.email }),
    );
    const a = clientFor(t.app, cookieA);
    const docs = (await a.get(`/api/users/${guard.id}/documents`)).json() as { expiryStatus: string; downloadUrl: string }[];
    expect(docs.map((d) => d.expiryStatus).sort()).toEqual(['expired', 'expiring', 'none', 'valid']);
    const file = await a.get(docs[0].downloadUrl);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await a.get(`/api/users/${guard.id}/memos`)).json()).toHaveLength(1);
  });
});

describe('files of a deleted user', () => {
  it('deleteSubjectFileRows removes the file rows of a user whose records are gone, and their bytes', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    await send(cookieA, `/api/users/${guard.id}/upload-document`, { name: 'D' }, [pdf()]);
    await send(cookieA, `/api/users/${guard.id}/upload-memo`, { name: 'M', reason: 'R' }, [pdf()]);
    const objects = storedObjects().length;
    await t.database.db.delete(users).where(eq(users.id, guard.id));
    const keys = await deleteSubjectFileRows(t.database.db, guard.id);
    expect(keys).toHaveLength(2);
    await deleteStoredObjects(t.app.ctx, keys);
    expect(storedObjects().length).toBe(objects - 2);
    expect(await t.database.db.select().from(files).where(eq(files.subjectId, guard.id))).toEqual([]);
  });
});

describe('S3 storage', () => {
  it('stores and serves documents through an S3-compatible server when STORAGE_DRIVER=s3', async () => {
    const S3rver = createRequire(import.meta.url)('s3rver') as new (
      o: object,
    ) => { run: () => Promise<{ port: number }>; close: () => Promise<void> };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centinela-s3-api-'));
    const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'docs' }] });
    const { port } = await server.run();
    const s3App = await buildTestApp({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'docs',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    try {
      const w = await createTwoTenantWorld(s3App.database.db);
      const cookie = await signIn(s3App.app, w.a.admin);
      const { payload, headers } = multipart({ name: 'In S3' }, [pdf()]);
      const up = await s3App.app.inject({
        method: 'POST',
        url: `/api/users/${w.a.guard.id}/upload-document`,
        payload,
        headers: { ...headers, cookie },
      });
      expect(up.statusCode).toBe(201);
      const [row] = await s3App.database.db.select().from(files).where(eq(files.id, up.json().file.id));
      expect(fs.existsSync(s3App.config.storage.localDir)).toBe(false);
      const down = await s3App.app.inject({ method: 'GET', url: up.json().downloadUrl, headers: { cookie } });
      expect(down.rawPayload.equals(samples.pdf())).toBe(true);
      expect(row.storageKey.startsWith(`${w.a.company.id}/document/`)).toBe(true);
      const del = await s3App.app.inject({
        method: 'DELETE',
        url: `/api/users/${w.a.guard.id}/documents/${up.json().id}`,
        headers: { cookie },
      });
      expect(del.statusCode).toBe(204);
    } finally {
      await s3App.close();
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('customer company admins', () => {
  it('see only guards who work at their customer’s posts', async () => {
    const clientCookie = await signIn(t.app, world.a.customerAdmin);
    const c = clientFor(t.app, clientCookie);
    // They see the guard (read-only), never the records the company keeps about them.
    expect((await c.get(`/api/users/${world.a.guard.id}`)).statusCode).toBe(200);
    for (const records of ['documents', 'memos', 'banned-posts', 'face-recognition']) {
      expect((await c.get(`/api/users/${world.a.guard.id}/${records}`)).statusCode).toBe(403);
    }
    const otherCustomer = await createCustomerCompany(t.database.db, { companyId: world.a.company.id });
    const elsewhere = await createGuard(t.database.db, {
      companyId: world.a.company.id,
      email: `elsewhere-${otherCustomer.id.slice(0, 6)}@example.com`,
    });
    expect((await c.get(`/api/users/${elsewhere.id}`)).statusCode).toBe(404);
  });
});
