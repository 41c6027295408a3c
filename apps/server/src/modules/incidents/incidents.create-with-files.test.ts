// An incident and its files are one write (issue 29: "An incident whose attachment is refused is saved anyway, and
// each retry saves another copy"). Files are staged first (POST /api/uploads?target=incident), the create claims them
// in its transaction; a refused file stops the create before anything is written, a file that cannot be claimed rolls
// the incident back, and a retry with the same Idempotency-Key answers the first incident (platform/attachments).
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createPost, createRoster, createTwoTenantWorld, signIn } from '../../../test/factories';
import { files, incidents, novelties } from '../../db/schema';
import { sweepStaged } from '../../platform/attachments/sweep';
import { multipart, samples, type TMultipartFile } from '../../platform/storage/test-samples';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let guardCookie: string;
let otherCookie: string;
let customerCookie: string;
let adminCookie: string;
let guard: ReturnType<typeof clientFor>;
let postId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  const g = await createGuard(db, { companyId: world.a.company.id, email: `files-${Date.now()}@example.com` });
  const post = await createPost(db, { companyId: world.a.company.id, customerCompanyId: world.a.customer.id, name: 'Torre Sur' });
  postId = post.id;
  await createRoster(db, {
    companyId: world.a.company.id,
    postId: post.id,
    shifts: Array.from({ length: 7 }, (_, d) => ({ dayOfWeek: d, startMinute: 0, endMinute: 1439, guardIds: [g.id] })),
  });
  guardCookie = await signIn(t.app, g);
  guard = clientFor(t.app, guardCookie);
  otherCookie = await signIn(t.app, world.a.guard);
  customerCookie = await signIn(t.app, world.a.customerAdmin);
  adminCookie = await signIn(t.app, world.a.admin);
});
afterAll(() => t.close());

