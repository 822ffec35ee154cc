import { afterSignInPath, refreshSession, toast } from '@groupmap/app-kit';
import { useRulesForm } from '@groupmap/app-kit/forms';
import { messages } from '@groupmap/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormTextField } from '../../../components/form-text-field';
import { announceLinkedLocations } from '../api/announce-linked-locations';
import { submitCredentials } from '../api/submit-credentials';
import { authLabels, fieldLabels } from '../auth-labels';
import {
  FIELDS_BY_MODE,
  validateCredentials,
  type AuthMode,
  type CredentialValues,
} from '../lib/validate-credentials';

const EMPTY: CredentialValues = { username: '', email: '', password: '' };

const AUTOCOMPLETE: Record<AuthMode, Record<keyof CredentialValues, string>> = {
  login: { username: 'username', email: 'email', password: 'current-password' },
  register: { username: 'username', email: 'email', password: 'new-password' },
};

const FAILURE_TOAST = { login: messages.toasts.loginFailed, register: messages.toasts.registrationFailed };

/**
 * The login or registration form. Rules are checked on submit and, once a submit was tried, again
 * as the visitor types; the first field in error takes focus. A refused login or registration is a
 * destructive toast with the server's message (spec section 8). On success the session is fetched
 * again and the visitor goes to the returnUrl (same-site paths only) or /dashboard.
 */
export function AuthForm({ mode, returnUrl }: { mode: AuthMode; returnUrl: string | null }) {
  const navigate = useNavigate();
  const labels = authLabels[mode];
  const [pending, setPending] = useState(false);
  const { control, handleSubmit } = useRulesForm(EMPTY, (values: CredentialValues) =>
    validateCredentials(mode, values),
  );

  async function send(values: CredentialValues) {
    if (pending) return;
    setPending(true);
    const result = await submitCredentials(mode, values);
    if (!result.ok) {
      setPending(false);
      const { title, variant } = FAILURE_TOAST[mode];
      toast({ title, description: result.message, variant });
      return;
    }
    if (result.deletionCancelled) {
      // The login ended the grace period of a deletion the user had asked for (issue 11).
      const { title, description, variant } = messages.toasts.accountDeletionCancelled;
      toast({ title, description, variant });
    }
    // Not awaited: the claim's toast may come after the next page shows; a failure is ignored.
    void announceLinkedLocations();
    await refreshSession();
    navigate(afterSignInPath(returnUrl), { replace: true });
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
      {FIELDS_BY_MODE[mode].map((field) => (
        <FormTextField
          key={field}
          control={control}
          name={field}
          label={fieldLabels[field]}
          type={field === 'username' ? 'text' : field}
          autoComplete={AUTOCOMPLETE[mode][field]}
          autoCapitalize={field === 'password' ? undefined : 'none'}
          spellCheck={field === 'password' ? undefined : false}
          required
        />
      ))}
      <button type="submit" className="gm-button auth-form__submit" disabled={pending} aria-busy={pending}>
        {pending ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
