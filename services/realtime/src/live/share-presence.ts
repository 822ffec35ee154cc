import { coreSubject } from '@groupmap/contracts';
import type { Logger } from '@groupmap/svc-kit';
import type { NatsConnection } from 'nats';
import { z } from 'zod';
import type { LivePresence } from './presence';

/** An announcement as it arrives from another replica: checked, since it is parsed from the wire. */
const announcementSchema = z.strictObject({
  replica: z.string().min(1).max(100),
  counts: z.record(z.string().regex(/^\d{1,15}$/), z.int().nonnegative()),
  full: z.boolean(),
});

export interface SharePresenceDeps {
  nc: NatsConnection;
  prefix: string;
  logger: Logger;
  presence: LivePresence;
}

/**
 * Shares this replica's presence counts with the other realtime replicas on the core NATS subject
 * `realtime.presence.v1` (listed in BUS_ACCESS: not JetStream, nothing kept; a lost announcement is
 * made good by the next periodic one) and takes in theirs.
 */
export function sharePresence({ nc, prefix, logger, presence }: SharePresenceDeps): {
  stop(): Promise<void>;
} {
  const subject = coreSubject(prefix, 'realtime.presence.v1');
  const log = logger.child({ component: 'presence' });
  const subscription = nc.subscribe(subject, {
    callback: (error, message) => {
      if (error) {
        log.warn({ err: error }, 'presence subscription failed');
        return;
      }
      let parsed;
      try {
        parsed = announcementSchema.safeParse(JSON.parse(message.string()));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success) {
        log.warn('dropped an invalid presence announcement');
        return;
      }
      presence.receive(parsed.data);
    },
  });
  presence.connect((announcement) => {
    try {
      nc.publish(subject, JSON.stringify(announcement));
    } catch (error) {
      // A closed or draining connection: the other replicas' TTL drops these counts.
      log.debug({ err: error }, 'presence announcement not sent');
    }
  });
  return {
    stop: async () => {
      presence.stop();
      if (!nc.isClosed()) subscription.unsubscribe();
    },
  };
}
