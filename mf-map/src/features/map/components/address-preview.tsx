import { formatMessage, messages } from '@groupmap/contracts';
import { useGeocode } from '../api/geocode';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { ADDRESS_PREVIEW_DEBOUNCE_MS } from '../workspace-constants';
import { LOCATION_LABELS } from './location-labels';
import { DeferredPreviewMap } from './leaflet-maps';

/**
 * Where the typed address lands (spec sections 4 and 5): looked up 800 ms after typing stops, shown
 * on a small map, or "Location not found" / "Error finding location". It empties at once with the
 * address, so a cleared form shows no stale preview.
 */
export function AddressPreview({ address, id }: { address: string; id: string }) {
  const trimmed = address.trim();
  const settled = useDebouncedValue(trimmed, ADDRESS_PREVIEW_DEBOUNCE_MS);
  const lookup = useGeocode(settled);
  const place = lookup.data?.[0];

  let content = null;
  if (trimmed !== '' && settled !== '') {
    if (lookup.isPending)
      content = <p className="address-preview__note">{LOCATION_LABELS.findingLocation}</p>;
    else if (lookup.isError) content = <p className="address-preview__note">{messages.geocodeFailed}</p>;
    else if (!place) content = <p className="address-preview__note">{messages.geocodeNoResult}</p>;
    else {
      const placeName = [place.region, place.country].filter(Boolean).join(', ') || settled;
      content = (
        <figure className="address-preview__place">
          <DeferredPreviewMap
            latitude={place.latitude}
            longitude={place.longitude}
            label={formatMessage(LOCATION_LABELS.previewOf, { place: placeName })}
          />
          <figcaption>{placeName}</figcaption>
        </figure>
      );
    }
  }
  // A polite live region, so "Location not found" is heard without moving focus.
  return (
    <div id={id} className="address-preview" aria-live="polite">
      {content}
    </div>
  );
}
