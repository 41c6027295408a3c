import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, systemLogs, type vehicleFiles, vehicles } from '../../db/schema';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';
import { multipart, samples, type TMultipartFile } from '../../platform/storage/test-samples';
import { expiryStateOf } from './vehicles.service';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let customerAdmin: ReturnType<typeof clientFor>;
let guard: ReturnType<typeof clientFor>;
let cookieA: string;
let cookieB: string;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  cookieA = await signIn(t.app, world.a.admin);
  cookieB = await signIn(t.app, world.b.admin);
  admin = clientFor(t.app, cookieA);
  adminB = clientFor(t.app, cookieB);
  customerAdmin = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
  guard = clientFor(t.app, await signIn(t.app, world.a.guard));
});
afterAll(() => t.close());

const VINS = ['1HGCM82633A004352', 'JH4KA7561PC008269', '1M8GDM9AXKP042788', '5YJSA1E25HF184290'];
let vinIndex = 0;
const validVehicle = (overrides: Record<string, unknown> = {}) => ({
  vinNumber: VINS[vinIndex++ % VINS.length],
  licensePlate: `abc-${Math.random().toString(36).slice(2, 6)}`,
  color: 'Blanco',
  brand: 'Toyota',
  model: 'Hilux',
  year: 2021,
  notes: 'Patrulla nocturna',
  ...overrides,
});

const upload = (cookie: string, url: string, fields: Record<string, string>, fileList: TMultipartFile[]) => {
  const { payload, headers } = multipart(fields, fileList);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
};
const png = (i: number): TMultipartFile => ({ name: `photo-${i}.png`, type: 'image/png', data: samples.png() });
const countOf = async (table: typeof files | typeof vehicleFiles | typeof vehicles) =>
  (await t.database.db.select({ n: count() }).from(table))[0].n;

describe('POST /api/vehicles', () => {
  it('creates a vehicle (VIN normalised, plate upper case) and logs it', async () => {
    const res = await admin.post('/api/vehicles', validVehicle({ vinNumber: ' 1hgcm82633a004352 ', licensePlate: 'hzt-123' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      vinNumber: '1HGCM82633A004352',
      licensePlate: 'HZT-123',
      year: 2021,
      isOutOfService: false,
      imageCount: 0,
      documentExpiry: 'none',
      can: { update: true, delete: true },
    });
    const logs = await t.database.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.entityType, 'vehicles'), eq(systemLogs.entityId, body.id)));
    expect(logs).toHaveLength(1);
  });

  it('refuses a VIN whose check digit is wrong, and one with I/O/Q (400, nothing written)', async () => {
    const before = await countOf(vehicles);
    const bad = await admin.post('/api/vehicles', validVehicle({ vinNumber: '1HGCM82653A004352' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fieldErrors.vinNumber).toEqual(['vehicles:validation.vinCheckDigit']);
    const letters = await admin.post('/api/vehicles', validVehicle({ vinNumber: '1HGCM82633A00435O' }));
    expect(letters.json().details.fieldErrors.vinNumber).toEqual(['vehicles:validation.vin']);
    const year = await admin.post('/api/vehicles', validVehicle({ year: 1700, licensePlate: '' }));
    expect(Object.keys(year.json().details.fieldErrors)).toEqual(expect.arrayContaining(['year', 'licensePlate']));
    expect(await countOf(vehicles)).toBe(before);
  });

  it('refuses the same VIN twice in a company (409) but not in another company', async () => {
    const vin = '5YJSA1E25HF184290';
    await t.database.db.delete(vehicles).where(eq(vehicles.vinNumber, vin));
    expect((await admin.post('/api/vehicles', validVehicle({ vinNumber: vin }))).statusCode).toBe(201);
    const again = await admin.post('/api/vehicles', validVehicle({ vinNumber: vin }));
    expect(again.statusCode).toBe(409);
    expect(again.json().details.fieldErrors.vinNumber).toEqual(['vehicles:validation.vinTaken']);
    expect((await adminB.post('/api/vehicles', validVehicle({ vinNumber: vin }))).statusCode).toBe(201);
  });

  it('is not open to customer admins or guards (403)', async () => {
    expect((await customerAdmin.post('/api/vehicles', validVehicle())).statusCode).toBe(403);
    expect((await guard.get('/api/vehicles')).statusCode).toBe(403);
  });
});

