import { liveServerMessageSchema, type MapSnapshot } from '@groupmap/contracts';
import { liveChange, type MapEvent } from './live-changes';

const OWNER = 7;
const map: MapSnapshot = {
  id: 9,
  userId: OWNER,
  name: 'Shops',
  description: null,
  permalink: 'shops',
  customFields: ['Website', 'Opening hours'],
  passwordProtected: false,
  logoUrl: null,
  whoCanAdd: 'anyone',
  createdAt: '2026-11-26T04:00:00.000Z',
};

const imported = (seq: number, count: number): MapEvent =>
  ({
    id: 'event-id',
    type: 'maps.locations.imported.v1',
    occurredAt: '2026-11-26T05:00:00.000Z',
    aggregateId: String(map.id),
    sequence: seq,
    payload: { mapId: map.id, passwordVersion: 0, importId: 'import-1', count, map },
  }) as MapEvent;

describe('liveChange of an import', () => {
  it('is one locationsImported message with the count and the map’s public settings', () => {
    const change = liveChange(imported(12, 2500), { ownerId: OWNER, epoch: 'e1' })!;
    expect(change.seq).toBe(12);
    const text = change.textFor({ userId: null, sessionId: 'visitor' })!;
    const { userId: _owner, ...visible } = map;
    expect(liveServerMessageSchema.parse(JSON.parse(text))).toEqual({
      type: 'locationsImported',
      data: { count: 2500, map: visible },
      seq: 12,
      epoch: 'e1',
    });
    expect(text).not.toContain('userId');
    expect(text).not.toContain('import-1');
  });

  it('reads the same for every viewer, the owner included', () => {
    const change = liveChange(imported(3, 40), { ownerId: OWNER, epoch: 'e1' })!;
    const forVisitor = change.textFor({ userId: null, sessionId: 'visitor' });
    expect(change.textFor({ userId: OWNER, sessionId: 'owner-session' })).toBe(forVisitor);
    expect(change.textFor({ userId: 42, sessionId: null })).toBe(forVisitor);
  });
});
