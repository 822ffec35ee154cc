/** What the allowance needs of the shared counter: consume `points` for `key`, learning the total. */
export interface SharedCounter {
  /**
   * Adds `points` to `key`'s count in its window and answers the count and the time left in the
   * window; `allowed` is false when the count passed the limit (the points are counted all the same).
   */
  add(
    key: string,
    points: number,
  ): Promise<{ allowed: boolean; consumedPoints: number; msBeforeNext: number }>;
}

interface KeyView {
  /** The shared count at the last exchange plus this replica's attempts since. */
  consumed: number;
  /** This replica's accepted attempts the shared counter has not been told of yet. */
  unsynced: number;
  windowEndsAt: number;
}

export interface LocalAllowanceOptions {
  /** The attempts allowed per window (the shared counter's points). */
  points: number;
  /** How often what was accepted locally is added to the shared counter. */
  flushMs?: number;
  /** Keys followed at once; past it, new keys ask the shared counter every time. */
  maxKeys?: number;
  clock?: () => number;
  onFlushError?: (error: unknown) => void;
}

/** At most this many attempts per key and replica are accepted without the shared counter. */
export const allowanceMargin = (points: number): number => Math.min(Math.floor(points / 10), 50);

/**
 * An in-memory allowance in front of a rate limiter's shared Postgres counter (issue 27). While a key
 * is far from its limit, an attempt is counted here and accepted without a round trip; what was
 * accepted reaches the shared counter within `flushMs`, in one update per key, and its answer brings
 * this replica's view up to date with every replica's attempts. Near the limit (within the margin),
 * on a key's first attempt of a window, or once `margin` attempts wait unsynced, the attempt asks the
 * shared counter as before. So replicas still share one limit: the most it can be passed by is the
 * margin per replica (attempts a replica accepted on a view that others had already moved past),
 * `R * allowanceMargin(points)` across R replicas, and none with one replica.
 */
export class LocalAllowance {
  private readonly views = new Map<string, KeyView>();
  private readonly margin: number;
  private readonly flushMs: number;
  private readonly maxKeys: number;
  private readonly clock: () => number;
  private flushTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly shared: SharedCounter,
    private readonly options: LocalAllowanceOptions,
  ) {
    this.margin = allowanceMargin(options.points);
    this.flushMs = options.flushMs ?? 100;
    this.maxKeys = options.maxKeys ?? 50_000;
    this.clock = options.clock ?? Date.now;
  }

  /** Counts one attempt: answers whether it is allowed and, if not, how long the window has left. */
  async attempt(key: string): Promise<{ allowed: true } | { allowed: false; msBeforeNext: number }> {
    const now = this.clock();
    const view = this.liveView(key, now);
    const farFromLimit = view !== undefined && view.consumed + 1 <= this.options.points - this.margin;
    if (view && farFromLimit && now < view.windowEndsAt && view.unsynced < this.margin) {
      view.consumed += 1;
      view.unsynced += 1;
      this.scheduleFlush();
      return { allowed: true };
    }
    // Ask the shared counter, telling it of this replica's unsynced attempts with this one.
    const unsynced = view?.unsynced ?? 0;
    if (view) view.unsynced = 0;
    const answer = await this.shared.add(key, unsynced + 1);
    this.learn(key, answer, now);
    return answer.allowed ? { allowed: true } : { allowed: false, msBeforeNext: answer.msBeforeNext };
  }

  /** The attempts this replica accepted for `key` that the shared counter has not been told of. */
  unsyncedOf(key: string): number {
    return this.views.get(key)?.unsynced ?? 0;
  }

  /** Takes back one unsynced attempt of `key` (a refund); false when none waits here. */
  takeBack(key: string): boolean {
    const view = this.views.get(key);
    if (!view || view.unsynced === 0) return false;
    view.unsynced -= 1;
    view.consumed -= 1;
    return true;
  }

  /** Forgets `key` here (a reset): its next attempt asks the shared counter. */
  forget(key: string): void {
    this.views.delete(key);
  }

  /** Adds every key's unsynced attempts to the shared counter now (also done every `flushMs`). */
  async flush(): Promise<void> {
    this.flushTimer = null;
    const now = this.clock();
    const due: [string, number][] = [];
    for (const [key, view] of this.views) {
      if (view.unsynced > 0) {
        due.push([key, view.unsynced]);
        view.unsynced = 0;
      } else if (now >= view.windowEndsAt) this.views.delete(key);
    }
    await Promise.all(
      due.map(async ([key, points]) => {
        try {
          this.learn(key, await this.shared.add(key, points), now);
        } catch (error) {
          // Kept for the next flush: accepted attempts are never dropped from the count.
          const view = this.views.get(key);
          if (view) view.unsynced += points;
          this.scheduleFlush();
          this.options.onFlushError?.(error);
        }
      }),
    );
  }

  private liveView(key: string, now: number): KeyView | undefined {
    const view = this.views.get(key);
    if (view && now >= view.windowEndsAt && view.unsynced === 0) {
      this.views.delete(key);
      return undefined;
    }
    return view;
  }

  private learn(key: string, answer: { consumedPoints: number; msBeforeNext: number }, now: number): void {
    const view = this.views.get(key);
    const unsynced = view?.unsynced ?? 0;
    if (!view && this.views.size >= this.maxKeys) return;
    this.views.set(key, {
      consumed: answer.consumedPoints + unsynced,
      unsynced,
      windowEndsAt: now + answer.msBeforeNext,
    });
  }

  private scheduleFlush(): void {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => void this.flush(), this.flushMs);
    this.flushTimer.unref();
  }
}
