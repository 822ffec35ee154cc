import { failureMessage, getApiClient, refreshSession, toast } from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { announceLinkedLocations } from './announce-linked-locations';

/** Where a reset ends: the visitor is signed in by then. */
const AFTER_RESET_PATH = '/dashboard';

/**
 * POST /api/password-reset/confirm {token, password}: sets the new password and signs this visitor
 * in (the gateway sets the new session cookie); rejects with the server's text.
 */
export async function confirmPasswordReset(body: {
  token: string;
  password: string;
}): Promise<{ deletionCancelled: boolean }> {
  const { data, error, response } = await getApiClient().POST('/api/password-reset/confirm', { body });
  if (!response.ok) throw new Error(failureMessage(response, error));
  return { deletionCancelled: data?.deletionCancelled === true };
}

/**
 * Sets the new password from the mailed link. On success the session is fetched again (now signed
 * in), the visitor goes to /dashboard and a toast says every other session was signed out; as after
 * a login, locations added on this browser before are linked to the account. A refusal (a used or
 * expired link, a common password) is the destructive "Error resetting password" toast.
 */
export function useConfirmPasswordReset() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: async ({ deletionCancelled }) => {
      // Not awaited: its toast may come after the next page shows; a failure is ignored.
      void announceLinkedLocations();
      await refreshSession();
      navigate(AFTER_RESET_PATH, { replace: true });
      const { title, description, variant } = messages.toasts.passwordReset;
      toast({ title, description, variant });
      if (deletionCancelled) {
        // Signing in ended the grace period of a deletion the user had asked for, as a login does.
        const cancelled = messages.toasts.accountDeletionCancelled;
        toast({ title: cancelled.title, description: cancelled.description, variant: cancelled.variant });
      }
    },
    onError: (error) => {
      const { title, variant } = messages.toasts.passwordResetFailed;
      toast({ title, description: error.message, variant });
    },
  });
}
