// Every upload route of the product, walked together: malformed multipart is a 400 (never a 500), a polyglot is
// refused, and what is stored and served is named and typed after the bytes, never after the name the user gave.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema';
import { multipart, samples, type TMultipartFile } from '../src/platform/storage/test-samples';
import { buildTestApp, type TTestApp } from './app';
import { clientFor, createGuard, createTwoTenantWorld, signIn } from './factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let cookie: string;

type TUploadRoute = {
  label: string;
  method: 'POST' | 'PUT';
  url: () => string;
  fields: Record<string, string>;
  accepts: 'document' | 'image' | 'video';
  /** Uploads `file` and answers the download's response. */
  roundTrip: (file: TMultipartFile) => Promise<{ statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }>;
};

const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, fileList: TMultipartFile[]) => {
  const { payload, headers } = multipart(fields, fileList);
  return t.app.inject({ method, url, payload, headers: { ...headers, cookie } });
};

const get = (url: string) => clientFor(t.app, cookie).get(url);

const expectCreated = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return JSON.parse(res.body);
};

let routes: TUploadRoute[];

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  cookie = await signIn(t.app, world.a.admin);
  const guardId = world.a.guard.id;
  const faceGuard = await createGuard(t.database.db, { companyId: world.a.company.id });
  routes = [
    {
      label: 'document',
      method: 'POST',
      url: () => `/api/users/${guardId}/upload-document`,
      fields: { name: 'License' },
      accepts: 'document',
      roundTrip: async (file) =>
        get(expectCreated(await send('POST', `/api/users/${guardId}/upload-document`, { name: 'License' }, [file])).downloadUrl),
    },
    {
      label: 'memo',
      method: 'POST',
      url: () => `/api/users/${guardId}/upload-memo`,
      fields: { name: 'Memo', reason: 'Late' },
      accepts: 'document',
      roundTrip: async (file) =>
        get(expectCreated(await send('POST', `/api/users/${guardId}/upload-memo`, { name: 'Memo', reason: 'Late' }, [file])).downloadUrl),
    },
    {
      label: 'face photos',
      method: 'POST',
      url: () => `/api/users/${faceGuard.id}/face-photos`,
      fields: {},
      accepts: 'image',
      roundTrip: async (file) => {
        const [id] = expectCreated(await send('POST', `/api/users/${faceGuard.id}/face-photos`, {}, [file])).fileIds;
        return get(`/api/users/${faceGuard.id}/face-photos/${id}/file`);
      },
    },
    {
      label: 'face video',
      method: 'POST',
      url: () => `/api/users/${faceGuard.id}/face-video`,
      fields: {},
      accepts: 'video',
      roundTrip: async (file) => {
        const [id] = expectCreated(await send('POST', `/api/users/${faceGuard.id}/face-video`, {}, [file])).fileIds;
        const attached = await clientFor(t.app, cookie).patch(`/api/users/${faceGuard.id}/face-recognition`, {
          facePhotos: [],
          faceVideo: id,
          faceRecognitionComplete: false,
        });
        expect(attached.statusCode, attached.body).toBe(200);
        return get(`/api/users/${faceGuard.id}/face-video/file`);
      },
    },
    {
      label: 'company logo',
      method: 'PUT',
      url: () => `/api/companies/${world.a.company.id}/logo`,
      fields: {},
      accepts: 'image',
      roundTrip: async (file) => {
        expectCreated(await send('PUT', `/api/companies/${world.a.company.id}/logo`, {}, [file]));
        return get(`/api/companies/${world.a.company.id}/logo`);
      },
    },
    {
      label: 'user photo',
      method: 'PUT',
      url: () => `/api/users/${guardId}/photo`,
      fields: {},
      accepts: 'image',
      roundTrip: async (file) => {
        expectCreated(await send('PUT', `/api/users/${guardId}/photo`, {}, [file]));
        return get(`/api/users/${guardId}/photo`);
      },
    },
  ];
});
afterAll(() => t.close());

const fileCount = async () => (await t.database.db.select({ n: count() }).from(files))[0].n;

/** HTML a browser would render, with a PDF header inside its first kilobyte (what PDF readers tolerate). */
const polyglot = () =>
  Buffer.from(
    `<!doctype html><html><body><script>alert(document.cookie)</script>\n%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n</body></html>`,
  );

const sampleFor = (accepts: TUploadRoute['accepts']) =>
  accepts === 'document' ? samples.pdf() : accepts === 'image' ? samples.png() : samples.webm();

