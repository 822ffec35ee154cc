import { Modal, Typography } from 'antd';
import { myMapsLabels } from '../my-maps-labels';

interface DeleteMapDialogProps {
  open: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The "Are you sure?" confirmation of spec section 2, with Cancel and Delete. */
export function DeleteMapDialog({ open, deleting, onConfirm, onCancel }: DeleteMapDialogProps) {
  return (
    <Modal
      open={open}
      title={myMapsLabels.confirmTitle}
      okText={myMapsLabels.delete}
      cancelText={myMapsLabels.cancel}
      okButtonProps={{ danger: true, loading: deleting }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{myMapsLabels.confirmText}</Typography.Paragraph>
    </Modal>
  );
}
