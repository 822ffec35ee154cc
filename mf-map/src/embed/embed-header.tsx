import { messages } from '@groupmap/contracts';
import type { MapDetails } from '../features/map/api/get-map';

/**
 * The embed's header: the map's name and description, and "Open full map" (decisions.md,
 * Embedding): the embed is view-only, adding locations happens on /map/{permalink}, in a new tab so
 * the site around the iframe stays.
 */
export function EmbedHeader({ map }: { map: Pick<MapDetails, 'name' | 'description' | 'permalink'> }) {
  return (
    <header className="embed__header">
      <div className="embed__heading">
        <h1 className="embed__title">{map.name}</h1>
        {map.description && <p className="embed__description">{map.description}</p>}
      </div>
      <a
        className="gm-button embed__open"
        href={`/map/${encodeURIComponent(map.permalink)}`}
        target="_blank"
        rel="noopener"
      >
        {messages.openFullMap}
      </a>
    </header>
  );
}
