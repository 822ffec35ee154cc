import { passwordLabels as labels } from '../password-labels';
import { AccountSection } from './account-section';
import { ChangePasswordForm } from './change-password-form';
import './password-section.css';

/** The account page's Password section (issue 11): changing it signs every other session out. */
export function PasswordSection() {
  return (
    <AccountSection title={labels.title}>
      <p className="account-section__note">{labels.lead}</p>
      <ChangePasswordForm />
    </AccountSection>
  );
}
