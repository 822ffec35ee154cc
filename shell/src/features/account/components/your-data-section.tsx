import { toast, useSession } from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import { useState } from 'react';
import { downloadMyData } from '../api/download-my-data';
import { yourDataLabels as labels } from '../leaving-labels';
import { AccountSection } from './account-section';

/**
 * The account page's Your data section (issue 11): "Download my data" saves one JSON file with the
 * account's details, its subscription history, its maps with every location (GeoJSON) and its
 * contributions to other maps. A failure is the destructive "Error downloading your data" toast.
 */
export function YourDataSection() {
  const session = useSession();
  const [pending, setPending] = useState(false);
  const username = session.status === 'signed-in' ? session.user.username : null;

  async function download() {
    if (pending || username === null) return;
    setPending(true);
    try {
      await downloadMyData(username);
    } catch (error) {
      const { title, fallbackDescription, variant } = messages.toasts.dataDownloadFailed;
      toast({ title, description: (error as Error).message || fallbackDescription, variant });
    } finally {
      setPending(false);
    }
  }

  return (
    <AccountSection title={labels.title}>
      <p className="account-section__note">{labels.lead}</p>
      <div>
        <button
          type="button"
          className="gm-button gm-button--secondary"
          disabled={pending || username === null}
          aria-busy={pending}
          onClick={() => void download()}
        >
          {pending ? labels.preparing : labels.download}
        </button>
      </div>
    </AccountSection>
  );
}
