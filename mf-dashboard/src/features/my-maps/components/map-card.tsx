import { Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { MapCardModel } from '../map-card-model';
import { myMapsLabels } from '../my-maps-labels';
import { MapDownloadMenu } from './map-download-menu';

interface MapCardProps {
  card: MapCardModel;
  onEdit: (mapId: number) => void;
  onDelete: (mapId: number) => void;
}

/**
 * One map on the dashboard: its name links to the map page; edit, download (issue 13's export) and
 * delete sit in the footer.
 */
export function MapCard({ card, onEdit, onDelete }: MapCardProps) {
  return (
    <Card
      title={<Link to={card.href}>{card.name}</Link>}
      actions={[
        <Button
          key="edit"
          type="link"
          aria-label={`${myMapsLabels.edit} ${card.name}`}
          onClick={() => onEdit(card.id)}
        >
          {myMapsLabels.edit}
        </Button>,
        <MapDownloadMenu key="download" mapId={card.id} mapName={card.name} />,
        <Button
          key="delete"
          type="link"
          danger
          aria-label={`${myMapsLabels.delete} ${card.name}`}
          onClick={() => onDelete(card.id)}
        >
          {myMapsLabels.delete}
        </Button>,
      ]}
      style={{ height: '100%' }}
    >
      <Flex vertical gap="small">
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>
          {card.description}
        </Typography.Paragraph>
        <Typography.Text>{card.locationCount}</Typography.Text>
        {card.awaitingReview !== null && (
          <Typography.Link href={`${card.href}?review`}>{card.awaitingReview}</Typography.Link>
        )}
        {card.password !== null && (
          <Typography.Text>
            {myMapsLabels.passwordLabel} <Typography.Text code>{card.password}</Typography.Text>
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
