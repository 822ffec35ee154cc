import { afterSignInPath, refreshSession, toast } from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { announceLinkedLocations } from '../api/announce-linked-locations';
import { submitCredentials } from '../api/submit-credentials';
import { authLabels, fieldLabels } from '../auth-labels';
import {
  FIELDS_BY_MODE,
  validateCredentials,
  type AuthMode,
  type CredentialErrors,
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
  const [values, setValues] = useState<CredentialValues>(EMPTY);
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const inputs = useRef<Partial<Record<keyof CredentialValues, HTMLInputElement | null>>>({});

  const change = (field: keyof CredentialValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (tried) setErrors(validateCredentials(mode, next));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validateCredentials(mode, values);
    setTried(true);
    setErrors(found);
    const firstInvalid = FIELDS_BY_MODE[mode].find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
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
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      {FIELDS_BY_MODE[mode].map((field) => (
        <TextField
          key={field}
          label={fieldLabels[field]}
          name={field}
          type={field === 'username' ? 'text' : field}
          autoComplete={AUTOCOMPLETE[mode][field]}
          autoCapitalize={field === 'password' ? undefined : 'none'}
          spellCheck={field === 'password' ? undefined : false}
          required
          value={values[field]}
          onChange={change(field)}
          error={errors[field]}
          inputRef={(element) => {
            inputs.current[field] = element;
          }}
        />
      ))}
      <button type="submit" className="gm-button auth-form__submit" disabled={pending} aria-busy={pending}>
        {pending ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
