import { useDocumentTitle } from '@groupmap/app-kit';
import { useRulesForm } from '@groupmap/app-kit/forms';
import { validateEmail } from '@groupmap/contracts';
import { Link } from 'react-router-dom';
import { FormTextField } from '../../../components/form-text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { forgotPasswordLabels as labels } from '../password-reset-labels';
import './auth-page.css';

/**
 * /forgot-password, reached from the login form: asks for the account's e-mail and sends a reset
 * link. Once the request is taken it says the same words for every address, whether or not an
 * account has it (no enumeration). The address is checked by registration's rule before sending.
 */
export default function ForgotPasswordPage() {
  useDocumentTitle(labels.title);
  const request = useRequestPasswordReset();
  // The address is sent trimmed, so it is judged trimmed too.
  const { control, handleSubmit } = useRulesForm({ email: '' }, ({ email }: { email: string }) => ({
    email: validateEmail(email.trim()),
  }));

  const submit = handleSubmit(({ email }) => {
    if (request.isPending) return;
    request.mutate(email.trim());
  });

  return (
    <section className="auth-page" aria-labelledby="forgot-password-title">
      <h1 id="forgot-password-title" className="auth-page__title">
        {labels.title}
      </h1>
      {request.isSuccess ? (
        <div className="auth-page__sent">
          <p role="status" className="auth-page__status">
            {labels.sent}
          </p>
          <p className="auth-page__lead">{labels.sentHint}</p>
          <button type="button" className="gm-button gm-button--secondary" onClick={() => request.reset()}>
            {labels.askAgain}
          </button>
        </div>
      ) : (
        <>
          <p className="auth-page__lead">{labels.lead}</p>
          <form className="auth-form" noValidate onSubmit={submit}>
            <FormTextField
              control={control}
              name="email"
              label={labels.email}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
            <button
              type="submit"
              className="gm-button auth-form__submit"
              disabled={request.isPending}
              aria-busy={request.isPending}
            >
              {request.isPending ? labels.submitting : labels.submit}
            </button>
          </form>
        </>
      )}
      <p className="auth-page__switch">
        <Link to="/login">{labels.backToLogin}</Link>
      </p>
    </section>
  );
}
