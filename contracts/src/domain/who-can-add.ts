/**
 * Who may add locations to a map (issue 24, "Who may add"): the owner's choice in the map settings,
 * enforced by maps on every add and mirrored by the map page, which shows the add form only to those
 * who may use it. The demo map has no owner: anyone may add to it, whatever its row says.
 */
export const WHO_CAN_ADD = ['anyone', 'signed-in', 'owner'] as const;
export type WhoCanAdd = (typeof WHO_CAN_ADD)[number];

/** What every map had before the setting existed, and what a new map starts with. */
export const DEFAULT_WHO_CAN_ADD: WhoCanAdd = 'anyone';

/** The setting's choices as the owner reads them, in this order. */
export const WHO_CAN_ADD_LABELS: Record<WhoCanAdd, string> = {
  anyone: 'Anyone with the link',
  'signed-in': 'Signed-in users',
  owner: 'Only me',
};

/** Who is adding: signed in or not, and whether they own the map. */
export interface Adder {
  signedIn: boolean;
  isOwner: boolean;
}

/**
 * Why `adder` may not add to a map set to `whoCanAdd` ('sign-in': a visitor on a signed-in-only map;
 * 'owner-only': anyone but the owner on an only-me map), or null when they may. `hasOwner` false is
 * the demo map, open to all.
 */
export function addRefusal(
  whoCanAdd: WhoCanAdd,
  adder: Adder,
  hasOwner = true,
): 'sign-in' | 'owner-only' | null {
  if (!hasOwner || adder.isOwner || whoCanAdd === 'anyone') return null;
  if (whoCanAdd === 'owner') return 'owner-only';
  return adder.signedIn ? null : 'sign-in';
}
