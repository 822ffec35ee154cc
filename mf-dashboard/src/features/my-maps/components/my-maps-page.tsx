import { useDocumentTitle } from '@groupmap/app-kit';
import { formatMessage } from '@groupmap/contracts';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteMap } from '../hooks/use-delete-map';
import { useMyMaps } from '../hooks/use-my-maps';
import { myMapsLabels } from '../my-maps-labels';
import { DeleteMapDialog } from './delete-map-dialog';
import { EditMapDialog } from './edit-map-dialog';
import { MyMapsList } from './my-maps-list';

/** /dashboard (spec section 2): the greeting, "Create New Map", and the user's maps. */
export function MyMapsPage() {
  useDocumentTitle(myMapsLabels.title);
  const navigate = useNavigate();
  const { session, query } = useMyMaps();
  const { remove, isDeleting } = useDeleteMap();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  async function confirmDelete() {
    if (deleting === null) return;
    // The dialog closes either way: on failure the toast says why and the card stays.
    await remove(deleting);
    setDeleting(null);
  }

  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="center" wrap gap="middle">
        <div>
          <Typography.Title level={1}>{myMapsLabels.title}</Typography.Title>
          {session.user && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {formatMessage(myMapsLabels.greeting, { username: session.user.username })}
            </Typography.Paragraph>
          )}
        </div>
        <Button type="primary" size="large" onClick={() => navigate('/create')}>
          {myMapsLabels.createMap}
        </Button>
      </Flex>
      <MyMapsList query={query} onEdit={setEditing} onDelete={setDeleting} />
      <EditMapDialog mapId={editing} onClose={() => setEditing(null)} />
      <DeleteMapDialog
        open={deleting !== null}
        deleting={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Flex>
  );
}
