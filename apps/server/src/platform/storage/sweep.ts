// Leftovers of uploads a process did not live to finish (kill -9, power loss): the local store's `<key>.<uuid>.part`
// files (local-storage.ts writes beside the target and renames) and the spool folders of receiveUpload
// (`centinela-upload-*` in the OS temp folder). Nothing else removes them. They are swept before the server listens
// and then periodically; only leftovers untouched for STALE_UPLOAD_MS go, so the live upload of another process
// sharing the disk (a write keeps touching its file) is never removed. sweepStaleUploads is the job; a job runner can
// call it as it is.
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Prefix of the temporary folders receiveUpload spools multipart files into. */
export const UPLOAD_SPOOL_PREFIX = 'centinela-upload-';
/** A leftover older than this is abandoned: no live upload goes this long without writing a byte. */
export const STALE_UPLOAD_MS = 15 * 60_000;
/** How often the running server sweeps. */
export const UPLOAD_SWEEP_EVERY_MS = 60 * 60_000;

type TLog = { info: (message: string) => void; warn: (message: string) => void };

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

/**
 * Sweeps once (awaited: call it before listening), then every `everyMs` on an unref'd timer. The returned function
 * stops the schedule and waits for a sweep in progress (call it when the app closes).
 */
export const startUploadSweep = async (
  options: Omit<TSweepOptions, 'now'> & { everyMs?: number; log: TLog },
): Promise<() => Promise<void>> => {
  const { everyMs = UPLOAD_SWEEP_EVERY_MS, log, ...sweepOptions } = options;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= sweepStaleUploads(sweepOptions)
      .then(({ partFiles, spoolFolders }) => {
        if (partFiles.length || spoolFolders.length) {
          log.info(`upload sweep: removed ${partFiles.length} unfinished .part file(s) and ${spoolFolders.length} spool folder(s)`);
        }
      })
      .catch((err: unknown) => log.warn(`upload sweep failed: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        running = null;
      });
    return running;
  };
  await run();
  const every = setInterval(run, everyMs);
  every.unref();
  return async () => {
    clearInterval(every);
    await running;
  };
};
