/**
 * Labels of the map settings form. The spec fixes its messages and toasts (in contracts) but not its
 * labels; these are this app's own wording.
 */
export const FIELD_LABELS = {
  name: 'Name',
  description: 'Description',
  permalink: 'Permalink',
  customFields: 'Custom Fields',
  fixedName: 'Name',
  fixedAddress: 'Address',
  fixedNameLabel: 'Fixed field: Name',
  fixedAddressLabel: 'Fixed field: Address',
  customFieldPlaceholder: 'Field name',
  addField: 'Add Field',
  removeField: 'Remove',
  /** Issue 24's words. */
  whoCanAdd: 'Who can add locations',
  passwordProtection: 'Password Protection',
  password: 'Password',
  logo: 'Logo',
  uploadLogo: 'Upload Logo',
  uploadingLogo: 'Uploading...',
  removeLogo: 'Remove Logo',
  logoPreviewAlt: 'Logo preview',
  create: 'Create Map',
  creating: 'Creating...',
  save: 'Save Changes',
  saving: 'Saving...',
  notFound: 'This map could not be found among your maps.',
} as const;
