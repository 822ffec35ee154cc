import { Client, S3Error } from 'minio';
import type { Readable } from 'node:stream';
import type { MapsConfig } from '../config';

export type LogoStorageConfig = Pick<
  MapsConfig,
  'S3_ENDPOINT' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY' | 'S3_BUCKET' | 'S3_REGION'
>;

/** A stored logo being read: its bytes and what the upload recorded about them. */
export interface StoredLogo {
  body: Readable;
  contentType: string;
  size: number;
}

/** The logo bucket, over the `minio` client (MinIO in production, any S3 API elsewhere). */
export interface LogoStorage {
  readonly bucket: string;
  /** Creates the bucket when it is missing; called once at start. */
  ensureBucket(): Promise<void>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when no object has this key. */
  get(key: string): Promise<StoredLogo | null>;
  /** Removes the object; a missing object is not an error (S3 DELETE is idempotent). */
  remove(key: string): Promise<void>;
}

const NOT_FOUND_CODES = new Set(['NotFound', 'NoSuchKey']);

const isNotFound = (error: unknown): boolean =>
  error instanceof S3Error && NOT_FOUND_CODES.has(String(error.code));

/** Creates the logo storage from the S3_* settings (path-style, so any S3-compatible server works). */
export function createLogoStorage(config: LogoStorageConfig): LogoStorage {
  const { S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET: bucket, S3_REGION: region } = config;
  if (!S3_ACCESS_KEY || !S3_SECRET_KEY) {
    throw new Error('S3_ACCESS_KEY and S3_SECRET_KEY are required to store logos');
  }
  const url = new URL(S3_ENDPOINT);
  const useSSL = url.protocol === 'https:';
  const client = new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: S3_ACCESS_KEY,
    secretKey: S3_SECRET_KEY,
    region,
    pathStyle: true,
  });

  return {
    bucket,
    async ensureBucket() {
      if (await client.bucketExists(bucket)) return;
      await client.makeBucket(bucket, region);
    },
    async put(key, body, contentType) {
      // A Buffer has a known size, so the client sends one PUT (never a multipart upload).
      await client.putObject(bucket, key, body, body.length, { 'Content-Type': contentType });
    },
    async get(key) {
      try {
        const stat = await client.statObject(bucket, key);
        const body = await client.getObject(bucket, key);
        const contentType = String(stat.metaData['content-type'] ?? 'application/octet-stream');
        return { body, contentType, size: stat.size };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.removeObject(bucket, key);
    },
  };
}
