import { normalisePermalinkInput } from '@groupmap/contracts';

/** The permalink field after one change of its text. */
export interface PermalinkChange {
  /** What the field shows: the typed text in lower case. */
  value: string;
  /** Whether this change had upper-case letters to lower. */
  lowered: boolean;
  /** Whether to show the "Permalink adjusted" toast for it. */
  notify: boolean;
}

/**
 * The permalink field's next value, and whether to say it was lowered: once per change to lower
 * case, not on every keystroke. A run of changes that each bring capitals (typing with Shift held
 * or Caps Lock on, or one paste) is one change and gets one toast; the run ends with a change that
 * brings none (a lower-case letter, a digit, a hyphen, a deletion), and the next capital after it
 * starts a new one. `previousLowered` is the `lowered` of the field's previous change.
 */
export function changePermalinkInput(typed: string, previousLowered: boolean): PermalinkChange {
  const value = normalisePermalinkInput(typed);
  const lowered = value !== typed;
  return { value, lowered, notify: lowered && !previousLowered };
}
