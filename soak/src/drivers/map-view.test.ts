import { MapView } from './map-view';

const change = (type: string, seq: number, data: Record<string, unknown>) => ({
  type,
  seq,
  epoch: 'e1',
  data,
});

describe('MapView', () => {
  it('applies adds, edits and deletes after its list, in order', () => {
    const view = new MapView();
    view.load([{ id: 1, name: 'One' }], 5, 'e1');
    expect(view.receive(change('newLocation', 6, { id: 2, name: 'Two' }))).toBe(false);
    view.receive(change('updateLocation', 7, { id: 1, name: 'Uno' }));
    view.receive(change('deleteLocation', 8, { id: 2 }));
    expect([...view.locations]).toEqual([[1, 'Uno']]);
    expect(view.lastSeq).toBe(8);
    expect(view.differences(new Map([[1, 'Uno']]))).toEqual([]);
    expect(view.violations).toEqual([]);
  });

  it('notes a change whose sequence did not go up, and does not apply it twice', () => {
    const view = new MapView();
    view.load([], 5, 'e1');
    view.receive(change('newLocation', 6, { id: 2, name: 'Two' }));
    view.receive(change('deleteLocation', 7, { id: 2 }));
    view.receive(change('newLocation', 6, { id: 2, name: 'Two' }));
    expect(view.violations).toEqual(['newLocation seq 6 after 7']);
    expect(view.locations.size).toBe(0);
  });

  it('takes a change again after rejoining from its last sequence, without calling it a violation', () => {
    const view = new MapView();
    view.load([], 5, 'e1');
    view.receive(change('newLocation', 6, { id: 2, name: 'Two' }));
    view.rejoined();
    view.receive(change('newLocation', 7, { id: 3, name: 'Three' }));
    expect(view.violations).toEqual([]);
    expect(view.locations.size).toBe(2);
  });

  it('reloads on refetch, keeping the changes that came meanwhile and are newer than the list', () => {
    const view = new MapView();
    view.load([{ id: 1, name: 'One' }], 5, 'e1');
    expect(view.receive({ type: 'refetch', seq: 9, epoch: 'e1', data: {} })).toBe(true);
    expect(view.reloading).toBe(true);
    view.receive(change('newLocation', 10, { id: 4, name: 'Four' }));
    view.receive(change('newLocation', 11, { id: 5, name: 'Five' }));
    view.load(
      [
        { id: 1, name: 'One' },
        { id: 4, name: 'Four' },
      ],
      10,
      'e1',
    );
    expect(view.reloading).toBe(false);
    expect([...view.locations.keys()].sort()).toEqual([1, 4, 5]);
    expect(view.lastSeq).toBe(11);
  });

  it('takes only the latest load asked: a list answered late does not bring back what was deleted', () => {
    const view = new MapView();
    view.load([{ id: 1, name: 'One' }], 5, 'e1');
    // Two refetches in a row (a rejoin during a fault): two loads in flight, the first answered last.
    view.receive({ type: 'refetch', seq: 6, epoch: 'e1', data: {} });
    const first = view.askLoad();
    view.receive({ type: 'refetch', seq: 7, epoch: 'e1', data: {} });
    const second = view.askLoad();
    expect(view.isLatestLoad(first)).toBe(false);
    const bothPlaces = [
      { id: 1, name: 'One' },
      { id: 2, name: 'Two' },
    ];
    expect(view.load(bothPlaces, 8, 'e1', second)).toBe(true);
    view.receive(change('deleteLocation', 9, { id: 2 }));
    expect(view.load(bothPlaces, 6, 'e1', first)).toBe(false);
    expect([...view.locations.keys()]).toEqual([1]);
    expect(view.lastSeq).toBe(9);
    expect(view.differences(new Map([[1, 'One']]))).toEqual([]);
  });

  it('stays reloading until the latest load asked answers, holding the changes meanwhile', () => {
    const view = new MapView();
    view.load([], 5, 'e1');
    view.receive({ type: 'refetch', seq: 6, epoch: 'e1', data: {} });
    const first = view.askLoad();
    const second = view.askLoad();
    expect(view.load([], 6, 'e1', first)).toBe(false);
    expect(view.reloading).toBe(true);
    view.receive(change('newLocation', 7, { id: 3, name: 'Three' }));
    expect(view.locations.size).toBe(0);
    view.load([], 6, 'e1', second);
    expect([...view.locations.keys()]).toEqual([3]);
  });

  it('describes how it differs from a fresh read', () => {
    const view = new MapView();
    view.load(
      [
        { id: 1, name: 'One' },
        { id: 2, name: 'Old' },
        { id: 3, name: 'Gone' },
      ],
      1,
      'e1',
    );
    const fresh = new Map([
      [1, 'One'],
      [2, 'New'],
      [4, 'Four'],
    ]);
    expect(view.differences(fresh)).toEqual([
      'missing 1 (e.g. 4)',
      '1 deleted still shown (e.g. 3)',
      '1 with an old name (e.g. 2)',
    ]);
  });
});
