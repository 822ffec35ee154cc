import { messages } from '@groupmap/contracts';
import { useRef } from 'react';
import type { Location } from '../api/list-locations';
import { useDeleteLocation } from '../hooks/use-delete-location';
import { editToggled, hoverChanged, locationToggled, zoomRequested } from '../state/map-page-slice';
import { useMapPageDispatch, useMapPageState } from '../state/map-page-store';
import { renderLocationActions } from './location-actions';
import { VirtualLocationList } from './virtual-location-list';

export interface LocationListProps {
  mapId: number;
  fields: readonly string[];
  /** The locations the search keeps, newest first (the server's order). */
  locations: readonly Location[];
}

/**
 * The map page's list of locations: the shared virtualised list (the embed's too), wired to the map
 * page's store, with "Edit" and "Delete" (after the browser's confirmation) where allowed, and
 * "History" or "Report" (issue 25).
 */
export function LocationList({ mapId, fields, locations }: LocationListProps) {
  const dispatch = useMapPageDispatch();
  const selectedId = useMapPageState((state) => state.selectedLocationId);
  const editingId = useMapPageState((state) => state.editingLocationId);
  const { remove, deletingId } = useDeleteLocation(mapId);
  const scrollRef = useRef<HTMLDivElement>(null);

  async function confirmAndDelete(id: number) {
    if (!window.confirm(messages.confirmDeleteLocation)) return;
    // The row goes away with its button: keep keyboard focus in the list.
    if (await remove(id)) scrollRef.current?.focus();
  }

  return (
    <VirtualLocationList
      ref={scrollRef}
      fields={fields}
      locations={locations}
      selectedId={selectedId}
      editingId={editingId}
      deletingId={deletingId}
      onToggle={(id) => dispatch(locationToggled(id))}
      onZoom={(id) => dispatch(zoomRequested(id))}
      onHover={(id) => dispatch(hoverChanged(id))}
      onEdit={(id) => dispatch(editToggled(id))}
      onDelete={(id) => void confirmAndDelete(id)}
      renderActions={renderLocationActions}
    />
  );
}
