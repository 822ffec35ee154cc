/** How long an upstream that refused a connection is passed over before it is tried again. */
export const REFUSED_UPSTREAM_COOLDOWN_MS = 5_000;

export interface UpstreamRotation {
  /**
   * The next upstream in turn, passing over those that refused a connection within the cooldown.
   * When every one of them did, the next in turn anyway: one may be back, and the caller answers 503
   * if not.
   */
  next(): string;
  /** Records that an upstream refused a connection (it is down or gone), so `next` passes it over. */
  markRefused(url: string): void;
}

export interface UpstreamRotationOptions {
  cooldownMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

/**
 * Round-robin over interchangeable upstreams (realtime replicas) with passive failure detection: no
 * probing, an upstream is passed over only after a real connection to it was refused. The upgrade
 * that met the refusal has already failed (its client reconnects with backoff); the reconnect and
 * every other upgrade during the cooldown go to the upstreams that are up.
 */
export function createUpstreamRotation(
  urls: readonly [string, ...string[]],
  { cooldownMs = REFUSED_UPSTREAM_COOLDOWN_MS, now = Date.now }: UpstreamRotationOptions = {},
): UpstreamRotation {
  /** When each refusing upstream may be tried again. */
  const refusedUntil = new Map<string, number>();
  let cursor = 0;
  const count = urls.length;
  const offsets = urls.map((_url, offset) => offset);
  /** The upstream `steps` places after the cursor; `urls` is non-empty, so there always is one. */
  const ahead = (steps: number): string => urls[(cursor + steps) % count] ?? urls[0];

  const isPassedOver = (url: string, at: number) => (refusedUntil.get(url) ?? 0) > at;

  return {
    next() {
      const at = now();
      // Every one refused lately: the next in turn anyway (step 0).
      const step = offsets.find((offset) => !isPassedOver(ahead(offset), at)) ?? 0;
      const url = ahead(step);
      cursor = (cursor + step + 1) % count;
      return url;
    },
    markRefused(url) {
      if (urls.includes(url)) refusedUntil.set(url, now() + cooldownMs);
    },
  };
}
