import { failureMessage, getApiClient, toast } from '@groupmap/app-kit';
import { formatMessage, messages } from '@groupmap/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/account/email/resend; rejects with the server's text (e.g. too many attempts). */
export async function resendVerification(): Promise<void> {
  const { error, response } = await getApiClient().POST('/api/account/email/resend');
  if (!response.ok) throw new Error(failureMessage(response, error));
}

/** "Resend": a new verification link to `email`, confirmed or refused in a toast. */
export function useResendVerification(email: string) {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () => {
      const { title, description, variant } = messages.toasts.verificationSent;
      toast({ title, description: formatMessage(description, { email }), variant });
    },
    onError: (error) => {
      const { title, variant } = messages.toasts.resendVerificationFailed;
      toast({ title, description: error.message, variant });
    },
  });
}
