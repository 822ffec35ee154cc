import { messages } from '@groupmap/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { Location } from '../api/list-locations';
import { useDeleteLocation } from '../hooks/use-delete-location';
import { editToggled, hoverChanged, locationToggled, zoomRequested } from '../state/map-page-slice';
import { useMapPageDispatch, useMapPageState } from '../state/map-page-store';
import { LIST_ITEM_ESTIMATED_HEIGHT_PX } from '../workspace-constants';
import { LocationListItem } from './location-list-item';
import { LOCATION_LABELS } from './location-labels';

/** Rows rendered beyond the visible ones, so keyboard focus and fast scrolling find them ready. */
const OVERSCAN_ROWS = 8;

export interface LocationListProps {
  mapId: number;
  fields: readonly string[];
  /** The locations the search keeps, newest first (the server's order). */
  locations: readonly Location[];
}

/**
 * The list of locations, the map's text alternative. Virtualised: only the rows in view (plus a few)
 * are in the DOM, measured as they render, so a 10,000-location map scrolls smoothly and expanded
 * rows of any height fit.
 */
export function LocationList({ mapId, fields, locations }: LocationListProps) {
  const dispatch = useMapPageDispatch();
  const selectedId = useMapPageState((state) => state.selectedLocationId);
  const editingId = useMapPageState((state) => state.editingLocationId);
  const { remove, deletingId } = useDeleteLocation(mapId);
  const scrollRef = useRef<HTMLDivElement>(null);

  const virtualizer = useVirtualizer({
    count: locations.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LIST_ITEM_ESTIMATED_HEIGHT_PX,
    getItemKey: (index) => locations[index]?.id ?? index,
    overscan: OVERSCAN_ROWS,
  });

  // A location chosen on the map (or before this list was shown) is scrolled into view.
  const selectedIndex = selectedId === null ? -1 : locations.findIndex((item) => item.id === selectedId);
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  // The marker of a row the pointer left when the list went away stays highlighted otherwise.
  useEffect(() => () => void dispatch(hoverChanged(null)), [dispatch]);

  async function confirmAndDelete(id: number) {
    if (!window.confirm(messages.confirmDeleteLocation)) return;
    // The row goes away with its button: keep keyboard focus in the list.
    if (await remove(id)) scrollRef.current?.focus();
  }

  if (locations.length === 0) {
    return (
      <p className="location-list__empty" role="status">
        {messages.noResults}
      </p>
    );
  }

  return (
    <div ref={scrollRef} className="location-list" tabIndex={-1}>
      <ul
        className="location-list__items"
        aria-label={LOCATION_LABELS.locations}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const location = locations[row.index];
          if (!location) return null;
          const classes = ['location-item', location.isOwn && 'location-item--own'].filter(Boolean).join(' ');
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              aria-setsize={locations.length}
              aria-posinset={row.index + 1}
              className="location-list__row"
              style={{ transform: `translateY(${row.start}px)` }}
              onMouseEnter={() => dispatch(hoverChanged(location.id))}
              onMouseLeave={() => dispatch(hoverChanged(null))}
            >
              <div className={classes}>
                <LocationListItem
                  location={location}
                  fields={fields}
                  expanded={location.id === selectedId}
                  editing={location.id === editingId}
                  deleting={location.id === deletingId}
                  onToggle={(id) => dispatch(locationToggled(id))}
                  onZoom={(id) => dispatch(zoomRequested(id))}
                  onEdit={(id) => dispatch(editToggled(id))}
                  onDelete={confirmAndDelete}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
