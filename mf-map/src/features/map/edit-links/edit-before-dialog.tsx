import { editLinkMessages } from '@groupmap/contracts';
import type { RefObject } from 'react';
import { PageDialog } from '../components/page-dialog';
import { EditLinkForm } from './edit-link-form';

const TEXT = editLinkMessages;

interface EditBeforeDialogProps {
  mapId: number;
  /** The header's button: focus goes back to it. */
  opener: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The dialog of "Edit what you added before" (issue 26): only asks (`remember: false`), so an address
 * no identity on this map holds gets the same answer and no mail. Imported lazily, on first use.
 */
export default function EditBeforeDialog({ mapId, opener, onClose }: EditBeforeDialogProps) {
  return (
    <PageDialog open onOpenChange={(open) => !open && onClose()} title={TEXT.editBefore} opener={opener}>
      <EditLinkForm
        mapId={mapId}
        remember={false}
        help={TEXT.editBeforeHelp}
        afterSent={
          <div className="edit-link-form__actions">
            <button type="button" className="gm-button gm-button--secondary" onClick={onClose}>
              {TEXT.close}
            </button>
          </div>
        }
      />
    </PageDialog>
  );
}
