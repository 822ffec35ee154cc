/**
 * What a key does in a drop-down menu of links (WAI-ARIA APG, menu button pattern): the arrows move
 * between items and wrap, Home and End jump to the ends, Escape closes and returns to the button, Tab
 * closes and lets the focus go on. Kept apart from the component so the rules are unit-tested.
 */
export type MenuKeyAction =
  | { kind: 'focus'; index: number }
  | { kind: 'close'; refocusButton: boolean }
  | { kind: 'activate' }
  | { kind: 'none' };

/** The action of `key` pressed on item `current` of a menu of `count` items. */
export function menuKeyAction(key: string, current: number, count: number): MenuKeyAction {
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', index: (current + 1) % count };
    case 'ArrowUp':
      return { kind: 'focus', index: (current - 1 + count) % count };
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: count - 1 };
    case 'Escape':
      return { kind: 'close', refocusButton: true };
    case 'Tab':
      return { kind: 'close', refocusButton: false };
    // Links activate on Enter by themselves; menu items also do on Space.
    case ' ':
      return { kind: 'activate' };
    default:
      return { kind: 'none' };
  }
}

/**
 * The item a key on the closed menu's button opens it at: ArrowUp the last, ArrowDown the first; null
 * for other keys (Enter and Space press the button, which opens at the first item).
 */
export function openingItem(key: string, count: number): number | null {
  if (key === 'ArrowDown') return 0;
  if (key === 'ArrowUp') return count - 1;
  return null;
}
