import { messages } from '@groupmap/contracts';
import { createContext, useContext, useEffect, useRef, type ReactNode, type Ref } from 'react';
import {
  Virtualizer,
  type CustomContainerComponentProps,
  type CustomItemComponentProps,
  type VirtualizerHandle,
} from 'virtua';
import type { Location } from '../api/list-locations';
import { LIST_ITEM_ESTIMATED_HEIGHT_PX } from '../workspace-constants';
import { LocationListItem } from './location-list-item';
import { LOCATION_LABELS } from './location-labels';

export interface VirtualLocationListProps {
  /** The map's custom field names, in the map's order. */
  fields: readonly string[];
  /** The locations the search keeps, newest first (the server's order). */
  locations: readonly Location[];
  /** The expanded item; it is scrolled into view when it changes (a marker chosen on the map). */
  selectedId: number | null;
  onToggle: (id: number) => void;
  onZoom: (id: number) => void;
  /** The item under the pointer (null when none), whose marker the map highlights. */
  onHover: (id: number | null) => void;
  /** The location the form edits (its "Edit" shows pressed). */
  editingId?: number | null;
  /** The location being deleted (its "Delete" shows "Deleting..."). */
  deletingId?: number | null;
  /** Left out where the list is view-only (the embed): no "Edit" then. */
  onEdit?: (id: number) => void;
  /** Left out where the list is view-only (the embed): no "Delete" then. */
  onDelete?: (id: number) => void;
  /** More actions on an expanded entry (the map page's "Report" and "History", issue 25). */
  renderActions?: (location: Location) => ReactNode;
  /** The scrolling element, which can take focus (when the focused row goes away, for instance). */
  ref?: Ref<HTMLDivElement>;
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
 * The list of locations, the map's text alternative, for the map page and the embed alike (it
 * imports no store code, which the embed must not load). Virtualised with virtua, the smallest of
 * the well-kept virtualisers (about 4 kB gzip, where @tanstack/react-virtual costs the embed's
 * 150 kB budget about 10): only the rows in view (plus a margin) are in the DOM, measured as they
 * render, so a 10,000-location map scrolls smoothly and expanded rows of any height fit.
 */
export function VirtualLocationList({
  fields,
  locations,
  selectedId,
  onToggle,
  onZoom,
  onHover,
  editingId = null,
  deletingId = null,
  onEdit,
  onDelete,
  renderActions,
  ref,
}: VirtualLocationListProps) {
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
    <div ref={ref} className="location-list" tabIndex={-1}>
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
              className={location.isOwn ? 'location-item location-item--own' : 'location-item'}
              onMouseEnter={() => onHover(location.id)}
              onMouseLeave={() => onHover(null)}
            >
              <LocationListItem
                location={location}
                fields={fields}
                expanded={location.id === selectedId}
                editing={location.id === editingId}
                deleting={location.id === deletingId}
                onToggle={onToggle}
                onZoom={onZoom}
                onEdit={onEdit}
                onDelete={onDelete}
                renderActions={renderActions}
              />
            </div>
          )}
        </Virtualizer>
      </RowCount.Provider>
    </div>
  );
}
