import type { AuthTestEnv, Visitor } from './auth-test-env';
import { uniqueName } from './auth-test-env';
import { asGateway, newSecretOf } from './http';

/** The password every test account uses (not a common one). */
export const PASSWORD = 'lantern-harbour-42';

/** Registers a new account on the visitor's session. */
export async function registerOn(env: AuthTestEnv, visitor: Visitor, username = uniqueName()) {
  const email = `${username}@example.com`;
  const res = await asGateway(env.app, visitor.identity()).post('/api/register', {
    username,
    email,
    password: PASSWORD,
  });
  return { res, username, email };
}

/** A registered user who has signed out again, the visitor session they use and its current secret. */
export async function signedOutUser(env: AuthTestEnv) {
  const visitor = await env.newVisitor();
  const { res, username } = await registerOn(env, visitor);
  const id = (res.body as { id: number }).id;
  const logout = await asGateway(env.app, visitor.identity({ id, username })).post('/api/logout');
  return { visitor, username, id, secret: newSecretOf(logout) };
}

/** The payloads of `auth.session.revoked.v1` recorded in auth's outbox for a session, oldest first. */
export function revokedEvents(env: AuthTestEnv, publicId: string) {
  return env
    .knex('outbox')
    .where({ type: 'auth.session.revoked.v1', aggregate_id: publicId })
    .orderBy('sequence')
    .pluck('payload');
}
