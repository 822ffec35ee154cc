import { actionResult, getApiClient, type ActionResult } from '@groupmap/app-kit';
import type { AuthMode, CredentialValues } from '../lib/validate-credentials';

/**
 * POST /api/login {username, password} or POST /api/register {username, email, password}. Only
 * success or failure is used (spec section 7); a failure carries the message of spec section 8.
 * The session cookie it sets is read back by `refreshSession`.
 */
export function submitCredentials(mode: AuthMode, values: CredentialValues): Promise<ActionResult> {
  const username = values.username.trim();
  const client = getApiClient();
  return actionResult(
    mode === 'login'
      ? client.POST('/api/login', { body: { username, password: values.password } })
      : client.POST('/api/register', {
          body: { username, email: values.email.trim(), password: values.password },
        }),
  );
}
