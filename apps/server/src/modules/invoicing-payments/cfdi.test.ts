// CFDI 4.0 (issue 30, Mexico): an issued invoice's unsigned XML validated against SAT's cfdv40.xsd with libxml2
// (xmllint-wasm, the same engine as `xmllint --schema`), its amounts the invoice's to the cent; what a PAC would reject
// is refused first with the reason. Schemas: apps/server/test/fixtures/sat (README there).
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { companies } from '../../db/schema';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createCustomerCompany, createTwoTenantWorld, signIn } from '../../../test/factories';
import { cfdiXml, type TCfdiDocument } from './cfdi.xml';

const SAT = path.resolve(__dirname, '../../../test/fixtures/sat');
const read = (name: string) => fs.readFileSync(path.join(SAT, name), 'utf8');

/** libxml2's verdict on an XML against cfdv40.xsd (its imports pointed at the files beside it). */
const validate = async (xml: string) => {
  const schema = read('cfdv40.xsd')
    .replace('schemaLocation="../catalogos/catCFDI.xsd"', 'schemaLocation="catCFDI.xsd"')
    .replace('schemaLocation="../tipoDatos/tdCFDI/tdCFDI.xsd"', 'schemaLocation="tdCFDI.xsd"');
  const result = await validateXML({
    xml: [{ fileName: 'cfdi.xml', contents: xml }],
    schema: [{ fileName: 'cfdv40.xsd', contents: schema }],
    preload: [
      { fileName: 'catCFDI.xsd', contents: read('catCFDI.xsd') },
      { fileName: 'tdCFDI.xsd', contents: read('tdCFDI.xsd') },
    ],
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.message) };
};

const ISSUER = {
  rfc: 'SPA010101AB1',
  name: 'SEGURIDAD PRIVADA DEL NORTE',
  taxRegime: '601',
  postalCode: '64000',
  certificateNumber: '30001000000500003416',
} as const;

const doc = (over: Partial<TCfdiDocument> = {}): TCfdiDocument => ({
  serie: 'F',
  folio: '2026-0007',
  issuedAt: '2026-04-01T10:15:00',
  issuer: ISSUER,
  receiver: {
    rfc: 'CMO950101XY2',
    name: 'CENTRO COMERCIAL MONTERREY',
    taxRegime: '601',
    postalCode: '64010',
    cfdiUse: 'G03',
    paymentForm: '03',
  },
  paymentTermsDays: 30,
  productCode: '92121504',
  lines: [
    { description: 'Caseta norte (regular): 744 h × 85.00', amountCents: 6_324_000, taxCents: 1_011_840, rateMilliPercent: 16_000 },
    { description: 'Rondín nocturno', amountCents: 33_333, taxCents: 5_333, rateMilliPercent: 16_000 },
    { description: 'Cargo no objeto', amountCents: 1_000, taxCents: 0, rateMilliPercent: null },
  ],
  ...over,
});

describe('CFDI 4.0 XML against SAT’s XSD', () => {
  it('a PPD invoice with IVA per concept is valid, its totals the lines’', async () => {
    const xml = cfdiXml(doc());
    expect(await validate(xml)).toEqual({ valid: true, errors: [] });
    expect(xml).toContain('SubTotal="63583.33"');
    // 10 118.40 + 53.33 = 10 171.73 of IVA; total 73 755.06.
    expect(xml).toContain('TotalImpuestosTrasladados="10171.73"');
    expect(xml).toContain('Total="73755.06"');
    expect(xml).toContain('MetodoPago="PPD"');
    expect(xml).toContain('FormaPago="99"');
    expect(xml).toContain('<cfdi:Traslado Base="63573.33" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="10171.73"/>');
    expect(xml).toContain('ObjetoImp="01"');
  });

  it('due on receipt is PUE with the receiver’s payment form; the pipe and markup in words are escaped', async () => {
    const xml = cfdiXml(
      doc({
        paymentTermsDays: 0,
        lines: [{ description: 'Guardia <24 h> | "A&B"', amountCents: 10_000, taxCents: 1_600, rateMilliPercent: 16_000 }],
      }),
    );
    expect(await validate(xml)).toEqual({ valid: true, errors: [] });
    expect(xml).toContain('MetodoPago="PUE"');
    expect(xml).toContain('FormaPago="03"');
    expect(xml).toContain('Descripcion="Guardia &lt;24 h&gt; / &quot;A&amp;B&quot;"');
  });

  it('the validator refuses what SAT refuses: a bad RFC, a certificate number of 19 digits, a unit not in the catalogue', async () => {
    const badRfc = await validate(cfdiXml(doc({ issuer: { ...ISSUER, rfc: 'SPA0101' } })));
    expect(badRfc.valid).toBe(false);
    expect(badRfc.errors.join(' ')).toContain('Rfc');
    expect((await validate(cfdiXml(doc({ issuer: { ...ISSUER, certificateNumber: '3000100000050000341' } })))).valid).toBe(false);
    expect((await validate(cfdiXml(doc()).replace(/ClaveUnidad="E48"/g, 'ClaveUnidad="ZZZ"'))).valid).toBe(false);
  });
});

