import { failureMessage, getApiClient, refreshSession, toast } from '@groupmap/app-kit';
import { formatMessage, messages, type ChangeEmailBody } from '@groupmap/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY, type Account } from './get-account';

/** PUT /api/account/email: the profile as it is after the change; rejects with the server's text. */
export async function changeEmail(body: ChangeEmailBody): Promise<Account> {
  const { data, error, response } = await getApiClient().PUT('/api/account/email', { body });
  if (!response.ok || !data) throw new Error(failureMessage(response, error));
  return data;
}

/**
 * Asks for a new e-mail: on success the profile shows the new address waiting for verification (the
 * account keeps its address until the link is opened), the session's user is fetched again, and a
 * toast says where the link went; a refusal is the destructive "Error changing email" toast with the
 * server's text.
 */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: async (account) => {
      queryClient.setQueryData(ACCOUNT_QUERY_KEY, account);
      const { title, description, variant } = messages.toasts.emailChanged;
      toast({
        title,
        description: formatMessage(description, { email: account.pendingEmail ?? account.email }),
        variant,
      });
      await refreshSession();
    },
    onError: (error) => {
      const { title, variant } = messages.toasts.changeEmailFailed;
      toast({ title, description: error.message, variant });
    },
  });
}
