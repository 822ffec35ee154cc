import { formatMessage, messages } from '@groupmap/contracts';
import type { ListChange } from './apply-live-message';

const texts = messages.mapPage.live;

export type ChangeCounts = Record<ListChange, number>;

const noChanges = (): ChangeCounts => ({ added: 0, changed: 0, removed: 0 });

/** "2 locations added, 1 location removed": one phrase per kind of change that happened, in that order. */
export function summariseChanges(counts: ChangeCounts): string {
  const phrase = (
    n: number,
    one: string,
    many: typeof texts.locationsAdded | typeof texts.locationsChanged | typeof texts.locationsRemoved,
  ) => (n === 0 ? null : n === 1 ? one : formatMessage(many, { n }));
  return [
    phrase(counts.added, texts.locationAdded, texts.locationsAdded),
    phrase(counts.changed, texts.locationChanged, texts.locationsChanged),
    phrase(counts.removed, texts.locationRemoved, texts.locationsRemoved),
  ]
    .filter((text): text is string => text !== null)
    .join(', ');
}

/** Changes arriving within this long are told together: a burst makes one announcement. */
export const GATHER_MS = 1000;
/** At most one announcement in this long, however many changes come in (issue 10: "every few seconds"). */
export const MIN_ANNOUNCEMENT_INTERVAL_MS = 5000;

/**
 * Gathers other people's changes and hands a summary to `announce` at most every few seconds,
 * rather than one announcement per message (a screen reader would read nothing else on a busy map).
 */
export class ChangeAnnouncer {
  private counts = noChanges();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastAnnouncedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly announce: (text: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  add(change: ListChange): void {
    this.counts[change] += 1;
    if (this.timer !== undefined) return;
    const wait = Math.max(GATHER_MS, this.lastAnnouncedAt + MIN_ANNOUNCEMENT_INTERVAL_MS - this.now());
    this.timer = setTimeout(() => this.flush(), wait);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private flush(): void {
    this.timer = undefined;
    const text = summariseChanges(this.counts);
    this.counts = noChanges();
    this.lastAnnouncedAt = this.now();
    if (text) this.announce(text);
  }
}
