// MinIO's interface as far as Groupmap uses it: `server <dir>` arguments, MINIO_ROOT_USER and
// MINIO_ROOT_PASSWORD (or their _FILE forms) as the only key pair, the S3 API on port 9000.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const S3rver = require('s3rver');
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');

function setting(name: string): string {
  const file = process.env[`${name}_FILE`];
  const value = file ? readFileSync(file, 'utf8').trim() : process.env[name];
  if (!value) throw new Error(`${name} or ${name}_FILE is required`);
  return value;
}

const args = process.argv.slice(2);
const directory = args[0] === 'server' && args[1] ? args[1] : '/data';
// s3rver's built-in S3RVER/S3RVER pair would be a well-known login: only the configured one works.
DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
DUMMY_ACCOUNT.createKeyPair(setting('MINIO_ROOT_USER'), setting('MINIO_ROOT_PASSWORD'));
// Path-style only: a host name such as `minio` must not be read as a bucket name (s3rver's default).
const server = new S3rver({ address: '0.0.0.0', port: 9000, directory, silent: true, vhostBuckets: false });
await server.run();
console.log(`S3 stand-in serving ${directory} on :9000`);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => process.exit(0));
