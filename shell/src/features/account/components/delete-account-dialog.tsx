import { useSession } from '@groupmap/app-kit';
import { formatMessage, PLANS } from '@groupmap/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useRulesForm } from '@groupmap/app-kit/forms';
import { FormTextField } from '../../../components/form-text-field';
import { useDeleteAccount } from '../api/delete-account';
import { useOwnedMaps } from '../api/get-owned-maps';
import { deleteAccountLabels as labels } from '../leaving-labels';
import { validateAccountDeletion, type AccountDeletionValues } from '../lib/validate-account-deletion';

const EMPTY: AccountDeletionValues = { password: '', username: '' };
/** Statuses of a subscription that has ended: nothing left to cancel (billing's rule too). */
const ENDED = new Set(['canceled', 'incomplete_expired']);

const locationCount = (n: number) => (n === 1 ? labels.locationsOne : formatMessage(labels.locations, { n }));

/** What goes: the maps the user owns, named, with their location counts. */
function OwnedMaps() {
  const maps = useOwnedMaps(true);
  if (maps.isPending) return <p className="account-section__note">{labels.loadingMaps}</p>;
  if (maps.isError) return <p className="account-section__note">{labels.mapsFailed}</p>;
  if (maps.data.length === 0) return <p>{labels.noMaps}</p>;
  return (
    <>
      <p>{labels.ownedMaps}</p>
      <ul className="delete-account-dialog__list" aria-label={labels.ownedMaps}>
        {maps.data.map((map) => (
          <li key={map.id}>
            {map.name}{' '}
            <span className="delete-account-dialog__count">({locationCount(map.locationCount)})</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The confirmation of Delete account: what goes (the maps they own, named, with their location
 * counts; a running subscription), what stays (contributions to other people's maps), then the
 * current password and the username typed exactly. Rules are checked on submit and, once tried, as
 * the user types; the server's refusal is a toast (useDeleteAccount) and the dialog stays.
 */
function DeleteAccountForm({ username }: { username: string }) {
  const session = useSession();
  const deletion = useDeleteAccount();
  const { control, handleSubmit } = useRulesForm(EMPTY, (values: AccountDeletionValues) =>
    validateAccountDeletion(values, username),
  );
  const user = session.status === 'signed-in' ? session.user : null;
  const paidPlan =
    user &&
    user.currentPlan !== 'free' &&
    user.subscriptionStatus !== null &&
    !ENDED.has(user.subscriptionStatus)
      ? user.currentPlan
      : null;

  const submit = handleSubmit((values) => {
    if (deletion.isPending) return;
    deletion.mutate(values);
  });

  return (
    <>
      <h3 className="delete-account-dialog__heading">{labels.whatGoes}</h3>
      <OwnedMaps />
      {paidPlan && <p>{formatMessage(labels.subscription, { plan: PLANS[paidPlan].name })}</p>}
      <h3 className="delete-account-dialog__heading">{labels.whatStays}</h3>
      <p>{labels.contributionsStay}</p>
      <form noValidate onSubmit={submit}>
        <FormTextField
          control={control}
          name="password"
          label={labels.password}
          type="password"
          autoComplete="current-password"
          required
        />
        <FormTextField
          control={control}
          name="username"
          inputName="confirm-username"
          label={labels.typeUsername}
          hint={formatMessage(labels.typeUsernameHint, { username })}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <div className="gm-dialog__actions">
          <Dialog.Close asChild>
            <button type="button" className="gm-button gm-button--secondary">
              {labels.cancel}
            </button>
          </Dialog.Close>
          <button
            type="submit"
            className="gm-button delete-account__danger"
            disabled={deletion.isPending}
            aria-busy={deletion.isPending}
          >
            {deletion.isPending ? labels.deleting : labels.confirm}
          </button>
        </div>
      </form>
    </>
  );
}

/** The Delete account dialog (Radix Dialog: focus trapped, Escape closes); its form starts empty each time. */
export default function DeleteAccountDialog({
  open,
  onOpenChange,
  username,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="gm-dialog-overlay" />
        <Dialog.Content className="gm-dialog delete-account-dialog">
          <Dialog.Title className="gm-dialog__title">{labels.dialogTitle}</Dialog.Title>
          <Dialog.Description className="gm-dialog__description">{labels.dialogLead}</Dialog.Description>
          <DeleteAccountForm username={username} />
          <Dialog.Close className="gm-dialog__close" aria-label={labels.close}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
