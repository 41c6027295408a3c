// emit() (decision 0029): a typed event is recorded with its parsed payload in the caller's transaction, its
// in-transaction subscribers run in that transaction (a rollback undoes the event and what they wrote), its job
// subscribers get a job that exists only if the write commits, a payload that does not match its schema throws, and a
// once-key emits a detector's fact once. The real areas' subscribers stay bound beside the test's.
import { defineEvent } from '@centinela/shared/events/define';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { createTwoTenantWorld } from '../../../test/factories';
import { domainEventKeys, domainEvents } from '../../db/schema';
import { areas } from '../../modules/areas';
import { jobName, registerJob } from '../jobs/registry';
import { bindSubscribers, defineSubscriber, emit, subscribersOf } from './emit';

const TEST_HAPPENED = defineEvent({
  type: 'test.happened',
  entityType: 'system',
  action: 'CREATE',
  schema: z.object({ thingId: z.uuid(), count: z.number().int().min(0), label: z.string().default('—') }),
  description: 'A test event.',
});

const delivered: { eventId: number; count: number }[] = [];
const TEST_JOB = registerJob(
  jobName('test.events.deliver', z.object({ eventId: z.number().int(), count: z.number().int() })),
  async (data) => {
    delivered.push(data);
  },
);

let t: TTestApp;
let companyId: string;
const seen: number[] = [];

beforeAll(async () => {
  bindSubscribers([
    ...areas.flatMap((a) => a.subscribers ?? []),
    defineSubscriber({
      name: 'test.write-a-key',
      event: TEST_HAPPENED,
      inTransaction: async (tx, event) => {
        seen.push(event.payload.count);
        await tx.insert(domainEventKeys).values({ companyId: event.companyId, key: `seen:${event.id}` });
      },
    }),
    defineSubscriber({
      name: 'test.queue-a-job',
      event: TEST_HAPPENED,
      job: TEST_JOB,
      jobData: (event) => ({ eventId: event.id, count: event.payload.count }),
    }),
  ]);
  t = await buildTestApp({ JOBS_POLL_SECONDS: '0.5' }, { jobs: 'work' });
  companyId = (await createTwoTenantWorld(t.database.db)).a.company.id;
});
afterAll(() => t.close());

const thingId = '3f0c1a52-8a0e-4c2b-9a53-2f1f4d0b7c11';
const eventRow = (id: number) => t.database.db.select().from(domainEvents).where(eq(domainEvents.id, id));
const keyRow = (key: string) =>
  t.database.db
    .select()
    .from(domainEventKeys)
    .where(and(eq(domainEventKeys.companyId, companyId), eq(domainEventKeys.key, key)));
const waitFor = async (check: () => boolean, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  return check();
};

describe('emit', () => {
  it('records the parsed payload, runs the in-transaction subscriber in the write and queues the job subscriber', async () => {
    const event = await t.database.db.transaction((tx) =>
      emit(tx, TEST_HAPPENED, { companyId, actorUserId: null, entityId: thingId }, { thingId, count: 3 }),
    );
    if (!event) throw new Error('not emitted');
    const [row] = await eventRow(event.id);
    expect(row).toMatchObject({
      companyId,
      type: 'test.happened',
      entityType: 'system',
      entityId: thingId,
      action: 'CREATE',
      payload: { thingId, count: 3, label: '—' },
    });
    expect(await keyRow(`seen:${event.id}`)).toHaveLength(1);
    expect(await waitFor(() => delivered.some((d) => d.eventId === event.id))).toBe(true);
    expect(delivered.find((d) => d.eventId === event.id)).toEqual({ eventId: event.id, count: 3 });
  });

  it('leaves nothing when the write rolls back: no event, no subscriber write, no job', async () => {
    let id = 0;
    await expect(
      t.database.db.transaction(async (tx) => {
        id = (await emit(tx, TEST_HAPPENED, { companyId }, { thingId, count: 99 }))?.id ?? 0;
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(id).toBeGreaterThan(0);
    expect(await eventRow(id)).toHaveLength(0);
    expect(await keyRow(`seen:${id}`)).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(delivered.some((d) => d.count === 99)).toBe(false);
  });

  it('refuses a payload its schema does not accept, before anything is written', async () => {
    const before = seen.length;
    await expect(
      t.database.db.transaction((tx) => emit(tx, TEST_HAPPENED, { companyId }, { thingId: 'not-a-uuid', count: -1 })),
    ).rejects.toThrow();
    expect(seen.length).toBe(before);
  });

  it("emits a detector's fact once per company and once-key", async () => {
    const once = () =>
      t.database.db.transaction((tx) => emit(tx, TEST_HAPPENED, { companyId, onceKey: 'thing:2026-11-28' }, { thingId, count: 7 }));
    const first = await once();
    const second = await once();
    expect(first?.id).toBeGreaterThan(0);
    expect(second).toBeNull();
    expect(seen.filter((c) => c === 7)).toHaveLength(1);
  });

  it('keeps every area subscriber bound next to the test ones', () => {
    expect(subscribersOf('incidents.reported').map((s) => s.name)).toEqual(['incidents.alert-admins-on-report']);
    expect(subscribersOf('test.happened').map((s) => s.name)).toEqual(['test.write-a-key', 'test.queue-a-job']);
  });
});
