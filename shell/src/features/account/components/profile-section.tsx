import { formatMessage, messages } from '@groupmap/contracts';
import { profileLabels } from '../account-labels';
import { useAccount } from '../api/get-account';
import { AccountSection } from './account-section';
import { ChangeEmailForm } from './change-email-form';
import { ProfileDetails } from './profile-details';

/**
 * The account page's profile: the username, the e-mail and whether it is verified (with "Resend"
 * while it is not), and the form to change the e-mail. A failed load says so in the section, with a
 * retry, and leaves the page's other sections usable.
 */
export function ProfileSection() {
  const account = useAccount();
  return (
    <AccountSection title={profileLabels.title}>
      {account.isPending && <p className="account-section__note">{profileLabels.loading}</p>}
      {account.isError && (
        <div role="alert" className="account-section__note">
          <p>{formatMessage(messages.loadError, { message: account.error.message })}</p>
          <button
            type="button"
            className="gm-button gm-button--secondary"
            onClick={() => void account.refetch()}
          >
            {messages.tryAgain}
          </button>
        </div>
      )}
      {account.data && (
        <>
          <ProfileDetails account={account.data} />
          <ChangeEmailForm currentEmail={account.data.email} />
        </>
      )}
    </AccountSection>
  );
}
