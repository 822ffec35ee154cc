// What one viewer holds of a map, as the map page holds it: the list it loaded (at X-Map-Sequence and
// X-Map-Epoch) with every live change after it applied in order. A `refetch` (or a change that says
// to reload, such as an import) makes it load the list again; changes arriving meanwhile wait and
// those the new list already holds are dropped. Only the list of the latest load asked is taken: an
// earlier one answered late (a retry during a fault, a second refetch) is older than what the view
// already applied. It also notes every change whose sequence did not go up on the channel, which no
// viewer may ever see.

/** The part of a location the soak compares: its id and its name (every edit changes the name). */
export interface ListedLocation {
  id: number;
  name: string;
}

interface Change {
  type: string;
  seq?: number;
  epoch?: string;
  data?: { id?: number; name?: string; ids?: number[] };
}

/** Changes after which the page reloads the list rather than apply anything. */
const RELOADING = new Set(['refetch', 'locationsImported', 'locationsRestored']);

export class MapView {
  readonly locations = new Map<number, string>();
  lastSeq = 0;
  epoch = '';
  /** A list load is due or in flight: changes wait in `pending`. */
  reloading = false;
  readonly violations: string[] = [];
  private pending: Change[] = [];
  /** The highest sequence received on the channel since the last (re)join. */
  private lastReceived = 0;
  /** Loads of the list asked so far: each answer is taken only if no later one was asked. */
  private loadsAsked = 0;

  /** A load of the list is about to be sent: answers its number, for `load` and `isLatestLoad`. */
  askLoad(): number {
    return ++this.loadsAsked;
  }

  /** Whether `asked` is the latest load asked (a failed one is retried only then). */
  isLatestLoad(asked: number): boolean {
    return asked === this.loadsAsked;
  }

  /**
   * Takes a freshly loaded list, then the changes that waited and are newer than it; answers false,
   * changing nothing, when a later load was asked since (its list is the one to take: this one may
   * predate changes already applied, and would bring back what they deleted).
   */
  load(list: ListedLocation[], seq: number, epoch: string, asked = this.askLoad()): boolean {
    if (!this.isLatestLoad(asked)) return false;
    this.locations.clear();
    for (const location of list) this.locations.set(location.id, location.name);
    // The list is the map at `seq`: anything applied before it is in it, or gone from it.
    this.lastSeq = seq;
    this.epoch = epoch;
    this.reloading = false;
    const waiting = this.pending;
    this.pending = [];
    for (const change of waiting) if ((change.seq ?? 0) > seq) this.apply(change);
    return true;
  }

  /** The socket joined again, asking for changes after `lastSeq`: those may come a second time. */
  rejoined(): void {
    this.lastReceived = this.lastSeq;
    this.pending = [];
  }

  /** One live message; answers true when the list must be loaded again. */
  receive(message: Change): boolean {
    if (message.type === 'connected' || message.type === 'presence') return false;
    const seq = message.seq ?? 0;
    if (message.type !== 'refetch' && message.epoch === this.epoch && seq <= this.lastReceived)
      this.violations.push(`${message.type} seq ${seq} after ${this.lastReceived}`);
    this.lastReceived = Math.max(this.lastReceived, seq);
    if (RELOADING.has(message.type)) {
      this.reloading = true;
      this.pending = [];
      return true;
    }
    if (this.reloading) {
      this.pending.push(message);
      return false;
    }
    this.apply(message);
    return false;
  }

  private apply(change: Change): void {
    const seq = change.seq ?? 0;
    if (change.epoch === this.epoch && seq <= this.lastSeq) return;
    const data = change.data ?? {};
    if ((change.type === 'newLocation' || change.type === 'updateLocation') && data.id !== undefined)
      this.locations.set(data.id, data.name ?? '');
    else if (change.type === 'deleteLocation' && data.id !== undefined) this.locations.delete(data.id);
    else if (change.type === 'locationsRemoved') for (const id of data.ids ?? []) this.locations.delete(id);
    if (change.epoch) this.epoch = change.epoch;
    this.lastSeq = Math.max(this.lastSeq, seq);
  }

  /** How this view differs from a fresh read (empty when it holds exactly the same). */
  differences(fresh: Map<number, string>): string[] {
    const missing = [...fresh.keys()].filter((id) => !this.locations.has(id));
    const extra = [...this.locations.keys()].filter((id) => !fresh.has(id));
    const renamed = [...fresh].filter(
      ([id, name]) => this.locations.has(id) && this.locations.get(id) !== name,
    );
    const found: string[] = [];
    if (missing.length > 0) found.push(`missing ${missing.length} (e.g. ${missing.slice(0, 3).join(', ')})`);
    if (extra.length > 0)
      found.push(`${extra.length} deleted still shown (e.g. ${extra.slice(0, 3).join(', ')})`);
    if (renamed.length > 0) found.push(`${renamed.length} with an old name (e.g. ${renamed[0]![0]})`);
    return found;
  }
}
