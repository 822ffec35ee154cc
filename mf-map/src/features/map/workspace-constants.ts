/** Spec section 9: narrow-screen layout below 1024 px wide, the two-column grid from there on. */
export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

/** Spec section 9: the address preview is looked up this long after typing stops. */
export const ADDRESS_PREVIEW_DEBOUNCE_MS = 800;

/** A list row before it is measured: a collapsed item is about this tall. */
export const LIST_ITEM_ESTIMATED_HEIGHT_PX = 52;
