import { clearQueryCache, failureMessage, getApiClient, refreshSession, toast } from '@groupmap/app-kit';
import { formatMessage, messages, type AccountDeletionBody } from '@groupmap/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { formatDeletionDate } from '../lib/deletion-date';

/**
 * POST /api/account/deletion: schedules the deletion; the gateway sets a new visitor's cookies (every
 * session of the account ended). Resolves the deletion date; rejects with the server's text.
 */
export async function scheduleAccountDeletion(body: AccountDeletionBody): Promise<string> {
  const { data, error, response } = await getApiClient().POST('/api/account/deletion', { body });
  if (!response.ok || !data) throw new Error(failureMessage(response, error));
  return data.deletionScheduledFor;
}

/**
 * Delete account: on success the browser is a new visitor, so every cached answer goes, the session
 * is fetched again and the person lands on the home page with a toast naming the date and saying
 * that logging in cancels it. A refusal (a wrong password, a username not typed exactly, too many
 * attempts) is the destructive "Error deleting account" toast, and the dialog stays open.
 */
export function useDeleteAccount() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: scheduleAccountDeletion,
    onSuccess: async (deletionScheduledFor) => {
      // Away from the signed-in page first, so it does not send the new visitor to the login page.
      navigate('/', { replace: true });
      await clearQueryCache();
      await refreshSession();
      const { title, description, variant } = messages.toasts.accountDeletionScheduled;
      toast({
        title,
        description: formatMessage(description, { date: formatDeletionDate(deletionScheduledFor) }),
        variant,
      });
    },
    onError: (error) => {
      const { title, variant } = messages.toasts.deleteAccountFailed;
      toast({ title, description: error.message, variant });
    },
  });
}
