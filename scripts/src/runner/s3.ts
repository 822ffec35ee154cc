// Step 1c: an S3 API from S3_ENDPOINT, else a server on 9000 that really answers S3 (MinIO), else
// s3rver in this process with its data under <dataDir>/s3. The bucket is then created through the
// minio client, the same client and API the maps service uses against MinIO in production.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client, S3Error } from 'minio';
import S3rver from 's3rver';
import type { RunnerConfig } from './config';
import { isListening, isPortFree } from './ports';
import { chooseProvision, pickEmbeddedPort, type ProbeResult } from './provision-choice';
import { StepFailure } from './step-failure';

const STANDARD_PORT = 9000;
const ALTERNATE_PORT = 9090;
/** MinIO's out-of-the-box credentials, tried on a local server when none are configured. */
const MINIO_DEFAULT_KEY = 'minioadmin';
/** s3rver accepts only its built-in key pair. */
const S3RVER_KEY = 'S3RVER';

export interface S3Settings {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export interface ProvisionedS3 {
  settings: S3Settings;
  description: string;
  port?: number;
  stop(): Promise<void>;
}

/** A minio client for an endpoint URL such as `http://127.0.0.1:9000`. */
export function s3Client(settings: S3Settings): Client {
  const url = new URL(settings.endpoint.includes('://') ? settings.endpoint : `http://${settings.endpoint}`);
  const useSSL = url.protocol === 'https:';
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: settings.accessKey,
    secretKey: settings.secretKey,
    region: settings.region,
    pathStyle: true,
  });
}

async function ensureBucket(settings: S3Settings): Promise<'created' | 'exists'> {
  const client = s3Client(settings);
  try {
    if (await client.bucketExists(settings.bucket)) return 'exists';
    await client.makeBucket(settings.bucket, settings.region);
    return 'created';
  } catch (error) {
    throw new StepFailure(
      `cannot use bucket "${settings.bucket}" at ${settings.endpoint}: ${(error as Error).message}`,
    );
  }
}

function localSettings(config: RunnerConfig): S3Settings {
  return {
    endpoint: `http://127.0.0.1:${STANDARD_PORT}`,
    accessKey: config.s3.accessKey ?? MINIO_DEFAULT_KEY,
    secretKey: config.s3.secretKey ?? MINIO_DEFAULT_KEY,
    bucket: config.s3.bucket,
    region: config.s3.region,
  };
}

/** Something on 9000 counts only if it answers the S3 API and accepts our credentials. */
async function probeLocalS3(config: RunnerConfig): Promise<ProbeResult> {
  if (!(await isListening(STANDARD_PORT))) return { state: 'absent' };
  try {
    await s3Client(localSettings(config)).listBuckets();
    return { state: 'usable' };
  } catch (error) {
    const reason =
      error instanceof S3Error
        ? `the S3 server on port ${STANDARD_PORT} refuses our credentials (${error.code ?? error.message})`
        : `port ${STANDARD_PORT} does not answer the S3 API`;
    return { state: 'unusable', reason };
  }
}

/** Provisions S3 as the configuration says and makes sure the bucket exists. */
export async function provisionS3(config: RunnerConfig): Promise<ProvisionedS3> {
  const choice = await chooseProvision({
    explicitUrl: config.s3.endpoint,
    mode: config.s3.mode,
    probeLocal: () => probeLocalS3(config),
  });
  const noop = async () => undefined;
  const bucketNote = (state: 'created' | 'exists') =>
    `bucket ${config.s3.bucket}${state === 'created' ? ' (created)' : ''}`;
  if (choice.source === 'environment') {
    if (!config.s3.accessKey || !config.s3.secretKey) {
      throw new StepFailure('S3_ENDPOINT is set: set S3_ACCESS_KEY and S3_SECRET_KEY too');
    }
    const settings: S3Settings = {
      endpoint: choice.url,
      accessKey: config.s3.accessKey,
      secretKey: config.s3.secretKey,
      bucket: config.s3.bucket,
      region: config.s3.region,
    };
    return {
      settings,
      description: `${choice.url} from S3_ENDPOINT, ${bucketNote(await ensureBucket(settings))}`,
      stop: noop,
    };
  }
  if (choice.source === 'local') {
    const settings = localSettings(config);
    return {
      settings,
      description: `local server at 127.0.0.1:${STANDARD_PORT}, ${bucketNote(await ensureBucket(settings))}`,
      stop: noop,
    };
  }
  const port = await pickEmbeddedPort({
    configured: config.s3.embeddedPort,
    standard: STANDARD_PORT,
    alternate: ALTERNATE_PORT,
    isFree: isPortFree,
  });
  const directory = join(config.dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true });
  // close() waits for idle keep-alive connections (clients keep them open); end them at once.
  const stop = async () => {
    const closing = server.close();
    server.httpServer?.closeAllConnections();
    await closing;
  };
  try {
    await server.run();
  } catch (error) {
    throw new StepFailure(
      `s3rver could not listen on port ${port}: ${(error as Error).message}; set GROUPMAP_S3_PORT to a free port`,
    );
  }
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    accessKey: S3RVER_KEY,
    secretKey: S3RVER_KEY,
    bucket: config.s3.bucket,
    region: config.s3.region,
  };
  try {
    const state = await ensureBucket(settings);
    return {
      settings,
      port,
      description: `s3rver at 127.0.0.1:${port} (${choice.why}), data in ${directory}, ${bucketNote(state)}`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
