import { Col, Row } from 'antd';
import type { MapCardModel } from '../map-card-model';
import { MapCard } from './map-card';

interface MapGridProps {
  cards: readonly MapCardModel[];
  onEdit: (mapId: number) => void;
  onDelete: (mapId: number) => void;
}

/** The responsive grid: one card a row on phones, two on tablets, three from desktop widths. */
export function MapGrid({ cards, onEdit, onDelete }: MapGridProps) {
  return (
    <Row gutter={[16, 16]} role="list">
      {cards.map((card) => (
        <Col key={card.id} xs={24} md={12} xl={8} role="listitem">
          <MapCard card={card} onEdit={onEdit} onDelete={onDelete} />
        </Col>
      ))}
    </Row>
  );
}
