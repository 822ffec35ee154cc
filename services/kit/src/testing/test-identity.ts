import { generateIdentityKeyPair, type IdentityKeyPair } from '../identity/key-pair';
import { IDENTITY_AUDIENCES, type Identity, type IdentityAudience } from '../identity/identity';
import { signIdentity } from '../identity/sign-identity';

/**
 * One key pair per test process: give `testIdentityKeys.publicKey` to the app under test and send
 * `mintTestIdentity()` in the `x-groupmap-identity` header.
 */
export const testIdentityKeys: IdentityKeyPair = generateIdentityKeyPair();

/** A signed-out visitor with a session, as the gateway sends for a fresh browser. */
const VISITOR: Identity = {
  userId: null,
  username: null,
  sessionId: 'test-session',
  ip: '127.0.0.1',
  requestId: 'test-request',
};

/**
 * An identity token header value signed with {@link testIdentityKeys}; fields default to a visitor.
 * It is for every service unless `audience` names one (the gateway's tokens always name one).
 */
export function mintTestIdentity(
  identity: Partial<Identity> = {},
  audience: IdentityAudience | readonly IdentityAudience[] = IDENTITY_AUDIENCES,
): string {
  return signIdentity(testIdentityKeys.privateKey, { ...VISITOR, ...identity }, { audience });
}
