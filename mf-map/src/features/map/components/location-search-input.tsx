import { LOCATION_LABELS } from './location-labels';

export interface LocationSearchInputProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
}

/**
 * The search box (spec section 5, Search), labelled for assistive technology. Holds no state: the map
 * page (its store) and the embed (plain React state) both use it.
 */
export function LocationSearchInput({ id, value, onChange }: LocationSearchInputProps) {
  return (
    <div className="location-search" role="search">
      <label htmlFor={id} className="gm-visually-hidden">
        {LOCATION_LABELS.search}
      </label>
      <input
        id={id}
        type="search"
        className="map-input"
        value={value}
        placeholder={LOCATION_LABELS.searchPlaceholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
