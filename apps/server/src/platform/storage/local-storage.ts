// Local-disk driver: objects are files under one root folder (DATA_DIR/uploads by default), never served statically.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, SPOOL_BUFFER_BYTES, StorageObjectMissing, type TStorage } from './storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

export const createLocalStorage = ({ root }: { root: string }): TStorage => {
  const resolvedRoot = path.resolve(root);
  const pathOf = (key: string) => {
    assertValidKey(key);
    const full = path.resolve(resolvedRoot, key);
    // Defence in depth on top of the key pattern: never leave the root.
    if (!full.startsWith(resolvedRoot + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  };

  return {
    driver: 'local',
    async put(key, body) {
      const target = pathOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Write beside the target and rename, so a reader never sees half a file.
      const temp = `${target}.${randomUUID()}.part`;
      try {
        await pipeline(
          Buffer.isBuffer(body) ? Readable.from([body]) : body,
          fs.createWriteStream(temp, { flags: 'wx', highWaterMark: SPOOL_BUFFER_BYTES }),
        );
        await fsp.rename(temp, target);
      } catch (error) {
        await fsp.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const target = pathOf(key);
      try {
        const handle = await fsp.open(target, 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) throw new StorageObjectMissing(key);
        throw error;
      }
    },
    async delete(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await fsp.stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
};
