import { formatMessage } from '@groupmap/contracts';
import { profileLabels } from '../account-labels';
import type { Account } from '../api/get-account';
import { useResendVerification } from '../api/resend-verification';

/** "Resend": a new link to `address`, the one waiting for verification. */
function ResendButton({ address }: { address: string }) {
  const resend = useResendVerification(address);
  return (
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
  );
}

/**
 * The username and the e-mail with its verification state; a new address waiting for its link is
 * shown below it ("Waiting for verification: ..."), and "Resend" goes to whichever address waits.
 */
export function ProfileDetails({ account }: { account: Account }) {
  const { email, emailVerified, pendingEmail } = account;
  return (
    <dl className="profile-details">
      <div className="profile-details__row">
        <dt>{profileLabels.username}</dt>
        <dd>{account.username}</dd>
      </div>
      <div className="profile-details__row">
        <dt>{profileLabels.email}</dt>
        <dd>
          <span className="profile-details__email">{email}</span>{' '}
          {emailVerified ? (
            <span className="email-status email-status--verified">{profileLabels.verified}</span>
          ) : (
            <>
              <span className="email-status email-status--unverified">{profileLabels.notVerified}</span>{' '}
              {pendingEmail === null && (
                <>
                  <ResendButton address={email} />
                  <span className="profile-details__hint">{profileLabels.unverifiedHint}</span>
                </>
              )}
            </>
          )}
          {pendingEmail !== null && (
            <span className="profile-details__pending">
              <span className="profile-details__pending-address">
                {formatMessage(profileLabels.pending, { address: pendingEmail })}
              </span>{' '}
              <ResendButton address={pendingEmail} />
              <span className="profile-details__hint">{profileLabels.pendingHint}</span>
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}
