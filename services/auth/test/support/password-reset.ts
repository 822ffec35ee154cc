import { createLogger } from '@groupmap/svc-kit';
import { testIdentityKeys } from '@groupmap/svc-kit/testing';
import type { Express } from 'express';
import { createApp } from '../../src/app';
import { createPasswordHasher } from '../../src/domain/password-hasher';
import type { AuthTestEnv, Visitor } from './auth-test-env';
import { PASSWORD, registerOn } from './accounts';
import { asGateway, handedOverSession } from './http';

/** An auth app over the test env's database whose clock the test moves (`clock.advance(ms)`). */
export function appWithClock(env: AuthTestEnv): {
  app: Express;
  clock: { now: Date; advance(ms: number): void };
} {
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const app = createApp({
    logger: createLogger({ name: 'auth-test', level: 'silent' }),
    knex: env.knex,
    nc: env.nc,
    identityPublicKey: testIdentityKeys.publicKey,
    config: env.config,
    hasher: createPasswordHasher({ concurrency: 1 }),
    clock: () => clock.now,
  });
  return { app, clock };
}

/** A registered account, signed in on `visitor`'s session (now holding the secret registration handed over). */
export async function accountOn(env: AuthTestEnv, visitor: Visitor) {
  const { res, username, email } = await registerOn(env, visitor);
  const id = (res.body as { id: number }).id;
  return { id, username, email, secret: handedOverSession(res)!.secret };
}

/** Signs `username` in on a new visitor session; answers that session's public id and new secret. */
export async function signInElsewhere(env: AuthTestEnv, username: string, password = PASSWORD) {
  const visitor = await env.newVisitor();
  const res = await asGateway(env.app, visitor.identity()).post('/api/login', { username, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return { publicId: visitor.publicId, secret: handedOverSession(res)!.secret };
}

/** The password reset mails queued for `to`, oldest first. */
export function resetMailsTo(
  env: AuthTestEnv,
  to: string,
): Promise<Array<{ subject: string; text_body: string }>> {
  return env
    .knex('mail_outbox')
    .where({ kind: 'password-reset', recipient: to })
    .orderBy('created_at')
    .select('subject', 'text_body');
}

/** The token of the link in a reset mail's plain text. */
export function tokenOf(mail: { text_body: string }): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body);
  if (!match) throw new Error(`no reset link in: ${mail.text_body}`);
  return match[1]!;
}
