import { messages } from '@groupmap/contracts';
import { Link } from 'react-router-dom';
import { PageHeading } from './page-heading';

/** Any path no app owns. */
export function NotFoundPage() {
  return (
    <PageHeading title={messages.pageNotFound}>
      <p>
        {messages.pageNotFoundHint} <Link to="/">Go to the home page</Link>
      </p>
    </PageHeading>
  );
}
