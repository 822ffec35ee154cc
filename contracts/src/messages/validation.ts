/**
 * Field rule messages (spec section 5, section 9 and decisions.md). The browser shows them beside the
 * field or in a toast; the services answer them as the `text/plain` body of a 400.
 */
export const validationMessages = {
  mapNameRequired: 'Name is required',
  permalinkRequired: 'Permalink is required',
  permalinkInvalidCharacters: 'Only lowercase letters, numbers, and hyphens are allowed',
  permalinkTooLong: 'Permalink must be 50 characters or less',
  permalinkHyphenAtEdge: 'Permalink cannot start or end with a hyphen',
  permalinkReserved: 'This permalink is reserved. Please choose a different one.',
  usernameTooShort: 'Username must be at least 3 characters',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooCommon: 'This password is too common',
  invalidEmail: 'Invalid email address',
  currentPasswordRequired: 'Enter your current password',
  /** The browser's check that a new password was typed the same twice. */
  passwordsDoNotMatch: 'Passwords do not match',
  /** Generic length cap for free-text fields the spec gives no maximum for. */
  fieldTooLong: '{field} must be {n} characters or less',
  customFieldsLimit: 'Custom fields limit reached: Your plan allows a maximum of {n} custom fields.',
  customFieldsDuplicate: 'Custom field names must be different from each other',
  customFieldNameInvalid: 'Custom field names must contain a letter or a number',
  customFieldNameReserved: 'This field name is reserved.',
  logoTooLarge: 'File too large: Logo file must be less than 5MB',
  logoInvalidType: 'Invalid file type: Only JPEG, PNG, GIF and WebP files are allowed',
  logoMissing: 'Choose a logo file to upload',
  locationNameRequired: 'Name is required',
  addressRequired: 'Address is required',
  invalidAddress: 'Invalid address',
  mapPasswordRequired: 'Password is required',
  feedbackMessageRequired: 'Message is required',
  /** Any text field, path or query holding NUL or another control character (decisions.md, Messages). */
  controlCharacters: 'Text must not contain control characters',
} as const;
