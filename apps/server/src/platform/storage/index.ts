// The storage module: pick the driver from configuration; one storage per running app.
import type { TConfig } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { TStorage } from './storage';

export { StorageObjectMissing, type TPutOptions, type TStorage } from './storage';

export const createStorage = (config: TConfig['storage']): TStorage => {
  if (config.driver === 's3') {
    const { endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle } = config.s3;
    if (!bucket) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
    return createS3Storage({ endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle });
  }
  return createLocalStorage({ root: config.localDir });
};

// One storage per configuration object: the app's config lives as long as the app.
const cache = new WeakMap<TConfig, TStorage>();

/** The storage of a running app (services receive ctx.config). */
export const storageOf = (ctx: { config: TConfig }): TStorage => {
  let storage = cache.get(ctx.config);
  if (!storage) {
    storage = createStorage(ctx.config.storage);
    cache.set(ctx.config, storage);
  }
  return storage;
};
