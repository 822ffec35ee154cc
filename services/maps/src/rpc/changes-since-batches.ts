import type { MapChangesSinceReply, MapChangesSinceRequest } from '@groupmap/contracts';
import type { Knex } from 'knex';
import pLimit from 'p-limit';
import {
  readMapChangesSinceTogether,
  sharedSnapshotKey,
  type MapChangesSinceOptions,
} from '../domain/map-changes-since';

/** How long a group's first ask waits for companions: a crowd rejoins over a second or two. */
const GATHER_MS = 20;
/** The most asks one snapshot answers. */
const MAX_GROUP = 500;
/**
 * Snapshots read at once, each a transaction of several queries on one of the pool's connections:
 * the rest of maps' work (adds, data loads) keeps the others.
 */
const SNAPSHOTS_AT_ONCE = 4;

/** Reads one snapshot for asks that share its key (readMapChangesSinceTogether), answers in order. */
export type ReadTogether = (
  requests: readonly MapChangesSinceRequest[],
) => Promise<readonly MapChangesSinceReply[]>;

interface Ask {
  request: MapChangesSinceRequest;
  resolve: (reply: MapChangesSinceReply) => void;
  reject: (error: unknown) => void;
}

export interface ChangesSinceBatches {
  load(request: MapChangesSinceRequest): Promise<MapChangesSinceReply>;
}

/**
 * Answers `maps.changes.since` asks together: those of one map from one point share a snapshot, so
 * the crowd that rejoins after a restart (1,070 sockets in the soak, most of them from where their
 * map stood) costs a few transactions per map instead of one each. A group stays open to newcomers
 * until its snapshot starts: GATHER_MS at least, and for as long as it waits for one of the
 * SNAPSHOTS_AT_ONCE turns. So the busier maps is, the more each snapshot answers (with a fixed
 * gathering, asks spread over a second of a crowd made one snapshot per map every 20 ms, a thousand
 * transactions queued four at a time, and the last ones' sockets gave up waiting). A snapshot is
 * read after every ask it answers arrived, so nothing committed before an ask is missing from its
 * answer; each ask still gets its viewer's own answer.
 */
export function changesSinceBatches(
  knex: Knex,
  options: MapChangesSinceOptions = {},
  read: ReadTogether = (requests) => readMapChangesSinceTogether(knex, requests, options),
): ChangesSinceBatches {
  const turns = pLimit(SNAPSHOTS_AT_ONCE);
  /** Groups not yet started, by snapshot key: a newcomer of the same key joins. */
  const open = new Map<string, Ask[]>();

  const start = async (key: string, group: Ask[]) => {
    if (open.get(key) === group) open.delete(key);
    try {
      const replies = await read(group.map((ask) => ask.request));
      group.forEach((ask, index) => ask.resolve(replies[index]!));
    } catch (error) {
      for (const ask of group) ask.reject(error);
    }
  };

  return {
    load(request) {
      return new Promise<MapChangesSinceReply>((resolve, reject) => {
        const key = sharedSnapshotKey(request);
        const joined = open.get(key);
        if (joined && joined.length < MAX_GROUP) {
          joined.push({ request, resolve, reject });
          return;
        }
        const group: Ask[] = [{ request, resolve, reject }];
        open.set(key, group);
        setTimeout(() => void turns(() => start(key, group)), GATHER_MS);
      });
    },
  };
}
