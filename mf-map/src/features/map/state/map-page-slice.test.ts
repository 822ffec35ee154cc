import {
  editEnded,
  editToggled,
  hoverChanged,
  initialMapPageState,
  keepEditingLinkSent,
  keepEditingOffered,
  locationGone,
  locationToggled,
  mapPageReducer,
  markerSelected,
  panelToggled,
  searchChanged,
  locationDialogClosed,
  locationDialogOpened,
  reviewToggled,
  shareToggled,
  viewTabChosen,
  zoomRequested,
  type MapPageState,
} from './map-page-slice';
import { createMapPageStore } from './map-page-store';

const reduce = (state: MapPageState, ...actions: Parameters<typeof mapPageReducer>[1][]) =>
  actions.reduce(mapPageReducer, state);

describe('map page slice', () => {
  it('starts on the map tab with nothing chosen, searched or open', () => {
    expect(mapPageReducer(undefined, { type: 'init' })).toEqual({
      selectedLocationId: null,
      editingLocationId: null,
      searchText: '',
      viewTab: 'map',
      hoveredLocationId: null,
      openPanel: null,
      shareOpen: false,
      reviewOpen: false,
      contributorsOpen: false,
      recentlyDeletedOpen: false,
      locationDialog: null,
      focusRequest: null,
      keepEditing: null,
    });
  });

  it('offers "Keep editing from other devices" after an add, and keeps saying the link was sent', () => {
    const offered = reduce(initialMapPageState, keepEditingOffered());
    expect(offered.keepEditing).toBe('offered');
    const sent = reduce(offered, keepEditingLinkSent());
    expect(sent.keepEditing).toBe('sent');
    expect(reduce(sent, keepEditingOffered()).keepEditing).toBe('sent');
  });

  it('opens a dialog on one location, and forgets it when closed or when the location goes', () => {
    const reporting = reduce(initialMapPageState, locationDialogOpened({ kind: 'report', locationId: 7 }));
    expect(reporting.locationDialog).toEqual({ kind: 'report', locationId: 7 });
    expect(reduce(reporting, locationDialogClosed()).locationDialog).toBeNull();
    expect(reduce(reporting, locationGone(8)).locationDialog).toEqual({ kind: 'report', locationId: 7 });
    expect(reduce(reporting, locationGone(7)).locationDialog).toBeNull();
  });

  it('shows and hides the owner\'s review panel with "Review (N)"', () => {
    const shown = reduce(initialMapPageState, reviewToggled());
    expect(shown.reviewOpen).toBe(true);
    expect(reduce(shown, reviewToggled()).reviewOpen).toBe(false);
  });

  it('shows and hides the share panel with "Share"', () => {
    const shown = reduce(initialMapPageState, shareToggled());
    expect(shown.shareOpen).toBe(true);
    expect(reduce(shown, shareToggled()).shareOpen).toBe(false);
  });

  it('expands a list item on click and collapses it on a second click', () => {
    const expanded = reduce(initialMapPageState, locationToggled(4));
    expect(expanded.selectedLocationId).toBe(4);
    expect(reduce(expanded, locationToggled(7)).selectedLocationId).toBe(7);
    expect(reduce(expanded, locationToggled(4)).selectedLocationId).toBeNull();
  });

  it('expands the item of a chosen marker without ever collapsing it', () => {
    const state = reduce(initialMapPageState, markerSelected(3), markerSelected(3));
    expect(state.selectedLocationId).toBe(3);
  });

  it('enters edit mode, opens the form panel, and leaves when the same location is chosen again', () => {
    const editing = reduce(initialMapPageState, panelToggled('search'), editToggled(5));
    expect(editing.editingLocationId).toBe(5);
    expect(editing.openPanel).toBe('add');
    expect(reduce(editing, editToggled(9)).editingLocationId).toBe(9);
    expect(reduce(editing, editToggled(5)).editingLocationId).toBeNull();
  });

  it('leaves edit mode on Cancel or after a save', () => {
    const state = reduce(initialMapPageState, editToggled(5), editEnded());
    expect(state.editingLocationId).toBeNull();
  });

  it('forgets a deleted location wherever it was chosen, and nothing else', () => {
    const state = reduce(
      initialMapPageState,
      locationToggled(5),
      editToggled(5),
      hoverChanged(5),
      zoomRequested(5),
      locationGone(5),
    );
    expect(state).toMatchObject({
      selectedLocationId: null,
      editingLocationId: null,
      hoveredLocationId: null,
      focusRequest: null,
    });
    const other = reduce(initialMapPageState, locationToggled(6), editToggled(6), locationGone(5));
    expect(other).toMatchObject({ selectedLocationId: 6, editingLocationId: 6 });
  });

  it('opens one narrow panel at a time and closes it with its own button', () => {
    const add = reduce(initialMapPageState, panelToggled('add'));
    expect(add.openPanel).toBe('add');
    expect(reduce(add, panelToggled('search')).openPanel).toBe('search');
    expect(reduce(add, panelToggled('add')).openPanel).toBeNull();
  });

  it('asks the map to zoom again for the same location with a new nonce, showing the map tab', () => {
    const first = reduce(initialMapPageState, viewTabChosen('list'), zoomRequested(8));
    expect(first.focusRequest).toEqual({ id: 8, nonce: 1 });
    expect(first.viewTab).toBe('map');
    expect(reduce(first, zoomRequested(8)).focusRequest).toEqual({ id: 8, nonce: 2 });
  });

  it('keeps the search text as typed and the hovered location', () => {
    const state = reduce(initialMapPageState, searchChanged(' Park '), hoverChanged(2));
    expect(state.searchText).toBe(' Park ');
    expect(state.hoveredLocationId).toBe(2);
    expect(reduce(state, hoverChanged(null)).hoveredLocationId).toBeNull();
  });
});

describe('createMapPageStore', () => {
  it('gives every map page a store of its own', () => {
    const first = createMapPageStore();
    const second = createMapPageStore({ viewTab: 'list' });
    first.dispatch(searchChanged('cafe'));
    expect(first.getState().mapPage.searchText).toBe('cafe');
    expect(second.getState().mapPage).toEqual({ ...initialMapPageState, viewTab: 'list' });
  });
});