describe('malformed multipart on every upload route', () => {
  it('is the six routes the product has', () => {
    const uploadRoutes = t.app.routeTable.filter(
      (r) => /(upload-|face-photos$|face-video$|\/logo$|\/photo$)/.test(r.url) && (r.method === 'POST' || r.method === 'PUT'),
    );
    expect(uploadRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        'POST /api/users/:id/face-photos',
        'POST /api/users/:id/face-video',
        'POST /api/users/:id/upload-document',
        'POST /api/users/:id/upload-memo',
        'PUT /api/companies/:id/logo',
        'PUT /api/users/:id/photo',
      ].sort(),
    );
  });

  it('answers 400 with the reason (no boundary, truncated, unterminated, NUL in a field) and writes nothing', async () => {
    for (const route of routes) {
      const before = await fileCount();
      const inject = (contentType: string, payload: string | Buffer) =>
        t.app.inject({ method: route.method, url: route.url(), headers: { cookie, 'content-type': contentType }, payload });
      const noBoundary = await inject('multipart/form-data', 'whatever');
      expect(noBoundary.statusCode, `${route.label}: ${noBoundary.body}`).toBe(400);
      expect(noBoundary.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/multipart/i) });

      const head = `--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
      const truncated = await inject('multipart/form-data; boundary=XYZ', Buffer.concat([Buffer.from(head), sampleFor(route.accepts)]));
      expect(truncated.statusCode, `${route.label}: ${truncated.body}`).toBe(400);
      expect(truncated.json().code).toBe('VALIDATION');

      const cutHeader = await inject('multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-da');
      expect(cutHeader.statusCode, `${route.label}: ${cutHeader.body}`).toBe(400);

      const nul = multipart({ ...route.fields, note: 'a\u0000b' }, [{ name: 'a.bin', data: sampleFor(route.accepts) }]);
      const withNul = await inject(nul.headers['content-type'], nul.payload);
      expect(withNul.statusCode, `${route.label}: ${withNul.body}`).toBe(400);
      expect(withNul.json()).toMatchObject({ code: 'VALIDATION', details: { fieldErrors: { note: [expect.stringMatching(/NUL/)] } } });

      const json = await t.app.inject({ method: route.method, url: route.url(), headers: { cookie }, payload: { file: 'x' } });
      expect(json.statusCode, route.label).toBe(415);
      expect(await fileCount(), route.label).toBe(before);
    }
  });
});

describe('file types are read from the start of the bytes', () => {
  it('refuses an HTML file with a PDF header inside its first kilobyte (415) on every route', async () => {
    for (const route of routes) {
      const before = await fileCount();
      for (const name of ['page.html', 'page.pdf']) {
        const res = await send(route.method, route.url(), route.fields, [{ name, type: 'application/pdf', data: polyglot() }]);
        expect(res.statusCode, `${route.label} ${name}: ${res.body}`).toBe(415);
        expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      }
      expect(await fileCount(), route.label).toBe(before);
    }
  });

  it('stores and serves a real PDF named x.html as x.pdf (application/pdf, nosniff)', async () => {
    for (const route of routes.filter((r) => r.accepts === 'document')) {
      const res = await route.roundTrip({ name: 'x.html', type: 'text/html', data: samples.pdf() });
      expect(res.statusCode, route.label).toBe(200);
      expect(res.headers['content-type'], route.label).toBe('application/pdf');
      expect(res.headers['x-content-type-options'], route.label).toBe('nosniff');
      expect(String(res.headers['content-disposition']), route.label).toContain('filename="x.pdf"');
      expect(res.rawPayload.equals(samples.pdf()), route.label).toBe(true);
    }
    const stored = await t.database.db.select().from(files).where(eq(files.originalName, 'x.html'));
    expect(stored).toEqual([]);
  });

  it('stores and serves an image or video under its detected extension on every route', async () => {
    for (const route of routes) {
      const { data, type, name } =
        route.accepts === 'video'
          ? { data: samples.webm(), type: 'video/webm', name: 'x.webm' }
          : { data: samples.png(), type: 'image/png', name: 'x.png' };
      const res = await route.roundTrip({ name: 'x.html', type: 'text/html', data });
      expect(res.statusCode, route.label).toBe(200);
      expect(res.headers['content-type'], route.label).toBe(type);
      expect(res.headers['x-content-type-options'], route.label).toBe('nosniff');
      expect(String(res.headers['content-disposition']), route.label).toContain(`filename="${name}"`);
    }
    // A JPEG keeps either of its usual extensions; a name without one gets the detected one.
    const jpeg = await routes[0].roundTrip({ name: 'photo.jpeg', data: samples.jpeg() });
    expect(String(jpeg.headers['content-disposition'])).toContain('filename="photo.jpeg"');
    const bare = await routes[0].roundTrip({ name: 'scan', data: samples.docx() });
    expect(String(bare.headers['content-disposition'])).toContain('filename="scan.docx"');
    const names = (await t.database.db.select({ name: files.originalName }).from(files)).map((r) => r.name);
    expect(names.filter((n) => n.endsWith('.html'))).toEqual([]);
  });

  it('serves a row stored before names followed the type under the extension of its type', async () => {
    const up = await send('POST', `/api/users/${world.a.guard.id}/upload-document`, { name: 'Old' }, [
      { name: 'old.pdf', data: samples.pdf() },
    ]);
    const doc = expectCreated(up);
    await t.database.db.update(files).set({ originalName: 'old.html' }).where(eq(files.id, doc.file.id));
    const res = await get(doc.downloadUrl);
    expect(String(res.headers['content-disposition'])).toContain('filename="old.pdf"');
  });
});
