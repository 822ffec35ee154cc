import { failureMessage, getApiClient, toast } from '@groupmap/app-kit';
import { moderationToasts } from '@groupmap/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY, type Account } from './get-account';

/** PUT /api/account/notifications: the profile as it is after the change; rejects with the server's text. */
export async function setNotifications(reviewDigests: boolean): Promise<Account> {
  const { data, error, response } = await getApiClient().PUT('/api/account/notifications', {
    body: { reviewDigests },
  });
  if (!response.ok || !data) throw new Error(failureMessage(response, error));
  return data;
}

/**
 * Turns "Email me when locations wait for my review" on or off (issue 24): the box shows the saved
 * choice at once (from the answer); a refusal toasts the server's text and the box goes back.
 */
export function useSetNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNotifications,
    onSuccess: (account) => queryClient.setQueryData(ACCOUNT_QUERY_KEY, account),
    onError: (error) => {
      toast({
        title: moderationToasts.reviewFailed.title,
        description: error.message,
        variant: 'destructive',
      });
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
    },
  });
}
