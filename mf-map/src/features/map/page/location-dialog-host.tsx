import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import type { MapDetails } from '../api/get-map';
import { locationDialogClosed } from '../state/map-page-slice';
import { useMapPageDispatch, useMapPageState } from '../state/map-page-store';

const ReportDialog = lazy(() => import('../report/report-dialog'));
const HistoryDialog = lazy(() => import('../history/history-dialog'));

/**
 * Opens the dialog asked for on one location, from its list entry or its popup (issue 25): "Report
 * this location", or its "History". The button pressed is remembered as the dialog opens, so focus
 * goes back to it.
 */
export function LocationDialogHost({ map }: { map: Pick<MapDetails, 'id' | 'isOwner' | 'customFields'> }) {
  const dialog = useMapPageState((state) => state.locationDialog);
  const dispatch = useMapPageDispatch();
  const opener = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    if (dialog === null) return;
    const focused = document.activeElement;
    opener.current = focused instanceof HTMLButtonElement ? focused : null;
  }, [dialog]);
  if (dialog === null) return null;
  const common = {
    key: `${dialog.kind}:${dialog.locationId}`,
    mapId: map.id,
    locationId: dialog.locationId,
    opener,
    onClose: () => dispatch(locationDialogClosed()),
  };
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'report' ? (
        <ReportDialog {...common} />
      ) : (
        <HistoryDialog {...common} isOwner={map.isOwner} fields={map.customFields} />
      )}
    </Suspense>
  );
}
