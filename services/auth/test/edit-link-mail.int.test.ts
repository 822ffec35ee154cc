import { editLinkMessages, sendEditLinkReplySchema } from '@groupmap/contracts';
import { requestRpc } from '@groupmap/svc-kit';
import { randomBytes } from 'node:crypto';
import { SCHEMA } from '../src/schema';
import { startAuthTestEnv, type AuthTestEnv } from './support/auth-test-env';

// Issue 26: maps hands auth an edit link's mail over rpc; auth publishes verified addresses as keyed hashes.
let env: AuthTestEnv;

beforeAll(async () => {
  env = await startAuthTestEnv();
});

afterAll(async () => {
  await env.close();
});

it('queues the edit-link mail with a fixed text and the link, and nothing a user wrote', async () => {
  const to = `visitor-${randomBytes(4).toString('hex')}@example.org`;
  const token = randomBytes(32).toString('base64url');
  const reply = await requestRpc({
    nc: env.nc,
    prefix: env.config.EVENTS_PREFIX,
    name: 'auth.mail.edit-link',
    body: { to, token },
    reply: sendEditLinkReplySchema,
  });
  expect(reply).toEqual({ queued: true });
  const mail = (await env.knex.withSchema(SCHEMA).table('mail_outbox').where({ recipient: to }).first()) as {
    kind: string;
    subject: string;
    text_body: string;
  };
  expect(mail.kind).toBe('edit-link');
  expect(mail.subject).toBe(editLinkMessages.mailSubject);
  expect(mail.text_body).toContain(`${env.config.PUBLIC_ORIGIN}/keep-editing?token=${token}`);
  expect(mail.text_body).toContain('within 7 days');
});

it('refuses a malformed request', async () => {
  await expect(
    requestRpc({
      nc: env.nc,
      prefix: env.config.EVENTS_PREFIX,
      name: 'auth.mail.edit-link',
      body: { to: 'x@example.org', token: 'short' },
      reply: sendEditLinkReplySchema,
    }),
  ).rejects.toThrow();
});