const stage = (cookie: string, target: string, list: TMultipartFile[]) => {
  const body = multipart({}, list);
  return t.app.inject({
    method: 'POST',
    url: `/api/uploads?target=${target}`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};

const createIncident = (body: Record<string, unknown>, key?: string, cookie = guardCookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/incidents',
    payload: {
      title: 'Ventana rota',
      description: 'Ventana del vestíbulo rota a las 03:00.',
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
      ...body,
    },
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });

const incidentCount = async (title: string) =>
  Number((await t.database.db.select({ n: count() }).from(incidents).where(eq(incidents.title, title)))[0].n);

describe('staging files for a record about to be created', () => {
  it('stages files checked by their bytes, owned by the uploader, and refuses a wrong kind (415) or too many', async () => {
    const res = await stage(guardCookie, 'incident', [
      { name: 'foto.png', data: samples.png() },
      { name: 'acta.pdf', data: samples.pdf() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().files).toEqual([
      expect.objectContaining({ originalName: 'foto.png', contentType: 'image/png' }),
      expect.objectContaining({ originalName: 'acta.pdf', contentType: 'application/pdf' }),
    ]);
    expect((await stage(guardCookie, 'incident', [{ name: 'x.png', data: samples.garbage(64) }])).statusCode).toBe(415);
    // A novelty takes photos only, at most 5.
    expect((await stage(guardCookie, 'novelty', [{ name: 'a.pdf', data: samples.pdf() }])).statusCode).toBe(415);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, data: samples.png() }));
    expect((await stage(guardCookie, 'novelty', six)).statusCode).toBe(400);
    // Who may not file an incident may not stage for one; an unknown target is a 400.
    expect((await stage(customerCookie, 'incident', [{ name: 'a.png', data: samples.png() }])).statusCode).toBe(403);
    expect((await stage(guardCookie, 'invoice', [{ name: 'a.png', data: samples.png() }])).statusCode).toBe(400);
  });

  it('takes a staged file off before saving (DELETE), only the uploader’s own', async () => {
    const [file] = (await stage(guardCookie, 'incident', [{ name: 'quitar.png', data: samples.png() }])).json().files;
    expect((await clientFor(t.app, otherCookie).delete(`/api/uploads/${file.id}`)).statusCode).toBe(404);
    expect((await guard.delete(`/api/uploads/${file.id}`)).statusCode).toBe(204);
    expect((await guard.delete(`/api/uploads/${file.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/incidents with attachmentIds', () => {
  it('files the incident with its files in one write', async () => {
    const staged = (await stage(guardCookie, 'incident', [{ name: 'puerta.png', data: samples.png() }])).json().files;
    const res = await createIncident({ title: 'Con foto', postId, attachmentIds: staged.map((f: { id: string }) => f.id) });
    expect(res.statusCode, res.body).toBe(201);
    const incident = res.json();
    expect(incident.attachments).toEqual([expect.objectContaining({ id: staged[0].id, originalName: 'puerta.png' })]);
    expect(incident.history.map((h: { action: string }) => h.action)).toEqual(['created', 'attachments']);
    // Attached: no longer staged, so it cannot be claimed twice or discarded.
    expect((await guard.delete(`/api/uploads/${staged[0].id}`)).statusCode).toBe(404);
    const again = await createIncident({ title: 'Robada', postId, attachmentIds: [staged[0].id] });
    expect(again.statusCode).toBe(400);
    expect(await incidentCount('Robada')).toBe(0);
  });

  it('saves nothing when a file is not the caller’s staged file (another user’s, unknown)', async () => {
    const others = (await stage(otherCookie, 'incident', [{ name: 'ajena.png', data: samples.png() }])).json().files;
    const mine = (await stage(guardCookie, 'incident', [{ name: 'mia.png', data: samples.png() }])).json().files;
    const res = await createIncident({ title: 'Mezcla', postId, attachmentIds: [mine[0].id, others[0].id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors.attachmentIds).toBeDefined();
    expect(await incidentCount('Mezcla')).toBe(0);
    // Mine is still staged (the failed create rolled its claim back): the form's retry without the stranger's file works.
    const retry = await createIncident({ title: 'Mezcla', postId, attachmentIds: [mine[0].id] });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await incidentCount('Mezcla')).toBe(1);
  });

  it('answers a retry with the same Idempotency-Key with the first incident, even at the same time', async () => {
    const key = `form-${Date.now()}-a`;
    const [first, second] = await Promise.all([
      createIncident({ title: 'Reintento', postId }, key),
      createIncident({ title: 'Reintento', postId }, key),
    ]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    const third = await createIncident({ title: 'Reintento', postId }, key);
    expect(third.json().id).toBe(first.json().id);
    expect(await incidentCount('Reintento')).toBe(1);
    // The key is the caller's: another user with the same key files their own.
    const other = await createIncident({ title: 'Reintento', postId }, key, adminCookie);
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().id).not.toBe(first.json().id);
    // A failed first try (a bad file) leaves the key free for the corrected retry.
    const key2 = `form-${Date.now()}-b`;
    expect(
      (await createIncident({ title: 'Corregido', postId, attachmentIds: ['00000000-0000-4000-8000-000000000000'] }, key2)).statusCode,
    ).toBe(400);
    expect((await createIncident({ title: 'Corregido', postId }, key2)).statusCode).toBe(201);
    expect(await incidentCount('Corregido')).toBe(1);
    expect((await createIncident({ title: 'Clave mala', postId }, 'x')).statusCode).toBe(400);
  });

  it('writes a novelty with its photos the same way', async () => {
    const staged = (await stage(guardCookie, 'novelty', [{ name: 'ronda.jpg', data: samples.jpeg() }])).json().files;
    const body = {
      postId,
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
      text: 'Ronda sin novedad',
      attachmentIds: [staged[0].id],
    };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/novelties',
        payload: body,
        headers: { cookie: guardCookie, 'idempotency-key': `nov-${staged[0].id}` },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().photos).toHaveLength(1);
    expect((await send()).json().id).toBe(first.json().id);
    const rows = await t.database.db.select({ n: count() }).from(novelties).where(eq(novelties.text, 'Ronda sin novedad'));
    expect(Number(rows[0].n)).toBe(1);
  });
});

describe('the hourly sweep', () => {
  it('removes staged files nobody attached after a day, and keeps attached ones', async () => {
    const staged = (await stage(guardCookie, 'incident', [{ name: 'olvidada.png', data: samples.png() }])).json().files;
    const stagedNow = async () =>
      Number(
        (
          await t.database.db
            .select({ n: count() })
            .from(files)
            .where(and(eq(files.id, staged[0].id), like(files.purpose, 'staged:%')))
        )[0].n,
      );
    await sweepStaged(t.app.ctx);
    expect(await stagedNow()).toBe(1);
    const removed = await sweepStaged(t.app.ctx, new Date(Date.now() + 25 * 3_600_000));
    expect(removed.stagedFiles).toBeGreaterThanOrEqual(1);
    expect(await stagedNow()).toBe(0);
    const attached = await t.database.db.select({ n: count() }).from(files).where(eq(files.purpose, 'incident_attachment'));
    expect(Number(attached[0].n)).toBeGreaterThanOrEqual(2);
  });
});