describe('GET /api/invoicing/invoices/:id/cfdi.xml', () => {
  let t: TTestApp;
  let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
  let admin: ReturnType<typeof clientFor>;
  let adminB: ReturnType<typeof clientFor>;
  let invoiceId: string;
  let customerId: string;

  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'error' });
    const db = t.database.db;
    world = await createTwoTenantWorld(db);
    await db.update(companies).set({ currency: 'MXN', timeZone: 'America/Monterrey' }).where(eq(companies.id, world.a.company.id));
    admin = clientFor(t.app, await signIn(t.app, world.a.admin));
    adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
    const customer = await createCustomerCompany(db, {
      companyId: world.a.company.id,
      name: 'Centro Comercial Monterrey',
      billing: { billingName: 'Centro Comercial Monterrey', taxId: 'cmo950101xy2', paymentTermsDays: 30 },
    });
    customerId = customer.id;
    const iva = await admin.post('/api/invoicing/tax-profiles', {
      name: 'IVA 16',
      kind: 'mx_iva',
      rates: [{ fromDate: '2010-01-01', components: [{ label: 'IVA', rateMilliPercent: 16_000 }] }],
    });
    for (const [description, amountCents] of [
      ['Monitoreo CCTV', 1_000_000],
      ['Rondín', 33_333],
    ] as const)
      await admin.post('/api/invoicing/recurring-charges', {
        customerCompanyId: customer.id,
        description,
        amountCents,
        taxProfileId: iva.json().id,
        frequency: 'monthly',
        startDate: '2026-03-01',
      });
    const draft = await admin.post('/api/invoicing/invoices/generate', {
      customerCompanyId: customer.id,
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
    });
    invoiceId = draft.json().id;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses a draft, then missing fiscal data with what is missing, then answers SAT-valid XML of the invoice', async () => {
    expect((await admin.get(`/api/invoicing/invoices/${invoiceId}/cfdi.xml`)).json()).toMatchObject({ code: 'CFDI_NOT_AVAILABLE' });
    const approved = await admin.post(`/api/invoicing/invoices/${invoiceId}/approve`);
    expect(approved.statusCode).toBe(200);
    const missing = await admin.get(`/api/invoicing/invoices/${invoiceId}/cfdi.xml`);
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'CFDI_DATA_MISSING', details: { missing: ['settings.cfdiIssuer', 'billing.cfdi'] } });
    expect(missing.json().message).toContain('CFDI');
    await admin.put('/api/invoicing/settings', { cfdiIssuer: ISSUER });
    await admin.put(`/api/customer-companies/${customerId}`, {
      billing: {
        billingName: 'Centro Comercial Monterrey',
        taxId: 'CMO950101XY2',
        paymentTermsDays: 30,
        cfdi: { taxRegime: '601', postalCode: '64010', cfdiUse: 'G03', paymentForm: '03' },
      },
    });
    const res = await admin.get(`/api/invoicing/invoices/${invoiceId}/cfdi.xml`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toContain(`cfdi-${approved.json().number}.xml`);
    expect(await validate(res.body)).toEqual({ valid: true, errors: [] });
    const invoice = approved.json();
    // 10 000.00 + 333.33; IVA per concept 1 600.00 + 53.33 = 1 653.33; the invoice's total to the cent.
    expect(invoice).toMatchObject({ subtotalCents: 1_033_333, taxCents: 165_333, totalCents: 1_198_666 });
    expect(res.body).toContain('Total="11986.66"');
    expect(res.body).toContain(`Serie="F" Folio="${invoice.number.slice(2)}"`);
    expect(res.body).toContain('Nombre="CENTRO COMERCIAL MONTERREY"');
    expect(res.body).toMatch(/Fecha="\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}"/);
    // Another company's invoice is not found.
    expect((await adminB.get(`/api/invoicing/invoices/${invoiceId}/cfdi.xml`)).statusCode).toBe(404);
  });
});
