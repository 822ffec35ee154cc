import { messages } from '@groupmap/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import type { MapDetails } from '../api/get-map';
import { MapTitle } from '../components/map-title';

const loadPasswordDialog = () => import('./password-dialog');
const PasswordDialog = lazy(loadPasswordDialog);

/**
 * A protected map this session has no grant for (spec section 4, password-required): its name and
 * description, and "Enter Password to View Map" opening the password dialog. The dialog's code is
 * fetched when the visitor reaches for the button, so the page itself stays light.
 */
export function PasswordGate({ map }: { map: MapDetails }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const preload = () => void loadPasswordDialog();
  return (
    <div className="map-page">
      <MapTitle map={map} />
      <div className="map-gate">
        <button
          ref={opener}
          type="button"
          className="gm-button"
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setOpen(true)}
        >
          {messages.mapPage.enterPasswordToView}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <PasswordDialog map={map} open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      )}
    </div>
  );
}
