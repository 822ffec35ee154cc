import type { SessionUser } from '@groupmap/app-kit';
import { Alert } from 'antd';
import { scheduledChangeMessage } from '../scheduled-change';

/**
 * The change waiting for the period end (a cancellation or a downgrade), shown above the plans for
 * as long as it waits. A status, not an alert: it is read with the page, not announced over it.
 */
export function ScheduledChangeNotice({ user }: { user: SessionUser }) {
  const message = scheduledChangeMessage(user);
  if (!message) return null;
  return <Alert type="info" showIcon role="status" title={message} />;
}
