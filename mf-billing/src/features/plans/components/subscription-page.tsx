import { LoadingScreen, useDocumentTitle, useSession } from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';

const TITLE = 'Subscription Plans';

/**
 * /subscription, shown to everyone (decisions.md): signed out, it asks the visitor to log in. The
 * plan cards and the discount code follow in the billing issue.
 */
export function SubscriptionPage() {
  useDocumentTitle(TITLE);
  const session = useSession();
  const navigate = useNavigate();
  return (
    <Flex vertical gap="middle" align="flex-start">
      <Typography.Title level={1}>{TITLE}</Typography.Title>
      {session.status === 'loading' && <LoadingScreen />}
      {session.status === 'signed-out' && (
        <>
          <Typography.Paragraph>{messages.loginToManageSubscription}</Typography.Paragraph>
          <Button type="primary" onClick={() => navigate('/login?returnUrl=%2Fsubscription')}>
            Login
          </Button>
        </>
      )}
    </Flex>
  );
}
