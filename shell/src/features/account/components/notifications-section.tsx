import { moderationMessages } from '@groupmap/contracts';
import { useId, useState } from 'react';
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
  // The choice shows at once (a controlled box would snap back until the save is under way), and
  // gives way to the saved value once the answer lands, or to the old one if it is refused.
  const [wanted, setWanted] = useState<boolean | null>(null);
  if (!account.data) return null;
  const checked = wanted ?? account.data.reviewDigests;
  return (
    <AccountSection title={notificationLabels.title}>
      <label className="account-checkbox">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          disabled={saving.isPending}
          onChange={(event) => {
            setWanted(event.target.checked);
            saving.mutate(event.target.checked, { onSettled: () => setWanted(null) });
          }}
        />
        {moderationMessages.emailReviewDigest}
      </label>
      <p id={hintId} className="account-section__note">
        {notificationLabels.reviewDigestHint}
      </p>
    </AccountSection>
  );
}
