import { formatMessage, isFinalImportStatus, mapImportMessages } from '@groupmap/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import type { MapDetails } from '../api/get-map';
import { useRunningImport } from '../hooks/use-running-import';
import { DialogOpenerButton } from '../components/dialog-opener-button';

const loadImportDialog = () => import('../import/import-dialog');
const ImportDialog = lazy(loadImportDialog);

const text = mapImportMessages;

/**
 * "Import locations", for the map's owner only (the server's `isOwner`; it checks ownership on every
 * import call too). The dialog, and the antd parts it uses, load only when it is first wanted. A
 * committed import is followed here, at page level: closing the dialog while it runs only hides it
 * (a short status says how far it is), and coming back to the page while it runs reopens it.
 */
export function ImportLocationsButton({ map }: { map: Pick<MapDetails, 'id' | 'permalink'> }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const running = useRunningImport(map, () => setOpen(true));
  const { progress } = running;
  const inBackground = !open && progress !== undefined && !isFinalImportStatus(progress.status);
  return (
    <>
      <DialogOpenerButton opener={opener} preload={loadImportDialog} onOpen={() => setOpen(true)}>
        {text.importLocations}
      </DialogOpenerButton>
      {inBackground && (
        <span role="status" className="map-title__status">
          {text.importing} {formatMessage(text.progress, { done: progress.done, total: progress.total })}
        </span>
      )}
      {open && (
        <Suspense fallback={null}>
          <ImportDialog map={map} open={open} onOpenChange={setOpen} opener={opener} running={running} />
        </Suspense>
      )}
    </>
  );
}
