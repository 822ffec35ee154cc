/**
 * Texts of the map page's working area below its header (spec sections 2 and 4): the narrow-screen
 * buttons and tabs, the location form, search and the list. Most are the spec's word for word; the
 * ones marked "ours" it does not give. Like the frame's texts they name controls, so they are not
 * among the texts a service may send.
 */
export const locationWorkspaceMessages = {
  addNewLocation: 'Add New Location',
  /** Issue 24: in place of the form for a visitor to a map where only signed-in users add (a link to log in). */
  logInToAddLocations: 'Log in to add locations',
  searchLocations: 'Search Locations',
  mapView: 'Map View',
  listView: 'List View',
  /** Ours: the Map View / List View tab list's accessible name. */
  viewTabs: 'Show the map or the list',

  /** Ours: the form's submit button in add mode, and its pending text. */
  addLocation: 'Add Location',
  adding: 'Adding...',
  /** Ours: the form's heading in edit mode (add mode is headed "Add New Location"). */
  editLocation: 'Edit Location',
  update: 'Update',
  updating: 'Updating...',
  cancel: 'Cancel',
  delete: 'Delete',
  confirmDelete: 'Confirm Delete',
  /** The spec's "X" that backs out of a delete, and (ours) its accessible name. */
  keepLocationSymbol: 'X',
  keepLocation: 'Cancel delete',
  deleting: 'Deleting...',
  /** Ours: the form's field labels (custom fields are labelled by their names). */
  name: 'Name',
  address: 'Address',
  /** Ours: while the address preview is looked up, and the preview map's accessible name. */
  findingLocation: 'Finding location...',
  previewOf: 'Preview of {place}',

  edit: 'Edit',
  zoomToLocation: 'Zoom to location',
  /** Ours: the search box's label and placeholder, and the list's accessible name. */
  search: 'Search locations',
  searchPlaceholder: 'Search by name, address or field',
  locations: 'Locations',
  /** Ours: the text alternative of the highlighted border of the visitor's own locations. */
  addedByYou: 'Added by you',
  /** Ours: while the list loads. */
  loadingLocations: 'Loading locations...',
} as const;
