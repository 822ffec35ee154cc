import { gunzipSync, gzipSync } from 'node:zlib';
import type { LocationJson, StoredLocation } from '../db/location-repository';
import type { StoredMap } from '../db/map-repository';
import type { Visitor } from './map-access';
import { locationRights, type LocationRights } from './location-rights';

/** One location of a cached list: its answer without the viewer's flags, and who may change it. */
interface CachedLocation {
  /** The location's JSON without its closing brace, so each viewer's flags can be appended. */
  open: string;
  owner: Pick<StoredLocation, 'userId' | 'creatorSessionId' | 'contributorId'>;
}

/** A map's list as it was at one point of its event history, in the forms asked for so far. */
interface CachedList {
  mapId: number;
  /** Where in the map's history it stands (the database's epoch, then the map's sequence). */
  epoch: string;
  sequence: number;
  /**
   * The answer for a viewer with no rights on any location (most viewers), gzipped only: the JSON
   * (a few MB on a big map) would stay in the heap for as long as the list is current, and the rare
   * client that does not take gzip, or the owner's view with edits, decompresses it.
   */
  plain?: Buffer;
  /**
   * That answer while it is being read and compressed: the viewers who ask meanwhile wait for it
   * rather than each reading and compressing the same list (after an import, the 50 viewers of the
   * map reloading at once made 50 reads of 3 MB in the soak, and every request on maps waited).
   */
  plainPending?: Promise<Buffer>;
  /** Each location with its authors, for the viewers who have rights on some (read when one asks). */
  locations?: CachedLocation[];
  bytes: number;
}

/** The list body for one viewer: its JSON text, and its gzip when that is what the cache keeps. */
export interface ListBody {
  text(): string;
  gzip?: Buffer;
}

const gzipped = (gzip: Buffer): ListBody => ({ gzip, text: () => gunzipSync(gzip).toString() });
const plainText = (json: string): ListBody => ({ text: () => json });

/** How the cache reads a map's published list, all at the same sequence (one transaction). */
export interface ListReads {
  /**
   * The list as every viewer without rights sees it, as Postgres writes it: the locations' JSON,
   * flags all false, comma-separated without the brackets. One string: no object per location.
   */
  plainItems(): Promise<string>;
  /** Each location's JSON and its authors, for the viewers with rights on some. */
  rows(): Promise<LocationJson[]>;
  /** Whether the visitor added any of the published locations (account, session or bound identity). */
  visitorAddedAny(): Promise<boolean>;
}

const NO_RIGHTS: LocationRights = { isOwn: false, canEdit: false, canDelete: false };
/** Appended to a location's JSON without its closing brace; Postgres writes the same for NO_RIGHTS. */
export const flags = ({ canEdit, canDelete, isOwn }: LocationRights) =>
  `,"canEdit":${canEdit},"canDelete":${canDelete},"isOwn":${isOwn}}`;

/**
 * Keeps the locations lists of recently read maps in memory, keyed by the map's event sequence and
 * the database's epoch: every change of a map's locations or fields moves the sequence (it is
 * assigned in the same transaction), so an entry is exact for as long as its key is current and is
 * simply never asked for again afterwards, so a newer list of a map replaces the older at once
 * (without it, superseded lists of busy maps filled the cache to its bound: memory that only the
 * bound ever gave back). Most viewers (no locations of their own, not the owner) share one body,
 * which Postgres writes as one string and the cache keeps gzipped only: on a busy map nearly every
 * read is of a new sequence, and building it here from one object per row was most of maps' memory
 * churn (issue 29's soak). The per-location form, for viewers with rights, is read only when one of
 * them asks. Bounded by `maxBytes` (gzip bytes of the shared body, characters of the per-location
 * form), least recently used first out. Each replica keeps its own: no shared state, nothing to
 * invalidate.
 */
