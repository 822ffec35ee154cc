import { failureMessage, getApiClient, refreshSession, toast } from '@groupmap/app-kit';
import { messages, type ChangePasswordBody } from '@groupmap/contracts';
import { useMutation } from '@tanstack/react-query';

/**
 * PUT /api/account/password: the gateway sets this session's new cookie (other sessions of the
 * account end); rejects with the server's text.
 */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  const { error, response } = await getApiClient().PUT('/api/account/password', { body });
  if (!response.ok) throw new Error(failureMessage(response, error));
}

/**
 * Changes the password: success is the "Password changed" toast saying every other session was
 * signed out (the session is fetched again under its new cookie); a refusal (a wrong current
 * password, a common new one, too many attempts) is the destructive "Error changing password" toast.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      const { title, description, variant } = messages.toasts.passwordChanged;
      toast({ title, description, variant });
      await refreshSession();
    },
    onError: (error) => {
      const { title, variant } = messages.toasts.passwordChangeFailed;
      toast({ title, description: error.message, variant });
    },
  });
}
