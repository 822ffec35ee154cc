import { Empty, Spin, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { listErrorText } from '../list-error-text';
import { mapCardModel, type MapSummary } from '../map-card-model';
import { myMapsLabels } from '../my-maps-labels';
import { MapGrid } from './map-grid';

interface MyMapsListProps {
  query: UseQueryResult<MapSummary[]>;
  onEdit: (mapId: number) => void;
  onDelete: (mapId: number) => void;
}

/** The list's states: loading, "Error: {message}", the empty state, or the grid of cards. */
export function MyMapsList({ query, onEdit, onDelete }: MyMapsListProps) {
  if (query.isError) {
    return (
      <Typography.Text type="danger" role="alert">
        {listErrorText(query.error)}
      </Typography.Text>
    );
  }
  if (!query.data) return <Spin size="large" aria-label="Loading maps" />;
  if (query.data.length === 0) {
    return (
      <Empty
        description={
          <>
            <Typography.Title level={3}>{myMapsLabels.emptyTitle}</Typography.Title>
            <Typography.Text type="secondary">{myMapsLabels.emptyHint}</Typography.Text>
          </>
        }
      />
    );
  }
  return <MapGrid cards={query.data.map(mapCardModel)} onEdit={onEdit} onDelete={onDelete} />;
}
