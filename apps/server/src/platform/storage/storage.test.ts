// Both storage drivers pass the same contract: local disk in a temp folder, S3 against s3rver (a real S3-compatible
// HTTP server, in-process on 127.0.0.1) through @aws-sdk/client-s3. Also the magic-byte detection.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { detectFileKind, zipEntryNames } from './file-types';
import { createStorage, StorageObjectMissing, type TStorage } from './index';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { samples } from './test-samples';

type TS3rver = { run: () => Promise<AddressInfo>; close: () => Promise<void> };
type TS3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => TS3rver;
const S3rver = createRequire(import.meta.url)('s3rver') as TS3rverClass;

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

const contract = (name: string, make: () => TStorage) => {
  describe(`${name} storage`, () => {
    it('stores a buffer and streams it back byte for byte', async () => {
      const storage = make();
      const body = Buffer.from('%PDF-1.7 hello');
      await storage.put('company/doc/one', body, { contentType: 'application/pdf', size: body.length });
      expect(await storage.exists('company/doc/one')).toBe(true);
      expect(await readAll(await storage.get('company/doc/one'))).toEqual(body);
    });

    it('stores a stream of a larger file', async () => {
      const storage = make();
      const body = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
      await storage.put('company/doc/big', Readable.from([body.subarray(0, 1000), body.subarray(1000)]), {
        contentType: 'application/octet-stream',
        size: body.length,
      });
      const back = await readAll(await storage.get('company/doc/big'));
      expect(back.length).toBe(body.length);
      expect(back.equals(body)).toBe(true);
    });

    it('reports a missing key as missing', async () => {
      const storage = make();
      expect(await storage.exists('company/doc/nothing')).toBe(false);
      await expect(storage.get('company/doc/nothing')).rejects.toBeInstanceOf(StorageObjectMissing);
    });

    it('deletes, and deleting twice is not an error', async () => {
      const storage = make();
      await storage.put('company/doc/gone', Buffer.from('x'), { contentType: 'text/plain', size: 1 });
      await storage.delete('company/doc/gone');
      await storage.delete('company/doc/gone');
      expect(await storage.exists('company/doc/gone')).toBe(false);
    });

    it('refuses keys that try to leave their place', async () => {
      const storage = make();
      await expect(storage.put('../escape', Buffer.from('x'), { contentType: 'text/plain', size: 1 })).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(storage.get('/etc/passwd')).rejects.toThrow(/Invalid storage key/);
    });
  });
};

const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'centinela-storage-'));
afterAll(() => fsp.rm(localRoot, { recursive: true, force: true }));
contract('local', () => createLocalStorage({ root: localRoot }));

let s3Endpoint = '';
let server: TS3rver;
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centinela-s3rver-'));
beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'centinela-test' }] });
  const address = await server.run();
  s3Endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server?.close();
  await fsp.rm(s3Dir, { recursive: true, force: true });
});
contract('s3', () =>
  createS3Storage({
    endpoint: s3Endpoint,
    region: 'us-east-1',
    bucket: 'centinela-test',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }),
);

describe('storage driver choice', () => {
  it('uses the local disk under DATA_DIR/uploads by default', () => {
    const config = loadConfig({ DATA_DIR: localRoot } as NodeJS.ProcessEnv);
    expect(config.storage.localDir).toBe(path.join(localRoot, 'uploads'));
    expect(createStorage(config.storage).driver).toBe('local');
  });

  it('uses S3 when STORAGE_DRIVER=s3, and needs a bucket', () => {
    expect(createStorage(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' } as NodeJS.ProcessEnv).storage).driver).toBe('s3');
    expect(() => createStorage(loadConfig({ STORAGE_DRIVER: 's3' } as NodeJS.ProcessEnv).storage)).toThrow(/S3_BUCKET/);
  });
});

describe('file kind by content', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centinela-kinds-'));
  afterAll(() => fsp.rm(dir, { recursive: true, force: true }));
  const kindOf = async (bytes: Buffer) => {
    const file = path.join(dir, `f-${Math.random()}`);
    await fsp.writeFile(file, bytes);
    return detectFileKind(file, bytes.length);
  };

  it.each([
    ['pdf', samples.pdf()],
    ['doc', samples.doc()],
    ['docx', samples.docx()],
    ['png', samples.png()],
    ['jpeg', samples.jpeg()],
    ['webp', samples.webp()],
    ['webm', samples.webm()],
  ] as const)('recognises %s', async (kind, bytes) => {
    expect(await kindOf(bytes)).toBe(kind);
  });

  it('does not take any zip for a docx', async () => {
    const zip = samples.zip({ 'readme.txt': 'hello', 'xl/workbook.xml': '<x/>' });
    expect(await zipEntryNames(await writeTemp(dir, zip), zip.length)).toEqual(['readme.txt', 'xl/workbook.xml']);
    expect(await kindOf(zip)).toBeNull();
  });

  it('refuses garbage, text and empty files', async () => {
    expect(await kindOf(samples.garbage(2048))).toBeNull();
    expect(await kindOf(Buffer.from('just some text that claims to be a pdf'))).toBeNull();
    expect(await kindOf(Buffer.alloc(0))).toBeNull();
  });
});

const writeTemp = async (dir: string, bytes: Buffer) => {
  const file = path.join(dir, `z-${Math.random()}`);
  await fsp.writeFile(file, bytes);
  return file;
};
