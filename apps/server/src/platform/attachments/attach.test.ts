// The one "add files to a saved record" service (attach.ts): the record's limit holds under concurrent uploads, a
// refusal or a failing link leaves no files row and no bytes, the log entry is written, and replaceFile swaps a
// record's single file (old row and bytes gone). Run on PostgreSQL (TEST_DATABASE_URL) the uploads really overlap.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TAccessSubject } from '@centinela/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { createCompany, createUser } from '../../../test/factories';
import type { TDbOrTx } from '../../db/client';
import { files, systemLogs, users } from '../../db/schema';
import type { TActor } from '../access/actor';
import { AppError } from '../errors';
import type { TSpooledFile } from '../storage/uploads';
import { attachFiles, replaceFile, type TAttachLimit } from './attach';

class LimitReached extends Error {
  constructor(
    readonly existing: number,
    readonly adding: number,
  ) {
    super(`limit reached (${existing} + ${adding})`);
  }
}

let t: TTestApp;
let actor: TActor;
let companyId: string;
let spoolDir: string;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.database.db);
  companyId = company.id;
  const user = await createUser(t.database.db, { companyId, role: 'security_company_admin' });
  actor = {
    userId: user.id,
    sessionId: randomUUID(),
    email: user.email,
    role: user.role,
    companyId,
    customerId: null,
    isPlatformAdmin: false,
    subject: { role: user.role, email: user.email, isBuiltInAdmin: false, roleRecords: [], overrides: [] } as unknown as TAccessSubject,
  };
  spoolDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'attach-test-'));
});

afterAll(async () => {
  await fsp.rm(spoolDir, { recursive: true, force: true });
  await t?.close();
});

const ctx = () => t.app.ctx;

const spool = async (n: number, bytes = 64): Promise<TSpooledFile[]> =>
  Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const tempPath = path.join(spoolDir, randomUUID());
      await fsp.writeFile(tempPath, Buffer.alloc(bytes, i + 1));
      return { tempPath, fieldName: 'file', originalName: `f${i}.pdf`, kind: 'pdf' as const, contentType: 'application/pdf', size: bytes };
    }),
  );

const fileRows = async (purpose: string, subjectId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(files)
      .where(and(eq(files.purpose, purpose), eq(files.subjectId, subjectId)))
  )[0].n;

/** Objects in the store under the purpose's folder (keys are company/purpose/uuid). */
const storedObjects = (purpose: string) => {
  const dir = path.join(t.config.storage.localDir, companyId, purpose);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !name.endsWith('.part')).length : 0;
};

