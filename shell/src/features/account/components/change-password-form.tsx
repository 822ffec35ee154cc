import { useRulesForm } from '@groupmap/app-kit/forms';
import { FormTextField } from '../../../components/form-text-field';
import { useChangePassword } from '../api/change-password';
import {
  PASSWORD_CHANGE_FIELDS,
  validatePasswordChange,
  type PasswordChangeValues,
} from '../lib/validate-password-change';
import { passwordLabels as labels } from '../password-labels';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirm: '' };

const FIELDS: Record<keyof PasswordChangeValues, { label: string; autoComplete: string }> = {
  currentPassword: { label: labels.currentPassword, autoComplete: 'current-password' },
  newPassword: { label: labels.newPassword, autoComplete: 'new-password' },
  confirm: { label: labels.confirmPassword, autoComplete: 'new-password' },
};

/**
 * Changing the password: the current one, then the new one twice. Rules are checked on submit and,
 * once a submit was tried, as the user types; the first field in error takes focus. The outcome is a
 * toast (useChangePassword); success empties the form.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { control, handleSubmit, reset } = useRulesForm(EMPTY, validatePasswordChange);

  const submit = handleSubmit((values) => {
    if (change.isPending) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      { onSuccess: () => reset(EMPTY) },
    );
  });

  return (
    <form className="change-password-form" noValidate onSubmit={submit}>
      {PASSWORD_CHANGE_FIELDS.map((field) => (
        <FormTextField
          key={field}
          control={control}
          name={field}
          label={FIELDS[field].label}
          type="password"
          autoComplete={FIELDS[field].autoComplete}
          required
        />
      ))}
      <div>
        <button type="submit" className="gm-button" disabled={change.isPending} aria-busy={change.isPending}>
          {change.isPending ? labels.submitting : labels.submit}
        </button>
      </div>
    </form>
  );
}
