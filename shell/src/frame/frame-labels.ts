/**
 * Labels of the shared page frame (spec section 2). They name controls rather than tell the visitor
 * anything, so they live here with the frame, not among contracts' messages.
 */
export const frameLabels = {
  createMap: 'Create Map',
  createAMap: 'Create a Map',
  login: 'Login',
  upgrade: 'Upgrade',
  about: 'About',
  changelog: 'Changelog',
  feedback: 'Feedback',
  footerNavigation: 'Footer',
} as const;
