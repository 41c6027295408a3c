import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemLogs, uniformIssues, uniformItemSizes, uniformStockMoves } from '../../db/schema';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let customerAdmin: ReturnType<typeof clientFor>;
let guard: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  customerAdmin = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
  guard = clientFor(t.app, await signIn(t.app, world.a.guard));
});
afterAll(() => t.close());

const uniq = () => Math.random().toString(36).slice(2, 7);
const newItem = async (client = admin, overrides: Record<string, unknown> = {}) => {
  const res = await client.post('/api/uniform-items', {
    name: `Camisa ${uniq()}`,
    unitCostCents: 2599,
    lowStockThreshold: 2,
    sizes: [
      { size: 'M', stock: 5 },
      { size: 'L', stock: 1 },
    ],
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const countRows = async (table: typeof uniformIssues | typeof uniformStockMoves | typeof systemLogs) =>
  (await t.database.db.select({ n: count() }).from(table))[0].n;

describe('categories', () => {
  it('creates, renames and deletes a category; a duplicate name is 409', async () => {
    const name = `Camisas ${uniq()}`;
    const res = await admin.post('/api/uniform-categories', { name });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name, itemCount: 0, can: { update: true, delete: true } });
    expect((await admin.post('/api/uniform-categories', { name: name.toUpperCase() })).statusCode).toBe(409);
    expect((await admin.post('/api/uniform-categories', { name: ' ' })).statusCode).toBe(400);
    const id = res.json().id;
    expect((await adminB.put(`/api/uniform-categories/${id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await admin.put(`/api/uniform-categories/${id}`, { name: `${name} 2` })).json().name).toBe(`${name} 2`);
    expect((await adminB.delete(`/api/uniform-categories/${id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/uniform-categories/${id}`)).statusCode).toBe(204);
  });
});

describe('items', () => {
  it('creates an item with stock per size, low-stock state and a restock move per size', async () => {
    const category = (await admin.post('/api/uniform-categories', { name: `Gorras ${uniq()}` })).json();
    const item = await newItem(admin, { categoryId: category.id });
    expect(item).toMatchObject({ categoryName: category.name, unitCostCents: 2599, totalStock: 6, isLowStock: true, issuedQuantity: 0 });
    expect(item.sizes.find((s: { size: string }) => s.size === 'L')).toMatchObject({ stock: 1, isLowStock: true });
    const moves = (await admin.get(`/api/uniform-items/${item.id}/moves`)).json();
    expect(moves).toHaveLength(2);
    const list = (await admin.get('/api/uniform-items?lowStock=true')).json();
    expect(list.items.map((i: { id: string }) => i.id)).toContain(item.id);
  });

  it('refuses bad input: no sizes, duplicate sizes, a decimal cost (400)', async () => {
    const bad = await admin.post('/api/uniform-items', { name: 'X', unitCostCents: 12.5, sizes: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details.fieldErrors)).toEqual(expect.arrayContaining(['unitCostCents', 'sizes']));
    const dup = await admin.post('/api/uniform-items', { name: 'X', unitCostCents: 100, sizes: [{ size: 'M' }, { size: 'm' }] });
    expect(dup.json().details.fieldErrors.sizes).toEqual(['uniformsAccessories:validation.sizesUnique']);
    const otherCategory = (await adminB.post('/api/uniform-categories', { name: `B ${uniq()}` })).json();
    expect(
      (await admin.post('/api/uniform-items', { name: 'X', unitCostCents: 1, categoryId: otherCategory.id, sizes: [{ size: 'M' }] }))
        .statusCode,
    ).toBe(404);
  });

  it('restocks and adjusts a size, never below zero (409, nothing written)', async () => {
    const item = await newItem();
    const m = item.sizes.find((s: { size: string }) => s.size === 'M');
    const up = await admin.post(`/api/uniform-items/${item.id}/stock`, { sizeId: m.id, delta: 3, note: 'Compra' });
    expect(up.json().totalStock).toBe(9);
    const movesBefore = await countRows(uniformStockMoves);
    const down = await admin.post(`/api/uniform-items/${item.id}/stock`, { sizeId: m.id, delta: -9 });
    expect(down.statusCode).toBe(409);
    expect(down.json().message).toBe('Not enough stock: 8 left in size M, 9 asked');
    expect(await countRows(uniformStockMoves)).toBe(movesBefore);
    expect((await admin.post(`/api/uniform-items/${item.id}/stock`, { sizeId: m.id, delta: 0 })).statusCode).toBe(400);
    expect((await adminB.post(`/api/uniform-items/${item.id}/stock`, { sizeId: m.id, delta: 1 })).statusCode).toBe(404);
  });

  it('adds a size on update and refuses to remove one with stock (409)', async () => {
    const item = await newItem();
    const res = await admin.put(`/api/uniform-items/${item.id}`, {
      name: item.name,
      unitCostCents: 3000,
      sizes: [{ size: 'M' }, { size: 'L' }, { size: 'XL' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().sizes.map((s: { size: string }) => s.size)).toEqual(['L', 'M', 'XL']);
    expect(
      (await admin.put(`/api/uniform-items/${item.id}`, { name: item.name, unitCostCents: 1, sizes: [{ size: 'XL' }] })).statusCode,
    ).toBe(409);
    expect((await adminB.put(`/api/uniform-items/${item.id}`, { name: 'x', unitCostCents: 1, sizes: [{ size: 'M' }] })).statusCode).toBe(
      404,
    );
  });
});

describe('issues', () => {
  it('issues to a guard (stock drops, logged) and takes a good return back into stock', async () => {
    const item = await newItem();
    const m = item.sizes.find((s: { size: string }) => s.size === 'M');
    const logsBefore = await countRows(systemLogs);
    const res = await admin.post('/api/uniform-issues', {
      itemId: item.id,
      sizeId: m.id,
      guardId: world.a.guard.id,
      quantity: 2,
      issuedOn: '2026-05-01',
      condition: 'new',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ itemName: item.name, size: 'M', quantity: 2, returnedOn: null, can: { return: true } });
    expect(await countRows(systemLogs)).toBe(logsBefore + 1);
    const after = (await admin.get(`/api/uniform-items?search=${encodeURIComponent(item.name)}`)).json().items[0];
    expect(after.sizes.find((s: { size: string }) => s.size === 'M').stock).toBe(3);
    expect(after.issuedQuantity).toBe(2);
    const kit = (await admin.get(`/api/uniform-issues?guardId=${world.a.guard.id}&status=open`)).json();
    expect(kit.items.map((i: { id: string }) => i.id)).toContain(res.json().id);

    const back = await admin.post(`/api/uniform-issues/${res.json().id}/return`, { returnedOn: '2026-06-01', condition: 'good' });
    expect(back.json()).toMatchObject({ returnedOn: '2026-06-01', returnCondition: 'good', can: { return: false } });
    const [size] = await t.database.db.select().from(uniformItemSizes).where(eq(uniformItemSizes.id, m.id));
    expect(size.stock).toBe(5);
    expect(
      (await admin.post(`/api/uniform-issues/${res.json().id}/return`, { returnedOn: '2026-06-01', condition: 'good' })).statusCode,
    ).toBe(409);
  });

  it('a lost item does not go back to stock', async () => {
    const item = await newItem();
    const m = item.sizes.find((s: { size: string }) => s.size === 'M');
    const issue = (
      await admin.post('/api/uniform-issues', {
        itemId: item.id,
        sizeId: m.id,
        guardId: world.a.guard.id,
        quantity: 1,
        issuedOn: '2026-05-01',
        condition: 'good',
      })
    ).json();
    await admin.post(`/api/uniform-issues/${issue.id}/return`, { returnedOn: '2026-06-01', condition: 'lost' });
    const [size] = await t.database.db.select().from(uniformItemSizes).where(eq(uniformItemSizes.id, m.id));
    expect(size.stock).toBe(4);
  });

  it('refuses to issue more than the stock (409 with the stock, nothing written)', async () => {
    const item = await newItem();
    const l = item.sizes.find((s: { size: string }) => s.size === 'L');
    const [issuesBefore, movesBefore, logsBefore] = [
      await countRows(uniformIssues),
      await countRows(uniformStockMoves),
      await countRows(systemLogs),
    ];
    const res = await admin.post('/api/uniform-issues', {
      itemId: item.id,
      sizeId: l.id,
      guardId: world.a.guard.id,
      quantity: 2,
      issuedOn: '2026-05-01',
      condition: 'new',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Not enough stock: 1 left in size L, 2 asked',
      details: { stock: 1, fieldErrors: { quantity: ['uniformsAccessories:validation.notEnoughStock'] } },
    });
    expect(await countRows(uniformIssues)).toBe(issuesBefore);
    expect(await countRows(uniformStockMoves)).toBe(movesBefore);
    expect(await countRows(systemLogs)).toBe(logsBefore);
  });

  it('two issues of the last unit at once: exactly one succeeds', async () => {
    const item = await newItem();
    const l = item.sizes.find((s: { size: string }) => s.size === 'L');
    const body = { itemId: item.id, sizeId: l.id, guardId: world.a.guard.id, quantity: 1, issuedOn: '2026-05-01', condition: 'new' };
    const results = await Promise.all([admin.post('/api/uniform-issues', body), admin.post('/api/uniform-issues', body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const [size] = await t.database.db.select().from(uniformItemSizes).where(eq(uniformItemSizes.id, l.id));
    expect(size.stock).toBe(0);
  });

  it("refuses another company's guard (400 on the guard field), item or issue (404) and bad input (400)", async () => {
    const item = await newItem();
    const m = item.sizes.find((s: { size: string }) => s.size === 'M');
    const base = { itemId: item.id, sizeId: m.id, guardId: world.a.guard.id, quantity: 1, issuedOn: '2026-05-01', condition: 'new' };
    const foreignGuard = await admin.post('/api/uniform-issues', { ...base, guardId: world.b.guard.id });
    expect(foreignGuard.statusCode).toBe(400);
    expect(foreignGuard.json().details.fieldErrors).toEqual({ guardId: ['common:validation.guardNotInCompany'] });
    expect((await adminB.post('/api/uniform-issues', base)).statusCode).toBe(404);
    expect((await admin.post('/api/uniform-issues', { ...base, quantity: 0, condition: 'shiny' })).statusCode).toBe(400);
    const issue = (await admin.post('/api/uniform-issues', base)).json();
    expect((await adminB.post(`/api/uniform-issues/${issue.id}/return`, { returnedOn: '2026-06-01', condition: 'good' })).statusCode).toBe(
      404,
    );
    expect((await adminB.get(`/api/uniform-issues?guardId=${world.a.guard.id}`)).json().items).toEqual([]);
    expect((await adminB.get(`/api/uniform-items/${item.id}/moves`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/uniform-items/${item.id}`)).statusCode).toBe(409);
  });

  it('is closed to customer admins and guards', async () => {
    expect((await customerAdmin.get('/api/uniform-items')).statusCode).toBe(403);
    expect((await guard.get('/api/uniform-issues')).statusCode).toBe(403);
  });
});
