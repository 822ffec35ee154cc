import { PageHeading } from '../../../pages/page-heading';
import { accountLabels } from '../account-labels';
import { DeleteAccountSection } from './delete-account-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { YourDataSection } from './your-data-section';
import './account.css';

/**
 * /account (signed-in): the profile, the password, the mail choices (issue 24), the account's data
 * and leaving, each a section
 * of its own (AccountSection gives them one look). Loaded lazily, and only for a signed-in user
 * (RequireSignedIn sends others to /login?returnUrl=%2Faccount).
 */
export default function AccountPage() {
  return (
    <div className="account-page">
      <PageHeading title={accountLabels.pageTitle} />
      <ProfileSection />
      <PasswordSection />
      <NotificationsSection />
      <YourDataSection />
      <DeleteAccountSection />
    </div>
  );
}
