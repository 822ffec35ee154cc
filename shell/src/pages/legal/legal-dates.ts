/** A date as the legal pages print it, with its machine-readable form for `<time>`. */
export interface LegalDate {
  iso: string;
  text: string;
}

/** Spec section 9: the terms are effective, and were last updated, on 14 January 2025. */
export const TERMS_EFFECTIVE: LegalDate = { iso: '2025-01-14', text: '14 January 2025' };

/** The privacy and cookie policies were published with the terms. */
export const POLICIES_UPDATED: LegalDate = TERMS_EFFECTIVE;
