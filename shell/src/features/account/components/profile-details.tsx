import { profileLabels } from '../account-labels';
import type { Account } from '../api/get-account';
import { useResendVerification } from '../api/resend-verification';

/** The username and the e-mail, with its verification state and, while unverified, "Resend". */
export function ProfileDetails({ account }: { account: Account }) {
  const resend = useResendVerification(account.email);
  return (
    <dl className="profile-details">
      <div className="profile-details__row">
        <dt>{profileLabels.username}</dt>
        <dd>{account.username}</dd>
      </div>
      <div className="profile-details__row">
        <dt>{profileLabels.email}</dt>
        <dd>
          <span className="profile-details__email">{account.email}</span>{' '}
          {account.emailVerified ? (
            <span className="email-status email-status--verified">{profileLabels.verified}</span>
          ) : (
            <>
              <span className="email-status email-status--unverified">{profileLabels.notVerified}</span>{' '}
              <button
                type="button"
                className="account-link-button"
                title={profileLabels.resendHint}
                disabled={resend.isPending}
                aria-busy={resend.isPending}
                onClick={() => resend.mutate()}
              >
                {profileLabels.resend}
              </button>
              <span className="profile-details__hint">{profileLabels.unverifiedHint}</span>
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}
