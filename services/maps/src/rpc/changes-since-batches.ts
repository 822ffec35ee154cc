import type { MapChangesSinceReply, MapChangesSinceRequest } from '@groupmap/contracts';
import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import pLimit from 'p-limit';
import {
  readMapChangesSinceTogether,
  sharedSnapshotKey,
  type MapChangesSinceOptions,
} from '../domain/map-changes-since';

/** How long asks gather before they are read: a crowd rejoins over a second or two, not in one tick. */
const GATHER_MS = 20;
/** The most asks one gathering holds. */
const MAX_BATCH = 500;
/**
 * Snapshots read at once, each a transaction of several queries on one of the pool's connections:
 * the rest of maps' work (adds, data loads) keeps the others.
 */
const SNAPSHOTS_AT_ONCE = 4;

/**
 * Answers `maps.changes.since` asks gathered together: those of one map from one point share a
 * snapshot (readMapChangesSinceTogether), so the crowd that rejoins after a restart (1,070 sockets
 * in the soak, most of them from where their map stood) costs a few transactions per map instead of
 * one each. Each ask still gets its viewer's own answer, read after it arrived.
 */
export function changesSinceBatches(
  knex: Knex,
  options: MapChangesSinceOptions = {},
): DataLoader<MapChangesSinceRequest, MapChangesSinceReply> {
  const snapshots = pLimit(SNAPSHOTS_AT_ONCE);
  return new DataLoader(
    async (requests) => {
      const groups = new Map<string, number[]>();
      requests.forEach((request, index) => {
        const key = sharedSnapshotKey(request);
        const group = groups.get(key);
        if (group) group.push(index);
        else groups.set(key, [index]);
      });
      const answers: (MapChangesSinceReply | Error)[] = [];
      await Promise.all(
        [...groups.values()].map((indexes) =>
          snapshots(async () => {
            try {
              const replies = await readMapChangesSinceTogether(
                knex,
                indexes.map((index) => requests[index]!),
                options,
              );
              indexes.forEach((index, at) => (answers[index] = replies[at]!));
            } catch (error) {
              const failed = error instanceof Error ? error : new Error(String(error));
              for (const index of indexes) answers[index] = failed;
            }
          }),
        ),
      );
      return answers;
    },
    {
      cache: false,
      maxBatchSize: MAX_BATCH,
      batchScheduleFn: (dispatch) => setTimeout(dispatch, GATHER_MS),
    },
  );
}