describe('images and documents', () => {
  it('takes 10 images and refuses the 11th with the limit (400, nothing stored)', async () => {
    const v = (await admin.post('/api/vehicles', validVehicle({ vinNumber: null }))).json();
    const first = await upload(cookieA, `/api/vehicles/${v.id}/images`, {}, [png(1), png(2), png(3)]);
    expect(first.statusCode).toBe(201);
    expect(first.json().images).toHaveLength(3);
    const rest = await upload(cookieA, `/api/vehicles/${v.id}/images`, {}, [4, 5, 6, 7, 8, 9, 10].map(png));
    expect(rest.statusCode).toBe(201);
    expect(rest.json().imageCount).toBe(10);
    const filesBefore = await countOf(files);
    const eleventh = await upload(cookieA, `/api/vehicles/${v.id}/images`, {}, [png(11)]);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().message).toContain('at most 10 images');
    expect(eleventh.json().details).toMatchObject({ max: 10, fieldErrors: { file: ['vehicles:validation.imageLimit'] } });
    expect(await countOf(files)).toBe(filesBefore);
    // 11 in one request: refused by the upload itself
    const v2 = (await admin.post('/api/vehicles', validVehicle({ vinNumber: null }))).json();
    const many = await upload(
      cookieA,
      `/api/vehicles/${v2.id}/images`,
      {},
      Array.from({ length: 11 }, (_, i) => png(i)),
    );
    expect(many.statusCode).toBe(400);
    expect(await countOf(files)).toBe(filesBefore);
  });

  it('refuses a file that is not an image (415) and serves an image back; removes it', async () => {
    const v = (await admin.post('/api/vehicles', validVehicle({ vinNumber: null }))).json();
    const pdf = await upload(cookieA, `/api/vehicles/${v.id}/images`, {}, [{ name: 'x.png', type: 'image/png', data: samples.pdf() }]);
    expect(pdf.statusCode).toBe(415);
    const ok = await upload(cookieA, `/api/vehicles/${v.id}/images`, {}, [png(1)]);
    const image = ok.json().images[0];
    const file = await admin.get(image.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(samples.png())).toBe(true);
    expect((await admin.delete(`/api/vehicles/${v.id}/images/${image.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/vehicles/${v.id}`)).json().images).toHaveLength(0);
  });

  it('stores a document with its expiry and shows the vehicle as expiring / expired', async () => {
    const v = (await admin.post('/api/vehicles', validVehicle({ vinNumber: null }))).json();
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const res = await upload(
      cookieA,
      `/api/vehicles/${v.id}/documents`,
      { title: 'Marbete 2026', documentType: 'registration', expiryDate: soon },
      [{ name: 'marbete.pdf', type: 'application/pdf', data: samples.pdf() }],
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().documents[0]).toMatchObject({
      title: 'Marbete 2026',
      documentType: 'registration',
      expiryDate: soon,
      expiryState: 'expiring',
    });
    expect(res.json().documentExpiry).toBe('expiring');
    const expiring = (await admin.get('/api/vehicles?expiry=expiring')).json().items.map((i: { id: string }) => i.id);
    expect(expiring).toContain(v.id);
    expect((await admin.get('/api/vehicles?expiry=expired')).json().items.map((i: { id: string }) => i.id)).not.toContain(v.id);
    const narrow = (await admin.get('/api/vehicles?expiry=expiring&expiryDays=5')).json().items.map((i: { id: string }) => i.id);
    expect(narrow).not.toContain(v.id);

    const bad = await upload(cookieA, `/api/vehicles/${v.id}/documents`, { title: '', documentType: 'boat' }, [
      { name: 'x.pdf', type: 'application/pdf', data: samples.pdf() },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details.fieldErrors)).toEqual(expect.arrayContaining(['title', 'documentType']));
  });

  it('computes expiry states against today', () => {
    expect(expiryStateOf(null, '2026-05-01')).toEqual({ state: 'none', days: null });
    expect(expiryStateOf('2026-04-30', '2026-05-01')).toEqual({ state: 'expired', days: -1 });
    expect(expiryStateOf('2026-05-31', '2026-05-01')).toEqual({ state: 'expiring', days: 30 });
    expect(expiryStateOf('2026-06-01', '2026-05-01')).toEqual({ state: 'valid', days: 31 });
  });
});

