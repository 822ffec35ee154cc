import { editLinkMessages } from '@groupmap/contracts';
import { useId } from 'react';
import { keepEditingLinkSent } from '../state/map-page-slice';
import { useMapPageDispatch, useMapPageState } from '../state/map-page-store';
import { EditLinkForm } from './edit-link-form';

const TEXT = editLinkMessages;

/**
 * "Keep editing from other devices" (issue 26), under the add form once a visitor without an account
 * has added a location: the address is kept for their identity on this map (`remember`), and a link
 * mailed to it lets another device edit what they added. Imported lazily, when first offered.
 */
export default function KeepEditingOffer({ mapId }: { mapId: number }) {
  const titleId = useId();
  const sent = useMapPageState((state) => state.keepEditing === 'sent');
  const dispatch = useMapPageDispatch();
  return (
    <section className="keep-editing" aria-labelledby={titleId}>
      <h2 id={titleId} className="keep-editing__title">
        {TEXT.keepEditingTitle}
      </h2>
      <EditLinkForm
        mapId={mapId}
        remember
        help={TEXT.keepEditingHelp}
        sent={sent}
        onSent={() => dispatch(keepEditingLinkSent())}
      />
    </section>
  );
}
