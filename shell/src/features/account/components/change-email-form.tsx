import { useRulesForm } from '@groupmap/app-kit/forms';
import { useId } from 'react';
import { FormTextField } from '../../../components/form-text-field';
import { profileLabels } from '../account-labels';
import { useChangeEmail } from '../api/change-email';
import { validateEmailChange, type EmailChangeValues } from '../lib/validate-email-change';

const EMPTY: EmailChangeValues = { email: '', currentPassword: '' };

/**
 * Changing the e-mail, confirmed with the current password. Rules are checked on submit and, once a
 * submit was tried, as the user types; the first field in error takes focus. A refusal (a wrong
 * password, an address already registered) is a toast with the server's text; success empties the form.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const titleId = useId();
  const { control, handleSubmit, reset } = useRulesForm(EMPTY, (values: EmailChangeValues) =>
    validateEmailChange(values, currentEmail),
  );

  const submit = handleSubmit((values) => {
    if (change.isPending) return;
    change.mutate(
      { email: values.email.trim(), currentPassword: values.currentPassword },
      { onSuccess: () => reset(EMPTY) },
    );
  });

  return (
    <form className="change-email-form" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <h3 id={titleId} className="change-email-form__title">
        {profileLabels.changeEmailTitle}
      </h3>
      <p className="change-email-form__lead">{profileLabels.changeEmailLead}</p>
      <FormTextField
        control={control}
        name="email"
        label={profileLabels.newEmail}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <FormTextField
        control={control}
        name="currentPassword"
        label={profileLabels.currentPassword}
        type="password"
        autoComplete="current-password"
        required
      />
      <div>
        <button type="submit" className="gm-button" disabled={change.isPending} aria-busy={change.isPending}>
          {change.isPending ? profileLabels.submitting : profileLabels.submit}
        </button>
      </div>
    </form>
  );
}