const limitOf = (purpose: string, subjectId: string, max: number): TAttachLimit => ({
  max,
  count: async (db: TDbOrTx) =>
    (
      await db
        .select({ n: count() })
        .from(files)
        .where(and(eq(files.purpose, purpose), eq(files.subjectId, subjectId)))
    )[0].n,
  refuse: (existing, adding) => new LimitReached(existing, adding),
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('attachFiles', () => {
  it('takes exactly the room left when uploads race for it; the others are refused and leave no bytes', async () => {
    const purpose = 'test_race';
    const subjectId = randomUUID();
    const limit = limitOf(purpose, subjectId, 4);
    await attachFiles({ ctx: ctx(), actor, record: { companyId, subjectId, purpose }, uploads: await spool(1), limit });
    // Room for 3 more; 8 single-file uploads at once, each holding its transaction open a moment.
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, async () =>
        attachFiles({
          ctx: ctx(),
          actor,
          record: { companyId, subjectId, purpose },
          uploads: await spool(1),
          limit,
          link: async (_tx, rows) => {
            await pause(40);
            return rows[0].id;
          },
        }),
      ),
    );
    const taken = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(taken).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.reason).toBeInstanceOf(LimitReached);
    expect(await fileRows(purpose, subjectId)).toBe(4);
    expect(storedObjects(purpose)).toBe(4);
  });

  it('refuses an upload that would pass the limit before storing anything, with the area error', async () => {
    const purpose = 'test_full';
    const subjectId = randomUUID();
    const limit = limitOf(purpose, subjectId, 2);
    const error = await attachFiles({ ctx: ctx(), actor, record: { companyId, subjectId, purpose }, uploads: await spool(3), limit }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(LimitReached);
    expect(error).toMatchObject({ existing: 0, adding: 3 });
    expect(await fileRows(purpose, subjectId)).toBe(0);
    expect(storedObjects(purpose)).toBe(0);
  });

  it('leaves no files row and no bytes when the link write fails', async () => {
    const purpose = 'test_link_fails';
    const subjectId = randomUUID();
    await expect(
      attachFiles({
        ctx: ctx(),
        actor,
        record: { companyId, subjectId, purpose },
        uploads: await spool(2),
        link: async () => {
          throw new Error('link failed');
        },
      }),
    ).rejects.toThrow('link failed');
    expect(await fileRows(purpose, subjectId)).toBe(0);
    expect(storedObjects(purpose)).toBe(0);
  });

  it('links, logs and answers what the link answered, in one transaction', async () => {
    const purpose = 'test_logged';
    const subjectId = randomUUID();
    const answer = await attachFiles({
      ctx: ctx(),
      actor,
      record: { companyId, subjectId, purpose },
      uploads: await spool(2),
      link: async (_tx, rows) => rows.map((r) => r.originalName),
      log: (rows, names) => ({
        action: 'UPDATE',
        entityType: 'wiki',
        entityId: subjectId,
        companyId,
        message: { key: 'wikiAttachmentAdded', params: { title: names.join('+'), count: rows.length } },
      }),
    });
    expect(answer).toEqual(['f0.pdf', 'f1.pdf']);
    const logs = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityId, subjectId));
    expect(logs).toHaveLength(1);
    expect(logs[0].details).toMatchObject({ messageKey: 'wikiAttachmentAdded', messageParams: { title: 'f0.pdf+f1.pdf', count: 2 } });
    expect(await fileRows(purpose, subjectId)).toBe(2);
  });

  it('refuses a file over the area byte limit with a 413 and stores nothing', async () => {
    const purpose = 'test_bytes';
    const subjectId = randomUUID();
    const error = await attachFiles({
      ctx: ctx(),
      actor,
      record: { companyId, subjectId, purpose },
      uploads: await spool(1, 2048),
      maxBytes: 1024,
    }).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(storedObjects(purpose)).toBe(0);
  });
});

describe('replaceFile', () => {
  it('points the record at the new file and removes the old row and bytes', async () => {
    const purpose = 'test_photo';
    const user = await createUser(t.database.db, { companyId });
    const replace = async () =>
      replaceFile({
        ctx: ctx(),
        actor,
        record: { companyId, subjectId: user.id, purpose },
        upload: (await spool(1))[0],
        current: async (tx) =>
          (await tx.select({ id: users.photoFileId }).from(users).where(eq(users.id, user.id)).for('update'))[0]?.id ?? null,
        point: async (tx, file) => {
          await tx.update(users).set({ photoFileId: file.id }).where(eq(users.id, user.id));
          return file.id;
        },
        log: {
          action: 'UPDATE',
          entityType: 'users',
          entityId: user.id,
          companyId,
          message: { key: 'userPhotoUpdated', params: { email: user.email } },
        },
      });
    const first = await replace();
    const second = await replace();
    expect(second).not.toBe(first);
    const [row] = await t.database.db.select({ photo: users.photoFileId }).from(users).where(eq(users.id, user.id));
    expect(row.photo).toBe(second);
    expect(await t.database.db.select({ id: files.id }).from(files).where(eq(files.id, first))).toHaveLength(0);
    expect(await fileRows(purpose, user.id)).toBe(1);
    expect(storedObjects(purpose)).toBe(1);
  });

  it('keeps the old file when pointing the record fails, and leaves no new bytes', async () => {
    const purpose = 'test_photo_fails';
    const user = await createUser(t.database.db, { companyId });
    await expect(
      replaceFile({
        ctx: ctx(),
        actor,
        record: { companyId, subjectId: user.id, purpose },
        upload: (await spool(1))[0],
        current: async () => null,
        point: async () => {
          throw new Error('point failed');
        },
        log: {
          action: 'UPDATE',
          entityType: 'users',
          entityId: user.id,
          companyId,
          message: { key: 'userPhotoUpdated', params: { email: user.email } },
        },
      }),
    ).rejects.toThrow('point failed');
    expect(await fileRows(purpose, user.id)).toBe(0);
    expect(storedObjects(purpose)).toBe(0);
  });
});
