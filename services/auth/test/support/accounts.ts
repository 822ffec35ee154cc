import type { AuthTestEnv, Visitor } from './auth-test-env';
import { uniqueName, visitorOf } from './auth-test-env';
import { asGateway, handedOverSession } from './http';

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

/** A registered user who has signed out again, and the new visitor session the logout handed over. */
export async function signedOutUser(env: AuthTestEnv) {
  const visitor = await env.newVisitor();
  const { res, username } = await registerOn(env, visitor);
  const id = (res.body as { id: number }).id;
  const logout = await asGateway(env.app, visitor.identity({ id, username })).post('/api/logout');
  const next = visitorOf(handedOverSession(logout)!, visitor.ip);
  return { visitor: next, username, id, secret: next.secret };
}

/** The auth session events (`auth.session.bound.v1`, `.ended.v1`) recorded for a session, oldest first. */
export function sessionEvents(
  env: AuthTestEnv,
  publicId: string,
): Promise<Array<{ type: string; payload: unknown }>> {
  return env
    .knex('outbox')
    .whereIn('type', ['auth.session.bound.v1', 'auth.session.ended.v1'])
    .andWhere({ aggregate_id: publicId })
    .orderBy('sequence')
    .select('type', 'payload');
}
