// S3-compatible driver (AWS S3, MinIO, Ceph, R2 …) on @aws-sdk/client-s3; streams both ways.
// The SDK is loaded on first use, so local-disk installs never load it.
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertValidKey, StorageObjectMissing, type TStorage } from './storage';

export type TS3StorageOptions = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

type TSdk = typeof import('@aws-sdk/client-s3');

const isNotFound = (sdk: TSdk, error: unknown) =>
  error instanceof sdk.S3ServiceException
    ? error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound'
    : false;

export const createS3Storage = (options: TS3StorageOptions): TStorage => {
  let ready: Promise<{ sdk: TSdk; client: S3Client }> | null = null;
  const connect = () => {
    ready ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
        // Many S3-compatible servers do not understand the SDK's default streaming checksums (aws-chunked trailers).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return ready;
  };
  const Bucket = options.bucket;

  return {
    driver: 's3',
    async put(key, body, { contentType, size }) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: size }));
    },
    async get(key) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        return answer.Body;
      } catch (error) {
        if (isNotFound(sdk, error)) throw new StorageObjectMissing(key);
        throw error;
      }
    },
    async delete(key) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(sdk, error)) return false;
        throw error;
      }
    },
  };
};
