import { useDocumentTitle } from '@groupmap/app-kit';
import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';

const TITLE = 'My Maps';

/** /dashboard: the user's maps; the greeting and the map grid come with the dashboard issue. */
export function MyMapsPage() {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  return (
    <Flex justify="space-between" align="center" wrap gap="middle">
      <Typography.Title level={1}>{TITLE}</Typography.Title>
      <Button type="primary" size="large" onClick={() => navigate('/create')}>
        Create New Map
      </Button>
    </Flex>
  );
}
