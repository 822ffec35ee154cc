import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/text-field';
import { useChangePassword } from '../api/change-password';
import {
  PASSWORD_CHANGE_FIELDS,
  validatePasswordChange,
  type PasswordChangeErrors,
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
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [tried, setTried] = useState(false);
  const inputs = useRef<Partial<Record<keyof PasswordChangeValues, HTMLInputElement | null>>>({});

  const update = (field: keyof PasswordChangeValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (tried) setErrors(validatePasswordChange(next));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const found = validatePasswordChange(values);
    setTried(true);
    setErrors(found);
    const firstInvalid = PASSWORD_CHANGE_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setTried(false);
        },
      },
    );
  }

  return (
    <form className="change-password-form" noValidate onSubmit={submit}>
      {PASSWORD_CHANGE_FIELDS.map((field) => (
        <TextField
          key={field}
          label={FIELDS[field].label}
          name={field}
          type="password"
          autoComplete={FIELDS[field].autoComplete}
          required
          value={values[field]}
          onChange={update(field)}
          error={errors[field]}
          inputRef={(element) => {
            inputs.current[field] = element;
          }}
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
