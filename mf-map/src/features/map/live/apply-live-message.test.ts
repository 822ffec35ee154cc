import type { LocationList } from '../api/list-locations';
import { applyToList, isAlreadyApplied } from './apply-live-message';
import { added, deleted, EPOCH, location, shared, updated } from '../../../testing/test-messages';

const list = (sequence: number, ...ids: number[]): LocationList => ({
  locations: ids.map((id) => location(id)),
  sequence,
  epoch: EPOCH,
});

describe('applyToList', () => {
  it('puts a new location first, with missing flags false, and moves the sequence', () => {
    const { list: next, othersChange } = applyToList(list(4, 2, 1), added(5, shared(9)));
    expect(next.locations.map(({ id }) => id)).toEqual([9, 2, 1]);
    expect(next.locations[0]).toMatchObject({ isOwn: false, canEdit: false, canDelete: false });
    expect(next.sequence).toBe(5);
    expect(othersChange).toBe('added');
  });

  it("keeps the author's flags and does not announce the viewer's own location", () => {
    const own = { ...shared(9), isOwn: true, canEdit: true, canDelete: true };
    const { list: next, othersChange } = applyToList(list(4, 1), added(5, own));
    expect(next.locations[0]).toMatchObject({ isOwn: true, canEdit: true, canDelete: true });
    expect(othersChange).toBeNull();
  });

  it('replaces a location the list already has instead of listing it twice', () => {
    const { list: next, othersChange } = applyToList(list(4, 2, 9, 1), added(5, shared(9, { name: 'New' })));
    expect(next.locations.map(({ id }) => id)).toEqual([9, 2, 1]);
    expect(next.locations[0]!.name).toBe('New');
    expect(othersChange).toBeNull();
  });

  it('replaces an updated location where it stands', () => {
    const { list: next, othersChange } = applyToList(
      list(4, 3, 2, 1),
      updated(5, shared(2, { name: 'Renamed' })),
    );
    expect(next.locations.map(({ id, name }) => [id, name])).toEqual([
      [3, 'Place 3'],
      [2, 'Renamed'],
      [1, 'Place 1'],
    ]);
    expect(next.sequence).toBe(5);
    expect(othersChange).toBe('changed');
  });

  it("removes a deleted location, announcing it only when it was not the viewer's own", () => {
    const before = list(4, 3, 2, 1);
    const { list: next, othersChange } = applyToList(before, deleted(5, 2));
    expect(next.locations.map(({ id }) => id)).toEqual([3, 1]);
    expect(next.sequence).toBe(5);
    expect(othersChange).toBe('removed');

    const withOwn: LocationList = { ...before, locations: [location(2, { isOwn: true })] };
    expect(applyToList(withOwn, deleted(5, 2)).othersChange).toBeNull();
    // Already gone (a refetch was first): nothing changes, nothing is announced.
    expect(applyToList(list(4, 1), deleted(5, 2)).othersChange).toBeNull();
  });

  it('removes every location of an owner’s "Remove all their locations" at once (issue 25)', () => {
    const removal = { type: 'locationsRemoved' as const, data: { ids: [2, 4, 9] }, seq: 6, epoch: EPOCH };
    const { list: next, othersChange } = applyToList(list(5, 4, 3, 2, 1), removal);
    expect(next.locations.map(({ id }) => id)).toEqual([3, 1]);
    expect(next.sequence).toBe(6);
    expect(othersChange).toBe('removed');
    expect(applyToList(list(5, 3, 1), removal).othersChange).toBeNull();
  });

  it('leaves the input list untouched', () => {
    const before = list(4, 2, 1);
    applyToList(before, deleted(5, 2));
    expect(before.locations).toHaveLength(2);
    expect(before.sequence).toBe(4);
  });
});

describe('isAlreadyApplied', () => {
  it("holds for a seq at or below the list's in the same epoch only", () => {
    expect(isAlreadyApplied(list(4), added(4))).toBe(true);
    expect(isAlreadyApplied(list(4), added(3))).toBe(true);
    expect(isAlreadyApplied(list(4), added(5))).toBe(false);
    expect(isAlreadyApplied(list(4), added(2, shared(2), 'epoch-b'))).toBe(false);
    expect(isAlreadyApplied({ sequence: null, epoch: null }, added(1))).toBe(false);
  });
});
