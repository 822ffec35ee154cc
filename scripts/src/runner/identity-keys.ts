// Step 2: the EC P-256 key pair the gateway signs identity tokens with (ES256) and the services
// verify them with. Generated once into <dataDir>/keys/ unless the environment provides the keys.
import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunnerConfig } from './config';
import { StepFailure } from './step-failure';

/** The variables to pass on: the private key to the gateway, the public key to the services. */
export interface IdentityKeyEnv {
  gateway: Record<string, string>;
  services: Record<string, string>;
  /** What the progress line says. */
  description: string;
}

const PRIVATE_FILE = 'identity-private.pem';
const PUBLIC_FILE = 'identity-public.pem';

function pairMatches(privatePem: string, publicPem: string): boolean {
  try {
    const derived = createPublicKey(createPrivateKey(privatePem)).export({ type: 'spki', format: 'pem' });
    return (
      derived.toString().trim() ===
      createPublicKey(publicPem).export({ type: 'spki', format: 'pem' }).toString().trim()
    );
  } catch {
    return false;
  }
}

/** Returns the key files in `keysDir`, generating the pair when missing or broken. */
export function ensureKeyFiles(keysDir: string): {
  privateFile: string;
  publicFile: string;
  generated: boolean;
} {
  const privateFile = join(keysDir, PRIVATE_FILE);
  const publicFile = join(keysDir, PUBLIC_FILE);
  if (existsSync(privateFile) && existsSync(publicFile)) {
    if (pairMatches(readFileSync(privateFile, 'utf8'), readFileSync(publicFile, 'utf8'))) {
      return { privateFile, publicFile, generated: false };
    }
  }
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  mkdirSync(keysDir, { recursive: true, mode: 0o700 });
  writeFileSync(privateFile, privateKey, { mode: 0o600 });
  writeFileSync(publicFile, publicKey, { mode: 0o644 });
  return { privateFile, publicFile, generated: true };
}

/**
 * Decides the identity key variables: the environment's keys when it gives both halves (inline or
 * as files), else the generated pair.
 */
export function identityKeyEnv(config: RunnerConfig): IdentityKeyEnv {
  const { privateKey, privateKeyFile, publicKey, publicKeyFile } = config.identity;
  const hasPrivate = privateKey !== undefined || privateKeyFile !== undefined;
  const hasPublic = publicKey !== undefined || publicKeyFile !== undefined;
  if (hasPrivate !== hasPublic) {
    throw new StepFailure(
      'give both identity keys or neither: IDENTITY_PRIVATE_KEY(_FILE) for the gateway and IDENTITY_PUBLIC_KEY(_FILE) for the services',
    );
  }
  if (hasPrivate) {
    const gateway: Record<string, string> = privateKey
      ? { IDENTITY_PRIVATE_KEY: privateKey }
      : { IDENTITY_PRIVATE_KEY_FILE: privateKeyFile! };
    const services: Record<string, string> = publicKey
      ? { IDENTITY_PUBLIC_KEY: publicKey }
      : { IDENTITY_PUBLIC_KEY_FILE: publicKeyFile! };
    return { gateway, services, description: 'from the environment' };
  }
  const keysDir = join(config.dataDir, 'keys');
  const files = ensureKeyFiles(keysDir);
  return {
    gateway: { IDENTITY_PRIVATE_KEY_FILE: files.privateFile },
    services: { IDENTITY_PUBLIC_KEY_FILE: files.publicFile },
    description: `${files.generated ? 'generated in' : 'reused from'} ${keysDir}`,
  };
}
