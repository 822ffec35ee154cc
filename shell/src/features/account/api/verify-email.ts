import { failureMessage, getApiClient } from '@groupmap/app-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from './get-account';

/** POST /api/account/email/verify: the address now verified; rejects with the server's text. */
export async function verifyEmail(token: string): Promise<{ email: string }> {
  const { data, error, response } = await getApiClient().POST('/api/account/email/verify', {
    body: { token },
  });
  if (!response.ok || !data) throw new Error(failureMessage(response, error));
  return data;
}

/** Verifies a mailed link's token; a profile shown meanwhile (another tab) is fetched again. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
}
