import { messages } from '@groupmap/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import type { MapDetails } from '../api/get-map';
import { DialogOpenerButton } from '../components/dialog-opener-button';

const loadEditMapDialog = () => import('./edit-map-dialog');
const EditMapDialog = lazy(loadEditMapDialog);

/**
 * "Edit Map", shown to the map's owner only (the server's `isOwner`; it enforces ownership on save
 * too). The dialog's code, and through it mf-dashboard's form, load only when it is opened.
 */
export function EditMapButton({ map }: { map: Pick<MapDetails, 'id' | 'permalink'> }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <DialogOpenerButton opener={opener} preload={loadEditMapDialog} onOpen={() => setOpen(true)}>
        {messages.mapPage.editMap}
      </DialogOpenerButton>
      {open && (
        <Suspense fallback={null}>
          <EditMapDialog map={map} open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      )}
    </>
  );
}
