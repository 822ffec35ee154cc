import { useDocumentTitle } from '@groupmap/app-kit';
import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MapSettingsForm } from '../../map-settings-form';
import './create-map-page.css';

const TITLE = 'Create New Map';

/** /create (spec section 2): a card titled "Create New Map" holding the form; success opens the map. */
export function CreateMapPage() {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  return (
    <Card
      title={<h1 className="gm-create-map__title">{TITLE}</h1>}
      style={{ maxWidth: 640, margin: '0 auto' }}
    >
      <MapSettingsForm onSaved={(map) => void navigate(`/map/${map.permalink}`)} />
    </Card>
  );
}
