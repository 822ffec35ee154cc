import type { NatsConnection, Status } from 'nats';

/**
 * Calls `onStatus` for every status change of `nc` until the returned function is called or the
 * connection closes. nats.js lets any number of such watchers iterate `status()` at once.
 */
export function watchConnectionStatus(nc: NatsConnection, onStatus: (status: Status) => void): () => void {
  const statuses = nc.status();
  void (async () => {
    for await (const status of statuses) onStatus(status);
  })();
  return () => {
    // The iterable nats.js returns is a QueuedIterator; stopping it ends the loop above at once.
    if ('stop' in statuses && typeof statuses.stop === 'function') statuses.stop();
  };
}
