import { useDocumentTitle } from '@groupmap/app-kit';
import { useRulesForm } from '@groupmap/app-kit/forms';
import { Link, useSearchParams } from 'react-router-dom';
import { FormTextField } from '../../../components/form-text-field';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import {
  NEW_PASSWORD_FIELDS,
  validateNewPassword,
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
  const { control, handleSubmit } = useRulesForm(EMPTY, validateNewPassword);

  const submit = handleSubmit((values) => {
    if (!token || confirm.isPending || confirm.isSuccess) return;
    confirm.mutate({ token, password: values.password });
  });

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
              <FormTextField
                key={field}
                control={control}
                name={field}
                label={FIELD_LABELS[field]}
                type="password"
                autoComplete="new-password"
                required
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
