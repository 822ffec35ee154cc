import { LoadingScreen, useDocumentTitle, usePageChrome } from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import { useParams } from 'react-router-dom';
import { useMap } from '../api/get-map';
import { MapTitle } from './map-title';

/** /map/{permalink}: the map's header; the map itself, the list and sharing follow in the map issue. */
export function MapPage() {
  const { permalink = '' } = useParams();
  const { data: map, isPending } = useMap(permalink);
  useDocumentTitle(isPending ? undefined : (map?.name ?? messages.mapNotFound));
  usePageChrome(map?.logoUrl ? { logo: { src: map.logoUrl, alt: map.name } } : {});

  if (isPending) return <LoadingScreen label={messages.loadingMap} />;
  if (!map) return <h1 className="map-message">{messages.mapNotFound}</h1>;
  return <MapTitle map={map} />;
}
