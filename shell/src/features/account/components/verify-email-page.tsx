import { useDocumentTitle, useSession } from '@groupmap/app-kit';
import { formatMessage } from '@groupmap/contracts';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ACCOUNT_PATH, verifyEmailLabels as labels } from '../account-labels';
import { useVerifyEmail } from '../api/verify-email';
import '../../../components/link-page.css';

/**
 * /verify-email?token=...: the page a verification mail links to. It sends the token once (a link
 * works once, so a second render must not spend it) and says whether the address is verified; an
 * invalid or expired link says so, with the way to a new one on the account page (through the login
 * page for a signed-out visitor: the link may open in another browser). Loaded lazily.
 */
export default function VerifyEmailPage() {
  useDocumentTitle(labels.title);
  const token = useSearchParams()[0].get('token');
  const session = useSession();
  const { mutate, status, data, error } = useVerifyEmail();
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const onward = (
    <Link className="gm-button" to={ACCOUNT_PATH}>
      {session.status === 'signed-out' ? labels.logInToResend : labels.toAccount}
    </Link>
  );

  if (token && (status === 'idle' || status === 'pending')) {
    return (
      <section className="link-page" aria-busy="true">
        <h1 className="link-page__title">{labels.title}</h1>
        <p role="status">{labels.verifying}</p>
      </section>
    );
  }
  if (status === 'success') {
    return (
      <section className="link-page">
        <h1 className="link-page__title">{labels.verifiedTitle}</h1>
        <p role="status">{formatMessage(labels.verified, { email: data.email })}</p>
        <Link className="gm-button" to={ACCOUNT_PATH}>
          {labels.toAccount}
        </Link>
      </section>
    );
  }
  return (
    <section className="link-page">
      <h1 className="link-page__title">{labels.failedTitle}</h1>
      <p role="alert">{error?.message ?? labels.missingToken}</p>
      <p className="link-page__hint">{labels.failedHint}</p>
      {onward}
    </section>
  );
}
