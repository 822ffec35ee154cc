import { useToast } from '@groupmap/app-kit';
import { contributorDisplayName, moderationMessages, moderationToasts } from '@groupmap/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import {
  removeTrust,
  trustedContributorsKey,
  trustedContributorsQueryOptions,
} from '../api/trusted-contributors';

const TEXT = moderationMessages;

/**
 * "Trusted contributors" (issue 24), in the settings of a stored map: whose additions and edits skip
 * review, each with "Remove" ("Contributor no longer trusted"). They are trusted from the review
 * panel's "Trust this contributor".
 */
export function TrustedContributorsItem({ mapId }: { mapId: number }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { data: contributors = [] } = useQuery(trustedContributorsQueryOptions(mapId));
  const removal = useMutation({
    mutationFn: (contributorId: number) => removeTrust(mapId, contributorId),
    onSuccess: (outcome) => {
      if (!outcome.ok) {
        toast({
          title: moderationToasts.reviewFailed.title,
          description: outcome.message,
          variant: 'destructive',
        });
        return;
      }
      toast({ title: moderationToasts.contributorUntrusted.title });
      void queryClient.invalidateQueries({ queryKey: trustedContributorsKey(mapId) });
    },
  });
  return (
    <Form.Item label={TEXT.trustedContributors}>
      {contributors.length === 0 ? (
        <p className="map-settings__note">{TEXT.noTrustedContributors}</p>
      ) : (
        <ul className="trusted-contributors">
          {contributors.map((contributor) => (
            <li key={contributor.id} className="trusted-contributors__item">
              <span>{contributorDisplayName(contributor)}</span>
              <Button
                size="small"
                aria-label={`${TEXT.remove}: ${contributorDisplayName(contributor)}`}
                disabled={removal.isPending}
                onClick={() => removal.mutate(contributor.id)}
              >
                {TEXT.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Form.Item>
  );
}
