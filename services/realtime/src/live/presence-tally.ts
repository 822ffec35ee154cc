/** What one replica announces: its counts of viewing sessions per map id. */
export interface PresenceAnnouncement {
  /** The announcing replica (a random id per process). */
  replica: string;
  /** Sessions viewing each map on that replica; 0 means none any more. */
  counts: Record<string, number>;
  /** Every map of the replica is listed: the ones it no longer lists are gone. */
  full: boolean;
}

interface RemoteCount {
  count: number;
  expiresAt: number;
}

/**
 * Presence arithmetic, without timers or sockets: this replica's sessions per map (a session's tabs
 * count once), and the latest counts other replicas announced, each valid for `ttlMs`. A map's
 * total is this replica's distinct sessions plus the other replicas' counts (a session with tabs on
 * two replicas counts on each: the rare case is accepted, see docs/decisions/realtime.md).
 */
export class PresenceTally {
  /** This replica: map id -> session key -> open sockets. */
  private readonly local = new Map<number, Map<string, number>>();
  /** Other replicas: map id -> replica -> its count. */
  private readonly remote = new Map<number, Map<string, RemoteCount>>();

  constructor(private readonly ttlMs: number) {}

  /** Counts a socket of `session` on the map; answers whether the map's local count changed. */
  add(mapId: number, session: string): boolean {
    const sessions = this.local.get(mapId) ?? new Map<string, number>();
    this.local.set(mapId, sessions);
    const sockets = sessions.get(session) ?? 0;
    sessions.set(session, sockets + 1);
    return sockets === 0;
  }

  /** Forgets a socket of `session` on the map; answers whether the map's local count changed. */
  remove(mapId: number, session: string): boolean {
    const sessions = this.local.get(mapId);
    const sockets = sessions?.get(session);
    if (!sessions || sockets === undefined) return false;
    if (sockets > 1) {
      sessions.set(session, sockets - 1);
      return false;
    }
    sessions.delete(session);
    if (sessions.size === 0) this.local.delete(mapId);
    return true;
  }

  localCount(mapId: number): number {
    return this.local.get(mapId)?.size ?? 0;
  }

  /** This replica's counts: of `mapIds` (0 for a map it no longer has), or of every map it has. */
  localCounts(mapIds?: Iterable<number>): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const mapId of mapIds ?? this.local.keys()) counts[String(mapId)] = this.localCount(mapId);
    return counts;
  }

  /** Takes in another replica's announcement; answers the maps whose total may have changed. */
  apply(announcement: PresenceAnnouncement, now: number): Set<number> {
    const changed = new Set<number>();
    const expiresAt = now + this.ttlMs;
    const listed = new Set<number>();
    for (const [key, count] of Object.entries(announcement.counts)) {
      const mapId = Number(key);
      if (!Number.isSafeInteger(mapId)) continue;
      listed.add(mapId);
      const replicas = this.remote.get(mapId) ?? new Map<string, RemoteCount>();
      const before = replicas.get(announcement.replica)?.count ?? 0;
      if (count > 0) {
        replicas.set(announcement.replica, { count, expiresAt });
        this.remote.set(mapId, replicas);
      } else {
        this.forget(mapId, announcement.replica);
      }
      if (before !== count) changed.add(mapId);
    }
    if (announcement.full) {
      for (const [mapId, replicas] of this.remote) {
        if (!listed.has(mapId) && replicas.has(announcement.replica)) {
          this.forget(mapId, announcement.replica);
          changed.add(mapId);
        }
      }
    }
    return changed;
  }

  /** Drops the counts not announced again in time (their replica died); answers the maps affected. */
  expire(now: number): Set<number> {
    const changed = new Set<number>();
    for (const [mapId, replicas] of this.remote) {
      for (const [replica, { expiresAt }] of replicas) {
        if (expiresAt <= now) {
          this.forget(mapId, replica);
          changed.add(mapId);
        }
      }
    }
    return changed;
  }

  /** Distinct sessions viewing the map on this replica plus the other replicas' valid counts. */
  total(mapId: number, now: number): number {
    let total = this.localCount(mapId);
    for (const { count, expiresAt } of this.remote.get(mapId)?.values() ?? []) {
      if (expiresAt > now) total += count;
    }
    return total;
  }

  private forget(mapId: number, replica: string): void {
    const replicas = this.remote.get(mapId);
    replicas?.delete(replica);
    if (replicas?.size === 0) this.remote.delete(mapId);
  }
}
