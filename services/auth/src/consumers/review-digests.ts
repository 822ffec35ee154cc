import type { EventPayloads } from '@groupmap/contracts';
import { durableConsumer, type DurableConsumerSpec, type Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import { findUserById } from '../db/user-repository';
import { enqueueMail } from '../mail/outgoing-mail';
import { reviewWaitingMail } from '../mail/templates/review-waiting';
import { SCHEMA } from '../schema';

/** Auth's durable consumer of maps' review digests (issue 24); its replicas share it. */
export const REVIEW_DIGEST_CONSUMER = 'auth-review-digests';

export interface ReviewDigestConsumerOptions {
  nc: NatsConnection;
  knex: Knex;
  /** EVENTS_PREFIX. */
  prefix: string;
  logger: Logger;
  /** PUBLIC_ORIGIN, for the link in the mail. */
  publicOrigin: string;
}

/**
 * Queues "Locations are waiting for your review" for the map's owner, in the consumer's transaction
 * (so once per event): only to a verified address (the mail names their map), and not when they
 * turned "Email me when locations wait for my review" off. Maps already holds it to one an hour per
 * map.
 */
export async function queueReviewDigest(
  trx: Knex.Transaction,
  digest: EventPayloads['maps.review.waiting.v1'],
  publicOrigin: string,
): Promise<'queued' | 'no verified address' | 'turned off'> {
  const owner = await findUserById(trx, digest.ownerId);
  if (!owner || owner.emailVerifiedAt === null) return 'no verified address';
  if (!owner.reviewDigests) return 'turned off';
  await enqueueMail(trx, {
    kind: 'review-waiting',
    to: owner.email,
    ...reviewWaitingMail({ publicOrigin, ...digest }),
  });
  return 'queued';
}

export function reviewDigestConsumer({
  logger,
  publicOrigin,
}: {
  logger: Logger;
  publicOrigin: ReviewDigestConsumerOptions['publicOrigin'];
}): DurableConsumerSpec {
  const log = logger.child({ component: 'review-digests' });
  return durableConsumer({
    stream: 'maps',
    durableName: REVIEW_DIGEST_CONSUMER,
    types: ['maps.review.waiting.v1'],
    handle: async (event, trx) => {
      const outcome = await queueReviewDigest(trx, event.payload, publicOrigin);
      log.info({ eventId: event.id, mapId: event.payload.mapId, outcome }, 'review digest');
    },
  });
}

/** Starts it alone (tests; the service starts its whole table in nats-side.ts). */
export const startReviewDigestConsumer = (deps: ReviewDigestConsumerOptions) =>
  reviewDigestConsumer(deps).start(deps, SCHEMA);
