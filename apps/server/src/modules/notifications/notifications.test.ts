// API tests of the signed-in user's notifications: notify() writes, the list/count/read routes read only one's own
// rows (another user's, in this tenant or another, is 404), preferences and dedupe keys.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';
import { domainEvents, notifications } from '../../db/schema';
import { companyAdminIds, notify, type TNotifyInput } from './notify';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let guard: ReturnType<typeof clientFor>;
let other: ReturnType<typeof clientFor>;

const send = (over: Partial<TNotifyInput> = {}) =>
  t.database.db.transaction((tx) =>
    notify(tx, {
      companyId: world.a.company.id,
      recipientIds: [world.a.admin.id],
      kind: 'system.test',
      type: 'system',
      priority: 'low',
      params: { text: 'hello' },
      ...over,
    }),
  );

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  guard = clientFor(t.app, await signIn(t.app, world.a.guard));
  other = clientFor(t.app, await signIn(t.app, world.b.admin));
});
afterAll(() => t.close());

describe('notify()', () => {
  it('writes one row per recipient of the company, drops duplicates and other tenants, and announces it to the recipient', async () => {
    const before = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(domainEvents)
      .where(eq(domainEvents.entityType, 'notifications'));
    await send({ recipientIds: [world.a.admin.id, world.a.admin.id, world.b.admin.id, world.a.guard.id], params: { text: 'one' } });
    const rows = await t.database.db.select().from(notifications).where(sql`${notifications.params}->>'text' = 'one'`);
    expect(rows.map((r) => r.userId).sort()).toEqual([world.a.admin.id, world.a.guard.id].sort());
    const after = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(domainEvents)
      .where(eq(domainEvents.entityType, 'notifications'));
    expect(after[0].n - before[0].n).toBe(2);
  });

  it("rolls back with the caller's transaction", async () => {
    await t.database.db
      .transaction(async (tx) => {
        await notify(tx, {
          companyId: world.a.company.id,
          recipientIds: [world.a.admin.id],
          kind: 'system.test',
          type: 'system',
          priority: 'low',
          params: { text: 'rolled' },
        });
        throw new Error('rollback');
      })
      .catch(() => {});
    const rows = await t.database.db.select().from(notifications).where(sql`${notifications.params}->>'text' = 'rolled'`);
    expect(rows).toHaveLength(0);
  });

  it('notifies a (recipient, dedupe key) pair once, ever', async () => {
    for (let i = 0; i < 3; i++) await send({ dedupeKey: 'once-key', params: { text: 'dedupe' } });
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.dedupeKey, 'once-key'));
    expect(rows).toHaveLength(1);
  });

  it('companyAdminIds lists the security company admins', async () => {
    expect(await companyAdminIds(t.database.db, world.a.company.id)).toEqual([world.a.admin.id]);
  });
});

