import { editLinkMessages } from '@groupmap/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { DialogOpenerButton } from '../components/dialog-opener-button';

const loadEditBeforeDialog = () => import('./edit-before-dialog');
const EditBeforeDialog = lazy(loadEditBeforeDialog);

/**
 * "Edit what you added before" (issue 26) in the map page's header, for a visitor who is not signed
 * in: a contributor on a new device asks for the link that brings their edit rights here. Loaded
 * lazily with its texts, so the page's first chunks do not grow; the dialog loads on first use.
 */
export default function EditBeforeButton({ mapId }: { mapId: number }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <DialogOpenerButton opener={opener} preload={loadEditBeforeDialog} onOpen={() => setOpen(true)}>
        {editLinkMessages.editBefore}
      </DialogOpenerButton>
      {open && (
        <Suspense fallback={null}>
          <EditBeforeDialog mapId={mapId} opener={opener} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