describe('assignment, log and inspections', () => {
  it('keeps the assignment history and refuses another company post (404)', async () => {
    const v = (await admin.post('/api/vehicles', validVehicle({ vinNumber: null }))).json();
    const toPost = await admin.post(`/api/vehicles/${v.id}/assignment`, { postId: world.a.post.id });
    expect(toPost.statusCode).toBe(200);
    expect(toPost.json()).toMatchObject({ assignedPostId: world.a.post.id, assignedGuardId: null });
    const toGuard = await admin.post(`/api/vehicles/${v.id}/assignment`, { guardId: world.a.guard.id });
    const body = toGuard.json();
    expect(body.assignedGuardId).toBe(world.a.guard.id);
    expect(body.assignments).toHaveLength(2);
    expect(body.assignments[0].endedAt).toBeNull();
    expect(body.assignments[1].endedAt).not.toBeNull();
    expect((await admin.post(`/api/vehicles/${v.id}/assignment`, { postId: world.b.post.id })).statusCode).toBe(404);
    const foreignGuard = await admin.post(`/api/vehicles/${v.id}/assignment`, { guardId: world.b.guard.id });
    expect(foreignGuard.statusCode).toBe(400);
    expect(foreignGuard.json().details.fieldErrors).toEqual({ guardId: ['common:validation.guardNotInCompany'] });
  });

  it('logs mileage and fuel and keeps the highest odometer', async () => {
    const v = (await admin.post('/api/vehicles', validVehicle({ vinNumber: null }))).json();
    await admin.post(`/api/vehicles/${v.id}/logs`, { date: '2026-05-01', odometer: 12000, fuelLiters: 40.5, fuelCostCents: 5230 });
    const res = await admin.post(`/api/vehicles/${v.id}/logs`, { date: '2026-04-01', odometer: 11000 });
    expect(res.statusCode).toBe(201);
    expect(res.json().odometer).toBe(12000);
    expect(res.json().logs[0]).toMatchObject({ odometer: 12000, fuelLiters: 40.5, fuelCostCents: 5230 });
    expect((await admin.post(`/api/vehicles/${v.id}/logs`, { date: '2026-04-01', odometer: -1 })).statusCode).toBe(400);
  });

  it('an open defect puts the vehicle out of service until fixed', async () => {
    const v = (await admin.post('/api/vehicles', validVehicle({ vinNumber: null }))).json();
    const res = await admin.post(`/api/vehicles/${v.id}/inspections`, {
      date: '2026-05-02',
      checklist: [
        { item: 'brakes', isOk: false },
        { item: 'lights', isOk: true },
      ],
      defects: ['Frenos traseros gastados'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isOutOfService: true, openDefects: 1 });
    const out = (await admin.get('/api/vehicles?service=out_of_service')).json().items.map((i: { id: string }) => i.id);
    expect(out).toContain(v.id);
    const defect = res.json().inspections[0].defects[0];
    const fixed = await admin.post(`/api/vehicles/${v.id}/defects/${defect.id}/fix`);
    expect(fixed.json()).toMatchObject({ isOutOfService: false, openDefects: 0 });
  });

  it('keeps photos of an inspection (images only, at most 10; not counted as vehicle images)', async () => {
    const v = (await admin.post('/api/vehicles', validVehicle({ vinNumber: null }))).json();
    const inspection = (
      await admin.post(`/api/vehicles/${v.id}/inspections`, { date: '2026-05-02', checklist: [], defects: ['Golpe'] })
    ).json().inspections[0];
    const url = `/api/vehicles/${v.id}/inspections/${inspection.id}/photos`;
    const res = await upload(cookieA, url, {}, [png(1), png(2)]);
    expect(res.statusCode).toBe(201);
    expect(res.json().inspections[0].photos).toHaveLength(2);
    expect(res.json()).toMatchObject({ imageCount: 0, images: [] });
    expect((await admin.get(res.json().inspections[0].photos[0].url)).statusCode).toBe(200);
    const pdf = await upload(cookieA, url, {}, [{ name: 'x.pdf', type: 'application/pdf', data: samples.pdf() }]);
    expect(pdf.statusCode).toBe(415);
    const tooMany = await upload(cookieA, url, {}, [3, 4, 5, 6, 7, 8, 9, 10, 11].map(png));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details.fieldErrors.file).toEqual(['vehicles:validation.inspectionPhotoLimit']);
    expect((await upload(cookieB, url, {}, [png(1)])).statusCode).toBe(404);
    const other = (await admin.post('/api/vehicles', validVehicle({ vinNumber: null }))).json();
    expect((await upload(cookieA, `/api/vehicles/${other.id}/inspections/${inspection.id}/photos`, {}, [png(1)])).statusCode).toBe(404);
  });
});

