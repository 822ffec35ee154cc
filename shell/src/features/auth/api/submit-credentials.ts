import { getApiClient, result, type Result } from '@groupmap/app-kit';
import type { AuthMode, CredentialValues } from '../lib/validate-credentials';

/** The outcome, and whether a login cancelled the account's scheduled deletion (issue 11). */
export type CredentialsResult = Result<unknown> & { deletionCancelled?: boolean };

/**
 * POST /api/login {username, password} or POST /api/register {username, email, password}. Only
 * success or failure is used (spec section 7), plus login's `deletionCancelled`; a failure carries
 * the message of spec section 8. The session cookie it sets is read back by `refreshSession`.
 */
export async function submitCredentials(
  mode: AuthMode,
  values: CredentialValues,
): Promise<CredentialsResult> {
  const username = values.username.trim();
  const client = getApiClient();
  if (mode === 'register') {
    return result(
      client.POST('/api/register', {
        body: { username, email: values.email.trim(), password: values.password },
      }),
    );
  }
  const outcome = await result(client.POST('/api/login', { body: { username, password: values.password } }));
  return outcome.ok && outcome.data?.deletionCancelled === true
    ? { ...outcome, deletionCancelled: true }
    : outcome;
}
