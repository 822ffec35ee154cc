import { formatMessage, moderationMessages, type ApiSchema } from '@groupmap/contracts';
import { myMapsLabels } from './my-maps-labels';

/** A map of GET /api/maps/user: the map with its location count (and its password, for the owner). */
export type MapSummary = ApiSchema<'MapSummary'>;

/** What a dashboard card shows, worked out from the map so the rules are unit-tested. */
export interface MapCardModel {
  id: number;
  href: string;
  name: string;
  description: string;
  locationCount: string;
  /** "{n} awaiting review" when the owner has locations or edits to review (issue 24), else null. */
  awaitingReview: string | null;
  /** The password, only when the map is protected and the answer carries it (the owner's list). */
  password: string | null;
}

/** "1 location", "0 locations", "12 locations". */
export function locationCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'location' : 'locations'}`;
}

/** The card of one map (spec section 2): a blank description reads "No description provided". */
export function mapCardModel(map: MapSummary): MapCardModel {
  const description = map.description?.trim();
  const password = map.passwordProtected && map.password ? map.password : null;
  return {
    id: map.id,
    href: `/map/${encodeURIComponent(map.permalink)}`,
    name: map.name,
    description: description || myMapsLabels.noDescription,
    locationCount: locationCountLabel(map.locationCount),
    awaitingReview:
      map.awaitingReview > 0
        ? formatMessage(moderationMessages.awaitingReviewCount, { n: map.awaitingReview })
        : null,
    password,
  };
}
