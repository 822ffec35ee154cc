import { PERMALINK_STORAGE_MAX_LENGTH } from '@groupmap/contracts';

const MAP_CHANNEL = /^\/ws\/map\/([^/?#]+)\/?$/;

/**
 * The permalink of a map's live channel URL (`/ws/map/{permalink}`, spec section 7), or null when
 * the URL is not a live channel. Whether the map exists and may be joined is the maps service's answer.
 */
export function channelPermalink(url: string | undefined): string | null {
  const path = (url ?? '').split('?')[0] ?? '';
  const match = MAP_CHANNEL.exec(path);
  if (!match?.[1]) return null;
  try {
    const permalink = decodeURIComponent(match[1]);
    return permalink.length > 0 && permalink.length <= PERMALINK_STORAGE_MAX_LENGTH ? permalink : null;
  } catch {
    return null;
  }
}