describe('tenancy', () => {
  it("answers 404 for another company's vehicle on every route, and changes nothing", async () => {
    const v = (await admin.post('/api/vehicles', validVehicle({ vinNumber: null }))).json();
    const img = await upload(cookieA, `/api/vehicles/${v.id}/images`, {}, [png(1)]);
    const imageId = img.json().images[0].id;
    expect((await adminB.get(`/api/vehicles/${v.id}`)).statusCode).toBe(404);
    expect((await adminB.put(`/api/vehicles/${v.id}`, validVehicle({ vinNumber: null }))).statusCode).toBe(404);
    expect((await adminB.delete(`/api/vehicles/${v.id}`)).statusCode).toBe(404);
    expect((await adminB.get(`/api/vehicles/${v.id}/files/${imageId}`)).statusCode).toBe(404);
    expect((await adminB.delete(`/api/vehicles/${v.id}/images/${imageId}`)).statusCode).toBe(404);
    expect((await upload(cookieB, `/api/vehicles/${v.id}/images`, {}, [png(2)])).statusCode).toBe(404);
    expect((await adminB.post(`/api/vehicles/${v.id}/logs`, { date: '2026-05-01', odometer: 1 })).statusCode).toBe(404);
    expect((await adminB.get('/api/vehicles')).json().items.map((i: { id: string }) => i.id)).not.toContain(v.id);
    expect((await admin.get(`/api/vehicles/${v.id}`)).json().imageCount).toBe(1);
  });

  it('updates and deletes its own vehicle (files removed with it)', async () => {
    const v = (await admin.post('/api/vehicles', validVehicle({ vinNumber: null }))).json();
    await upload(cookieA, `/api/vehicles/${v.id}/images`, {}, [png(1)]);
    const updated = await admin.put(`/api/vehicles/${v.id}`, validVehicle({ vinNumber: null, color: 'Negro' }));
    expect(updated.json().color).toBe('Negro');
    const filesBefore = await countOf(files);
    expect((await admin.delete(`/api/vehicles/${v.id}`)).statusCode).toBe(204);
    expect(await countOf(files)).toBe(filesBefore - 1);
  });
});
