// When a process that crashed under `npm start` is started again: after 1 s, then 2, 4 ... at most
// 30 s between tries, back to 1 s once it has run for a minute; after 5 exits within a minute the
// runner gives up on it. Time comes from the caller, so the schedule is tested without waiting.

/** Exits within {@link GIVE_UP_WINDOW_MS} after which a process is not restarted again. */
export const GIVE_UP_EXITS = 5;
export const GIVE_UP_WINDOW_MS = 60_000;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** A process that ran this long before exiting counts as having recovered: the delay starts over. */
const RECOVERED_AFTER_MS = 60_000;

export type RestartDecision = { restart: true; delayMs: number } | { restart: false; exits: number };

/** One process's restart history. */
export class RestartPolicy {
  private exits: number[] = [];
  private failuresInARow = 0;
  private startedAt: number;

  constructor(private readonly now: () => number) {
    this.startedAt = now();
  }

  /** The process was started (again) now. */
  started(): void {
    this.startedAt = this.now();
  }

  /** The process failed now: restart it after `delayMs`, or give up. */
  exited(): RestartDecision {
    const at = this.now();
    if (at - this.startedAt >= RECOVERED_AFTER_MS) this.failuresInARow = 0;
    this.exits = [...this.exits.filter((time) => at - time < GIVE_UP_WINDOW_MS), at];
    if (this.exits.length >= GIVE_UP_EXITS) return { restart: false, exits: this.exits.length };
    this.failuresInARow += 1;
    return {
      restart: true,
      delayMs: Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (this.failuresInARow - 1)),
    };
  }
}
