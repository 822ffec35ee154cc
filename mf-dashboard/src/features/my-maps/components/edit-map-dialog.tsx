import { Modal, Typography } from 'antd';
import { MapSettingsForm } from '../../map-settings-form';
import { myMapsLabels } from '../my-maps-labels';

interface EditMapDialogProps {
  /** The map being edited, or null when the dialog is closed. */
  mapId: number | null;
  onClose: () => void;
}

/**
 * The "Edit Map" dialog (spec section 2) around the shared map settings form. The form saves, shows
 * its toasts and refetches the map by id, by permalink and this page's list (section 7), so the dialog
 * only closes once it is saved.
 */
export function EditMapDialog({ mapId, onClose }: EditMapDialogProps) {
  return (
    <Modal
      open={mapId !== null}
      title={myMapsLabels.editDialogTitle}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={720}
    >
      <Typography.Paragraph type="secondary">{myMapsLabels.editDialogText}</Typography.Paragraph>
      {mapId !== null && <MapSettingsForm mapId={mapId} onSaved={onClose} />}
    </Modal>
  );
}
