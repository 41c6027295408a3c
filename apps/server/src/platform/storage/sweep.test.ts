// Leftovers of uploads killed mid-way (.part files of the local store, spool folders of receiveUpload) are swept at
// start and by the periodic job; fresh ones (another process's live upload) and stored files stay.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { STALE_UPLOAD_MS, sweepStaleUploads, UPLOAD_SPOOL_PREFIX } from './sweep';

let root: string;
let localDir: string;
let spoolDir: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'centinela-sweep-test-'));
  localDir = path.join(root, 'uploads');
  spoolDir = path.join(root, 'tmp');
  fs.mkdirSync(spoolDir, { recursive: true });
});
afterEach(() => fsp.rm(root, { recursive: true, force: true }));

const age = async (target: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  await fsp.utimes(target, when, when);
};

/** What a process killed during an upload leaves behind, next to what must survive. */
const leaveLeftovers = async () => {
  const storage = createLocalStorage({ root: localDir });
  const company = 'c0ffee00-0000-4000-8000-000000000001';
  await storage.put(`${company}/document/stored-old`, Buffer.from('%PDF-1.4 kept'), { contentType: 'application/pdf', size: 13 });
  const stored = path.join(localDir, company, 'document', 'stored-old');
  await age(stored, 24 * 3_600_000);
  const stalePart = path.join(localDir, company, 'document', 'abc.1111.part');
  const freshPart = path.join(localDir, company, 'memo', 'def.2222.part');
  await fsp.mkdir(path.dirname(freshPart), { recursive: true });
  await fsp.writeFile(stalePart, 'half a file');
  await fsp.writeFile(freshPart, 'a live upload');
  await age(stalePart, STALE_UPLOAD_MS + 60_000);

  const staleSpool = path.join(spoolDir, `${UPLOAD_SPOOL_PREFIX}stale`);
  const liveSpool = path.join(spoolDir, `${UPLOAD_SPOOL_PREFIX}live`);
  const emptySpool = path.join(spoolDir, `${UPLOAD_SPOOL_PREFIX}empty`);
  const otherFolder = path.join(spoolDir, 'somebody-else');
  for (const dir of [staleSpool, liveSpool, emptySpool, otherFolder]) await fsp.mkdir(dir);
  await fsp.writeFile(path.join(staleSpool, 'spooled'), 'bytes');
  await fsp.writeFile(path.join(liveSpool, 'spooled'), 'still arriving');
  await fsp.writeFile(path.join(otherFolder, 'theirs'), 'not ours');
  await age(path.join(staleSpool, 'spooled'), STALE_UPLOAD_MS + 60_000);
  await age(staleSpool, STALE_UPLOAD_MS + 60_000);
  // The live spool's folder is old but its file is still being written: it stays.
  await age(liveSpool, STALE_UPLOAD_MS + 60_000);
  await age(emptySpool, STALE_UPLOAD_MS + 60_000);
  await age(otherFolder, STALE_UPLOAD_MS + 60_000);
  return { stored, stalePart, freshPart, staleSpool, liveSpool, emptySpool, otherFolder, storage, company };
};

describe('upload sweep', () => {
  it('removes stale .part files and spool folders, keeps fresh ones, stored files and folders not its own', async () => {
    const l = await leaveLeftovers();
    const removed = await sweepStaleUploads({ localDir, spoolDir });
    expect(removed.partFiles).toEqual([l.stalePart]);
    expect(removed.spoolFolders.sort()).toEqual([l.emptySpool, l.staleSpool].sort());
    for (const gone of [l.stalePart, l.staleSpool, l.emptySpool]) expect(fs.existsSync(gone), gone).toBe(false);
    for (const kept of [l.stored, l.freshPart, l.liveSpool, l.otherFolder]) expect(fs.existsSync(kept), kept).toBe(true);
    expect(await l.storage.exists(`${l.company}/document/stored-old`)).toBe(true);
  });

  it('is quiet when there is nothing to sweep or no local store at all', async () => {
    expect(await sweepStaleUploads({ localDir: path.join(root, 'missing'), spoolDir: path.join(root, 'missing-too') })).toEqual({
      partFiles: [],
      spoolFolders: [],
    });
  });
});
