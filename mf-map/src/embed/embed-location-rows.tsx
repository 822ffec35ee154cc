import { messages } from '@groupmap/contracts';
import { createContext, useContext, useEffect, useRef } from 'react';
import {
  Virtualizer,
  type CustomContainerComponentProps,
  type CustomItemComponentProps,
  type VirtualizerHandle,
} from 'virtua';
import type { Location } from '../features/map/api/list-locations';
import { LocationListItem } from '../features/map/components/location-list-item';
import { LOCATION_LABELS } from '../features/map/components/location-labels';
import { LIST_ITEM_ESTIMATED_HEIGHT_PX } from '../features/map/workspace-constants';

export interface EmbedLocationRowsProps {
  /** The map's custom field names, in the map's order. */
  fields: readonly string[];
  /** The locations the search keeps, newest first (the server's order). */
  locations: readonly Location[];
  /** The expanded item; it is scrolled into view when it changes. */
  selectedId: number | null;
  onToggle: (id: number) => void;
  onZoom: (id: number) => void;
  /** The item under the pointer (null when none), whose marker the map highlights. */
  onHover: (id: number | null) => void;
}

/** How many rows the list has: only some are in the DOM, so each row says it (aria-setsize). */
const RowCount = createContext(0);

function LocationsList({ style, children, ref }: CustomContainerComponentProps) {
  return (
    <ul ref={ref} className="location-list__items" aria-label={LOCATION_LABELS.locations} style={style}>
      {children}
    </ul>
  );
}

function LocationRow({ style, index, children, ref }: CustomItemComponentProps) {
  const count = useContext(RowCount);
  return (
    <li ref={ref} className="location-list__row" style={style} aria-setsize={count} aria-posinset={index + 1}>
      {children}
    </li>
  );
}

/**
 * The embed's list of locations, view-only: the map page's list items without Edit or Delete.
 * Virtualised with virtua rather than the map page's @tanstack/react-virtual, which would cost the
 * embed's small bundle about 10 kB gzip where virtua costs 4: only the rows in view (plus a margin)
 * are in the DOM, measured as they render, so a 10,000-location map scrolls smoothly and expanded
 * rows of any height fit.
 */
export function EmbedLocationRows({
  fields,
  locations,
  selectedId,
  onToggle,
  onZoom,
  onHover,
}: EmbedLocationRowsProps) {
  const virtualizer = useRef<VirtualizerHandle>(null);

  // A location chosen on the map (or before this list was shown) is scrolled into view.
  const selectedIndex = selectedId === null ? -1 : locations.findIndex((item) => item.id === selectedId);
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.current?.scrollToIndex(selectedIndex, { align: 'nearest' });
  }, [selectedIndex]);

  // The marker of a row the pointer left when the list went away stays highlighted otherwise.
  const onHoverRef = useRef(onHover);
  onHoverRef.current = onHover;
  useEffect(() => () => onHoverRef.current(null), []);

  if (locations.length === 0) {
    return (
      <p className="location-list__empty" role="status">
        {messages.noResults}
      </p>
    );
  }

  return (
    <div className="location-list" tabIndex={-1}>
      <RowCount.Provider value={locations.length}>
        <Virtualizer
          ref={virtualizer}
          data={locations}
          as={LocationsList}
          item={LocationRow}
          itemSize={LIST_ITEM_ESTIMATED_HEIGHT_PX}
        >
          {(location) => (
            <div
              key={location.id}
              className="location-item"
              onMouseEnter={() => onHover(location.id)}
              onMouseLeave={() => onHover(null)}
            >
              <LocationListItem
                location={location}
                fields={fields}
                expanded={location.id === selectedId}
                onToggle={onToggle}
                onZoom={onZoom}
              />
            </div>
          )}
        </Virtualizer>
      </RowCount.Provider>
    </div>
  );
}
