/**
 * Issue 26's texts: a contributor without an account keeps their edit rights on another device by a
 * mailed link. Word for word where the issue quotes them. Kept out of `messages` (the embed carries
 * those and offers none of this); the map page's lazy chunks and the "Keep editing" page import them.
 */
export const editLinkMessages = {
  /** The add form's offer after an anonymous add. */
  keepEditingTitle: 'Keep editing from other devices',
  keepEditingHelp:
    'Get a link by email that lets you edit or delete what you added here from another phone or computer.',
  email: 'Email',
  sendLink: 'Send me a link',
  /** The one answer, whether or not anything matches (no enumeration). */
  checkEmail: 'Check your email for a link',
  checkEmailHelp: 'The link works once, for 7 days.',
  /** The map page's way back for a visitor on a new device. */
  editBefore: 'Edit what you added before',
  editBeforeHelp:
    'Enter the email address you gave when you added locations to this map. We will send you a link to keep editing them on this device.',
  close: 'Close',
  /** The page the mailed link opens. */
  pageTitle: 'Keep editing your locations',
  pageIntro: 'Continue to edit and delete the locations you added to a map, on this device.',
  continue: 'Continue',
  openMap: 'Open the map',
  goHome: 'Go to the start page',
  /** The mail (auth sends it; no text a user wrote is in it). */
  mailSubject: 'Keep editing your locations on Groupmap',
} as const;

/** The answers of "Continue" (issue 26), as the maps service gives them; `isContractMessage` knows them. */
export const editLinkAnswers = {
  continued: 'You can edit your locations on this device again.',
  expired: 'This link has expired.',
  used: 'This link was already used.',
  invalid: 'This link is not valid.',
  nothingLeft: 'There is nothing left to edit on this map.',
} as const;
