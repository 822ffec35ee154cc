import { LoadingScreen, useDocumentTitle } from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import { useMap } from '../features/map/api/get-map';

/**
 * The embedded view of a map: its title area and the "Open full map" link (the embed is view-only,
 * since browsers do not send the visitor's cookies to a third-party iframe).
 */
export function EmbedPage({ permalink }: { permalink: string | undefined }) {
  if (!permalink) return <EmbedMessage text={messages.mapNotFound} />;
  return <EmbeddedMap permalink={permalink} />;
}

function EmbeddedMap({ permalink }: { permalink: string }) {
  const { data: map, isPending } = useMap(permalink);
  useDocumentTitle(isPending ? undefined : (map?.name ?? messages.mapNotFound));
  if (isPending) return <LoadingScreen />;
  if (!map) return <EmbedMessage text={messages.mapNotFound} />;
  return (
    <div className="embed">
      <header className="embed__header">
        <div>
          <h1 className="embed__title">{map.name}</h1>
          {map.description && <p className="embed__description">{map.description}</p>}
        </div>
        <a
          className="gm-button"
          href={`/map/${encodeURIComponent(map.permalink)}`}
          target="_blank"
          rel="noopener"
        >
          {messages.openFullMap}
        </a>
      </header>
    </div>
  );
}

function EmbedMessage({ text }: { text: string }) {
  useDocumentTitle(text);
  return (
    <div className="embed embed--message">
      <h1 className="embed__title">{text}</h1>
    </div>
  );
}