export class LocationListCache {
  private readonly entries = new Map<string, CachedList>();
  /** The id of the one list each map has here. */
  private readonly currentOf = new Map<number, string>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The body for `visitor`, from the cache or from `reads` (read at the same sequence). */
  async body(
    key: { mapId: number; epoch: string; sequence: number },
    map: Pick<StoredMap, 'userId'>,
    visitor: Visitor,
    reads: ListReads,
  ): Promise<ListBody> {
    const list = this.entryFor(key);
    if (!(await this.mayHaveRights(map, visitor, reads))) return gzipped(await this.plainBody(list, reads));
    if (!list.locations) {
      const locations = toCachedLocations(await reads.rows());
      // A concurrent reader of the same sequence may have stored them meanwhile: the same rows.
      if (!list.locations) {
        list.locations = locations;
        this.grow(
          list,
          locations.reduce((sum, { open }) => sum + open.length + 50, 0),
        );
      }
    }
    return this.forVisitor(list, list.locations, map, visitor, reads);
  }

  /** False only when the visitor certainly has no right on any location: the shared body fits. */
  private async mayHaveRights(map: Pick<StoredMap, 'userId'>, visitor: Visitor, reads: ListReads) {
    if (visitor.userId !== null && map.userId === visitor.userId) return true;
    const identified =
      visitor.userId !== null || visitor.sessionId !== null || (visitor.contributorIds?.length ?? 0) > 0;
    return identified && reads.visitorAddedAny();
  }

  /** The entry of `key`, held unless a newer list of the map is (a late reader's is answered, not kept). */
  private entryFor({ mapId, epoch, sequence }: { mapId: number; epoch: string; sequence: number }) {
    const id = `${mapId}:${epoch}:${sequence}`;
    const found = this.entries.get(id);
    if (found) {
      // Most recently used last.
      this.entries.delete(id);
      this.entries.set(id, found);
      return found;
    }
    const list: CachedList = { mapId, epoch, sequence, bytes: 0 };
    const heldId = this.currentOf.get(mapId);
    const held = heldId === undefined ? undefined : this.entries.get(heldId);
    if (held && held.epoch === epoch && held.sequence > sequence) return list;
    if (heldId !== undefined) this.forget(heldId);
    this.entries.set(id, list);
    this.currentOf.set(mapId, id);
    return list;
  }

  /**
   * Counts `bytes` more for `list`, against the bound only while the list is held (a late reader's
   * would otherwise count for ever and starve the cache), then drops the least recently used lists
   * while over the bound (the list itself last, when it alone is larger).
   */
  private grow(list: CachedList, bytes: number) {
    list.bytes += bytes;
    if (!this.holds(list)) return;
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest);
    }
  }

  private forget(id: string) {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.bytes -= entry.bytes;
    if (this.currentOf.get(entry.mapId) === id) this.currentOf.delete(entry.mapId);
  }

  private plainBody(list: CachedList, reads: ListReads): Promise<Buffer> {
    if (list.plain) return Promise.resolve(list.plain);
    if (!list.plainPending) {
      list.plainPending = this.buildPlain(list, reads).finally(() => {
        list.plainPending = undefined;
      });
    }
    return list.plainPending;
  }

  private async buildPlain(list: CachedList, reads: ListReads): Promise<Buffer> {
    const json = `[${list.locations ? plainItemsOf(list.locations) : await reads.plainItems()}]`;
    // Level 1: most of the saving for a fraction of the default level's time.
    list.plain = gzipSync(json, { level: 1 });
    this.grow(list, list.plain.length);
    return list.plain;
  }

  private async forVisitor(
    list: CachedList,
    locations: CachedLocation[],
    map: Pick<StoredMap, 'userId'>,
    visitor: Visitor,
    reads: ListReads,
  ): Promise<ListBody> {
    const rights = locations.map(({ owner }) => locationRights(owner, map, visitor));
    if (rights.every((r) => !r.isOwn && !r.canEdit && !r.canDelete)) {
      return gzipped(await this.plainBody(list, reads));
    }
    const parts = locations.map(({ open }, index) => open + flags(rights[index] ?? NO_RIGHTS));
    return plainText(`[${parts.join(',')}]`);
  }

  private holds(list: CachedList): boolean {
    const id = this.currentOf.get(list.mapId);
    return id !== undefined && this.entries.get(id) === list;
  }
}

function toCachedLocations(rows: LocationJson[]): CachedLocation[] {
  return rows.map((row) => ({
    open: row.json.slice(0, row.json.lastIndexOf('}')),
    owner: { userId: row.userId, creatorSessionId: row.creatorSessionId, contributorId: row.contributorId },
  }));
}

const plainItemsOf = (locations: CachedLocation[]) =>
  locations.map(({ open }) => open + flags(NO_RIGHTS)).join(',');
