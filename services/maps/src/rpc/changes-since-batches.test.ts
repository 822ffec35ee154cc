import type { Knex } from 'knex';
import type { MapChangesSinceReply, MapChangesSinceRequest } from '@groupmap/contracts';
import { changesSinceBatches } from './changes-since-batches';

const ask = (mapId: number, sessionId: string): MapChangesSinceRequest => ({
  mapId,
  since: 10,
  after: 10,
  limit: 200,
  maxAgeMs: 60_000,
  maxGap: 1_000,
  viewer: { userId: null, sessionId },
});

const reply = (latest: number): MapChangesSinceReply => ({
  epoch: 'e1',
  latest,
  passwordVersion: 0,
  refetch: false,
  changes: [],
  complete: true,
});

/** A snapshot reader whose reads finish when the test says, recording what each read answered. */
function heldReads() {
  const reads: Array<{ sessions: string[]; finish: () => void }> = [];
  const read = (requests: readonly MapChangesSinceRequest[]) =>
    new Promise<MapChangesSinceReply[]>((resolve) => {
      reads.push({
        sessions: requests.map((request) => request.viewer.sessionId ?? ''),
        finish: () => resolve(requests.map((request) => reply(request.mapId))),
      });
    });
  return { reads, read };
}

const knex = {} as Knex;

describe('changesSinceBatches', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads one snapshot for the asks of one map and point that gathered, each answered', async () => {
    const { reads, read } = heldReads();
    const batches = changesSinceBatches(knex, {}, read);
    const answers = [batches.load(ask(1, 'a')), batches.load(ask(1, 'b')), batches.load(ask(2, 'c'))];
    await jest.advanceTimersByTimeAsync(20);
    expect(reads.map((entry) => entry.sessions)).toEqual([['a', 'b'], ['c']]);
    reads.forEach((entry) => entry.finish());
    expect((await Promise.all(answers)).map((answer) => answer.latest)).toEqual([1, 1, 2]);
  });

  it('keeps a group open to newcomers while it waits for a turn, and starts a new one once it began', async () => {
    const { reads, read } = heldReads();
    const batches = changesSinceBatches(knex, {}, read);
    // Four maps take the four turns; the fifth map's group waits for one.
    const first = [1, 2, 3, 4, 5].map((mapId) => batches.load(ask(mapId, `first-${mapId}`)));
    await jest.advanceTimersByTimeAsync(20);
    expect(reads).toHaveLength(4);
    // Long after its gathering, while no turn is free, more of the fifth map's crowd arrives.
    await jest.advanceTimersByTimeAsync(1_000);
    const late = [batches.load(ask(5, 'late-1')), batches.load(ask(5, 'late-2'))];
    reads[0]!.finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(reads).toHaveLength(5);
    expect(reads[4]!.sessions).toEqual(['first-5', 'late-1', 'late-2']);
    // Its snapshot has begun: an ask arriving now gets a snapshot read after it arrived.
    const after = batches.load(ask(5, 'after-start'));
    reads.slice(1).forEach((entry) => entry.finish());
    await jest.advanceTimersByTimeAsync(20);
    expect(reads).toHaveLength(6);
    expect(reads[5]!.sessions).toEqual(['after-start']);
    reads[5]!.finish();
    await expect(Promise.all([...first, ...late, after])).resolves.toHaveLength(8);
  });

  it('fails every ask of a group whose read failed, and goes on with the next', async () => {
    let calls = 0;
    const batches = changesSinceBatches(knex, {}, async (requests) => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return requests.map(() => reply(7));
    });
    const failed = [batches.load(ask(1, 'a')), batches.load(ask(1, 'b'))];
    const settled = Promise.allSettled(failed);
    await jest.advanceTimersByTimeAsync(20);
    expect((await settled).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    const next = batches.load(ask(1, 'c'));
    await jest.advanceTimersByTimeAsync(20);
    await expect(next).resolves.toMatchObject({ latest: 7 });
  });
});
