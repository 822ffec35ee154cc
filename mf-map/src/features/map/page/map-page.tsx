import { LoadingScreen, useDocumentTitle, usePageChrome } from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import { useParams } from 'react-router-dom';
import { useMap } from '../api/get-map';
import { PasswordGate } from './password-gate';
import { ViewableMap } from './viewable-map';

/**
 * /map/{permalink} in the states of spec section 4: loading ("Loading map..."), not found ("Map not
 * found"), password-required (the gate) and viewable. The map's logo goes to the shell's header.
 */
export function MapPage() {
  const { permalink = '' } = useParams();
  const { data: map, isPending } = useMap(permalink);
  useDocumentTitle(isPending ? undefined : (map?.name ?? messages.mapNotFound));
  usePageChrome(map?.logoUrl ? { logo: { src: map.logoUrl, alt: map.name } } : {});

  if (isPending) return <LoadingScreen label={messages.loadingMap} />;
  if (!map) return <h1 className="map-message">{messages.mapNotFound}</h1>;
  // Keyed by map, so moving to another map never keeps this one's open dialog or share panel.
  if (map.requiresPassword) return <PasswordGate key={map.id} map={map} />;
  return <ViewableMap key={map.id} map={map} />;
}
