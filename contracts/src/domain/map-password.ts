import { validationMessages } from '../messages/validation';
import { PASSWORD_MIN_LENGTH } from './credentials';
import { TEXT_LIMITS, validateLength } from './text-limits';

/** A map password has the account passwords' minimum (decisions.md, Password-protected maps). */
export const MAP_PASSWORD_MIN_LENGTH = PASSWORD_MIN_LENGTH;

/**
 * The rule for a map password being set (create, or a new one on edit): at least 6 characters,
 * at most the text limit. Kept as typed, spaces included. Returns the message or null. Not for
 * verifying a visitor's attempt: a short attempt is simply wrong.
 */
export function validateMapPassword(value: string): string | null {
  if (value.length < MAP_PASSWORD_MIN_LENGTH) return validationMessages.passwordTooShort;
  return validateLength('Password', value, TEXT_LIMITS.mapPassword);
}
