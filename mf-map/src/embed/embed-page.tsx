import { LoadingScreen, useDocumentTitle } from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import { useEmbeddedMap } from './embed-api';
import { EmbedHeader } from './embed-header';
import { EmbedLiveUpdates } from './embed-live-updates';
import { EmbedWorkspace } from './embed-workspace';

/**
 * /embed/{permalink} (decisions.md, Embedding): the map's name, "Open full map", and its searchable
 * list and map, view-only. A protected map shows its name, description and the link only: the embed
 * never asks for a password (its reads carry no session to hold a grant).
 */
export function EmbedPage({ permalink }: { permalink: string | undefined }) {
  if (!permalink) return <EmbedMessage text={messages.mapNotFound} />;
  return <EmbeddedMap permalink={permalink} />;
}

function EmbeddedMap({ permalink }: { permalink: string }) {
  const { data: map, isPending } = useEmbeddedMap(permalink);
  useDocumentTitle(isPending ? undefined : (map?.name ?? messages.mapNotFound));
  if (isPending) return <LoadingScreen label={messages.loadingMap} />;
  if (!map) return <EmbedMessage text={messages.mapNotFound} />;
  if (map.requiresPassword) {
    return (
      <main className="embed embed--protected">
        <EmbedHeader map={map} />
      </main>
    );
  }
  return (
    <div className="embed embed--viewable">
      <EmbedHeader map={map} />
      <EmbedLiveUpdates map={map} />
      <EmbedWorkspace map={map} />
    </div>
  );
}

function EmbedMessage({ text }: { text: string }) {
  useDocumentTitle(text);
  return (
    <main className="embed embed--message">
      <h1 className="embed__title">{text}</h1>
    </main>
  );
}
