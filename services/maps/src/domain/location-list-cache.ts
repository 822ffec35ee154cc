import { gzipSync } from 'node:zlib';
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

/** A map's list as it was at one point of its event history. */
interface CachedList {
  mapId: number;
  /** Where in the map's history it stands (the database's epoch, then the map's sequence). */
  epoch: string;
  sequence: number;
  locations: CachedLocation[];
  /** The answer for a viewer with no rights on any location (most viewers), built on first use. */
  plain?: { json: string; gzip: Buffer };
  bytes: number;
}

/** The list body for one viewer: the JSON, and its gzip when it was at hand. */
export interface ListBody {
  json: string;
  gzip?: Buffer;
}

const NO_RIGHTS: LocationRights = { isOwn: false, canEdit: false, canDelete: false };
const flags = ({ canEdit, canDelete, isOwn }: LocationRights) =>
  `,"canEdit":${canEdit},"canDelete":${canDelete},"isOwn":${isOwn}}`;

/**
 * Keeps the locations lists of recently read maps in memory, keyed by the map's event sequence and
 * the database's epoch: every change of a map's locations or fields moves the sequence (it is
 * assigned in the same transaction), so an entry is exact for as long as its key is current and is
 * simply never asked for again afterwards, so a newer list of a map replaces the older at once
 * (without it, superseded lists of busy maps filled the cache to its bound: memory that only the
 * bound ever gave back). Reading and serialising 10,000 rows costs ~100 ms; a
 * cached list answers in a few, and most viewers (no locations of their own, not the owner) share
 * one gzipped body. Bounded by `maxBytes` of JSON, least recently used first out. Each replica keeps
 * its own: no shared state, nothing to invalidate.
 */
export class LocationListCache {
  private readonly entries = new Map<string, CachedList>();
  /** The id of the one list each map has here. */
  private readonly currentOf = new Map<number, string>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The body for `visitor`, from the cache or from `rows()` (read at the same sequence). */
  async body(
    key: { mapId: number; epoch: string; sequence: number },
    map: Pick<StoredMap, 'userId'>,
    visitor: Visitor,
    rows: () => Promise<LocationJson[]>,
  ): Promise<ListBody> {
    const id = `${key.mapId}:${key.epoch}:${key.sequence}`;
    let list = this.entries.get(id);
    if (list) {
      // Most recently used last.
      this.entries.delete(id);
      this.entries.set(id, list);
    } else {
      list = this.build(key, await rows());
      this.remember(id, list);
    }
    return this.forVisitor(list, map, visitor);
  }

  private build(
    { mapId, epoch, sequence }: { mapId: number; epoch: string; sequence: number },
    rows: LocationJson[],
  ): CachedList {
    let bytes = 0;
    const locations = rows.map((row) => {
      const open = row.json.slice(0, row.json.lastIndexOf('}'));
      bytes += open.length + 50;
      const owner = {
        userId: row.userId,
        creatorSessionId: row.creatorSessionId,
        contributorId: row.contributorId,
      };
      return { open, owner };
    });
    return { mapId, epoch, sequence, locations, bytes };
  }

  private remember(id: string, list: CachedList) {
    if (list.bytes > this.maxBytes) return;
    const heldId = this.currentOf.get(list.mapId);
    const held = heldId === undefined ? undefined : this.entries.get(heldId);
    // A reader that read an older sequence than the list held answers uncached: it is already past.
    if (held && held.epoch === list.epoch && held.sequence > list.sequence) return;
    if (heldId !== undefined) this.forget(heldId);
    this.entries.set(id, list);
    this.currentOf.set(list.mapId, id);
    this.bytes += list.bytes;
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

  private forVisitor(list: CachedList, map: Pick<StoredMap, 'userId'>, visitor: Visitor): ListBody {
    const rights = list.locations.map(({ owner }) => locationRights(owner, map, visitor));
    const plainViewer = rights.every((r) => !r.isOwn && !r.canEdit && !r.canDelete);
    if (plainViewer) {
      list.plain ??= this.plainBody(list);
      return list.plain;
    }
    const parts = list.locations.map(({ open }, index) => open + flags(rights[index] ?? NO_RIGHTS));
    return { json: `[${parts.join(',')}]` };
  }

  private plainBody(list: CachedList): { json: string; gzip: Buffer } {
    const json = `[${list.locations.map(({ open }) => open + flags(NO_RIGHTS)).join(',')}]`;
    // Level 1: most of the saving for a fraction of the default level's time.
    const gzip = gzipSync(json, { level: 1 });
    list.bytes += json.length + gzip.length;
    // Counted against the bound only while the list is held: a list answered uncached (a late
    // reader's, one over the bound) would otherwise count for ever and starve the cache.
    if (this.holds(list)) this.bytes += json.length + gzip.length;
    return { json, gzip };
  }

  private holds(list: CachedList): boolean {
    const id = this.currentOf.get(list.mapId);
    return id !== undefined && this.entries.get(id) === list;
  }
}
