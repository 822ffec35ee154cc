import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ViewTab } from '../model/view-tab';

/** The panels narrow screens toggle with their two black buttons; opening one hides the other. */
export type NarrowPanel = 'add' | 'search';

/** A dialog about one location (issue 25). */
export interface LocationDialog {
  kind: 'report' | 'history';
  locationId: number;
}

/** A request to the map to zoom to a location; a new nonce asks again for the same location. */
/**
 * The add form's "Keep editing from other devices" (issue 26), after a visitor without an account
 * added a location: offered, or its link sent. Page state, so it outlives the form's panel closing.
 */
export type KeepEditingOffer = 'offered' | 'sent' | null;

export interface FocusRequest {
  id: number;
  nonce: number;
}

/**
 * The map page's client state (server state lives in react-query). Ids refer to locations in the
 * locations query; a location that disappears is dropped from here by `locationGone`.
 */
export interface MapPageState {
  /** The list item shown expanded, chosen in the list or on the map. */
  selectedLocationId: number | null;
  /** The location the form edits; null while the form adds (spec section 4, Location form). */
  editingLocationId: number | null;
  searchText: string;
  /** Narrow screens show either the map or the list. */
  viewTab: ViewTab;
  /** The list item under the pointer, whose marker the map highlights. */
  hoveredLocationId: number | null;
  /** Narrow screens: the add form or the search box, or neither. */
  openPanel: NarrowPanel | null;
  /** The share panel under the header, which "Share" toggles. */
  shareOpen: boolean;
  /** The owner's review panel (issue 24), which "Review (N)" toggles; open from the digest's link. */
  reviewOpen: boolean;
  /** The owner's "Contributors" and "Recently deleted" panels (issue 25). */
  contributorsOpen: boolean;
  recentlyDeletedOpen: boolean;
  /** The dialog open on one location (issue 25): "Report this location" or its "History". */
  locationDialog: LocationDialog | null;
  focusRequest: FocusRequest | null;
  keepEditing: KeepEditingOffer;
}

export const initialMapPageState: MapPageState = {
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
};

export const mapPageSlice = createSlice({
  name: 'mapPage',
  initialState: initialMapPageState,
  reducers: {
    /** A click on a list item: expands it, or collapses it when it was expanded. */
    locationToggled(state, { payload: id }: PayloadAction<number>) {
      state.selectedLocationId = state.selectedLocationId === id ? null : id;
    },
    /** A marker chosen on the map: its list item expands (never collapses). */
    markerSelected(state, { payload: id }: PayloadAction<number>) {
      state.selectedLocationId = id;
    },
    /**
     * "Edit" on a location: the form edits it; choosing the same location again leaves edit mode.
     * On narrow screens the form's panel opens, so the form is in view.
     */
    editToggled(state, { payload: id }: PayloadAction<number>) {
      if (state.editingLocationId === id) {
        state.editingLocationId = null;
        return;
      }
      state.editingLocationId = id;
      state.openPanel = 'add';
    },
    /** Cancel, or a successful update or delete: the form goes back to adding. */
    editEnded(state) {
      state.editingLocationId = null;
    },
    /** A location deleted (here or by someone else) is no longer selected, edited or hovered. */
    locationGone(state, { payload: id }: PayloadAction<number>) {
      if (state.selectedLocationId === id) state.selectedLocationId = null;
      if (state.editingLocationId === id) state.editingLocationId = null;
      if (state.hoveredLocationId === id) state.hoveredLocationId = null;
      if (state.focusRequest?.id === id) state.focusRequest = null;
      if (state.locationDialog?.locationId === id) state.locationDialog = null;
    },
    searchChanged(state, { payload: text }: PayloadAction<string>) {
      state.searchText = text;
    },
    viewTabChosen(state, { payload: tab }: PayloadAction<ViewTab>) {
      state.viewTab = tab;
    },
    hoverChanged(state, { payload: id }: PayloadAction<number | null>) {
      state.hoveredLocationId = id;
    },
    /** One of the narrow screens' buttons: opens its panel (closing the other) or closes it. */
    panelToggled(state, { payload: panel }: PayloadAction<NarrowPanel>) {
      state.openPanel = state.openPanel === panel ? null : panel;
    },
    /** "Share" in the header: shows or hides the share panel. */
    shareToggled(state) {
      state.shareOpen = !state.shareOpen;
    },
    /** "Review (N)" in the owner's header: shows or hides the review panel. */
    reviewToggled(state) {
      state.reviewOpen = !state.reviewOpen;
    },
    /** "Contributors" in the owner's header: shows or hides that panel. */
    contributorsToggled(state) {
      state.contributorsOpen = !state.contributorsOpen;
    },
    /** "Recently deleted" in the owner's header: shows or hides that panel. */
    recentlyDeletedToggled(state) {
      state.recentlyDeletedOpen = !state.recentlyDeletedOpen;
    },
    /** "Report" or "History" on a location (its list entry or popup): that dialog opens for it. */
    locationDialogOpened(state, { payload }: PayloadAction<LocationDialog>) {
      state.locationDialog = payload;
    },
    /** The location's dialog closed. */
    locationDialogClosed(state) {
      state.locationDialog = null;
    },
    /** A visitor without an account added a location: the form offers a link for other devices. */
    keepEditingOffered(state) {
      state.keepEditing ??= 'offered';
    },
    /** "Send me a link" was taken: the offer says to check the mail from now on. */
    keepEditingLinkSent(state) {
      state.keepEditing = 'sent';
    },
    /** "Zoom to location": the map zooms to it, and narrow screens switch to the map to show it. */
    zoomRequested(state, { payload: id }: PayloadAction<number>) {
      state.focusRequest = { id, nonce: (state.focusRequest?.nonce ?? 0) + 1 };
      state.viewTab = 'map';
    },
  },
});

export const {
  locationToggled,
  markerSelected,
  editToggled,
  editEnded,
  locationGone,
  searchChanged,
  viewTabChosen,
  hoverChanged,
  panelToggled,
  shareToggled,
  reviewToggled,
  contributorsToggled,
  recentlyDeletedToggled,
  locationDialogOpened,
  locationDialogClosed,
  keepEditingOffered,
  keepEditingLinkSent,
  zoomRequested,
} = mapPageSlice.actions;

export const mapPageReducer = mapPageSlice.reducer;
