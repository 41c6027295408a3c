// A draft's manual lines (issue 30): added with quantity × unit price and taxed by a profile, the draft's totals and
// taxes computed again; kept when the draft is regenerated; removed; refused on an issued invoice (a credit note
// corrects it), on another company's draft, and for guards and customer admins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createCustomerCompany, createPost, createTwoTenantWorld, signIn } from '../../../test/factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let guardClient: ReturnType<typeof clientFor>;
let customerId: string;
let postId: string;
let taxId: string;
const MONTH = { periodStart: '2026-03-01', periodEnd: '2026-03-31' };

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'error' });
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  guardClient = clientFor(t.app, await signIn(t.app, world.a.guard));
  const customer = await createCustomerCompany(db, { companyId: world.a.company.id, name: 'Hotel Caribe' });
  customerId = customer.id;
  postId = (await createPost(db, { companyId: world.a.company.id, customerCompanyId: customer.id, name: 'Lobby' })).id;
  const tax = await admin.post('/api/invoicing/tax-profiles', {
    name: 'IVU',
    kind: 'pr_ivu',
    rates: [
      {
        fromDate: '2020-01-01',
        components: [
          { label: 'IVU estatal', rateMilliPercent: 10_500 },
          { label: 'IVU municipal', rateMilliPercent: 1_000 },
        ],
      },
    ],
  });
  taxId = tax.json().id;
  // A monthly fee gives the draft a line of its own.
  await admin.post('/api/invoicing/recurring-charges', {
    customerCompanyId: customerId,
    description: 'Cuota',
    amountCents: 100_000,
    frequency: 'monthly',
    startDate: '2026-01-01',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('manual lines of a draft', () => {
  it('adds a taxed line, totals again, keeps it on regeneration, removes it', async () => {
    const draft = (await admin.post('/api/invoicing/invoices/generate', { customerCompanyId: customerId, ...MONTH })).json();
    expect(draft).toMatchObject({ subtotalCents: 100_000, taxCents: 0, can: { editLines: true } });
    const added = await admin.post(`/api/invoicing/invoices/${draft.id}/lines`, {
      description: 'Radio adicional',
      quantity: 2,
      rateCents: 3_500,
      taxProfileId: taxId,
      postId,
    });
    expect(added.statusCode).toBe(201);
    const manual = added.json().lines.find((l: { kind: string }) => l.kind === 'manual');
    // 2 × 35.00 = 70.00; IVU 11.5 % = 8.05.
    expect(manual).toMatchObject({
      description: 'Radio adicional',
      quantity: 2,
      rateCents: 3_500,
      amountCents: 7_000,
      taxCents: 805,
      postName: 'Lobby',
    });
    expect(added.json()).toMatchObject({ subtotalCents: 107_000, taxCents: 805, totalCents: 107_805 });
    expect(added.json().history.at(-1)).toMatchObject({ action: 'lineAdded', note: 'Radio adicional' });
    // Regenerated: a new draft, the manual line kept with its tax.
    const again = (await admin.post('/api/invoicing/invoices/generate', { customerCompanyId: customerId, ...MONTH })).json();
    expect(again.id).not.toBe(draft.id);
    expect(again).toMatchObject({ subtotalCents: 107_000, taxCents: 805 });
    const kept = again.lines.find((l: { kind: string }) => l.kind === 'manual');
    const removed = await admin.delete(`/api/invoicing/invoices/${again.id}/lines/${kept.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ subtotalCents: 100_000, taxCents: 0, totalCents: 100_000 });
    // A line from the period's work is not removable.
    const fixed = removed.json().lines[0];
    expect((await admin.delete(`/api/invoicing/invoices/${again.id}/lines/${fixed.id}`)).statusCode).toBe(404);
  });

  it('refuses bad lines with field errors, an issued invoice, another company and other roles, writing nothing', async () => {
    const draft = (await admin.post('/api/invoicing/invoices/generate', { customerCompanyId: customerId, ...MONTH })).json();
    const bad = await admin.post(`/api/invoicing/invoices/${draft.id}/lines`, { description: ' ', quantity: 0, rateCents: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details.fieldErrors).sort()).toEqual(['description', 'quantity', 'rateCents']);
    const line = { description: 'Llamada', quantity: 1, rateCents: 5_000 };
    expect((await adminB.post(`/api/invoicing/invoices/${draft.id}/lines`, line)).statusCode).toBe(404);
    expect((await guardClient.post(`/api/invoicing/invoices/${draft.id}/lines`, line)).statusCode).toBe(403);
    // Another company's tax profile is not found.
    const otherTax = (await adminB.get('/api/invoicing/tax-profiles')).json().items[0]?.id;
    if (otherTax)
      expect((await admin.post(`/api/invoicing/invoices/${draft.id}/lines`, { ...line, taxProfileId: otherTax })).statusCode).toBe(404);
    expect((await admin.get(`/api/invoicing/invoices/${draft.id}`)).json().lines).toHaveLength(1);
    const approved = (await admin.post(`/api/invoicing/invoices/${draft.id}/approve`)).json();
    expect(approved.can.editLines).toBe(false);
    const refused = await admin.post(`/api/invoicing/invoices/${draft.id}/lines`, line);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INVOICE_STATUS_CONFLICT');
    expect((await admin.get(`/api/invoicing/invoices/${draft.id}`)).json().totalCents).toBe(100_000);
  });
});
