import { useDocumentTitle } from '@groupmap/app-kit';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import {
  NEW_PASSWORD_FIELDS,
  validateNewPassword,
  type NewPasswordErrors,
  type NewPasswordValues,
} from '../lib/validate-new-password';
import { FORGOT_PASSWORD_PATH, resetPasswordLabels as labels } from '../password-reset-labels';
import './auth-page.css';

const EMPTY: NewPasswordValues = { password: '', confirm: '' };

const FIELD_LABELS: Record<keyof NewPasswordValues, string> = {
  password: labels.newPassword,
  confirm: labels.confirmPassword,
};

/**
 * /reset-password?token=...: the page a reset mail links to. The visitor types a new password twice
 * (registration's rule); success signs them in and goes to /dashboard (useConfirmPasswordReset). A
 * used or expired link is refused on submit, with the way to a new one always at hand. Loaded lazily.
 */
export default function ResetPasswordPage() {
  useDocumentTitle(labels.title);
  const token = useSearchParams()[0].get('token');
  const confirm = useConfirmPasswordReset();
  const [values, setValues] = useState<NewPasswordValues>(EMPTY);
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [tried, setTried] = useState(false);
  const inputs = useRef<Partial<Record<keyof NewPasswordValues, HTMLInputElement | null>>>({});

  const change = (field: keyof NewPasswordValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (tried) setErrors(validateNewPassword(next));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || confirm.isPending || confirm.isSuccess) return;
    const found = validateNewPassword(values);
    setTried(true);
    setErrors(found);
    const firstInvalid = NEW_PASSWORD_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    confirm.mutate({ token, password: values.password });
  }

  const busy = confirm.isPending || confirm.isSuccess;
  return (
    <section className="auth-page" aria-labelledby="reset-password-title">
      <h1 id="reset-password-title" className="auth-page__title">
        {labels.title}
      </h1>
      {token ? (
        <>
          <p className="auth-page__lead">{labels.lead}</p>
          <form className="auth-form" noValidate onSubmit={submit}>
            {NEW_PASSWORD_FIELDS.map((field) => (
              <TextField
                key={field}
                label={FIELD_LABELS[field]}
                name={field}
                type="password"
                autoComplete="new-password"
                required
                value={values[field]}
                onChange={change(field)}
                error={errors[field]}
                inputRef={(element) => {
                  inputs.current[field] = element;
                }}
              />
            ))}
            <button type="submit" className="gm-button auth-form__submit" disabled={busy} aria-busy={busy}>
              {busy ? labels.submitting : labels.submit}
            </button>
          </form>
        </>
      ) : (
        <p role="alert" className="auth-page__lead">
          {labels.missingToken}
        </p>
      )}
      <p className="auth-page__switch">
        <Link to={FORGOT_PASSWORD_PATH}>{labels.newLink}</Link>
      </p>
    </section>
  );
}
