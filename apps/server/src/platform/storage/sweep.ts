// Leftovers of uploads a process did not live to finish (kill -9, power loss): the local store's `<key>.<uuid>.part`
// files (local-storage.ts writes beside the target and renames) and the spool folders of receiveUpload
// (`centinela-upload-*` in the OS temp folder). Nothing else removes them. main.ts sweeps once before the server
// listens; then the job 'storage.sweep-uploads' runs hourly on the job runner. Only leftovers untouched for
// STALE_UPLOAD_MS go, so the live upload of another process sharing the disk (a write keeps touching its file) is
// never removed.
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { jobName, registerJob } from '../jobs/registry';

/** Prefix of the temporary folders receiveUpload spools multipart files into. */
export const UPLOAD_SPOOL_PREFIX = 'centinela-upload-';
/** A leftover older than this is abandoned: no live upload goes this long without writing a byte. */
export const STALE_UPLOAD_MS = 15 * 60_000;

export type TSweepOptions = {
  /** The local store's root (config.storage.localDir); missing is fine (S3 installs, nothing uploaded yet). */
  localDir: string;
  /** Where spool folders are created; the OS temp folder unless a test says otherwise. */
  spoolDir?: string;
  olderThanMs?: number;
  now?: number;
};

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/** The newest modification time of a folder and everything in it (a live spool keeps writing its file). */
const newestMtime = async (dir: string): Promise<number> => {
  let newest = (await fsp.stat(dir)).mtimeMs;
  for (const entry of await fsp.readdir(dir, { withFileTypes: true, recursive: true })) {
    try {
      newest = Math.max(newest, (await fsp.stat(path.join(entry.parentPath, entry.name))).mtimeMs);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  return newest;
};

/** Removes stale `.part` files under localDir and stale spool folders; answers what it removed. */
export const sweepStaleUploads = async ({
  localDir,
  spoolDir = os.tmpdir(),
  olderThanMs = STALE_UPLOAD_MS,
  now = Date.now(),
}: TSweepOptions) => {
  const cutoff = now - olderThanMs;
  const removed = { partFiles: [] as string[], spoolFolders: [] as string[] };

  let entries: import('node:fs').Dirent[] = [];
  try {
    entries = await fsp.readdir(localDir, { withFileTypes: true, recursive: true });
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.part')) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      if ((await fsp.stat(file)).mtimeMs >= cutoff) continue;
      await fsp.rm(file, { force: true });
      removed.partFiles.push(file);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  let spools: import('node:fs').Dirent[] = [];
  try {
    spools = await fsp.readdir(spoolDir, { withFileTypes: true });
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  for (const entry of spools) {
    if (!entry.isDirectory() || !entry.name.startsWith(UPLOAD_SPOOL_PREFIX)) continue;
    const folder = path.join(spoolDir, entry.name);
    try {
      if ((await newestMtime(folder)) >= cutoff) continue;
      await fsp.rm(folder, { recursive: true, force: true });
      removed.spoolFolders.push(folder);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  return removed;
};

/** The hourly sweep on the job runner. */
export const UPLOAD_SWEEP_JOB = registerJob(
  jobName('storage.sweep-uploads'),
  async (_data, { ctx, log }) => {
    const { partFiles, spoolFolders } = await sweepStaleUploads({ localDir: ctx.config.storage.localDir });
    if (partFiles.length || spoolFolders.length) {
      log.info(`upload sweep: removed ${partFiles.length} unfinished .part file(s) and ${spoolFolders.length} spool folder(s)`);
    }
  },
  { cron: '7 * * * *', retryLimit: 1 },
);
