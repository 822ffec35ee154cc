import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { reportClosed } from '../state/map-page-slice';
import { useMapPageDispatch, useMapPageState } from '../state/map-page-store';

const ReportDialog = lazy(() => import('../report/report-dialog'));

/**
 * Opens "Report this location" for the location whose "Report" was pressed, in its list entry or its
 * popup (issue 25). The button pressed is remembered as the dialog opens, so focus goes back to it.
 */
export function ReportDialogHost({ mapId }: { mapId: number }) {
  const locationId = useMapPageState((state) => state.reportingLocationId);
  const dispatch = useMapPageDispatch();
  const opener = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    if (locationId === null) return;
    const focused = document.activeElement;
    opener.current = focused instanceof HTMLButtonElement ? focused : null;
  }, [locationId]);
  if (locationId === null) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog
        key={locationId}
        mapId={mapId}
        locationId={locationId}
        opener={opener}
        onClose={() => dispatch(reportClosed())}
      />
    </Suspense>
  );
}
