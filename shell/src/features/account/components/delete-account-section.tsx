import { useSession } from '@groupmap/app-kit';
import { useState } from 'react';
import { deleteAccountLabels as labels } from '../leaving-labels';
import { AccountSection } from './account-section';
import DeleteAccountDialog from './delete-account-dialog';
import './delete-account-section.css';

/**
 * The account page's Delete account section (issue 11): the button opens the confirmation, which
 * says what goes and what stays and asks for the current password and the username typed.
 */
export function DeleteAccountSection() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (session.status !== 'signed-in') return null;
  return (
    <AccountSection title={labels.title}>
      <p className="account-section__note">{labels.lead}</p>
      <div>
        <button
          type="button"
          className="gm-button gm-button--secondary delete-account__danger"
          onClick={() => setOpen(true)}
        >
          {labels.open}
        </button>
      </div>
      {open && <DeleteAccountDialog open={open} onOpenChange={setOpen} username={session.user.username} />}
    </AccountSection>
  );
}
