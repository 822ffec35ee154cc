import { useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/text-field';
import { profileLabels } from '../account-labels';
import { useChangeEmail } from '../api/change-email';
import {
  EMAIL_CHANGE_FIELDS,
  validateEmailChange,
  type EmailChangeErrors,
  type EmailChangeValues,
} from '../lib/validate-email-change';

const EMPTY: EmailChangeValues = { email: '', currentPassword: '' };

/**
 * Changing the e-mail, confirmed with the current password. Rules are checked on submit and, once a
 * submit was tried, as the user types; the first field in error takes focus. A refusal (a wrong
 * password, an address already registered) is a toast with the server's text; success empties the form.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const titleId = useId();
  const [values, setValues] = useState<EmailChangeValues>(EMPTY);
  const [errors, setErrors] = useState<EmailChangeErrors>({});
  const [tried, setTried] = useState(false);
  const inputs = useRef<Partial<Record<keyof EmailChangeValues, HTMLInputElement | null>>>({});

  const update = (field: keyof EmailChangeValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (tried) setErrors(validateEmailChange(next, currentEmail));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const found = validateEmailChange(values, currentEmail);
    setTried(true);
    setErrors(found);
    const firstInvalid = EMAIL_CHANGE_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    change.mutate(
      { email: values.email.trim(), currentPassword: values.currentPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setTried(false);
        },
      },
    );
  }

  return (
    <form className="change-email-form" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <h3 id={titleId} className="change-email-form__title">
        {profileLabels.changeEmailTitle}
      </h3>
      <p className="change-email-form__lead">{profileLabels.changeEmailLead}</p>
      <TextField
        label={profileLabels.newEmail}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.email}
        onChange={update('email')}
        error={errors.email}
        inputRef={(element) => {
          inputs.current.email = element;
        }}
      />
      <TextField
        label={profileLabels.currentPassword}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        onChange={update('currentPassword')}
        error={errors.currentPassword}
        inputRef={(element) => {
          inputs.current.currentPassword = element;
        }}
      />
      <div>
        <button type="submit" className="gm-button" disabled={change.isPending} aria-busy={change.isPending}>
          {change.isPending ? profileLabels.submitting : profileLabels.submit}
        </button>
      </div>
    </form>
  );
}