describe('GET /api/notifications and the unread count', () => {
  it('lists only my own, filters unread and alerts, and counts unread', async () => {
    await send({
      recipientIds: [world.a.guard.id],
      type: 'alert',
      priority: 'high',
      kind: 'document.expired',
      params: { document: 'Licence', guard: 'G', expiryDate: '2026-01-01' },
    });
    const all = (await guard.get('/api/notifications')).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.items.every((n: { id: string }) => typeof n.id === 'string')).toBe(true);
    const alerts = (await guard.get('/api/notifications?filter=alerts')).json();
    expect(alerts.items.map((n: { type: string }) => n.type)).toEqual(['alert']);
    const count = (await guard.get('/api/notifications/unread-count')).json().count;
    expect(count).toBe(all.total);
    const unread = (await guard.get('/api/notifications?filter=unread')).json();
    expect(unread.total).toBe(count);
    expect((await other.get('/api/notifications')).json().total).toBe(0);
    expect((await guard.get('/api/notifications?filter=nope')).statusCode).toBe(400);
  });

  it('marks one read (mine), 404 for another user’s or another tenant’s', async () => {
    const [mine] = (await guard.get('/api/notifications?filter=unread')).json().items;
    expect((await admin.patch(`/api/notifications/${mine.id}/read`)).statusCode).toBe(404);
    expect((await other.patch(`/api/notifications/${mine.id}/read`)).statusCode).toBe(404);
    expect((await guard.patch('/api/notifications/00000000-0000-4000-8000-000000000000/read')).statusCode).toBe(404);
    const before = (await guard.get('/api/notifications/unread-count')).json().count;
    const res = await guard.patch(`/api/notifications/${mine.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine.id, read: true });
    expect((await guard.get('/api/notifications/unread-count')).json().count).toBe(before - 1);
  });

  it('marks all read: mine only', async () => {
    const adminBefore = (await admin.get('/api/notifications/unread-count')).json().count;
    expect(adminBefore).toBeGreaterThan(0);
    const res = await guard.patch('/api/notifications/read-all');
    expect(res.statusCode).toBe(200);
    expect((await guard.get('/api/notifications/unread-count')).json().count).toBe(0);
    expect((await admin.get('/api/notifications/unread-count')).json().count).toBe(adminBefore);
    expect((await other.patch('/api/notifications/read-all')).json().updated).toBe(0);
  });

  it('the unread count is an index-only scan', async () => {
    const plan = await t.database.db.execute(
      sql`explain select count(*) from notifications where user_id = ${world.a.admin.id} and read_at is null`,
    );
    const text = (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    expect(text).toMatch(/notifications_user_unread_idx|Seq Scan/);
    await t.database.db.execute(sql`set enable_seqscan = off`);
    const forced = await t.database.db.execute(
      sql`explain select count(*) from notifications where user_id = ${world.a.admin.id} and read_at is null`,
    );
    await t.database.db.execute(sql`set enable_seqscan = on`);
    expect((forced as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n')).toMatch(
      /Index Only Scan using notifications_user_unread_idx/,
    );
  });
});

describe('preferences', () => {
  it('resolves built-in → company default → own, and a switched-off type is not notified in app', async () => {
    const initial = (await guard.get('/api/notifications/preferences')).json();
    expect(initial.preferences.system).toEqual({ inApp: true, email: false, sms: false, digest: true });
    const res = await guard.put('/api/notifications/preferences', { system: { inApp: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().preferences.system.inApp).toBe(false);
    // Off in the app but still in the daily summary: stored read (the badge never counts it), waiting for the summary.
    await send({ recipientIds: [world.a.guard.id], params: { text: 'summary only' } });
    const stored = await t.database.db.select().from(notifications).where(sql`${notifications.params}->>'text' = 'summary only'`);
    expect(stored.map((r) => [r.readAt !== null, r.digestPending])).toEqual([[true, true]]);
    // Off everywhere: nothing is stored.
    await guard.put('/api/notifications/preferences', { system: { inApp: false, digest: false } });
    await send({ recipientIds: [world.a.guard.id], params: { text: 'muted' } });
    const rows = await t.database.db.select().from(notifications).where(sql`${notifications.params}->>'text' = 'muted'`);
    expect(rows).toHaveLength(0);
    // Critical ones still arrive.
    await send({ recipientIds: [world.a.guard.id], priority: 'critical', params: { text: 'critical' } });
    expect(await t.database.db.select().from(notifications).where(sql`${notifications.params}->>'text' = 'critical'`)).toHaveLength(1);
    expect((await guard.put('/api/notifications/preferences', { system: { fax: true } })).statusCode).toBe(400);
  });
});

describe('live events', () => {
  it('a notification event reaches its recipient only (not a colleague, not a platform admin)', async () => {
    const { liveEventFor } = await import('../../platform/events/visibility');
    const event = {
      id: 1,
      companyId: world.a.company.id,
      entityType: 'notifications' as const,
      entityId: world.a.guard.id,
      action: 'CREATE' as const,
      actorUserId: null,
    };
    const actor = (userId: string, isPlatformAdmin = false) =>
      ({
        userId,
        companyId: world.a.company.id,
        isPlatformAdmin,
        role: 'security_company_admin',
        subject: { role: 'superadmin' },
      }) as never;
    expect(liveEventFor(actor(world.a.guard.id), event)).toMatchObject({ entityType: 'notifications', entityId: world.a.guard.id });
    expect(liveEventFor(actor(world.a.admin.id), event)).toBeNull();
    expect(liveEventFor(actor(world.platform.admin.id, true), event)).toBeNull();
  });
});
