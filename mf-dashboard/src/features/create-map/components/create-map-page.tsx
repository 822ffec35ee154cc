import { useDocumentTitle } from '@groupmap/app-kit';
import { Typography } from 'antd';

const TITLE = 'Create New Map';

/** /create: the map creation form follows in the dashboard issue. */
export function CreateMapPage() {
  useDocumentTitle(TITLE);
  return <Typography.Title level={1}>{TITLE}</Typography.Title>;
}
