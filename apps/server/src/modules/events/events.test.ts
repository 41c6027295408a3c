// Live updates over a real socket: a write reaches the streams of those who may see it, after commit, in order;
// another tenant's streams get nothing; narrower roles learn no row ids; Last-Event-ID replays what was missed.
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../db/schema';
import { writeSystemLog } from '../../platform/audit/system-log';
import { CONTENT_SECURITY_POLICY } from '../../platform/http/security-headers';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';
import { openSseStream, type TSseMessage, type TSseStream } from '../../../test/sse-client';

type TMessage = TSseMessage;

let t: TTestApp;
let base: string;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const open: TSseStream[] = [];

/** Opens GET /api/events like a browser's EventSource and collects the parsed messages; closed after all tests. */
const stream = async (cookie: string, lastEventId?: string, server = base) => {
  const opened = await openSseStream(`${server}/api/events`, { cookie, lastEventId });
  open.push(opened);
  return opened;
};

const t_isPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

const changes = (messages: TMessage[]) => messages.filter((m) => m.event === 'change');

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

describe('GET /api/events', () => {
  it('refuses a visitor without a session (401)', async () => {
    const res = await fetch(`${base}/api/events`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(401);
  });

  it('answers the stream with the security headers every other answer carries', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/events`, {
      headers: { cookie: await signIn(t.app, world.a.admin), accept: 'text/event-stream' },
      signal: controller.signal,
    });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=(self)');
    } finally {
      controller.abort();
    }
  });

  it("streams a post created by one admin to another admin of the company within 2 s, and nothing to the other company's admin", async () => {
    const adminA = await signIn(t.app, world.a.admin);
    const watcherA = await stream(await signIn(t.app, world.a.admin));
    const watcherB = await stream(await signIn(t.app, world.b.admin));
    expect(watcherA.status).toBe(200);
    expect(watcherA.contentType).toContain('text/event-stream');

    const started = Date.now();
    const created = await clientFor(t.app, adminA).post('/api/posts', { customerCompanyId: world.a.customer.id, name: 'Live Gate' });
    expect(created.statusCode).toBe(201);
    const postId = created.json().id as string;
    const got = await watcherA.waitFor((m) => m.event === 'change' && m.data.entityId === postId);
    expect(got?.data).toMatchObject({ entityType: 'posts', action: 'CREATE', entityId: postId });
    expect(Date.now() - started).toBeLessThan(2_000);

    await new Promise((r) => setTimeout(r, 300));
    expect(changes(watcherB.messages).filter((m) => m.data.entityId === postId)).toEqual([]);
    expect(changes(watcherB.messages).filter((m) => m.data.entityType === 'posts')).toEqual([]);
  });

  it('tells a guard and a customer admin that rosters changed without the row ids, and does not stream user changes to a guard', async () => {
    const admin = clientFor(t.app, await signIn(t.app, world.a.admin));
    const guard = await stream(await signIn(t.app, world.a.guard));
    const customerAdmin = await stream(await signIn(t.app, world.a.customerAdmin));

    const res = await admin.put(`/api/posts/${world.a.post.id}`, { customerCompanyId: world.a.customer.id, name: 'Renamed Gate' });
    expect(res.statusCode).toBe(200);
    const seen = await customerAdmin.waitFor((m) => m.event === 'change' && m.data.entityType === 'posts');
    expect(seen?.data.entityId).toBeNull();

    const user = await admin.put(`/api/users/${world.a.customerAdmin.id}/employment`, { stillEmployed: true });
    expect(user.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(changes(guard.messages).filter((m) => m.data.entityType === 'users')).toEqual([]);
  });

  it('streams a write only once its transaction commits, and nothing of one rolled back', async () => {
    const watcher = await stream(await signIn(t.app, world.a.admin));
    const entry = (entityId: string) => ({
      action: 'UPDATE' as const,
      entityType: 'posts' as const,
      entityId,
      message: { key: 'postUpdated' as const, params: { name: entityId } },
      companyId: world.a.company.id,
    });
    await t.database.db
      .transaction(async (tx) => {
        await writeSystemLog(tx, null, entry('rolled-back'));
        throw new Error('the write fails after logging');
      })
      .catch(() => undefined);
    await t.database.db.transaction(async (tx) => {
      await writeSystemLog(tx, null, entry('committed'));
      await new Promise((r) => setTimeout(r, 200));
      expect(changes(watcher.messages).filter((m) => m.data.entityId === 'committed')).toEqual([]);
    });
    expect(await watcher.waitFor((m) => m.data.entityId === 'committed')).toBeTruthy();
    expect(changes(watcher.messages).filter((m) => m.data.entityId === 'rolled-back')).toEqual([]);
    const [{ n }] = await t.database.db.select({ n: count() }).from(domainEvents).where(eq(domainEvents.entityId, 'rolled-back'));
    expect(n).toBe(0);
  });

  it.runIf(t_isPostgres())('fans out across app processes: a write through one process reaches a stream held by another', async () => {
    if (t.database.kind !== 'postgres') return;
    const other = await buildApp({
      config: t.config,
      database: await openDatabase({ kind: 'postgres', url: t.database.url, poolSize: 2 }),
      serveWeb: false,
    });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const otherBase = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      const watcher = await stream(await signIn(t.app, world.a.admin), undefined, otherBase);
      const created = await clientFor(t.app, await signIn(t.app, world.a.admin)).post('/api/posts', {
        customerCompanyId: world.a.customer.id,
        name: 'Across processes',
      });
      expect(await watcher.waitFor((m) => m.data.entityId === created.json().id)).toBeTruthy();
      watcher.close();
    } finally {
      await other.close();
    }
  });

  it('replays the events missed since Last-Event-ID, in order, then goes on live', async () => {
    const cookie = await signIn(t.app, world.a.admin);
    const admin = clientFor(t.app, cookie);
    const first = await stream(cookie);
    const a1 = await admin.post('/api/posts', { customerCompanyId: world.a.customer.id, name: 'Replay One' });
    const seen = await first.waitFor((m) => m.event === 'change' && m.data.entityId === a1.json().id);
    first.close();

    const missed: string[] = [];
    for (const name of ['Replay Two', 'Replay Three']) {
      missed.push((await admin.post('/api/posts', { customerCompanyId: world.a.customer.id, name })).json().id);
    }
    const resumed = await stream(cookie, seen?.id);
    const replayed = changes(resumed.messages)
      .filter((m) => m.data.entityType === 'posts')
      .map((m) => m.data.entityId);
    expect(replayed).toEqual(missed);
    const ids = changes(resumed.messages).map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));

    const live = await admin.post('/api/posts', { customerCompanyId: world.a.customer.id, name: 'Replay Four' });
    expect(await resumed.waitFor((m) => m.data.entityId === live.json().id)).toBeTruthy();
  });
});
