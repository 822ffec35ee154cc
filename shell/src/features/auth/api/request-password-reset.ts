import { failureMessage, getApiClient, toast } from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/password-reset {email}: resolves once the request is taken; rejects with the server's text. */
export async function requestPasswordReset(email: string): Promise<void> {
  const { error, response } = await getApiClient().POST('/api/password-reset', { body: { email } });
  if (!response.ok) throw new Error(failureMessage(response, error));
}

/**
 * Asks for a reset link. The answer is the same for any address, so success says only that the
 * request was taken; a refusal (too many requests, an invalid address) is the destructive "Error
 * sending the link" toast with the server's text.
 */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => {
      const { title, variant } = messages.toasts.passwordResetRequestFailed;
      toast({ title, description: error.message, variant });
    },
  });
}
