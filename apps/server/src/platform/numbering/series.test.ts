// Numbering series (decision 0022): concurrent creates never share a number, a rolled-back create gives its number
// back, series and companies are apart, and pay runs created at once through the API are numbered 1…n.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';
import { nextNumber } from './series';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
});
afterAll(() => t.close());

describe('nextNumber', () => {
  it('hands out 1…n to concurrent transactions, gives a rolled-back number back, and keeps series and companies apart', async () => {
    const db = t.database.db;
    const a = world.a.company.id;
    const taken = await Promise.all(Array.from({ length: 12 }, () => db.transaction((tx) => nextNumber(tx, a, 'opportunity_quote'))));
    expect([...taken].sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    await expect(
      db.transaction(async (tx) => {
        expect(await nextNumber(tx, a, 'opportunity_quote')).toBe(13);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.transaction((tx) => nextNumber(tx, a, 'opportunity_quote'))).toBe(13);
    expect(await db.transaction((tx) => nextNumber(tx, world.b.company.id, 'opportunity_quote'))).toBe(1);
  });

  it('numbers pay runs created at the same time 1…n (no collision, no 500)', async () => {
    const admin = clientFor(t.app, await signIn(t.app, world.a.admin));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        admin.post('/api/payroll/runs', { periodKind: 'weekly', periodStart: '2026-03-01', periodEnd: '2026-03-07' }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    expect(answers.map((r) => r.json().number).sort((x: number, y: number) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
