import { nanos, StorageType } from 'nats';
import { DEFAULT_STREAM_MAX_AGE_MS, producerStreamConfig } from './ensure-stream';

describe('producerStreamConfig', () => {
  it("keeps one copy of the producer's file-backed stream unless told otherwise", () => {
    expect(producerStreamConfig({ prefix: 'gm', service: 'maps' })).toMatchObject({
      name: 'GM_MAPS',
      subjects: ['gm.maps.>'],
      storage: StorageType.File,
      duplicate_window: nanos(2 * 60_000),
      max_age: nanos(DEFAULT_STREAM_MAX_AGE_MS),
      num_replicas: 1,
    });
  });

  it('asks for the replica count NATS_STREAM_REPLICAS gives, as on a three-node cluster', () => {
    expect(producerStreamConfig({ prefix: '', service: 'auth', replicas: 3 }).num_replicas).toBe(3);
  });
});
