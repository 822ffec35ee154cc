import { moderationMessages } from '@groupmap/contracts';
import { useId } from 'react';
import { notificationLabels } from '../account-labels';
import { useAccount } from '../api/get-account';
import { useSetNotifications } from '../api/set-notifications';
import { AccountSection } from './account-section';

/**
 * The account's mail choices (issue 24): "Email me when locations wait for my review", on by default.
 * A native checkbox, saved as it changes; the hint says what it sends and when.
 */
export function NotificationsSection() {
  const account = useAccount();
  const saving = useSetNotifications();
  const hintId = useId();
  if (!account.data) return null;
  const checked = saving.isPending ? Boolean(saving.variables) : account.data.reviewDigests;
  return (
    <AccountSection title={notificationLabels.title}>
      <label className="account-checkbox">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          disabled={saving.isPending}
          onChange={(event) => saving.mutate(event.target.checked)}
        />
        {moderationMessages.emailReviewDigest}
      </label>
      <p id={hintId} className="account-section__note">
        {notificationLabels.reviewDigestHint}
      </p>
    </AccountSection>
  );
}
