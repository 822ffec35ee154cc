import {
  createSessionReplySchema,
  createSessionRequestSchema,
  getUserReplySchema,
  getUserRequestSchema,
  lookupUserReplySchema,
  lookupUserRequestSchema,
  resolveSessionReplySchema,
  resolveSessionRequestSchema,
  sendEditLinkReplySchema,
  sendEditLinkRequestSchema,
  usernameKey,
} from '@groupmap/contracts';
import { serveRpc, type Logger, type RateLimiter, type RpcResponder } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import { findUserById, findUserByUsernameKey } from '../db/user-repository';
import { createVisitorSession, resolveSession } from '../domain/visitor-sessions';
import { enqueueMail } from '../mail/outgoing-mail';
import { editLinkMail } from '../mail/templates/edit-link';
import { SERVICE } from '../schema';

/** Maps' edit links work for 7 days (issue 26); the mail says so. */
const EDIT_LINK_VALID_SECONDS = 7 * 24 * 60 * 60;

export interface AuthRespondersOptions {
  nc: NatsConnection;
  knex: Knex;
  /** EVENTS_PREFIX. */
  prefix: string;
  logger: Logger;
  /** New visitor sessions per client IP (SESSION_CREATE_IP_RATE_LIMIT). */
  sessionCreateLimit: RateLimiter;
  /** PUBLIC_ORIGIN: the origin the links in mails point at. */
  publicOrigin: string;
}

/**
 * Auth's answers to the other services (contracts/src/rpc): the gateway's session questions,
 * operators' user lookups and billing's profile reads, and maps' edit-link mails (issue 26). The replicas share them through the `auth` queue group.
 */
export async function startAuthResponders({
  nc,
  knex,
  prefix,
  logger,
  sessionCreateLimit,
  publicOrigin,
}: AuthRespondersOptions): Promise<RpcResponder> {
  const common = { nc, prefix, logger, queue: SERVICE };
  const responders = await Promise.all([
    serveRpc({
      ...common,
      name: 'auth.session.resolve',
      request: resolveSessionRequestSchema,
      reply: resolveSessionReplySchema,
      handle: async ({ secretHash }) => ({ session: await resolveSession(knex, secretHash) }),
    }),
    serveRpc({
      ...common,
      name: 'auth.session.create',
      request: createSessionRequestSchema,
      reply: createSessionReplySchema,
      handle: ({ secretHash, ip }) =>
        createVisitorSession(knex, { secretHash, ip, limit: sessionCreateLimit }),
    }),
    serveRpc({
      ...common,
      name: 'auth.user.lookup',
      request: lookupUserRequestSchema,
      reply: lookupUserReplySchema,
      handle: async ({ username }) => {
        const user = await findUserByUsernameKey(knex, usernameKey(username));
        return { user: user && { id: user.id, username: user.username } };
      },
    }),
    serveRpc({
      ...common,
      name: 'auth.user.get',
      request: getUserRequestSchema,
      reply: getUserReplySchema,
      handle: async ({ userId }) => {
        const user = await findUserById(knex, userId);
        return {
          user: user && {
            id: user.id,
            username: user.username,
            email: user.email,
            emailVerified: user.emailVerifiedAt !== null,
          },
        };
      },
    }),
    serveRpc({
      ...common,
      name: 'auth.mail.edit-link',
      request: sendEditLinkRequestSchema,
      reply: sendEditLinkReplySchema,
      handle: async ({ to, token }) => {
        const content = editLinkMail({ publicOrigin, token, validForSeconds: EDIT_LINK_VALID_SECONDS });
        await enqueueMail(knex, { kind: 'edit-link', to, ...content });
        return { queued: true as const };
      },
    }),
  ]);
  return {
    stop: async () => {
      await Promise.all(responders.map((responder) => responder.stop()));
    },
  };
}
