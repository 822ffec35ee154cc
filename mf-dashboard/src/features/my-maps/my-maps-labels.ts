/**
 * Texts of the My Maps page that the spec gives (section 2) or leaves open
 * (docs/decisions/frontends.md, My Maps); the toasts and "Error: {message}" come from contracts.
 */
export const myMapsLabels = {
  title: 'My Maps',
  greeting: 'Welcome back, {username}!',
  createMap: 'Create New Map',
  emptyTitle: 'No maps yet',
  emptyHint: 'Create your first map to get started',
  noDescription: 'No description provided',
  passwordLabel: 'Password:',
  edit: 'Edit',
  editDialogTitle: 'Edit Map',
  editDialogText:
    "Change your map's name, description and custom fields. Password protection and custom branding depend on your plan.",
  confirmTitle: 'Are you sure?',
  confirmText: 'This will permanently delete the map and all its locations. This action cannot be undone.',
  cancel: 'Cancel',
  delete: 'Delete',
} as const;
